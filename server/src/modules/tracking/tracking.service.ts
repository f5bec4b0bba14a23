import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { EventInput, EventRecorder } from '../events/event-recorder';
import { automatedReason } from './bot-filter';
import { EventBuffer, type EventBufferOptions } from './event-buffer';
import { LinkCache } from './link-cache';
import { findSendLinkUrl, findTrackedSends, skipCommitFlush, type TrackedSend } from './queries';
import type { TrackingTokens } from './tokens';

/** What the endpoints know about the request: enough for the bot rules. */
interface TrackingRequest {
  method: string;
  userAgent: string | undefined;
}

/** A hit held until its batch is written; `at` in epoch milliseconds (no Date per request). */
interface TrackingHit {
  kind: 'open' | 'click';
  method: string;
  userAgent: string | undefined;
  sendId: string;
  index: number;
  url: string | undefined;
  at: number;
}

/**
 * Opens and clicks (ARCHITECTURE §4 "Tracking"). A genuine token's hit is buffered in memory and
 * recorded through the event recorder in small batches, so the pixel answers without waiting on
 * the database; a click goes only to the URL stored for that send and link index.
 */
export class TrackingService {
  private readonly buffer: EventBuffer<TrackingHit>;
  private readonly links = new LinkCache();

  constructor(
    private readonly db: DataSource,
    private readonly events: EventRecorder,
    private readonly tokens: TrackingTokens,
    logger: Logger,
    bufferOptions: Partial<EventBufferOptions> = {},
  ) {
    this.buffer = new EventBuffer((hits) => this.write(hits), logger, bufferOptions);
  }

  /** Notes an open for a genuine pixel token (recorded shortly after); ignores anything else. */
  open(token: string, request: TrackingRequest): void {
    const verified = this.tokens.verify('o', token);
    if (!verified) return;
    this.buffer.push({
      kind: 'open',
      method: request.method,
      userAgent: request.userAgent,
      sendId: verified.sendId,
      index: 0,
      url: undefined,
      at: Date.now(),
    });
  }

  /**
   * Where a genuine click token leads: the URL stored for its send and link index (the click is
   * recorded shortly after), or null for a tampered token or a link that message did not have.
   */
  async click(token: string, request: TrackingRequest): Promise<string | null> {
    const verified = this.tokens.verify('c', token);
    if (!verified) return null;
    const { sendId, index } = verified;
    let url = this.links.get(sendId, index);
    if (url === undefined) {
      const stored = await findSendLinkUrl(this.db, sendId, index);
      const target = stored !== undefined ? webUrl(stored) : null;
      if (target === null) return null;
      url = target;
      this.links.set(sendId, index, url);
    }
    this.buffer.push({
      kind: 'click',
      method: request.method,
      userAgent: request.userAgent,
      sendId,
      index,
      url,
      at: Date.now(),
    });
    return url;
  }

  /** Records every hit still held. */
  flush(): Promise<void> {
    return this.buffer.flush();
  }

  /** Records every hit still held; for shutdown. */
  close(): Promise<void> {
    return this.buffer.close();
  }

  /**
   * One batch in one transaction, through the recorder's set-based path (a fixed number of
   * statements whatever the batch size; recipients locked at once in id order, so two writers
   * never wait on each other in a cycle). Hits of a send that no longer exists (or whose recipient
   * is gone: the recorder answers null) are dropped.
   */
  private async write(hits: TrackingHit[]): Promise<void> {
    const sendIds = [...new Set(hits.map((hit) => hit.sendId))];
    await this.db.transaction(async (tx) => {
      await skipCommitFlush(tx);
      const sends = await findTrackedSends(tx, sendIds);
      const byId = new Map(sends.map((send) => [send.id, send]));
      const inputs: EventInput[] = [];
      for (const hit of hits) {
        const send = byId.get(hit.sendId);
        if (send) inputs.push(eventOf(hit, send));
      }
      if (inputs.length > 0) await this.events.recordBatch(tx, inputs);
    });
  }
}

function eventOf(hit: TrackingHit, send: TrackedSend): EventInput {
  const at = new Date(hit.at);
  const automated = automatedReason({
    kind: hit.kind,
    method: hit.method,
    userAgent: hit.userAgent,
    at,
    sentAt: send.sent_at ? new Date(send.sent_at) : null,
  });
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
