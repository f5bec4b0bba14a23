/**
 * SQL shared by everything that adds recipients to a campaign (linking a list, duplicating a
 * campaign): who may never be sent to by this campaign's sender.
 */

/** The sender domain of a campaign `c` (its mailbox's address after the @), or null. */
export const SENDER_DOMAIN_SQL = `(SELECT lower(split_part(m.email::text, '@', 2))
                                     FROM mail_account m WHERE m.id = c.mail_account_id)`;

/**
 * 'suppressed' for a contact `ct` that bounced, unsubscribed from the campaign `c`'s sender domain
 * or unsubscribed from everything (flagged without a domain entry); otherwise 'active'. Suppressed
 * recipients are linked (they count in the list) but the sending engine never sends to them.
 */
export const RECIPIENT_STATE_SQL = `CASE
    WHEN ct.status = 'bounced' THEN 'suppressed'
    WHEN EXISTS (SELECT 1 FROM unsubscribe un
                  WHERE un.workspace_id = ct.workspace_id AND un.email = ct.email
                    AND un.domain = ${SENDER_DOMAIN_SQL}) THEN 'suppressed'
    WHEN ct.status = 'unsubscribed' AND NOT EXISTS (
           SELECT 1 FROM unsubscribe un
            WHERE un.workspace_id = ct.workspace_id AND un.email = ct.email) THEN 'suppressed'
    ELSE 'active' END`;

/**
 * Keeps `campaign_counter.recipients` and the contacts' `campaign_count` right after recipients of
 * campaign $1 were added or removed for the contacts in `contactIdsSql` (a query returning ids).
 */
export function refreshRecipientCountsSql(contactIdsSql: string): string[] {
  return [
    `UPDATE campaign_counter k
        SET recipients = (SELECT count(*) FROM campaign_recipient r WHERE r.campaign_id = $1)
      WHERE k.campaign_id = $1`,
    `INSERT INTO contact_activity (contact_id, workspace_id, campaign_count)
     SELECT ct.id, ct.workspace_id,
            (SELECT count(*) FROM campaign_recipient r JOIN campaign cc ON cc.id = r.campaign_id
              WHERE r.contact_id = ct.id AND cc.deleted_at IS NULL)
       FROM contact ct WHERE ct.id IN (${contactIdsSql})
     ON CONFLICT (contact_id) DO UPDATE SET campaign_count = excluded.campaign_count, updated_at = now()`,
  ];
}
