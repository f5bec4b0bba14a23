import fs from 'node:fs';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { EventInput, EventRecorder } from '../events/event-recorder';
import { EventBuffer, type EventBufferOptions, type FallbackItem } from './event-buffer';
import { HitSpool } from './hit-spool';
import {
  findSendLinkUrl,
  findTrackedSends,
  forgetSpoolSegments,
  markSpoolRecorded,
  skipCommitFlush,
  spoolLinesRecorded,
  tallyHits,
} from './queries';
import { hitAgent, hitTarget, SpoolWriter, type HitAgent, type HitTarget } from './spool-lines';
import { recoverSpool } from './spool-recovery';
import { TokenCache } from './token-cache';
import { turnClock } from './turn-clock';
import type { TrackingTokens } from './tokens';
import {
  eventOf,
  hitsPerMinute,
  mergeable,
  minuteOf,
  noteSentAt,
  fallbackSpoolProgress,
  spoolProgress,
  type TrackingHit,
} from './tracking-hit';

/**
 * What the endpoints know about the request: enough for the bot rules, and the URL as requested
 * when it names a link by its token alone (no query), under which the link is then found again
 * (`seenUrl`).
 */
interface TrackingRequest {
  method: string;
  userAgent: string | undefined;
  url?: string;
}

export interface TrackingOptions {
  /** The spool's root (`<dataDir>/spool/tracking`); without one, hits are held in memory only. */
  spoolDir?: string;
  buffer?: Partial<EventBufferOptions>;
  /** The clock a hit is stamped with (epoch ms); tests move it past a minute. */
  now?: () => number;
}

/**
 * While the endpoints are busy (1,000 hits a second or more), journaled hits wait up to 10 s or
 * 250,000 hits before they are recorded, so that answering gets the cores first: a burst is
 * recorded after it, in batches of 4,000, from memory. Safe because the spool holds them.
 */
const SPOOLED_BUFFER: Partial<EventBufferOptions> = {
  busyArrivals: 50,
  busyMaxDelayMs: 10_000,
  busyMaxPending: 250_000,
  maxPending: 400_000,
};

/**
 * Opens and clicks (ARCHITECTURE §4 "Tracking"). A genuine token's hit is journaled to a local
 * spool, buffered in memory and recorded through the event recorder in batches, so the pixel
 * answers without waiting on the database; a click goes only to the URL stored for that send and
 * link index. A restart records what a stopped process's spool still held (`start`).
 */
export class TrackingService {
  private readonly buffer: EventBuffer<TrackingHit>;
  /** Genuine pixel tokens → their send. */
  private readonly pixels = new TokenCache<HitTarget>();
  /** Genuine click tokens whose link exists → the send, the link index and where it leads. */
  private readonly clicks = new TokenCache<HitTarget & { url: string }>();
  /**
   * The same targets by the URL that named them (`/t/o/<token>.gif`, `/t/c/<token>`), as the
   * request gives it: a link answered lately is found again without cutting its token out of the
   * URL, and with one comparison of two flat strings (a flood answers tens of thousands a second).
   */
  private readonly urls = new TokenCache<HitTarget>(100_000);

  /**
   * User-Agents seen lately, each kept once: held hits share the string instead of each keeping
   * its request's copy alive (a burst holds hundreds of thousands, a few agents between them),
   * and the spool names each once per segment.
   */
  private readonly agents = new TokenCache<HitAgent>(1000);
  private readonly noAgent = hitAgent(undefined);
  private lastAgent = this.noAgent;

  private readonly spool: HitSpool | undefined;
  private readonly spoolWriter: SpoolWriter | undefined;
  private readonly now: () => number;
  private started: Promise<number> | undefined;
  /** Whether the last append failed (logged once until one succeeds). */
  private spoolFailing = false;

  constructor(
    private readonly db: DataSource,
    private readonly events: EventRecorder,
    private readonly tokens: TrackingTokens,
    private readonly logger: Logger,
    options: TrackingOptions = {},
  ) {
    this.spool = options.spoolDir ? openSpool(options.spoolDir, logger) : undefined;
    this.spoolWriter = this.spool ? new SpoolWriter(this.spool) : undefined;
    this.now = options.now ?? turnClock();
    this.buffer = new EventBuffer((hits, fallback) => this.write(hits, fallback), logger, {
      ...(this.spool ? SPOOLED_BUFFER : {}),
      ...options.buffer,
    });
  }

  /**
   * Records what the spools of stopped processes still hold (once per process; later calls answer
   * the same promise): the hits recorded.
   */
  start(): Promise<number> {
    this.started ??= this.spool
      ? recoverSpool(
          this.spool,
          {
            recordedLines: (segment) => spoolLinesRecorded(this.db, segment),
            record: (hits) => this.write(hits),
            forget: (segments) => forgetSpoolSegments(this.db, segments),
          },
          this.logger,
          4000,
        ).catch((err: unknown) => {
          this.logger.error({ err }, 'tracking spool recovery failed; a restart tries again');
          return 0;
        })
      : Promise.resolve(0);
    return this.started;
  }

  /** Hits held and not yet recorded (a flood's alike hits held as one: `hold`). */
  get heldHits(): number {
    return this.buffer.size;
  }

  /**
   * The target of a link answered lately, by the URL that named it (`request.url` of an earlier
   * `open`, `click` or `knownClick`); undefined when not seen lately. Nothing is noted: `hit`.
   */
  seenUrl(url: string): HitTarget | undefined {
    return this.urls.get(url);
  }

  /** Notes a hit on a target found by `seenUrl`. */
  hit(target: HitTarget, method: string, userAgent: string | undefined): void {
    this.hold(target, method, userAgent);
  }

  /** Notes an open for a genuine pixel token (recorded shortly after); ignores anything else. */
  open(token: string, request: TrackingRequest): void {
    let target = this.pixels.get(token);
    if (target === undefined) {
      const verified = this.tokens.verify('o', token);
      if (!verified) return;
      target = hitTarget('open', verified.sendId);
      this.pixels.set(token, target);
    }
    this.seen(request, target);
    this.hold(target, request.method, request.userAgent);
  }

  /**
   * Where a genuine click token leads: the URL stored for its send and link index (the click is
   * recorded shortly after), or null for a tampered token or a link that message did not have.
   * A token seen before is answered at once (`knownClick`), without a query.
   */
  async click(token: string, request: TrackingRequest): Promise<string | null> {
    const known = this.knownClick(token, request);
    if (known !== undefined) return known;
    const link = await this.findLink(token);
    if (link === null) return null;
    this.seen(request, link);
    this.hold(link, request.method, request.userAgent);
    return link.url;
  }

  /** Where a click token seen before leads (the click noted), or undefined when not known yet. */
  knownClick(token: string, request: TrackingRequest): string | undefined {
    const link = this.clicks.get(token);
    if (link === undefined) return undefined;
    this.seen(request, link);
    this.hold(link, request.method, request.userAgent);
    return link.url;
  }

  /** Remembers the URL that named a genuine token's target, when the request gave one. */
  private seen(request: TrackingRequest, target: HitTarget): void {
    if (request.url !== undefined && this.urls.get(request.url) === undefined)
      this.urls.set(request.url, target);
  }

  /** The link a click token names, read once from `send_link` and then kept; null if none. */
  private async findLink(token: string) {
    const verified = this.tokens.verify('c', token);
    if (!verified) return null;
    const stored = await findSendLinkUrl(this.db, verified.sendId, verified.index);
    const url = stored !== undefined ? webUrl(stored) : null;
    if (url === null) return null;
    const link = { ...hitTarget('click', verified.sendId, verified.index), url };
    this.clicks.set(token, link);
    return link;
  }

  /**
   * Journals the hit (when there is a spool) and holds it for the next batch: merged into the
   * last hit held for its target when they are alike (`mergeable`), else as a hit of its own. A
   * spool that cannot be written to (disk full, directory removed) costs the journal, never the
   * answer.
   */
  private hold(target: HitTarget, method: string, userAgent: string | undefined): void {
    const agent = this.sharedAgent(userAgent);
    const at = this.now();
    let segment: string | undefined;
    let line = 0;
    if (this.spoolWriter) {
      try {
        line = this.spoolWriter.append(target, agent, method, at);
        segment = this.spoolWriter.segment;
        this.spoolFailing = false;
      } catch (err) {
        if (!this.spoolFailing)
          this.logger.error({ err }, 'tracking spool append failed: hits held in memory only');
        this.spoolFailing = true;
      }
    }
    const held = target.held;
    if (
      held !== undefined &&
      this.buffer.inOpenBatch(target.heldAs) &&
      mergeable(held, target, agent.value, method, at, segment)
    ) {
      held.hits = (held.hits ?? 1) + 1;
      // Same segment (`mergeable`), and the position is the held hit's own: moved, not replaced.
      if (held.position !== undefined) held.position.line = line;
      this.buffer.arrive();
      return;
    }
    const hit: TrackingHit = {
      kind: target.kind,
      method,
      userAgent: agent.value,
      sendId: target.sendId,
      index: target.index,
      url: target.url,
      at,
      minute: minuteOf(at),
      position: segment === undefined ? undefined : { segment, line },
      firstLine: segment === undefined ? undefined : line,
      hits: 1,
      target,
    };
    target.heldAs = this.buffer.push(hit);
    target.held = hit;
  }

  /**
   * The agent kept for this User-Agent. The last one found is compared first: a burst comes from
   * few agents, and comparing a request's fresh string costs less than hashing it for the map.
   */
  private sharedAgent(userAgent: string | undefined): HitAgent {
    if (userAgent === undefined) return this.noAgent;
    if (userAgent === this.lastAgent.value) return this.lastAgent;
    let agent = this.agents.get(userAgent);
    if (agent === undefined) {
      agent = hitAgent(userAgent);
      this.agents.set(userAgent, agent);
    }
    this.lastAgent = agent;
    return agent;
  }

  /** Records every hit still held. */
  flush(): Promise<void> {
    return this.buffer.flush();
  }

  /** Records every hit still held, then removes the spool's recorded files; for shutdown. */
  async close(): Promise<void> {
    await this.started;
    await this.buffer.close();
    if (this.spool) await this.forget(this.spool.close());
  }

  private async forget(segments: string[]): Promise<void> {
    await forgetSpoolSegments(this.db, segments).catch((err: unknown) =>
      this.logger.warn({ err, segments }, 'tracking spool rows not removed'),
    );
  }

  /**
   * One batch in one transaction. Its hits are counted per link and UTC minute (`tallyHits`); an
   * event is recorded only for a minute's first hit, the one that created its row, through the
   * recorder's set-based path (a fixed number of statements whatever the batch size; recipients
   * locked at once in id order, so two writers never wait on each other in a cycle): at most one
   * open per send and one click per link a minute, across processes. Hits of a send that no
   * longer exists (or whose recipient is gone: the recorder answers null) are dropped.
   */
  private async write(hits: TrackingHit[], fallback?: FallbackItem<TrackingHit>): Promise<void> {
    const sendIds = [...new Set(hits.map((hit) => hit.sendId))];
    const progress = fallback
      ? fallbackSpoolProgress(fallback.of, fallback.index)
      : spoolProgress(hits);
    await this.db.transaction(async (tx) => {
      await skipCommitFlush(tx);
      const sends = await findTrackedSends(tx, sendIds);
      noteSentAt(hits, sends);
      const minutes = hitsPerMinute(hits, new Map(sends.map((send) => [send.id, send])));
      const created = await tallyHits(tx, minutes);
      const inputs: EventInput[] = [];
      minutes.forEach((minute, i) => {
        if (created[i]) inputs.push(eventOf(minute.first, minute.send));
      });
      if (inputs.length > 0) await this.events.recordBatch(tx, inputs);
      await markSpoolRecorded(tx, progress);
    });
    // Committed: nothing after this may throw, or the buffer would write the batch again.
    if (this.spool) await this.forget(this.settled(this.spool, progress));
  }

  /** The segments whose lines are all recorded now (their files deleted). */
  private settled(spool: HitSpool, progress: Map<string, number>): string[] {
    try {
      return spool.recorded(progress);
    } catch (err) {
      this.logger.warn({ err }, 'tracking spool segment not removed');
      return [];
    }
  }
}

/** The spool under `root`, or none (logged) when that directory cannot be written. */
function openSpool(root: string, logger: Logger): HitSpool | undefined {
  try {
    fs.mkdirSync(root, { recursive: true });
    fs.accessSync(root, fs.constants.W_OK);
    return new HitSpool(root, logger);
  } catch (err) {
    logger.error({ err, root }, 'tracking spool unavailable: hits are held in memory only');
    return undefined;
  }
}

/**
 * Only web links are ever followed, whatever a stored row says, and in their serialised form
 * (non-ASCII percent-encoded), which is always a valid Location header.
 */
function webUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
