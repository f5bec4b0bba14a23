import type { EventInput } from '../events/event-recorder';
import { automatedReason, requestReason, tooSoon, type AutomatedReason } from './bot-filter';
import type { SpoolPosition } from './hit-spool';
import type { HitTarget } from './spool-lines';
import type { HitTally, TrackedSend } from './queries';

const MINUTE_MS = 60_000;

/** A hit held until its batch is written; `at` in epoch milliseconds (no Date per request). */
export interface TrackingHit {
  kind: 'open' | 'click';
  method: string;
  userAgent: string | undefined;
  sendId: string;
  index: number;
  url: string | undefined;
  at: number;
  /** The start of its UTC minute (epoch ms), for live hits: what later hits are merged by. */
  minute?: number;
  /** Where the spool journaled it (the last of them, for hits merged into it), when it did. */
  position?: SpoolPosition;
  /** The spool line of the first of the hits merged into it (`position.line` when one). */
  firstLine?: number;
  /**
   * Hits of the same target, agent, method and minute merged into this one while it waited
   * (`TrackingService.hold`); 1 when absent. `at` is the first's.
   */
  hits?: number;
  /** What it is on (live hits only): where its send's delivery time is noted for later hits. */
  target?: HitTarget;
}

/** The start of the UTC minute of `at` (epoch ms). */
export function minuteOf(at: number): number {
  return at - (at % MINUTE_MS);
}

/**
 * Whether a hit at `at` may be merged into `held`, the last hit held for the same target: same
 * agent, method and UTC minute, journaled in the same spool segment (`segment`: undefined when
 * not journaled), and both past the time a hit so soon after delivery is flagged (`tooSoon`), as
 * known from the send's last batch. What a batch tallies per minute is then the same as if they
 * were apart (`hitsPerMinute`); a target whose delivery is not known yet, or too recent, keeps its
 * hits apart.
 */
export function mergeable(
  held: TrackingHit,
  target: HitTarget,
  userAgent: string | undefined,
  method: string,
  at: number,
  segment: string | undefined,
): boolean {
  const { sentAt } = target;
  // The held hit's minute is kept on it: a float remainder per hit is not free.
  const minute = held.minute ?? minuteOf(held.at);
  return (
    held.userAgent === userAgent &&
    held.method === method &&
    held.position?.segment === segment &&
    at >= minute &&
    at - minute < MINUTE_MS &&
    typeof sentAt === 'number' &&
    !tooSoon(target.kind, held.at, sentAt) &&
    !tooSoon(target.kind, at, sentAt)
  );
}

/** Notes on the hits' targets when their sends were delivered, for `mergeable`. */
export function noteSentAt(hits: TrackingHit[], sends: TrackedSend[]): void {
  const sentAt = new Map(sends.map((send) => [send.id, send.sent_at]));
  for (const hit of hits) {
    if (hit.target === undefined) continue;
    const sent = sentAt.get(hit.sendId);
    hit.target.sentAt = sent ? new Date(sent).getTime() : null;
  }
}

/** The hit as one spool line: a JSON array, shorter and quicker to write than an object. */
export function spoolLine(hit: TrackingHit): unknown[] {
  return [
    hit.kind,
    hit.sendId,
    hit.index,
    hit.at,
    hit.method,
    hit.userAgent ?? null,
    hit.url ?? null,
  ];
}

/** A hit read back from a spool line; null for a line this code did not write. */
export function hitOfSpoolLine(value: unknown, position: SpoolPosition): TrackingHit | null {
  if (!Array.isArray(value) || value.length !== 7) return null;
  const [kind, sendId, index, at, method, userAgent, url] = value as unknown[];
  if (kind !== 'open' && kind !== 'click') return null;
  if (typeof sendId !== 'string' || typeof method !== 'string') return null;
  if (!Number.isInteger(index) || !Number.isFinite(at)) return null;
  return {
    kind,
    sendId,
    index: index as number,
    at: at as number,
    method,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
    url: typeof url === 'string' ? url : undefined,
    position,
  };
}

/** Why a hit on its send looks automated (bot-filter.ts), or null for a person. */
function automatedOf(hit: TrackingHit, send: TrackedSend) {
  return automatedReason({
    kind: hit.kind,
    method: hit.method,
    userAgent: hit.userAgent,
    at: new Date(hit.at),
    sentAt: send.sent_at ? new Date(send.sent_at) : null,
  });
}

/** The event a hit records for its send: flagged, with its reason, when automated. */
export function eventOf(
  hit: TrackingHit,
  send: TrackedSend,
  automated = automatedOf(hit, send),
): EventInput {
  const at = new Date(hit.at);
  const meta: Record<string, unknown> = {};
  if (hit.userAgent) meta.userAgent = hit.userAgent.slice(0, 300);
  if (hit.kind === 'click') Object.assign(meta, { link: hit.index, url: hit.url });
  if (automated) meta.automated = automated;
  return {
    type: hit.kind,
    recipientId: send.recipient_id,
    stepId: send.step_id,
    sendId: send.id,
    flagged: automated !== null,
    meta,
    at,
  };
}

/** The highest spooled line of each segment among `hits`. */
export function spoolProgress(hits: TrackingHit[]): Map<string, number> {
  const progress = new Map<string, number>();
  for (const { position } of hits) {
    if (position && position.line > (progress.get(position.segment) ?? 0))
      progress.set(position.segment, position.line);
  }
  return progress;
}

/**
 * What may be marked recorded once the items of a failed batch up to `index` are written one by
 * one (`EventBuffer`'s fallback): each segment's highest line among them, but below the first
 * line of any item still to come, since a merged item's lines interleave with the others'. The
 * mark says "lines 1..N recorded": a crash before the rest are written then loses none of them.
 */
export function fallbackSpoolProgress(of: TrackingHit[], index: number): Map<string, number> {
  const progress = spoolProgress(of.slice(0, index + 1));
  for (const hit of of.slice(index + 1)) {
    const segment = hit.position?.segment;
    if (segment === undefined || !progress.has(segment)) continue;
    const first = hit.firstLine ?? hit.position!.line;
    progress.set(segment, Math.min(progress.get(segment)!, first - 1));
  }
  return progress;
}

/** A batch's hits of one link in one minute, and the first of them (the one an event may record). */
export interface MinuteHits extends HitTally {
  first: TrackingHit;
  send: TrackedSend;
}

/**
 * Folds a batch's hits into one tally per (send, kind, link index, UTC minute, automated reason),
 * in the order each first came; hits of a send not in `sends` (gone) are dropped. The earliest hit
 * of each is kept: its event is recorded if the tally turns out to be the minute's first.
 */
export function hitsPerMinute(hits: TrackingHit[], sends: Map<string, TrackedSend>): MinuteHits[] {
  const tallies = new Map<string, MinuteHits>();
  // A batch holds a few agents and sends between many hits: each is classified once.
  const requests = new Map<string, AutomatedReason | null>();
  const sentAt = new Map<string, number | null>();
  for (const hit of hits) {
    const send = sends.get(hit.sendId);
    if (!send) continue;
    const request = `${hit.method} ${hit.userAgent ?? ''}`;
    let reason = requests.get(request);
    if (reason === undefined) {
      reason = requestReason(hit.method, hit.userAgent);
      requests.set(request, reason);
    }
    if (reason === null) {
      let sent = sentAt.get(send.id);
      if (sent === undefined) {
        sent = send.sent_at ? new Date(send.sent_at).getTime() : null;
        sentAt.set(send.id, sent);
      }
      if (sent !== null && tooSoon(hit.kind, hit.at, sent)) reason = 'too-soon';
    }
    const automated = reason ?? '';
    const minute = minuteOf(hit.at);
    const key = `${send.id} ${hit.kind} ${hit.index} ${minute} ${automated}`;
    const known = tallies.get(key);
    if (known) {
      known.hits += hit.hits ?? 1;
      if (hit.at < known.first.at) known.first = hit;
    } else {
      tallies.set(key, {
        sendId: send.id,
        kind: hit.kind,
        link: hit.index,
        minute,
        automated,
        hits: hit.hits ?? 1,
        first: hit,
        send,
      });
    }
  }
  return [...tallies.values()];
}
