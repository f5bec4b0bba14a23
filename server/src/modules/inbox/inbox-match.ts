import type { EntityManager } from 'typeorm';
import type { EventRecorder, EventType } from '../events/event-recorder';
import { lockUnsubscribedRecipient } from '../tracking/unsubscribe-link.service';
import type { Classified } from './classify';
import type { ReplyCategory } from './reply-category';
import { selectSendByAddress, selectSendByMessageId, type AddressMatch } from './queries/sync';

/** The send an incoming message is about: its recipient and step. */
export interface MatchedSend {
  sendId: string;
  recipientId: string;
  stepId: string | null;
  matchedBy: 'message-id' | 'address';
}

/** What became of an incoming message: the inbox_message kind. */
export type InboxKind = 'reply' | 'auto_reply' | 'bounce' | 'unsubscribe' | 'other';

/** The kind of an incoming message and, when its event was recorded, the send it is about. */
export interface RecordedIncoming {
  kind: InboxKind;
  match: MatchedSend | null;
  /**
   * A reply or auto-reply matched by its sender's address alone whose sender is not proven
   * (`sender-proof.ts`): `kind` is 'other' (nothing recorded), `match` says whose conversation
   * it is stored in, flagged "sender not verified".
   */
  unproven?: 'reply' | 'auto_reply';
}

interface IncomingMessage {
  classified: Classified;
  messageId: string | null;
  subject: string | null;
  /** A reply's first lines (`reply-snippet.ts`), kept in its event for the Leads page. */
  snippet?: string | null;
  receivedAt: Date | null;
  /** The message's own In-Reply-To and References (a bounce may thread under the original). */
  threadIds?: string[];
  /**
   * Whether its sender is proven (`sender-proof.ts`). A match through one of our Message-IDs
   * needs no proof; a match by address alone has effects only when this is true.
   */
  senderVerified?: boolean;
  /**
   * What it is (`reply-category.ts`), kept in its event's `meta.category`: a person's reply that
   * asks to be removed is recorded as an `unsubscribe` (as the link), not a reply.
   */
  category?: ReplyCategory;
  /** An out-of-office's return date when it gives one (`meta.until`, `meta.resumesOn`). */
  away?: { until: string; back: string } | null;
  /** Called with the send matched right before a person's reply is recorded (stop for company). */
  beforeReply?: (match: MatchedSend) => Promise<void>;
}

/** `<id>` and `id`: the ledger's form is not assumed, both hit the UNIQUE index on message_id. */
function bothForms(ids: string[]): string[] {
  return [...new Set(ids.flatMap((id) => [id, id.replace(/^<|>$/g, '')]))];
}

/** The latest send of this mailbox whose Message-ID is one of `ids` (send.message_id is UNIQUE). */
async function sendByMessageId(
  tx: EntityManager,
  accountId: string,
  ids: string[],
): Promise<MatchedSend | null> {
  if (ids.length === 0) return null;
  const row = await selectSendByMessageId(tx, accountId, bothForms(ids));
  return row
    ? {
        sendId: row.id,
        recipientId: row.recipient_id,
        stepId: row.step_id,
        matchedBy: 'message-id',
      }
    : null;
}

/**
 * The latest send of this mailbox to a recipient at one of `addresses` that `kind` accepts: for
 * a reply, a recipient it wrote to; for a bounce, an active one it really sent to
 * (`queries/sync.ts`, `ADDRESS_MATCH`).
 */
async function sendByAddress(
  tx: EntityManager,
  accountId: string,
  addresses: string[],
  kind: AddressMatch,
): Promise<MatchedSend | null> {
  if (addresses.length === 0) return null;
  const row = await selectSendByAddress(tx, accountId, addresses, kind);
  return row
    ? { sendId: row.id, recipientId: row.recipient_id, stepId: row.step_id, matchedBy: 'address' }
    : null;
}

/**
 * A bounce counts only when it is about a message this mailbox sent: the original's Message-ID
 * (attached or quoted in the report) or the report's own In-Reply-To/References name one of its
 * sends. A report that names an original which is not one of its sends is about another message;
 * only a report naming no original at all falls back to its failed addresses
 * (`sendByAddress`, `bounce`).
 */
async function bouncedSend(
  tx: EntityManager,
  accountId: string,
  classified: Extract<Classified, { kind: 'bounce' }>,
  threadIds: string[],
): Promise<MatchedSend | null> {
  const byId = await sendByMessageId(tx, accountId, [
    ...classified.originalMessageIds,
    ...threadIds,
  ]);
  if (byId || classified.originalMessageIds.length > 0) return byId;
  return sendByAddress(tx, accountId, classified.failedRecipients, 'bounce');
}

/**
 * A feedback report counts only when it is about a message this mailbox sent, as a bounce: the
 * original's Message-ID (attached) or the report's own threading; only a report naming no
 * original falls back to the complainant's address (then its sender must be proven).
 */
async function complainedSend(
  tx: EntityManager,
  accountId: string,
  classified: Extract<Classified, { kind: 'complaint' }>,
  threadIds: string[],
): Promise<MatchedSend | null> {
  const ids = [...classified.originalMessageIds, ...threadIds];
  const byId = await sendByMessageId(tx, accountId, ids);
  if (byId || classified.originalMessageIds.length > 0 || !classified.complainant) return byId;
  return sendByAddress(tx, accountId, [classified.complainant], 'reply');
}

/** What a message matched by address alone (an unproven sender) may still be: stored, no effect. */
function unprovenAs(kind: Classified['kind']): RecordedIncoming['unproven'] {
  return kind === 'reply' || kind === 'auto_reply' ? kind : undefined;
}

/**
 * Finds the send a classified message is about and records its event inside `tx`: a bounce by the
 * original Message-ID or, without one, a failed address (`bouncedSend`); a reply, auto-reply or
 * unsubscribe request by In-Reply-To/References or by its sender. A match by address alone counts
 * only when the sender is proven (`senderVerified`); otherwise nothing is recorded and a reply or
 * auto-reply is answered `unproven` (stored, flagged). An unsubscribe request records an
 * `unsubscribe` (as the one-click link does), once per recipient. Answers the inbox_message kind
 * ('other' when nothing was recorded) and the send matched.
 */
export async function recordIncoming(
  tx: EntityManager,
  events: EventRecorder,
  accountId: string,
  message: IncomingMessage,
): Promise<RecordedIncoming> {
  const unmatched = { kind: 'other', match: null } as const;
  const { classified } = message;
  if (classified.kind === 'other') return unmatched;
  let match: MatchedSend | null;
  let type: EventType;
  const meta: Record<string, unknown> = { messageId: message.messageId, subject: message.subject };
  if (classified.kind === 'bounce') {
    type = 'bounce';
    match = await bouncedSend(tx, accountId, classified, message.threadIds ?? []);
    Object.assign(meta, {
      failedRecipients: classified.failedRecipients,
      status: classified.status,
      diagnostic: classified.diagnostic,
    });
  } else if (classified.kind === 'complaint') {
    // A spam complaint suppresses the contact as an unsubscribe does, and counts toward the
    // mailbox's complaint rate (guardrails module: `via` 'complaint').
    type = 'unsubscribe';
    match = await complainedSend(tx, accountId, classified, message.threadIds ?? []);
    Object.assign(meta, {
      via: 'complaint',
      feedbackType: classified.feedbackType,
      complainant: classified.complainant,
    });
  } else {
    type = classified.kind;
    match =
      (await sendByMessageId(tx, accountId, classified.threadIds)) ??
      (await sendByAddress(tx, accountId, classified.from ? [classified.from] : [], 'reply'));
    meta.from = classified.from;
    if (type === 'reply' && message.category === 'unsubscribe_request') {
      type = 'unsubscribe';
      meta.via = 'reply';
    }
    if (type === 'reply' && message.snippet) meta.snippet = message.snippet;
    if (type === 'unsubscribe') meta.via ??= 'email';
  }
  if (message.category) meta.category = message.category;
  if (message.away)
    Object.assign(meta, { until: message.away.until, resumesOn: message.away.back });
  if (!match) return unmatched;
  if (match.matchedBy === 'address' && !message.senderVerified)
    return { kind: 'other', match, unproven: unprovenAs(classified.kind) };
  // As the one-click link does: the recipient locked first, then whether it already unsubscribed
  // (a click or another request committed meanwhile), so it is recorded once.
  if (type === 'unsubscribe' && classified.kind !== 'complaint') {
    if (await lockUnsubscribedRecipient(tx, match.sendId, match.recipientId))
      return { kind: 'unsubscribe', match };
  }
  if (type === 'reply') await message.beforeReply?.(match);
  const recorded = await events.recordIn(tx, {
    type,
    recipientId: match.recipientId,
    stepId: match.stepId,
    sendId: match.sendId,
    meta: { ...meta, matchedBy: match.matchedBy },
    at: message.receivedAt ?? undefined,
  });
  return recorded ? { kind: type, match } : unmatched;
}
