import { PassThrough } from 'node:stream';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { ZoneGate } from '../campaign/recipients/recipient-zones';
import type { MailAccount } from '../mailbox/mail-account.entity';
import type { MailTransport, MailTransports } from '../mailbox/mail-transport';
import type { MailboxService } from '../mailbox/mailbox.service';
import { composeRaw } from '../message/compose';
import type { DkimKeys } from '../message/dkim';
import type { TrackingTokens } from './tracking-urls';
import type { DispatchResult } from './dispatch.service';
import type { KeptConnections } from './kept-connections';
import { classifySendFailure, isAmbiguousFailure } from './send-errors';
import type { AcceptedSend, ClaimedSend, SendLedger } from './send-ledger';
import { renderSends, type MessageForSend } from './send-message';
import { holdSendsMissingFields } from './missing-fields';
import type { SentCopies } from './sent-copies';
import type { SentBatcher } from './sent-batcher';
import { SentRecorder } from './sent-recorder';

/** How often a long run renews its job's lock at least (the lock lives 90 s). */
const LEASE_RENEW_MS = 20_000;

/** Calls `keepAlive` when `everyMs` (LEASE_RENEW_MS) have passed since the last call. */
export class Lease {
  private last = Date.now();

  constructor(
    private readonly keepAlive?: () => Promise<void>,
    private readonly everyMs: number = LEASE_RENEW_MS,
  ) {}

  async renew(): Promise<void> {
    if (!this.keepAlive || Date.now() - this.last < this.everyMs) return;
    this.last = Date.now();
    await this.keepAlive();
  }
}

/** What the burst sender uses of the service. */
export interface BurstDeps {
  db: DataSource;
  ledger: SendLedger;
  transports: MailTransports;
  mailbox: MailboxService;
  tokens: TrackingTokens;
  publicUrl: string;
  logger: Logger;
  dkim: DkimKeys;
  /** The mailboxes' SMTP connections kept from one burst to the next. */
  connections: KeptConnections;
  /** Records the accepted messages of the worker's runs together. */
  batcher: SentBatcher;
}

export interface Burst {
  account: MailAccount;
  burst: ClaimedSend[];
  now: Date;
  result: DispatchResult;
  copies: SentCopies;
  lease: Lease;
  /** The zones open for this run (`recipient-zones.ts`), re-checked at prepare; null: none. */
  gate?: ZoneGate | null;
}

/** The state of a burst being sent. */
export interface BurstRun extends Burst {
  messages: Map<string, MessageForSend>;
  /** The burst's connection per login kind, and how to give it back. */
  transports: Map<boolean, { transport: MailTransport; release: (healthy: boolean) => void }>;
  /** A connection or login failed: the burst's connections are closed, not kept. */
  connectionFailed: boolean;
  recorder: SentRecorder;
  /** The last message the server took, until a statement records its `accepted_at`. */
  accepted: AcceptedSend | null;
  loginConfirmed: boolean;
}

/**
 * Sends re-checked and described in one transaction (one durable commit for them). A reply
 * recorded between its chunk's re-check and its send, a few messages later, no longer stops that
 * one message; it stops every follow-up after it.
 */
const PREPARE_CHUNK = 20;

/** The `last_error` of a send not sent because its pending Sent copy could not be filed. */
export const NO_EVIDENCE_REASON =
  'Not sent: its copy could not be filed in the Sent folder first; tried again later.';

export type Outcome = 'sent' | 'skipped' | 'stop';

/**
 * Sends the burst over one pooled connection per login kind, rendered up front. Sends are
 * re-checked and described (`prepare`) PREPARE_CHUNK at a time, the next chunk while the current
 * one is on the wire; each is `start`ed (smtp_started committed, with the previous message's
 * acceptance) and leaves its evidence in the Sent folder right before its own SMTP conversation;
 * accepted messages are recorded (marked sent, their Sent copies confirmed) by a `SentRecorder`
 * behind the sending loop. A transient failure, a refused login, a Sent copy that cannot be filed
 * or a batch that cannot be recorded ends the burst (what is left stays claimed for the next run);
 * a permanent refusal fails that send only.
 */
export async function sendBurst(deps: BurstDeps, burst: Burst): Promise<void> {
  const { run, ready } = await openBurst(deps, burst);
  const chunks = Array.from({ length: Math.ceil(ready.length / PREPARE_CHUNK) }, (_, i) =>
    ready.slice(i * PREPARE_CHUNK, (i + 1) * PREPARE_CHUNK),
  );
  const prepare = (chunk: ClaimedSend[]) => {
    const preparing = prepareSends(deps, run, chunk, burst.gate ?? null);
    // Awaited on its turn (or when the burst ends): a failure surfaces there, not here.
    preparing.catch(() => undefined);
    return preparing;
  };
  let nextChunk = chunks.length > 0 ? prepare(chunks[0]) : null;
  try {
    for (const [index, chunk] of chunks.entries()) {
      const prepared = await (nextChunk as Promise<Set<string>>);
      nextChunk = index + 1 < chunks.length ? prepare(chunks[index + 1]) : null;
      for (const send of chunk) {
        if (!prepared.has(send.id)) continue;
        if (run.recorder.failed) return;
        await burst.lease.renew();
        if ((await sendOne(deps, run, send, burst.now)) === 'stop') return;
      }
    }
  } finally {
    // A chunk prepared ahead of a burst that ended first stays claimed for the next run.
    await nextChunk?.catch(() => undefined);
    await closeBurst(deps, run);
  }
}

/**
 * What sending a burst starts with: its recorder (accepted messages marked sent behind the loop,
 * each at its own instant, through the worker's batcher), its messages rendered, the sends whose
 * message misses a variable held (`missing-fields.ts`). `ready`: the rest, in order. The run is
 * entered in the batcher: `closeBurst` must follow.
 */
export async function openBurst(
  deps: BurstDeps,
  burst: Burst,
): Promise<{ run: BurstRun; ready: ClaimedSend[] }> {
  const { copies } = burst;
  const recorder = new SentRecorder(async (accepted) => {
    await deps.batcher.markSent(accepted.map(({ send, at }) => ({ id: send.id, at })));
    for (const { copyUid } of accepted) await copies.confirm(copyUid);
  }, deps.logger);
  const messages = await renderSends(
    deps.db,
    deps.tokens,
    deps.publicUrl,
    burst.burst.map((send) => send.id),
  );
  const run: BurstRun = {
    ...burst,
    messages,
    transports: new Map(),
    recorder,
    accepted: null,
    loginConfirmed: false,
    connectionFailed: false,
  };
  const held = await holdSendsMissingFields(deps.db, burst.burst, messages);
  const ready = burst.burst.filter((send) => messages.has(send.id) && !held.has(send.id));
  deps.batcher.enter();
  return { run, ready };
}

/** The end of a burst: the last acceptance recorded, the recorder drained, connections back. */
export async function closeBurst(deps: BurstDeps, run: BurstRun): Promise<void> {
  if (run.accepted)
    await deps.ledger
      .markAccepted(run.accepted)
      .catch((err) => deps.logger.warn({ err }, 'recording an accepted message failed'));
  await run.recorder.drain();
  deps.batcher.leave();
  for (const { release } of run.transports.values()) release(!run.connectionFailed);
}

/** Re-checks and describes sends of the run (`SendLedger.prepare`): the ids that may go. */
export function prepareSends(
  deps: BurstDeps,
  run: BurstRun,
  sends: ClaimedSend[],
  gate: ZoneGate | null,
): Promise<Set<string>> {
  return deps.ledger.prepare(
    sends.map((send) => {
      const rendered = run.messages.get(send.id) as MessageForSend;
      const { subject } = rendered.message;
      return {
        send,
        message: {
          subject,
          contentId: rendered.contentId,
          inReplyTo: rendered.inReplyTo,
          links: rendered.links,
        },
      };
    }),
    run.account.id,
    gate,
  );
}

/**
 * The pooled transport of the burst for this login kind: the mailbox's kept connection, or one
 * opened on first use.
 */
async function transportFor(
  deps: BurstDeps,
  run: BurstRun,
  useSmtp: boolean,
): Promise<MailTransport | null> {
  const held = run.transports.get(useSmtp);
  if (held) return held.transport;
  try {
    const acquired = await deps.connections.acquire(run.account, useSmtp, () =>
      deps.transports.openTransport(run.account, { pool: true, useSmtp }),
    );
    run.transports.set(useSmtp, acquired);
    return acquired.transport;
  } catch (error) {
    deps.logger.warn({ err: error, mailboxId: run.account.id }, 'cannot open SMTP transport');
    return null;
  }
}

/**
 * One message, stamped `at` (the burst's instant, or a paced send's own): started in the ledger
 * (recording the previous acceptance) while it is composed and its pending copy filed in the Sent
 * folder; then the exact bytes go over SMTP.
 */
export async function sendOne(
  deps: BurstDeps,
  run: BurstRun,
  send: ClaimedSend,
  at: Date,
): Promise<Outcome> {
  const rendered = run.messages.get(send.id) as MessageForSend;
  const transport = await transportFor(deps, run, rendered.useSmtp);
  if (!transport) return 'stop';
  const date = new Date();
  const composing = composeRaw(
    rendered.message,
    { name: rendered.fromName, address: run.account.email },
    date,
    deps.dkim,
  );
  const [start, copy] = await Promise.allSettled([
    deps.ledger.start(send.id, at, run.accepted ?? undefined),
    composing.then((raw) => run.copies.beforeWire(raw, date)),
  ]);
  const copyUid = copy.status === 'fulfilled' ? copy.value : null;
  if (start.status === 'rejected') {
    await run.copies.withdraw(copyUid);
    throw start.reason;
  }
  run.accepted = null;
  if (!start.value) {
    await run.copies.withdraw(copyUid);
    return 'skipped';
  }
  if (copy.status === 'rejected') {
    // No evidence, no wire: the send goes back to `claimed` for a later run.
    await deps.ledger.retryLater(
      send.id,
      { kind: 'transient', badAddress: false, reason: NO_EVIDENCE_REASON },
      at,
    );
    run.result.retrying += 1;
    deps.logger.warn(
      { err: copy.reason, mailboxId: run.account.id, sendId: send.id },
      'cannot file the pending Sent copy: not sent',
    );
    return 'stop';
  }
  const failed = await handOver(deps, run, send, at, transport, await composing, rendered);
  if (failed) {
    if (failed !== 'interrupted') await run.copies.withdraw(copyUid);
    return failed === 'permanent' ? 'skipped' : 'stop';
  }
  run.result.sent += 1;
  run.accepted = { id: send.id, at };
  await run.copies.accepted(send.messageId, copyUid);
  await run.recorder.add({ send, at, copyUid });
  if (!run.loginConfirmed) {
    run.loginConfirmed = true;
    // Only a count of failures to clear: a mailbox that never failed writes nothing per burst.
    if (run.account.consecutiveFailures > 0)
      await deps.mailbox.recordLoginOutcome(run.account.id, true, 'smtp');
  }
  return 'sent';
}

/**
 * The SMTP conversation of one message with its exact bytes. Null when the server took it; else
 * what became of the send: `interrupted` (the connection broke after the whole message was handed
 * over: it stays smtp_started for reconciliation, never a blind retry), `permanent` (failed) or
 * `retry` (back to claimed, the burst ends).
 */
async function handOver(
  deps: BurstDeps,
  run: BurstRun,
  send: ClaimedSend,
  at: Date,
  transport: MailTransport,
  raw: Buffer,
  rendered: MessageForSend,
): Promise<'interrupted' | 'permanent' | 'retry' | null> {
  // Once the bytes are all read, the server may have the message. The last byte is held back until
  // `data_ending_at` is committed: a crash before that leaves a conversation cut before the end of
  // its data, which no server keeps, so reconciliation can send it again safely.
  const body = new PassThrough();
  let handedOver = false;
  body.on('end', () => (handedOver = true));
  body.write(raw.subarray(0, raw.length - 1));
  const sending = transport.send({ ...rendered.message, raw: body });
  sending.catch(() => undefined); // awaited below; a refusal may come while the mark is written
  try {
    await deps.ledger.markDataEnding(send.id, new Date());
    body.end(raw.subarray(raw.length - 1));
  } catch (error) {
    body.destroy(error as Error); // the server drops a message whose data never ended
  }
  try {
    await sending;
    return null;
  } catch (error) {
    const mailboxId = run.account.id;
    if (isAmbiguousFailure(error, handedOver)) {
      run.connectionFailed = true;
      run.result.interrupted += 1;
      deps.logger.warn(
        { err: error, mailboxId, sendId: send.id },
        'connection lost after the message was handed over',
      );
      return 'interrupted';
    }
    const failure = classifySendFailure(error);
    if (failure.kind === 'permanent') {
      await deps.ledger.fail(send.id, failure, at);
      run.result.failed += 1;
      return 'permanent';
    }
    run.connectionFailed = true;
    await deps.ledger.retryLater(send.id, failure, at);
    run.result.retrying += 1;
    if (failure.kind === 'login') await deps.mailbox.recordLoginOutcome(mailboxId, false, 'smtp');
    deps.logger.warn(
      { mailboxId, sendId: send.id, reason: failure.reason },
      'send will be retried',
    );
    return 'retry';
  }
}
