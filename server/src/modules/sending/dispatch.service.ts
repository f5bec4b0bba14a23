import { PassThrough } from 'node:stream';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { ImapLogins } from '../inbox/imap-login';
import { MailAccount } from '../mailbox/mail-account.entity';
import type { MailTransport, MailTransports, OutgoingMessage } from '../mailbox/mail-transport';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { EventRecorder } from '../stats/event-recorder';
import type { TrackingTokens } from '../tracking/tokens';
import type { DkimKeys } from './dkim';
import { classifySendFailure, isAmbiguousFailure } from './send-errors';
import { SendLedger, type ClaimedSend, type InterruptedSend } from './send-ledger';
import { composeRaw, renderSends, type MessageForSend } from './send-message';
import {
  completeFinished,
  dueCandidates,
  dueRetries,
  planBurst,
  startDueCampaigns,
} from './send-planner';
import { SentFolder } from './sent-folder';

/** What one dispatch run did. */
export interface DispatchResult {
  sent: number;
  failed: number;
  /** Sends put back for a later attempt (transient failure or refused login). */
  retrying: number;
  /** Sends whose connection broke after the whole message was handed over: left to reconcile. */
  interrupted: number;
  /** Interrupted sends found in the Sent folder, now `sent`. */
  reconciled: number;
  /** Interrupted sends not found in the Sent folder, put back for their one re-send. */
  resent: number;
  /** Interrupted sends given up as `uncertain`. */
  uncertain: number;
  /** When the next burst may start (null: never, or the mailbox cannot send). */
  nextAt: Date | null;
}

export interface SendingOptions {
  /**
   * How long a send stays `smtp_started` before reconciliation looks for it: longer than any
   * live SMTP conversation (the transport's socket timeout is a minute).
   */
  reconcileAfterMs?: number;
  /** How long an interrupted send may wait for a reachable IMAP server before it is `uncertain`. */
  giveUpAfterMs?: number;
}

const MINUTE_MS = 60_000;
export const RECONCILE_AFTER_MS = 5 * MINUTE_MS;
/** About sixty dispatch runs (one a minute) that could not reach the Sent folder. */
export const GIVE_UP_AFTER_MS = 60 * MINUTE_MS;
/** Interrupted sends reconciled per run at most (the rest wait for the next one). */
const RECONCILE_BATCH = 100;

const emptyResult = (): DispatchResult => ({
  sent: 0,
  failed: 0,
  retrying: 0,
  interrupted: 0,
  reconciled: 0,
  resent: 0,
  uncertain: 0,
  nextAt: null,
});

/** The IMAP Sent folder of one dispatch run, opened on first use. */
interface SentFolderUse {
  folder: SentFolder | null;
  unavailable: boolean;
  /** Whether the server files its own copies, learnt from the run's first sent message. */
  serverFiles?: boolean;
}

/** Candidates read beyond the burst, for claims refused at the last moment. */
const EXTRA_CANDIDATES = 20;
const CLAIM_PASSES = 3;

/**
 * The dispatcher (ARCHITECTURE §4): one run per mailbox sends at most one burst: retries whose
 * back-off has passed first, then follow-ups due, then first messages, each claimed in the ledger
 * and re-checked right before it is handed to the mailbox's pooled SMTP connection.
 */
export class SendingService {
  readonly ledger: SendLedger;
  private readonly reconcileAfterMs: number;
  private readonly giveUpAfterMs: number;

  constructor(
    private readonly db: DataSource,
    events: EventRecorder,
    private readonly transports: MailTransports,
    private readonly imap: ImapLogins,
    private readonly mailbox: MailboxService,
    private readonly tokens: TrackingTokens,
    private readonly publicUrl: string,
    private readonly logger: Logger,
    private readonly dkim: DkimKeys,
    options: SendingOptions = {},
  ) {
    this.ledger = new SendLedger(db, events);
    this.reconcileAfterMs = options.reconcileAfterMs ?? RECONCILE_AFTER_MS;
    this.giveUpAfterMs = options.giveUpAfterMs ?? GIVE_UP_AFTER_MS;
  }

  /** Mailboxes that have a started campaign, or a scheduled one (they get a dispatch job). */
  async mailboxesToDispatch(now: Date = new Date()): Promise<string[]> {
    await startDueCampaigns(this.db, now);
    const rows: { id: string }[] = await this.db.query(
      `SELECT DISTINCT c.mail_account_id AS id FROM campaign c
        WHERE c.status IN ('started', 'scheduled') AND c.deleted_at IS NULL
          AND c.mail_account_id IS NOT NULL`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * One dispatch run for a mailbox at `now` (the job passes the current time; tests a clock of
   * their own): reconciles sends interrupted by a crash, starts its scheduled campaigns whose
   * time has come, sends the burst that is due, if any, and completes campaigns with nothing left
   * to send.
   */
  async dispatchOnce(mailboxId: string, now: Date = new Date()): Promise<DispatchResult> {
    const result = emptyResult();
    const account = await this.db.getRepository(MailAccount).findOneBy({ id: mailboxId });
    if (!account || account.status !== 'active') return result;
    const sent: SentFolderUse = { folder: null, unavailable: false };
    try {
      await this.reconcileWith(account, now, sent, result);
      await startDueCampaigns(this.db, now, mailboxId);
      const plan = await planBurst(this.db, mailboxId, account.sendingPreference, now);
      result.nextAt = plan.nextAt;
      if (plan.size > 0) {
        const burst = await this.claimBurst(mailboxId, now, plan.size);
        if (burst.length > 0) await this.sendBurst(account, burst, now, result, sent);
      }
      await completeFinished(this.db, mailboxId);
    } finally {
      await sent.folder?.close();
    }
    return result;
  }

  /**
   * Crash recovery (ARCHITECTURE §4) on its own: what `dispatchOnce` does first. Sends left
   * `smtp_started` for longer than any live SMTP conversation are looked up by Message-ID in the
   * mailbox's Sent folder: found → `sent`; not found → sent again once (a second time not found
   * → `uncertain`); IMAP unreachable → left for the next run, `uncertain` once they have waited
   * `giveUpAfterMs`.
   */
  async reconcile(mailboxId: string, now: Date = new Date()): Promise<DispatchResult> {
    const result = emptyResult();
    const account = await this.db.getRepository(MailAccount).findOneBy({ id: mailboxId });
    if (!account || account.status !== 'active') return result;
    const sent: SentFolderUse = { folder: null, unavailable: false };
    try {
      await this.reconcileWith(account, now, sent, result);
    } finally {
      await sent.folder?.close();
    }
    return result;
  }

  private async reconcileWith(
    account: MailAccount,
    now: Date,
    sent: SentFolderUse,
    result: DispatchResult,
  ): Promise<void> {
    const before = new Date(now.getTime() - this.reconcileAfterMs);
    const sends = await this.ledger.interrupted(account.id, before, RECONCILE_BATCH);
    for (const send of sends) {
      const folder = await this.sentFolder(account, sent);
      let found: boolean | null = null;
      if (folder) {
        try {
          found = await folder.has(send.messageId);
        } catch (error) {
          this.logger.warn({ err: error, mailboxId: account.id }, 'cannot search the Sent folder');
          sent.unavailable = true;
        }
      }
      await this.settle(send, found, now, result);
    }
  }

  /** What an interrupted send becomes: `found` in the Sent folder, not found, or unknown (null). */
  private async settle(
    send: InterruptedSend,
    found: boolean | null,
    now: Date,
    result: DispatchResult,
  ): Promise<void> {
    if (found) {
      if (await this.ledger.markSent(send.id, send.startedAt)) result.reconciled += 1;
      return;
    }
    if (found === false && !send.resent) {
      if (await this.ledger.resendOnce(send, now)) result.resent += 1;
      return;
    }
    if (found === null && now.getTime() - send.startedAt.getTime() < this.giveUpAfterMs) return;
    const reason =
      found === null
        ? 'Interrupted send: the Sent folder could not be checked.'
        : 'Interrupted twice and not in the Sent folder: not sent again.';
    if (await this.ledger.markUncertain(send, reason)) {
      result.uncertain += 1;
      this.logger.warn({ sendId: send.id, reason }, 'send is uncertain');
    }
  }

  /** The run's Sent folder, logged in on first use; null when it cannot be reached. */
  private async sentFolder(account: MailAccount, sent: SentFolderUse): Promise<SentFolder | null> {
    if (sent.folder || sent.unavailable) return sent.folder;
    try {
      sent.folder = await SentFolder.open(this.imap, account);
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: account.id }, 'cannot open the Sent folder');
      sent.unavailable = true;
    }
    return sent.folder;
  }

  /**
   * Files the copy of a sent message in the Sent folder when the server did not (Google always
   * does). Whether the server does is asked once per run, by the first message's Message-ID; then
   * every copy is appended, or none. A failure is logged, never fails the send.
   */
  private async fileSentCopy(
    account: MailAccount,
    sent: SentFolderUse,
    messageId: string,
    raw: Buffer,
    date: Date,
  ): Promise<void> {
    if (account.type === 'google' || sent.serverFiles) return;
    const folder = await this.sentFolder(account, sent);
    if (!folder) return;
    try {
      sent.serverFiles ??= await folder.has(messageId);
      if (!sent.serverFiles) await folder.append(raw, date);
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: account.id }, 'cannot file the sent copy');
    }
  }

  /** Up to `size` sends: due retries first, then new claims in the planner's order. */
  private async claimBurst(mailboxId: string, now: Date, size: number): Promise<ClaimedSend[]> {
    const burst = await dueRetries(this.db, mailboxId, now, size);
    for (let pass = 0; pass < CLAIM_PASSES && burst.length < size; pass++) {
      const candidates = await dueCandidates(
        this.db,
        mailboxId,
        now,
        size - burst.length + EXTRA_CANDIDATES,
      );
      burst.push(...(await this.ledger.claimMany(candidates, mailboxId, now, size - burst.length)));
      if (candidates.length < size - burst.length + EXTRA_CANDIDATES) break;
    }
    return burst;
  }

  /**
   * Sends the burst over one pooled connection per login kind, rendered up front. Sends are
   * re-checked and described (`prepare`) PREPARE_CHUNK at a time, the next chunk while the
   * current one is on the wire; each is `start`ed (smtp_started committed) right before its own
   * SMTP conversation; accepted messages are recorded (marked sent, then their Sent copies filed)
   * by a `SentRecorder` behind the sending loop. A transient failure or a refused login ends the
   * burst (what is left stays claimed for the next run); a permanent refusal fails that send only.
   */
  private async sendBurst(
    account: MailAccount,
    burst: ClaimedSend[],
    now: Date,
    result: DispatchResult,
    sent: SentFolderUse,
  ): Promise<void> {
    const transports = new Map<boolean, MailTransport>();
    const from = { name: account.name, address: account.email };
    const recorder = new SentRecorder(async (accepted) => {
      await this.ledger.markSentBatch(
        accepted.map(({ send }) => send.id),
        now,
      );
      for (const { send, raw, date } of accepted)
        await this.fileSentCopy(account, sent, send.messageId, raw, date);
    }, this.logger);
    const messages = await renderSends(
      this.db,
      this.tokens,
      this.publicUrl,
      burst.map((send) => send.id),
    );
    const ready = burst.filter((send) => messages.has(send.id));
    const chunks = Array.from({ length: Math.ceil(ready.length / PREPARE_CHUNK) }, (_, i) =>
      ready.slice(i * PREPARE_CHUNK, (i + 1) * PREPARE_CHUNK),
    );
    const prepare = (chunk: ClaimedSend[]) => {
      const preparing = this.ledger.prepare(
        chunk.map((send) => {
          const rendered = messages.get(send.id) as MessageForSend;
          const { subject } = rendered.message;
          return {
            send,
            message: { subject, inReplyTo: rendered.inReplyTo, links: rendered.links },
          };
        }),
        account.id,
      );
      // Awaited on its turn (or when the burst ends): a failure surfaces there, not here.
      preparing.catch(() => undefined);
      return preparing;
    };
    let nextChunk = chunks.length > 0 ? prepare(chunks[0]) : null;
    let loginConfirmed = false;
    try {
      for (const [index, chunk] of chunks.entries()) {
        const prepared = await (nextChunk as Promise<Set<string>>);
        nextChunk = index + 1 < chunks.length ? prepare(chunks[index + 1]) : null;
        for (const send of chunk) {
          if (!prepared.has(send.id)) continue;
          const rendered = messages.get(send.id) as MessageForSend;
          let transport = transports.get(rendered.useSmtp);
          if (!transport) {
            try {
              transport = await this.transports.openTransport(account, {
                pool: true,
                useSmtp: rendered.useSmtp,
              });
            } catch (error) {
              this.logger.warn({ err: error, mailboxId: account.id }, 'cannot open SMTP transport');
              return;
            }
            transports.set(rendered.useSmtp, transport);
          }
          // Composed (CPU) while the ledger commits the start (I/O).
          const date = new Date();
          const [started, raw] = await Promise.all([
            this.ledger.start(send.id, now),
            composeRaw(rendered.message, from, date, this.dkim),
          ]);
          if (!started) continue;
          // The exact bytes go over SMTP; once they are all read, the server may have the message.
          const body = new PassThrough();
          let handedOver = false;
          body.on('end', () => (handedOver = true));
          body.end(raw);
          const outgoing: OutgoingMessage = { ...rendered.message, raw: body };
          try {
            await transport.send(outgoing);
          } catch (error) {
            if (isAmbiguousFailure(error, handedOver)) {
              // Stays smtp_started: reconciliation asks the Sent folder, never a blind retry.
              result.interrupted += 1;
              this.logger.warn(
                { err: error, mailboxId: account.id, sendId: send.id },
                'connection lost after the message was handed over',
              );
              return;
            }
            const failure = classifySendFailure(error);
            if (failure.kind === 'permanent') {
              await this.ledger.fail(send.id, failure, now);
              result.failed += 1;
              continue;
            }
            await this.ledger.retryLater(send.id, failure, now);
            result.retrying += 1;
            if (failure.kind === 'login') await this.mailbox.recordLoginOutcome(account.id, false);
            this.logger.warn(
              { mailboxId: account.id, sendId: send.id, reason: failure.reason },
              'send will be retried',
            );
            return;
          }
          result.sent += 1;
          // Marked sent before its copy is filed: were the process to stop in between, the
          // message would only miss from the Sent folder, never be sent again.
          await recorder.add({ send, raw, date });
          if (!loginConfirmed) {
            loginConfirmed = true;
            await this.mailbox.recordLoginOutcome(account.id, true);
          }
        }
      }
    } finally {
      // A chunk prepared ahead of a burst that ended first stays claimed for the next run.
      await nextChunk?.catch(() => undefined);
      await recorder.drain();
      for (const transport of transports.values()) transport.close();
    }
  }
}

/**
 * Sends re-checked and described in one transaction (one durable commit for them). A reply
 * recorded between its chunk's re-check and its send, a few messages later, no longer stops that
 * one message; it stops every follow-up after it.
 */
const PREPARE_CHUNK = 20;

/** Accepted messages waiting to be recorded at most (the sending loop waits beyond). */
const RECORD_BACKLOG = 50;

/** An accepted message waiting to be recorded. */
interface AcceptedSend {
  send: ClaimedSend;
  raw: Buffer;
  date: Date;
}

/**
 * Records accepted messages behind the sending loop: whatever has accumulated is marked sent in
 * one `markSentBatch`, then its Sent copies are filed, while the loop sends the next ones. `add`
 * returns at once unless RECORD_BACKLOG messages wait. A failing batch is logged: its sends stay
 * `smtp_started` and reconciliation settles them from the Sent folder.
 */
class SentRecorder {
  private waiting: AcceptedSend[] = [];
  private running: Promise<void> | null = null;

  constructor(
    private readonly record: (accepted: AcceptedSend[]) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  async add(accepted: AcceptedSend): Promise<void> {
    this.waiting.push(accepted);
    this.running ??= this.run().finally(() => (this.running = null));
    if (this.waiting.length >= RECORD_BACKLOG) await this.drain();
  }

  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.record(batch);
      } catch (error) {
        this.logger.warn({ err: error }, 'recording sent messages failed');
      }
    }
  }
}
