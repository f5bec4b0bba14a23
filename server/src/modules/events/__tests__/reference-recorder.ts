import type { EntityManager } from 'typeorm';
import type { EventInput, RecordResult } from '../event-recorder';

/**
 * The rules of event recording written the plain way, one statement at a time, as an oracle for
 * the recorder's batched path: the test records the same events with both and compares everything
 * they change. Deliberately independent of the recorder's code (its own tables of what counts and
 * what stops, its own reading of the lead rules), so that a rule broken there shows as a
 * difference here.
 */
const COUNTED = new Set(['sent', 'open', 'click', 'reply', 'bounce', 'unsubscribe', 'lead']);
const ACTIVITY: Record<string, string> = {
  sent: 'sent_count',
  open: 'opened_count',
  click: 'clicked_count',
  reply: 'replied_count',
  lead: 'lead_count',
};
const STOPS: Record<string, string> = {
  reply: 'replied',
  bounce: 'bounced',
  unsubscribe: 'unsubscribed',
  lead: 'lead',
};

interface Recipient {
  id: string;
  workspace_id: string;
  campaign_id: string;
  contact_id: string;
  email: string;
  sender_domain: string | null;
  lead_settings: {
    assigned_to?: string | null;
    clause?: 'and' | 'or';
    conditions?: { type: string; event_count: number }[];
  } | null;
}

export async function referenceRecord(tx: EntityManager, input: EventInput): Promise<RecordResult> {
  const [recipient]: Recipient[] = await tx.query(
    `SELECT r.id, r.workspace_id, r.campaign_id, r.contact_id, ct.email::text AS email,
            lower(split_part(m.email::text, '@', 2)) AS sender_domain, c.lead_settings
       FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id
       JOIN campaign c ON c.id = r.campaign_id
       LEFT JOIN mail_account m ON m.id = c.mail_account_id
      WHERE r.id = $1
      FOR UPDATE OF r`,
    [input.recipientId],
  );
  if (!recipient) return null;
  const flagged = input.flagged ?? false;
  const counter = COUNTED.has(input.type) ? input.type : null;
  let firstForCampaign = false;
  let firstForStep = false;
  if (!flagged && counter) {
    const [seen] = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM email_event WHERE recipient_id = $1 AND type = $2
                        AND NOT flagged) AS campaign,
              EXISTS (SELECT 1 FROM email_event WHERE recipient_id = $1 AND type = $2
                        AND NOT flagged AND step_id = $3) AS step`,
      [recipient.id, input.type, input.stepId ?? null],
    );
    firstForCampaign = !seen.campaign;
    firstForStep = Boolean(input.stepId) && !seen.step;
  }
  const [event] = await tx.query(
    `INSERT INTO email_event (workspace_id, campaign_id, step_id, recipient_id, contact_id,
                              send_id, type, flagged, meta, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, now())) RETURNING id`,
    [
      recipient.workspace_id,
      recipient.campaign_id,
      input.stepId ?? null,
      recipient.id,
      recipient.contact_id,
      input.sendId ?? null,
      input.type,
      flagged,
      input.meta ?? {},
      input.at ?? null,
    ],
  );
  if (flagged) return { id: String(event.id), counted: false };

  if (counter && firstForCampaign) {
    await tx.query(
      `UPDATE campaign_counter SET "${counter}" = "${counter}" + 1 WHERE campaign_id = $1`,
      [recipient.campaign_id],
    );
    const activity = ACTIVITY[input.type];
    if (activity)
      await tx.query(
        `INSERT INTO contact_activity (contact_id, workspace_id, ${activity}) VALUES ($1, $2, 1)
         ON CONFLICT (contact_id) DO UPDATE
           SET ${activity} = contact_activity.${activity} + 1, updated_at = now()`,
        [recipient.contact_id, recipient.workspace_id],
      );
  }
  if (counter && firstForStep)
    await tx.query(`UPDATE step_counter SET "${counter}" = "${counter}" + 1 WHERE step_id = $1`, [
      input.stepId,
    ]);

  const state = STOPS[input.type];
  if (state)
    await tx.query(
      `UPDATE campaign_recipient SET state = $2, next_send_at = NULL
        WHERE id = $1 AND state IN ('active', 'complete', 'replied')`,
      [recipient.id, state],
    );
  if (input.type === 'bounce')
    await tx.query(
      `UPDATE contact SET status = 'bounced', updated_at = now() WHERE id = $1 AND status <> 'bounced'`,
      [recipient.contact_id],
    );
  if (input.type === 'unsubscribe' && recipient.sender_domain) {
    await tx.query(
      `INSERT INTO unsubscribe (workspace_id, email, domain) VALUES ($1, $2, $3)
       ON CONFLICT (workspace_id, email, domain) DO NOTHING`,
      [recipient.workspace_id, recipient.email, recipient.sender_domain],
    );
    await tx.query(
      `UPDATE contact SET status = 'unsubscribed', updated_at = now()
        WHERE id = $1 AND status = 'active'`,
      [recipient.contact_id],
    );
  }
  if (['reply', 'open', 'click'].includes(input.type)) await evaluateLeadRules(tx, recipient);
  return { id: String(event.id), counted: Boolean(counter && firstForCampaign) };
}

/** Each usable condition is "at least event_count events of its type"; `and` needs all, `or` any. */
async function evaluateLeadRules(tx: EntityManager, recipient: Recipient): Promise<void> {
  const settings = recipient.lead_settings ?? {};
  const conditions = (settings.conditions ?? []).filter(
    (condition) => ['reply', 'open', 'click'].includes(condition.type) && condition.event_count > 0,
  );
  if (conditions.length === 0) return;
  const counts: { type: string; n: number }[] = await tx.query(
    `SELECT type, count(*)::int AS n FROM email_event
      WHERE recipient_id = $1 AND NOT flagged GROUP BY type`,
    [recipient.id],
  );
  const met = conditions.map(
    (condition) =>
      (counts.find((row) => row.type === condition.type)?.n ?? 0) >= condition.event_count,
  );
  if (!(settings.clause === 'and' ? met.every(Boolean) : met.some(Boolean))) return;
  const inserted: { id: string }[] = await tx.query(
    `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, assigned_to)
     VALUES ($1, $2, $3, $4, (SELECT id FROM "user" WHERE workspace_id = $1 AND email = $5::citext))
     ON CONFLICT (recipient_id) DO NOTHING RETURNING id`,
    [
      recipient.workspace_id,
      recipient.campaign_id,
      recipient.id,
      recipient.contact_id,
      settings.assigned_to ?? null,
    ],
  );
  if (inserted.length > 0)
    await referenceRecord(tx, {
      type: 'lead',
      recipientId: recipient.id,
      meta: { leadId: inserted[0].id },
    });
}
