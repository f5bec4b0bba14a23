/**
 * The address checks' answers changing after enrolment (issue 27 §2), the contact module's hooks
 * (`contact/hooks.ts`), each in the caller's transaction:
 * - an entry added to the do-not-contact list stops, at once, every active recipient it names in
 *   the workspace's campaigns, as the claim would (`do_not_contact`, its reason): the Recipients
 *   tab and the counts of recipients waiting show it when the addition commits. The claim's
 *   re-check stays (a claim racing the addition locks the same rows, in id order, and sees the
 *   recipient stopped or the entry). Removing an entry, like deleting an unsubscribe, releases no
 *   one: a recipient it stopped stays stopped.
 * - a domain found undeliverable and deliverable again at its re-check releases the recipients
 *   stopped for that reason only (`check_status` 'undeliverable'): each is weighed again by every
 *   check (another may stop it now, with its own reason), and those left go back to `active`
 *   where they stood, so the dispatcher sends them what they were waiting for, once (the ledger
 *   holds one send per recipient and step). A campaign the dispatcher completed for want of
 *   active recipients is started again.
 * Both find their recipients by the address's domain (migration 0062's indexes: the workspace's
 * contacts by domain, the recipients stopped as undeliverable by domain), not by a scan of the
 * workspace's campaigns.
 */
import type { EntityManager } from 'typeorm';
import { ROLE_LOCAL_PARTS } from '../../contact/address-checks';
import {
  addressCheckCase,
  checkReason,
  CONTACT_DOMAIN,
  stopCheckedRecipients,
  type CheckStatus,
} from './recipient-address-checks';

/** The domain of an address as `CONTACT_DOMAIN` reads it (entries are in lower case). */
const domainOf = (address: string) => address.split('@')[1] ?? '';

/** Stops the workspace's active recipients the entries name (answers how many). */
export async function stopRecipientsOnDoNotContact(
  tx: EntityManager,
  workspaceId: string,
  entries: { value: string; kind: 'address' | 'domain' }[],
): Promise<number> {
  const domains = entries.filter((e) => e.kind === 'domain').map((e) => e.value);
  const addresses = entries.filter((e) => e.kind === 'address').map((e) => e.value);
  const keys = [...new Set([...domains, ...addresses.map(domainOf)])];
  if (keys.length === 0) return 0;
  const named: { id: string; domain: string }[] = await tx.query(
    `SELECT r.id, ${CONTACT_DOMAIN} AS domain
       FROM contact ct
       JOIN campaign_recipient r ON r.contact_id = ct.id AND r.state = 'active'
      WHERE ct.workspace_id = $1 AND ${CONTACT_DOMAIN} = ANY($2::text[])
        AND (${CONTACT_DOMAIN} = ANY($3::text[]) OR lower(ct.email::text) = ANY($4::text[]))`,
    [workspaceId, keys, domains, addresses],
  );
  return stopCheckedRecipients(
    tx,
    named.map((row) => ({ id: row.id, status: 'do_not_contact', domain: row.domain })),
  );
}

/**
 * Releases the recipients stopped because one of `domains` was undeliverable (locked in id
 * order), each weighed again by the checks. Answers how many went back to `active`.
 */
export async function releaseDeliverableDomains(
  tx: EntityManager,
  domains: string[],
): Promise<number> {
  if (domains.length === 0) return 0;
  const locked: { id: string }[] = await tx.query(
    `SELECT id FROM campaign_recipient
      WHERE split_part(email, '@', 2) = ANY($1::text[])
        AND check_status = 'undeliverable' AND state = 'suppressed'
      ORDER BY id FOR UPDATE`,
    [domains],
  );
  if (locked.length === 0) return 0;
  const weighed: { id: string; campaign_id: string; status: CheckStatus | null; domain: string }[] =
    await tx.query(
      `SELECT r.id, r.campaign_id, ${addressCheckCase('$2::text[]')} AS status,
              ${CONTACT_DOMAIN} AS domain
         FROM campaign_recipient r
         JOIN campaign c ON c.id = r.campaign_id
         JOIN contact ct ON ct.id = r.contact_id
         LEFT JOIN email_domain_check dc ON dc.domain = ${CONTACT_DOMAIN}
        WHERE r.id = ANY($1::uuid[])`,
      [locked.map((row) => row.id), ROLE_LOCAL_PARTS],
    );
  const stillStopped = weighed.filter((row) => row.status !== null);
  if (stillStopped.length > 0)
    await tx.query(
      `UPDATE campaign_recipient r SET check_status = s.status, hold_reason = s.reason
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS s(id, status, reason)
        WHERE r.id = s.id`,
      [
        stillStopped.map((row) => row.id),
        stillStopped.map((row) => row.status),
        stillStopped.map((row) => checkReason(row.status!, row.domain)),
      ],
    );
  const released = weighed.filter((row) => row.status === null);
  if (released.length === 0) return 0;
  await tx.query(
    `UPDATE campaign_recipient SET state = 'active', check_status = NULL, hold_reason = NULL
      WHERE id = ANY($1::uuid[])`,
    [released.map((row) => row.id)],
  );
  await tx.query(
    `UPDATE campaign SET status = 'started', updated_at = now()
      WHERE id = ANY($1::uuid[]) AND status = 'complete' AND deleted_at IS NULL`,
    [[...new Set(released.map((row) => row.campaign_id))]],
  );
  return released.length;
}
