import { In, type DataSource } from 'typeorm';
import { MailAccount } from '../../mailbox/mail-account.entity';

/** What a campaign's recipients wait for, counted in one statement over the campaign's rows. */
export interface RecipientWaits {
  /** Active and not paused. */
  active: number;
  /** Held by hand (paused without a hold reason). */
  paused: number;
  /** Held by the checks before a message leaves (a variable empty for them, without fallback). */
  held: number;
  /** The first hold reason, e.g. "Missing First Name". */
  held_reason: string | null;
  /** Stopped by the address checks: their domain has no MX and no A record. */
  undeliverable: number;
  /** Stopped as on the do-not-contact list, a role address or a disposable domain skipped. */
  skipped: number;
  /** Due now (no follow-up delay left). */
  due: number;
  /** Waiting for their follow-up's delay. */
  delayed: number;
  /** The earliest follow-up due after now. */
  next_due_at: Date | null;
  /** Sends whose fate is unknown after an interruption (never sent again). */
  uncertain: number;
  /** Sends on the wire or claimed for a run. */
  open: number;
}

export async function readRecipientWaits(
  db: DataSource,
  campaignId: string,
  now: Date,
): Promise<RecipientWaits> {
  const [row]: RecipientWaits[] = await db.query(
    `SELECT count(*) FILTER (WHERE state = 'active' AND NOT paused)::int AS active,
            count(*) FILTER (WHERE state = 'active' AND paused AND hold_reason IS NULL)::int
              AS paused,
            count(*) FILTER (WHERE state = 'active' AND paused AND hold_reason IS NOT NULL)::int
              AS held,
            min(hold_reason) FILTER (WHERE state = 'active' AND paused) AS held_reason,
            count(*) FILTER (WHERE check_status = 'undeliverable')::int AS undeliverable,
            count(*) FILTER (WHERE check_status IN ('role', 'disposable', 'do_not_contact'))::int
              AS skipped,
            count(*) FILTER (WHERE state = 'active' AND NOT paused
                               AND coalesce(next_send_at, '-infinity') <= $2)::int AS due,
            count(*) FILTER (WHERE state = 'active' AND NOT paused AND next_send_at > $2)::int
              AS delayed,
            min(next_send_at) FILTER (WHERE state = 'active' AND NOT paused AND next_send_at > $2)
              AS next_due_at,
            (SELECT count(*) FROM send WHERE campaign_id = $1 AND state = 'uncertain')::int
              AS uncertain,
            (SELECT count(*) FROM send WHERE campaign_id = $1
                AND state IN ('claimed', 'smtp_started'))::int AS open
       FROM campaign_recipient WHERE campaign_id = $1`,
    [campaignId, now],
  );
  return row;
}

/** The campaign's sending pool, first mailbox first. */
export async function readPoolMailboxIds(db: DataSource, campaignId: string): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT p.mail_account_id AS id FROM campaign_mail_account p
       JOIN campaign c ON c.id = p.campaign_id
      WHERE p.campaign_id = $1
      ORDER BY (p.mail_account_id = c.mail_account_id) DESC, p.position, p.mail_account_id`,
    [campaignId],
  );
  return rows.map((row) => row.id);
}

/** The mailboxes of `ids`, in that order (a pool's, first mailbox first). */
export async function poolAccounts(db: DataSource, ids: string[]): Promise<MailAccount[]> {
  if (ids.length === 0) return [];
  const accounts = await db.getRepository(MailAccount).findBy({ id: In(ids) });
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether the campaign has an active step to send. */
export async function hasActiveStep(db: DataSource, campaignId: string): Promise<boolean> {
  const [row]: { exists: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM step WHERE campaign_id = $1 AND status = 'active') AS exists`,
    [campaignId],
  );
  return row.exists;
}
