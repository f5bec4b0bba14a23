/**
 * The recipient rules as SQL expressions, private to the campaign module. Who may never be sent to
 * by a campaign's sender: the recipient API uses it when it adds recipients (linking a list,
 * duplicating a campaign) and in the send re-check (`queries/send-checks.ts`), and the sending
 * calendar's counts of recipients waiting (`queries/waiting.ts`) read it too. A recipient's
 * variables: the Recipients tab, the preview and rendering read them (`queries/`).
 */

/** The sender domain of a campaign `c` (its mailbox's address after the @), or null. */
const SENDER_DOMAIN_SQL = `(SELECT lower(split_part(m.email::text, '@', 2))
                                     FROM mail_account m WHERE m.id = c.mail_account_id)`;

/**
 * 'suppressed' for a contact `ct` that bounced, unsubscribed from the sender domain `domain` (an
 * SQL expression) or unsubscribed from everything (flagged without a domain entry); otherwise
 * 'active'.
 */
export function recipientStateSql(domain: string): string {
  return `CASE
    WHEN ct.status = 'bounced' THEN 'suppressed'
    WHEN EXISTS (SELECT 1 FROM unsubscribe un
                  WHERE un.workspace_id = ct.workspace_id AND un.email = ct.email
                    AND un.domain = ${domain}) THEN 'suppressed'
    WHEN ct.status = 'unsubscribed' AND NOT EXISTS (
           SELECT 1 FROM unsubscribe un
            WHERE un.workspace_id = ct.workspace_id AND un.email = ct.email) THEN 'suppressed'
    ELSE 'active' END`;
}

/**
 * `recipientStateSql` for the campaign `c`'s sender domain (its first mailbox's). Suppressed
 * recipients are linked (they count in the list) but the sending engine never sends to them; the
 * send re-check weighs the domain of the mailbox about to send (`queries/send-checks.ts`).
 */
export const RECIPIENT_STATE_SQL = recipientStateSql(SENDER_DOMAIN_SQL);

/**
 * `recipientVariables` (`lists/campaign-lists.service.ts`) as a jsonb expression, for a member `m` (contact_list_member of the
 * recipient's list and contact) and `cl` (campaign_list of the recipient's campaign and list, LEFT
 * JOINed: a list unlinked since has no mapping any more and reads its columns by name). Private to
 * the campaign module: the send path reads it through `recipientVariablesOf`
 * (`recipient-progress.ts`).
 */
export const RECIPIENT_VARIABLES_SQL = `CASE WHEN cl.mapping IS NULL THEN m.data
    ELSE (SELECT coalesce(jsonb_object_agg(v.key, coalesce(m.data -> v.value, '""'::jsonb)), '{}')
            FROM jsonb_each_text(cl.mapping) v) END`;
