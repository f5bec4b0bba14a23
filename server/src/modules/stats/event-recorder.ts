import type { DataSource, EntityManager } from 'typeorm';

export type EventType =
  'sent' | 'open' | 'click' | 'reply' | 'bounce' | 'unsubscribe' | 'lead' | 'auto_reply';

export interface EventInput {
  type: EventType;
  recipientId: string;
  /** The step the event is about (the message opened, clicked, replied to…), when known. */
  stepId?: string | null;
  sendId?: string | null;
  /** Recorded but not counted and without effect (bot opens, scanner clicks). */
  flagged?: boolean;
  meta?: Record<string, unknown>;
  at?: Date;
}

/** Counter columns of campaign_counter / step_counter per event type. */
const COUNTED: Partial<Record<EventType, string>> = {
  sent: 'sent',
  open: 'open',
  click: 'click',
  reply: 'reply',
  bounce: 'bounce',
  unsubscribe: 'unsubscribe',
  lead: 'lead',
};

/** contact_activity columns per event type. */
const ACTIVITY: Partial<Record<EventType, string>> = {
  sent: 'sent_count',
  open: 'opened_count',
  click: 'clicked_count',
  reply: 'replied_count',
  lead: 'lead_count',
};

/** What an event does to its recipient's sequence: replies, bounces, unsubscribes and leads stop it. */
const STOPS: Partial<Record<EventType, string>> = {
  reply: 'replied',
  bounce: 'bounced',
  unsubscribe: 'unsubscribed',
  lead: 'lead',
};

interface LeadSettings {
  assigned_to?: string | null;
  clause?: 'and' | 'or';
  conditions?: { type: 'reply' | 'open' | 'click'; event_count: number }[];
}

interface RecipientRow {
  id: string;
  workspace_id: string;
  campaign_id: string;
  contact_id: string;
  state: string;
  email: string;
  sender_domain: string | null;
  lead_settings: LeadSettings;
}

/**
 * The one way an event enters the system. In the caller's transaction it stores the event, counts
 * it (campaign, step and contact counters count each recipient once per type, so "opens" are
 * recipients who opened), applies its effect on the sequence (a reply, bounce, unsubscribe or lead
 * stops the recipient's follow-ups; a bounce flags the contact; an unsubscribe is recorded for the
 * sender's domain) and evaluates the campaign's lead rules, creating the lead at most once.
 */
export class EventRecorder {
  constructor(private readonly db: DataSource) {}

  /** Records in its own transaction. */
  async record(input: EventInput): Promise<{ id: string; counted: boolean } | null> {
    return this.db.transaction((tx) => this.recordIn(tx, input));
  }

  /** Records inside `tx`; null when the recipient no longer exists. */
  async recordIn(
    tx: EntityManager,
    input: EventInput,
  ): Promise<{ id: string; counted: boolean } | null> {
    // The recipient row is the lock that serialises its events (first-of-a-kind checks, lead).
    const [recipient]: RecipientRow[] = await tx.query(
      `SELECT r.id, r.workspace_id, r.campaign_id, r.contact_id, r.state, ct.email::text AS email,
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
    const counter = COUNTED[input.type];
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
      if (activity) {
        await tx.query(
          `INSERT INTO contact_activity (contact_id, workspace_id, ${activity})
           VALUES ($1, $2, 1)
           ON CONFLICT (contact_id) DO UPDATE
             SET ${activity} = contact_activity.${activity} + 1, updated_at = now()`,
          [recipient.contact_id, recipient.workspace_id],
        );
      }
    }
    if (counter && firstForStep) {
      await tx.query(`UPDATE step_counter SET "${counter}" = "${counter}" + 1 WHERE step_id = $1`, [
        input.stepId,
      ]);
    }
    await this.applyEffect(tx, recipient, input.type);
    if (input.type === 'reply' || input.type === 'open' || input.type === 'click')
      await this.evaluateLeadRules(tx, recipient);
    return { id: String(event.id), counted: Boolean(counter && firstForCampaign) };
  }

  private async applyEffect(tx: EntityManager, recipient: RecipientRow, type: EventType) {
    const state = STOPS[type];
    if (state) {
      // A later, stronger outcome does not undo an earlier one (a lead that bounces stays a lead).
      await tx.query(
        `UPDATE campaign_recipient SET state = $2, next_send_at = NULL
          WHERE id = $1 AND state IN ('active', 'complete', 'replied')`,
        [recipient.id, state],
      );
    }
    if (type === 'bounce') {
      await tx.query(
        `UPDATE contact SET status = 'bounced', updated_at = now() WHERE id = $1 AND status <> 'bounced'`,
        [recipient.contact_id],
      );
    }
    if (type === 'unsubscribe' && recipient.sender_domain) {
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
  }

  /**
   * The campaign's lead rules (spec 01 §3 Lead settings): each condition is "at least event_count
   * events of its type from this recipient"; `and` needs all, `or` any. A lead is created once.
   */
  private async evaluateLeadRules(tx: EntityManager, recipient: RecipientRow): Promise<void> {
    const settings = recipient.lead_settings ?? {};
    const conditions = (settings.conditions ?? []).filter(
      (condition) =>
        ['reply', 'open', 'click'].includes(condition.type) && condition.event_count > 0,
    );
    if (conditions.length === 0) return;
    const counts: { type: string; n: number }[] = await tx.query(
      `SELECT type, count(*)::int AS n FROM email_event
        WHERE recipient_id = $1 AND NOT flagged AND type IN ('reply', 'open', 'click')
        GROUP BY type`,
      [recipient.id],
    );
    const countOf = (type: string) => counts.find((row) => row.type === type)?.n ?? 0;
    const met = conditions.map((condition) => countOf(condition.type) >= condition.event_count);
    const holds = settings.clause === 'and' ? met.every(Boolean) : met.some(Boolean);
    if (!holds) return;
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, assigned_to)
       VALUES ($1, $2, $3, $4,
               (SELECT id FROM "user" WHERE workspace_id = $1 AND email = $5::citext))
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
      await this.recordIn(tx, {
        type: 'lead',
        recipientId: recipient.id,
        meta: { leadId: inserted[0].id },
      });
  }
}
