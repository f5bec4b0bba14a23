import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { assertRole } from '../../http/roles';
import type { DkimKeys } from '../message/dkim';
import type { Caller } from '../auth/caller';
import { MailAccount } from '../mailbox/mail-account.entity';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { Check, Lookups } from './checks/check';
import { diagnose } from './doctor';
import { MailboxDeliverability } from './mailbox-deliverability.entity';
import { runProbe, type ProbeDeps, type ProbeResult } from './probe';
import { subjectOf } from './subject';
import { parseTrackingDomain } from './tracking-host';

/** A mailbox's deliverability as answered: its domain, when it was checked, the checks. */
export interface DeliverabilityReport {
  mailAccountId: string;
  domain: string;
  checkedAt: Date;
  checks: Check[];
  /** Checks that passed before and fail now. */
  regressed: string[];
  /** The mailbox's tracking domain (checked as `tracking_domain`), or null. */
  trackingDomain: string | null;
}

/** A mailbox on the dashboard: checks of its domain that went from pass to fail. */
export interface DeliverabilityWarning {
  mailAccountId: string;
  email: string;
  checkedAt: Date;
  regressed: string[];
}

export interface DeliverabilitySettings {
  publicHost: string;
  googleSmtpHost: string;
  /** A check asked again within this long answers the last one (default 30 s). */
  minRecheckMs?: number;
}

export const PROBE_RUNNING = 'A probe of this mailbox is already running.';

/** How old a check gets before the daily re-check runs it again. */
export const RECHECK_AFTER_MS = 24 * 60 * 60 * 1000;

/** The checks that fail now and passed at the previous check (or had already regressed). */
export function regressedSince(previous: MailboxDeliverability | null, checks: Check[]): string[] {
  if (!previous) return [];
  const before = new Set([
    ...previous.regressed,
    ...previous.checks.filter((check) => check.status === 'pass').map((check) => check.name),
  ]);
  return checks
    .filter((check) => check.status === 'fail' && before.has(check.name))
    .map((check) => check.name);
}

const reportOf = (
  row: MailboxDeliverability,
  account: Pick<MailAccount, 'trackingDomain'>,
): DeliverabilityReport => ({
  mailAccountId: row.mailAccountId,
  domain: row.domain,
  checkedAt: row.checkedAt,
  checks: row.checks,
  regressed: row.regressed,
  trackingDomain: account.trackingDomain,
});

/**
 * The doctor's answers per mailbox (README "Deliverability"): checked on demand and daily, the
 * last answer kept, so that `checked_at` is when it ran and a check that went from pass to fail
 * shows on the dashboard until it passes again. Nothing here is on the send path.
 */
export class DeliverabilityService {
  constructor(
    private readonly db: DataSource,
    private readonly mailbox: MailboxService,
    private readonly keys: DkimKeys,
    private readonly lookups: () => Lookups,
    private readonly settings: DeliverabilitySettings,
    private readonly probeDeps: Omit<ProbeDeps, 'dkim'> | null = null,
  ) {}

  /** Mailboxes whose probe is running in this process. */
  private readonly probing = new Set<string>();

  /**
   * Sends a probe from the mailbox to itself and reads what its provider made of it (one probe
   * of a mailbox at a time: a second answers 409).
   */
  async probe(caller: Caller, mailAccountId: string): Promise<ProbeResult> {
    assertRole(caller, 'member');
    const account = await this.mailbox.getAccountById(caller, mailAccountId);
    if (!this.probeDeps) throw new Error('the probe is not set up in this process');
    if (this.probing.has(account.id)) throw AppError.conflict(PROBE_RUNNING);
    this.probing.add(account.id);
    try {
      return await runProbe(account, { ...this.probeDeps, dkim: this.keys });
    } finally {
      this.probing.delete(account.id);
    }
  }

  /** The mailbox's last check; checked now when it never was (or its address changed domain). */
  async report(caller: Caller, mailAccountId: string): Promise<DeliverabilityReport> {
    const account = await this.mailbox.getAccountById(caller, mailAccountId);
    const row = await this.db.manager.findOneBy(MailboxDeliverability, { mailAccountId });
    if (row && row.domain === this.subject(account).domain) return reportOf(row, account);
    return this.checkAccount(account);
  }

  /** Checks the mailbox now (a check of the last few seconds is answered as it is). */
  async check(caller: Caller, mailAccountId: string): Promise<DeliverabilityReport> {
    const account = await this.mailbox.getAccountById(caller, mailAccountId);
    const row = await this.db.manager.findOneBy(MailboxDeliverability, { mailAccountId });
    const fresh = Date.now() - (this.settings.minRecheckMs ?? 30_000);
    if (row && row.domain === this.subject(account).domain && row.checkedAt.getTime() > fresh)
      return reportOf(row, account);
    return this.checkAccount(account);
  }

  /**
   * Sets (or, with null or empty, clears) the mailbox's tracking domain, then checks the mailbox
   * again so that the answer says whether the host points here.
   */
  async setTrackingDomain(
    caller: Caller,
    mailAccountId: string,
    value: unknown,
  ): Promise<DeliverabilityReport> {
    assertRole(caller, 'admin');
    const account = await this.mailbox.getAccountById(caller, mailAccountId);
    const trackingDomain = parseTrackingDomain(value);
    await this.db.manager.update(
      MailAccount,
      { id: account.id, workspaceId: caller.workspaceId },
      { trackingDomain },
    );
    return this.checkAccount({ ...account, trackingDomain } as MailAccount);
  }

  /** The caller's mailboxes with checks that went from pass to fail. */
  async warnings(caller: Caller): Promise<DeliverabilityWarning[]> {
    const rows = await this.db.query<
      { id: string; email: string; checked_at: Date; regressed: string[] }[]
    >(
      `SELECT d.mail_account_id AS id, a.email, d.checked_at, d.regressed
         FROM mailbox_deliverability d JOIN mail_account a ON a.id = d.mail_account_id
        WHERE d.workspace_id = $1 AND cardinality(d.regressed) > 0
        ORDER BY a.email`,
      [caller.workspaceId],
    );
    return rows.map((row) => ({
      mailAccountId: row.id,
      email: row.email,
      checkedAt: row.checked_at,
      regressed: row.regressed,
    }));
  }

  /**
   * The daily re-check: up to `limit` mailboxes never checked or checked over a day ago, oldest
   * first, one at a time; `touch` after each (a job keeps its lock). Answers how many it checked.
   */
  async recheckDue(limit: number, touch: () => Promise<unknown> = async () => {}) {
    const due = await this.db.query<{ id: string }[]>(
      `SELECT a.id FROM mail_account a
         LEFT JOIN mailbox_deliverability d ON d.mail_account_id = a.id
        WHERE a.status <> 'inactive'
          AND (d.checked_at IS NULL OR d.checked_at < now() - make_interval(secs => $1))
        ORDER BY d.checked_at NULLS FIRST, a.id
        LIMIT $2`,
      [RECHECK_AFTER_MS / 1000, limit],
    );
    let checked = 0;
    for (const { id } of due) {
      const account = await this.db.manager.findOneBy(MailAccount, { id });
      if (!account) continue;
      await this.checkAccount(account);
      checked += 1;
      await touch();
    }
    return checked;
  }

  private subject(account: MailAccount) {
    return subjectOf(account, this.settings);
  }

  /** Runs the doctor (no transaction open meanwhile), then stores its answer. */
  private async checkAccount(account: MailAccount): Promise<DeliverabilityReport> {
    const subject = this.subject(account);
    const checks = await diagnose(subject, this.lookups(), this.keys);
    return this.db.transaction(async (tx) => {
      const previous = await tx
        .createQueryBuilder(MailboxDeliverability, 'd')
        .setLock('pessimistic_write')
        .where('d.mail_account_id = :id', { id: account.id })
        .getOne();
      const sameDomain = previous?.domain === subject.domain ? previous : null;
      const row: MailboxDeliverability = {
        mailAccountId: account.id,
        workspaceId: account.workspaceId,
        domain: subject.domain,
        checkedAt: new Date(),
        checks,
        regressed: regressedSince(sameDomain, checks),
      };
      await this.store(tx, row);
      return reportOf(row, account);
    });
  }

  private async store(tx: EntityManager, row: MailboxDeliverability): Promise<void> {
    // The mailbox may have been deleted while it was checked: nothing is stored then.
    await tx
      .query(
        `INSERT INTO mailbox_deliverability
              (mail_account_id, workspace_id, domain, checked_at, checks, regressed)
       SELECT $1, $2, $3, $4, $5::jsonb, $6::text[]
        WHERE EXISTS (SELECT 1 FROM mail_account WHERE id = $1)
       ON CONFLICT (mail_account_id) DO UPDATE
          SET domain = EXCLUDED.domain, checked_at = EXCLUDED.checked_at,
              checks = EXCLUDED.checks, regressed = EXCLUDED.regressed`,
        [
          row.mailAccountId,
          row.workspaceId,
          row.domain,
          row.checkedAt,
          JSON.stringify(row.checks),
          row.regressed,
        ],
      )
      .catch((error: { code?: string }) => {
        if (error.code !== '23503') throw error; // deleted between the check and the insert
      });
  }
}
