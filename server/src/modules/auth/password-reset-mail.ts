import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { SystemMailService } from '../system-mail/system-mail.service';
import { hashToken, newToken } from './credential-hashing';
import { PasswordReset } from './password-reset.entity';
import {
  claimResetMail,
  markResetMailed,
  releaseResetMail,
  unmailedResetIds,
} from './password-reset-mail.queries';
import type { User } from './user.entity';

/** How long a queued mail is left to its job before the resume job takes it up. */
const RESUME_AFTER_SECONDS = 30;

/**
 * The forgot-password mail, sent after the answer so that the answer takes the same time whether
 * or not the address has an account (it never waits for an SMTP conversation).
 *
 * `request` writes the link's row (without a token) and queues a job naming only the row; both are
 * stored before the answer. The job (`password-reset.jobs.ts`, in a worker) claims the row, makes
 * the token, sends, and records the send. A worker that dies mid-send leaves the claim to lapse;
 * the next try makes a new token, so an earlier mail's link is dead and only the last one works. A
 * row whose job was never stored (a crash between the two writes) is taken up by the resume job.
 */
export class PasswordResetMail {
  private enqueue?: (resetId: string) => Promise<void>;

  constructor(
    private readonly db: DataSource,
    private readonly mail: SystemMailService,
    private readonly options: { publicUrl: string; ttlMinutes: number },
    private readonly logger: Logger,
  ) {}

  /**
   * Hands the mail to the job queue. A process without one (tests, tools) sends it itself, in the
   * background, exactly as a worker would.
   */
  useQueue(enqueue: (resetId: string) => Promise<void>): void {
    this.enqueue = enqueue;
  }

  /** A new reset link for `user`, mailed after the caller answers. */
  async request(user: User): Promise<void> {
    const { identifiers } = await this.db.getRepository(PasswordReset).insert({
      workspaceId: user.workspaceId,
      userId: user.id,
      tokenHash: null,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + this.options.ttlMinutes * 60_000),
    });
    const resetId = String(identifiers[0].id);
    try {
      if (this.enqueue) await this.enqueue(resetId);
      else void this.send(resetId).catch(() => undefined);
    } catch (err) {
      // The row is stored: the resume job mails it. The answer stays the same.
      this.logger.warn({ err, resetId }, 'reset mail could not be queued');
    }
  }

  /** Sends the mail of one link, unless it was sent, used, expired, or is being sent. */
  async send(resetId: string): Promise<void> {
    const token = newToken();
    const to = await claimResetMail(this.db, resetId, hashToken(token));
    if (!to) return;
    try {
      await this.mail.send({
        to: to.email,
        subject: 'Reset your Outbound password',
        text:
          `Hello ${to.name},\n\nSomeone asked to reset the password of your Outbound account.\n` +
          `Open this link within an hour to choose a new one:\n\n` +
          `${this.options.publicUrl}/reset-password/${token}\n\n` +
          `If it was not you, ignore this email; your password stays the same.\n`,
      });
    } catch (err) {
      await releaseResetMail(this.db, resetId);
      this.logger.warn({ err, resetId }, 'reset mail not sent');
      throw err;
    }
    await markResetMailed(this.db, resetId);
  }

  /** The resume job: mails the links whose job was lost or gave up. How many were tried. */
  async resumeUnmailed(): Promise<number> {
    const ids = await unmailedResetIds(this.db, RESUME_AFTER_SECONDS);
    for (const id of ids) await this.send(id).catch(() => undefined);
    return ids.length;
  }
}
