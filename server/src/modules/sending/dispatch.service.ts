import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { MailAccount } from '../mailbox/mail-account.entity';
import type { MailTransport, MailTransports } from '../mailbox/mail-transport';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { EventRecorder } from '../stats/event-recorder';
import type { TrackingTokens } from '../tracking/tokens';
import { classifySendFailure } from './send-errors';
import { SendLedger, type ClaimedSend } from './send-ledger';
import { renderSend } from './send-message';
import {
  completeFinished,
  dueCandidates,
  dueRetries,
  planBurst,
  startDueCampaigns,
} from './send-planner';

/** What one dispatch run did. */
export interface DispatchResult {
  sent: number;
  failed: number;
  /** Sends put back for a later attempt (transient failure or refused login). */
  retrying: number;
  /** When the next burst may start (null: never, or the mailbox cannot send). */
  nextAt: Date | null;
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

  constructor(
    private readonly db: DataSource,
    events: EventRecorder,
    private readonly transports: MailTransports,
    private readonly mailbox: MailboxService,
    private readonly tokens: TrackingTokens,
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {
    this.ledger = new SendLedger(db, events);
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
   * their own): starts its scheduled campaigns whose time has come, sends the burst that is due,
   * if any, and completes campaigns with nothing left to send.
   */
  async dispatchOnce(mailboxId: string, now: Date = new Date()): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, failed: 0, retrying: 0, nextAt: null };
    const account = await this.db.getRepository(MailAccount).findOneBy({ id: mailboxId });
    if (!account || account.status !== 'active') return result;
    await startDueCampaigns(this.db, now, mailboxId);
    const plan = await planBurst(this.db, mailboxId, account.sendingPreference, now);
    result.nextAt = plan.nextAt;
    if (plan.size > 0) {
      const burst = await this.claimBurst(mailboxId, now, plan.size);
      if (burst.length > 0) await this.sendBurst(account, burst, now, result);
    }
    await completeFinished(this.db, mailboxId);
    return result;
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
      for (const candidate of candidates) {
        if (burst.length >= size) break;
        const claimed = await this.ledger.claim(candidate, mailboxId, now);
        if (claimed) burst.push(claimed);
      }
      if (candidates.length < size - burst.length + EXTRA_CANDIDATES) break;
    }
    return burst;
  }

  /**
   * Sends the burst over one pooled connection per login kind. A transient failure or a refused
   * login ends the burst (what is left stays claimed for the next run); a permanent refusal fails
   * that send only.
   */
  private async sendBurst(
    account: MailAccount,
    burst: ClaimedSend[],
    now: Date,
    result: DispatchResult,
  ): Promise<void> {
    const transports = new Map<boolean, MailTransport>();
    let loginConfirmed = false;
    try {
      for (const send of burst) {
        const rendered = await renderSend(this.db, this.tokens, this.publicUrl, send.id);
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
        await this.ledger.saveLinks(send.id, rendered.links);
        await this.ledger.describe(send.id, rendered.message.subject, rendered.inReplyTo);
        if (!(await this.ledger.start(send, account.id, now))) continue;
        try {
          await transport.send(rendered.message);
        } catch (error) {
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
        await this.ledger.markSent(send.id, now);
        result.sent += 1;
        if (!loginConfirmed) {
          loginConfirmed = true;
          await this.mailbox.recordLoginOutcome(account.id, true);
        }
      }
    } finally {
      for (const transport of transports.values()) transport.close();
    }
  }
}
