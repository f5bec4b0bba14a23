/**
 * Who may never be sent to by a campaign's sender, as a SQL expression, private to the campaign
 * module: the recipient API uses it when it adds recipients (linking a list, duplicating a
 * campaign) and in the send re-check (`queries/send-checks.ts`), and the sending calendar's
 * counts of recipients waiting (`queries/waiting.ts`) read it too.
 */

/** The sender domain of a campaign `c` (its mailbox's address after the @), or null. */
const SENDER_DOMAIN_SQL = `(SELECT lower(split_part(m.email::text, '@', 2))
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
