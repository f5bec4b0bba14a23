/**
 * Recipients stopped by the address checks (issue 27 §2): an address whose domain was found
 * undeliverable (`contact/domain-checks.ts`), and, when the campaign asks for it
 * (`skip_role_addresses`, `skip_disposable`), role addresses and disposable domains. Such a
 * recipient is `suppressed` with its `check_status` and reason, never sent. Run at enrolment and
 * after the domains' verdicts come in, and re-checked at claim (`queries/send-checks.ts`, which
 * only reads the cached verdicts). Rows are locked in id order, as every writer does.
 */
import { SEND_CHECK_MESSAGES } from '@outbound/common';
import type { EntityManager } from 'typeorm';
import { ROLE_LOCAL_PARTS } from '../../contact/address-checks';

/** Why the checks stop a recipient. */
export type CheckStatus = 'undeliverable' | 'role' | 'disposable' | 'do_not_contact';

/** A recipient to stop, and why (its domain for the reason of an undeliverable one). */
export interface CheckedRecipient {
  id: string;
  status: CheckStatus;
  domain: string;
}

/** The reason shown for a check status. */
export function checkReason(status: CheckStatus, domain: string): string {
  if (status === 'undeliverable') return SEND_CHECK_MESSAGES.undeliverable(domain);
  if (status === 'role') return SEND_CHECK_MESSAGES.roleSkipped;
  if (status === 'disposable') return SEND_CHECK_MESSAGES.disposableSkipped;
  return SEND_CHECK_MESSAGES.doNotContact;
}

/**
 * What the checks say of a recipient `r` of campaign `c` with contact `ct` and its domain's
 * verdict `dc` (NULL: not checked yet): on the workspace's do-not-contact list (the address or
 * its domain, do_not_contact_pkey), or a check status, or NULL. `roles` holds ROLE_LOCAL_PARTS.
 */
export const addressCheckCase = (roles: string) => `
  CASE WHEN EXISTS (SELECT 1 FROM do_not_contact dn
                     WHERE dn.workspace_id = r.workspace_id
                       AND dn.value IN (lower(ct.email::text), ${CONTACT_DOMAIN}))
         THEN 'do_not_contact'
       WHEN dc.verdict = 'undeliverable' THEN 'undeliverable'
       WHEN c.skip_disposable AND dc.disposable THEN 'disposable'
       WHEN c.skip_role_addresses
            AND split_part(split_part(lower(ct.email::text), '@', 1), '+', 1) = ANY(${roles})
         THEN 'role'
  END`;

/** The domain of contact `ct`'s address, in lower case. */
export const CONTACT_DOMAIN = `lower(split_part(ct.email::text, '@', 2))`;

/** Stops recipients (active ones, locked in id order here) with their check status and reason. */
export async function stopCheckedRecipients(
  tx: EntityManager,
  checked: CheckedRecipient[],
): Promise<number> {
  if (checked.length === 0) return 0;
  const sorted = [...checked].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const locked: { id: string }[] = await tx.query(
    `SELECT id FROM campaign_recipient WHERE id = ANY($1::uuid[]) AND state = 'active'
      ORDER BY id FOR UPDATE`,
    [sorted.map((row) => row.id)],
  );
  const ids = new Set(locked.map((row) => row.id));
  const stop = sorted.filter((row) => ids.has(row.id));
  if (stop.length === 0) return 0;
  await tx.query(
    `UPDATE campaign_recipient r
        SET state = 'suppressed', next_send_at = NULL, paused = false,
            check_status = s.status, hold_reason = s.reason
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS s(id, status, reason)
      WHERE r.id = s.id AND r.state = 'active'`,
    [
      stop.map((row) => row.id),
      stop.map((row) => row.status),
      stop.map((row) => checkReason(row.status, row.domain)),
    ],
  );
  return stop.length;
}

/**
 * The active recipients of a campaign the checks stop, from the verdicts known now (one statement
 * over the campaign's recipients; nothing is looked up).
 */
export async function findCheckedRecipients(
  tx: EntityManager,
  campaignId: string,
): Promise<CheckedRecipient[]> {
  return tx.query(
    `SELECT * FROM (
       SELECT r.id, ${addressCheckCase('$2::text[]')} AS status, ${CONTACT_DOMAIN} AS domain
         FROM campaign_recipient r
         JOIN campaign c ON c.id = r.campaign_id
         JOIN contact ct ON ct.id = r.contact_id
         LEFT JOIN email_domain_check dc ON dc.domain = ${CONTACT_DOMAIN}
        WHERE r.campaign_id = $1 AND r.state = 'active') checked
      WHERE status IS NOT NULL`,
    [campaignId, ROLE_LOCAL_PARTS],
  );
}

/** The domains of a campaign's active recipients, for the domain checks. */
export async function recipientDomains(tx: EntityManager, campaignId: string): Promise<string[]> {
  const rows: { domain: string }[] = await tx.query(
    `SELECT DISTINCT ${CONTACT_DOMAIN} AS domain
       FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 AND r.state = 'active'`,
    [campaignId],
  );
  return rows.map((row) => row.domain);
}

/** At claim: the recipients the re-check found stopped by an address check (rows it locked). */
export async function stopRecipientsAtClaim(
  tx: EntityManager,
  checks: {
    recipient_id: string;
    blocked: string | null;
    check_status: CheckStatus | null;
    contact_domain: string;
  }[],
): Promise<void> {
  const stopped = checks.flatMap((check) =>
    check.blocked === 'address check' && check.check_status
      ? [{ id: check.recipient_id, status: check.check_status, domain: check.contact_domain }]
      : [],
  );
  await stopCheckedRecipients(tx, stopped);
}

/**
 * Queues the domains of a campaign's active recipients not known yet (pending, in the caller's
 * transaction: an enrolment that commits has its domains queued, whatever happens to its job).
 */
export async function queueRecipientDomains(tx: EntityManager, campaignId: string): Promise<void> {
  await tx.query(
    `INSERT INTO email_domain_check (domain)
     SELECT DISTINCT ${CONTACT_DOMAIN}
       FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1 AND r.state = 'active' AND ${CONTACT_DOMAIN} <> ''
     ON CONFLICT (domain) DO NOTHING`,
    [campaignId],
  );
}
