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

export type RecordResult = { id: string; counted: boolean } | null;

/** Event types the lead rules count; each of them (unflagged) makes the rules be evaluated. */
const ENGAGEMENT: ReadonlySet<EventType> = new Set<EventType>(['reply', 'open', 'click']);

/** The campaign's usable lead conditions (spec 01 §3 Lead settings). */
function leadConditions(settings: LeadSettings): NonNullable<LeadSettings['conditions']> {
  return (settings.conditions ?? []).filter(
    (condition) => ENGAGEMENT.has(condition.type) && condition.event_count > 0,
  );
}

/** Each condition is "at least event_count events of its type"; `and` needs all, `or` any. */
function leadRulesHold(
  settings: LeadSettings,
  conditions: NonNullable<LeadSettings['conditions']>,
  countOf: (type: string) => number,
): boolean {
  const met = conditions.map((condition) => countOf(condition.type) >= condition.event_count);
  return settings.clause === 'and' ? met.every(Boolean) : met.some(Boolean);
}

/** The counter columns of campaign_counter / step_counter, and of contact_activity. */
const COUNTER_COLUMNS = [...new Set(Object.values(COUNTED))];
const ACTIVITY_COLUMNS = [...new Set(Object.values(ACTIVITY))];
/** Recipient states a stopping event may replace (a later, stronger outcome does not undo an earlier one). */
const STOPPABLE = new Set(['active', 'complete', 'replied']);

/** What a batch knows about one locked recipient while it replays the batch's events in order. */
interface BatchRecipient {
  row: RecipientRow & { has_lead: boolean };
  state: string;
  stateChanged: boolean;
  /** Types of its unflagged events so far, and `type step` pairs. */
  seenTypes: Set<string>;
  seenSteps: Set<string>;
  /** Unflagged events per lead-condition type so far (capped at what the rules need). */
  counts: Map<string, number>;
  conditions: NonNullable<LeadSettings['conditions']>;
  /** Could a lead be created in this batch: rules, no lead yet, an unflagged reply/open/click. */
  leadPossible: boolean;
  /** Index of the input after which the rules first hold. */
  leadAfter: number | null;
  leadId: string | null;
}

interface SeenKey {
  recipient: string;
  type: string;
  step: string | null;
  cap: number;
}

interface EventRow {
  recipient: BatchRecipient;
  type: EventType;
  stepId: string | null;
  sendId: string | null;
  flagged: boolean;
  meta: Record<string, unknown>;
  at: Date | null;
  /** The input it records; null for a lead event the batch created. */
  input: number | null;
}

const lower = (id: string) => id.toLowerCase();
const stepKey = (type: string, stepId: string) => `${type} ${lower(stepId)}`;

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
  async record(input: EventInput): Promise<RecordResult> {
    return this.db.transaction((tx) => this.recordIn(tx, input));
  }

  /** Records inside `tx`; null when the recipient no longer exists. A batch of one. */
  async recordIn(tx: EntityManager, input: EventInput): Promise<RecordResult> {
    const [result] = await this.recordBatch(tx, [input]);
    return result;
  }

  /**
   * Records `inputs` inside `tx` with exactly the outcome of recording each of them alone, in
   * order (same events, counters, effects and leads), in a fixed number of statements: recipients
   * locked at once in id order, what they have already seen read in one query, first-of-a-kind and
   * lead rules replayed in memory, then one insert for the events and one statement per counter
   * table. Answers per input its event and whether it counted (null when the recipient no longer
   * exists).
   */
  async recordBatch(tx: EntityManager, inputs: EventInput[]): Promise<RecordResult[]> {
    if (inputs.length === 0) return [];
    const rows: (RecipientRow & { has_lead: boolean })[] = await tx.query(
      `SELECT r.id, r.workspace_id, r.campaign_id, r.contact_id, r.state, ct.email::text AS email,
              lower(split_part(m.email::text, '@', 2)) AS sender_domain, c.lead_settings,
              l.id IS NOT NULL AS has_lead
         FROM campaign_recipient r
         JOIN contact ct ON ct.id = r.contact_id
         JOIN campaign c ON c.id = r.campaign_id
         LEFT JOIN mail_account m ON m.id = c.mail_account_id
         LEFT JOIN lead l ON l.recipient_id = r.id
        WHERE r.id = ANY($1::uuid[])
        ORDER BY r.id
        FOR UPDATE OF r`,
      [[...new Set(inputs.map((input) => lower(input.recipientId)))]],
    );
    const recipients = new Map<string, BatchRecipient>();
    for (const row of rows) {
      const settings = row.lead_settings ?? {};
      recipients.set(lower(row.id), {
        row,
        state: row.state,
        stateChanged: false,
        seenTypes: new Set(),
        seenSteps: new Set(),
        counts: new Map(),
        conditions: row.has_lead ? [] : leadConditions(settings),
        leadPossible: false,
        leadAfter: null,
        leadId: null,
      });
    }
    const recipientOf = (input: EventInput) => recipients.get(lower(input.recipientId));

    // What each recipient has already seen, in one query: per (recipient, type, step) the batch
    // asks about, whether an unflagged event of that type exists for that step and how many exist
    // for any step (capped at what is needed: 1 answers "any?"). A hit for the step answers both.
    const keys = new Map<string, SeenKey>();
    const ask = (recipient: string, type: string, step: string | null, cap: number) => {
      const key = `${recipient} ${type} ${step ?? ''}`;
      const known = keys.get(key);
      if (known) known.cap = Math.max(known.cap, cap);
      else keys.set(key, { recipient, type, step, cap });
    };
    for (const input of inputs) {
      const recipient = recipientOf(input);
      if (!recipient || input.flagged) continue;
      const id = lower(recipient.row.id);
      if (COUNTED[input.type]) ask(id, input.type, input.stepId ? lower(input.stepId) : null, 1);
      if (
        ENGAGEMENT.has(input.type) &&
        recipient.conditions.length > 0 &&
        !recipient.leadPossible
      ) {
        recipient.leadPossible = true;
        for (const condition of recipient.conditions)
          ask(id, condition.type, null, condition.event_count);
      }
    }
    const asked = [...keys.values()];
    for (const { i, step, n } of await this.seen(tx, asked)) {
      const key = asked[Number(i) - 1];
      const recipient = recipients.get(key.recipient)!;
      if (step) recipient.seenSteps.add(stepKey(key.type, key.step!));
      if (n > 0) recipient.seenTypes.add(key.type);
      if (key.step === null) recipient.counts.set(key.type, n);
    }

    // Lead rules: counts only grow, so the rules first hold after one input (or never). The lead
    // is created there, and its lead event follows that input, as if recorded one by one.
    inputs.forEach((input, index) => {
      const recipient = recipientOf(input);
      if (!recipient?.leadPossible || recipient.leadAfter !== null) return;
      if (input.flagged || !ENGAGEMENT.has(input.type)) return;
      recipient.counts.set(input.type, (recipient.counts.get(input.type) ?? 0) + 1);
      const countOf = (type: string) => recipient.counts.get(type) ?? 0;
      if (leadRulesHold(recipient.row.lead_settings ?? {}, recipient.conditions, countOf))
        recipient.leadAfter = index;
    });
    const leading = [...recipients.values()].filter((recipient) => recipient.leadAfter !== null);
    if (leading.length > 0) {
      const created: { id: string; recipient_id: string }[] = await tx.query(
        `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, assigned_to)
         SELECT k.workspace_id, k.campaign_id, k.recipient_id, k.contact_id,
                (SELECT u.id FROM "user" u
                  WHERE u.workspace_id = k.workspace_id AND u.email = k.assigned_to::citext)
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[])
                AS k(workspace_id, campaign_id, recipient_id, contact_id, assigned_to)
         ON CONFLICT (recipient_id) DO NOTHING RETURNING id, recipient_id`,
        [
          leading.map((recipient) => recipient.row.workspace_id),
          leading.map((recipient) => recipient.row.campaign_id),
          leading.map((recipient) => recipient.row.id),
          leading.map((recipient) => recipient.row.contact_id),
          leading.map((recipient) => recipient.row.lead_settings?.assigned_to ?? null),
        ],
      );
      for (const lead of created) recipients.get(lower(lead.recipient_id))!.leadId = lead.id;
      // Whether a lead event was already recorded (first-of-a-kind for the new lead events).
      const asked = created.map((lead) => ({
        recipient: lower(lead.recipient_id),
        type: 'lead',
        step: null,
        cap: 1,
      }));
      for (const { i, n } of await this.seen(tx, asked))
        if (n > 0) recipients.get(asked[Number(i) - 1].recipient)!.seenTypes.add('lead');
    }

    // Replay in order: the events to insert, what each counts and does.
    const events: EventRow[] = [];
    const campaignCounts = new Map<string, Map<string, number>>();
    const stepCounts = new Map<string, Map<string, number>>();
    const activity = new Map<string, { workspaceId: string; counts: Map<string, number> }>();
    const unsubscribes = new Map<string, [string, string, string]>();
    const unsubscribed = new Set<string>();
    const bounced = new Set<string>();
    const counted: boolean[] = [];
    const add = (totals: Map<string, number>, column: string) =>
      totals.set(column, (totals.get(column) ?? 0) + 1);
    const totalsOf = (all: Map<string, Map<string, number>>, id: string) => {
      let totals = all.get(id);
      if (!totals) all.set(id, (totals = new Map()));
      return totals;
    };
    const replay = (recipient: BatchRecipient, event: EventRow) => {
      events.push(event);
      if (event.flagged) return false;
      const { row } = recipient;
      const counter = COUNTED[event.type];
      let first = false;
      if (counter) {
        first = !recipient.seenTypes.has(event.type);
        recipient.seenTypes.add(event.type);
        if (first) {
          add(totalsOf(campaignCounts, row.campaign_id), counter);
          const column = ACTIVITY[event.type];
          if (column) {
            let contact = activity.get(row.contact_id);
            if (!contact)
              activity.set(
                row.contact_id,
                (contact = { workspaceId: row.workspace_id, counts: new Map() }),
              );
            add(contact.counts, column);
          }
        }
        if (event.stepId && !recipient.seenSteps.has(stepKey(event.type, event.stepId))) {
          recipient.seenSteps.add(stepKey(event.type, event.stepId));
          add(totalsOf(stepCounts, lower(event.stepId)), counter);
        }
      }
      const state = STOPS[event.type];
      if (state && STOPPABLE.has(recipient.state)) {
        recipient.state = state;
        recipient.stateChanged = true;
      }
      if (event.type === 'bounce') bounced.add(row.contact_id);
      if (event.type === 'unsubscribe' && row.sender_domain) {
        unsubscribes.set(`${row.workspace_id} ${row.email.toLowerCase()} ${row.sender_domain}`, [
          row.workspace_id,
          row.email,
          row.sender_domain,
        ]);
        unsubscribed.add(row.contact_id);
      }
      return Boolean(counter && first);
    };
    inputs.forEach((input, index) => {
      const recipient = recipientOf(input);
      if (!recipient) return;
      counted[index] = replay(recipient, {
        recipient,
        type: input.type,
        stepId: input.stepId ?? null,
        sendId: input.sendId ?? null,
        flagged: input.flagged ?? false,
        meta: input.meta ?? {},
        at: input.at ?? null,
        input: index,
      });
      if (recipient.leadAfter === index && recipient.leadId)
        replay(recipient, {
          recipient,
          type: 'lead',
          stepId: null,
          sendId: null,
          flagged: false,
          meta: { leadId: recipient.leadId },
          at: null,
          input: null,
        });
    });

    const results: RecordResult[] = inputs.map(() => null);
    if (events.length > 0) {
      const inserted: { id: string }[] = await tx.query(
        `INSERT INTO email_event (workspace_id, campaign_id, step_id, recipient_id, contact_id,
                                  send_id, type, flagged, meta, created_at)
         SELECT k.workspace_id, k.campaign_id, k.step_id, k.recipient_id, k.contact_id,
                k.send_id, k.type, k.flagged, k.meta, coalesce(k.at, now())
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[],
                       $7::text[], $8::boolean[], $9::jsonb[], $10::timestamptz[])
                WITH ORDINALITY AS k(workspace_id, campaign_id, step_id, recipient_id, contact_id,
                                     send_id, type, flagged, meta, at, i)
          ORDER BY k.i
         RETURNING id`,
        [
          events.map((event) => event.recipient.row.workspace_id),
          events.map((event) => event.recipient.row.campaign_id),
          events.map((event) => event.stepId),
          events.map((event) => event.recipient.row.id),
          events.map((event) => event.recipient.row.contact_id),
          events.map((event) => event.sendId),
          events.map((event) => event.type),
          events.map((event) => event.flagged),
          events.map((event) => JSON.stringify(event.meta)),
          events.map((event) => event.at),
        ],
      );
      // Ids are drawn in insertion order.
      const ids = inserted
        .map((row) => BigInt(row.id))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      events.forEach((event, i) => {
        if (event.input !== null)
          results[event.input] = { id: String(ids[i]), counted: counted[event.input] };
      });
    }

    await this.addCounts(tx, 'campaign_counter', 'campaign_id', campaignCounts);
    await this.addCounts(tx, 'step_counter', 'step_id', stepCounts);
    if (activity.size > 0) {
      const contacts = [...activity.keys()].sort();
      await tx.query(
        `INSERT INTO contact_activity (contact_id, workspace_id, ${ACTIVITY_COLUMNS.join(', ')})
         SELECT * FROM unnest($1::uuid[], $2::uuid[],
                              ${ACTIVITY_COLUMNS.map((_, i) => `$${i + 3}::int[]`).join(', ')})
         ON CONFLICT (contact_id) DO UPDATE
           SET ${ACTIVITY_COLUMNS.map((column) => `${column} = contact_activity.${column} + excluded.${column}`).join(', ')},
               updated_at = now()`,
        [
          contacts,
          contacts.map((id) => activity.get(id)!.workspaceId),
          ...ACTIVITY_COLUMNS.map((column) =>
            contacts.map((id) => activity.get(id)!.counts.get(column) ?? 0),
          ),
        ],
      );
    }
    const stopped = [...recipients.values()].filter((recipient) => recipient.stateChanged);
    if (stopped.length > 0)
      await tx.query(
        `UPDATE campaign_recipient r SET state = k.state, next_send_at = NULL
           FROM unnest($1::uuid[], $2::text[]) AS k(id, state)
          WHERE r.id = k.id`,
        [stopped.map((recipient) => recipient.row.id), stopped.map((recipient) => recipient.state)],
      );
    if (unsubscribes.size > 0) {
      const rowsToAdd = [...unsubscribes.values()];
      await tx.query(
        `INSERT INTO unsubscribe (workspace_id, email, domain)
         SELECT * FROM unnest($1::uuid[], $2::citext[], $3::citext[])
         ON CONFLICT (workspace_id, email, domain) DO NOTHING`,
        [0, 1, 2].map((i) => rowsToAdd.map((row) => row[i])),
      );
      await tx.query(
        `UPDATE contact SET status = 'unsubscribed', updated_at = now()
          WHERE id = ANY($1::uuid[]) AND status = 'active'`,
        [[...unsubscribed]],
      );
    }
    // After the unsubscribes: a bounce wins over an unsubscribe whatever their order.
    if (bounced.size > 0)
      await tx.query(
        `UPDATE contact SET status = 'bounced', updated_at = now()
          WHERE id = ANY($1::uuid[]) AND status <> 'bounced'`,
        [[...bounced]],
      );
    return results;
  }

  /** Per key (1-based `i`): an unflagged event of its type for its step? How many for any step? */
  private async seen(
    tx: EntityManager,
    keys: SeenKey[],
  ): Promise<{ i: string; step: boolean; n: number }[]> {
    if (keys.length === 0) return [];
    return tx.query(
      `SELECT k.i, s.step,
              CASE WHEN s.step AND k.cap <= 1 THEN 1
                   ELSE (SELECT count(*)::int FROM (
                           SELECT 1 FROM email_event e
                            WHERE e.recipient_id = k.recipient_id AND e.type = k.type
                              AND NOT e.flagged
                            LIMIT k.cap) AS found) END AS n
         FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::int[])
              WITH ORDINALITY AS k(recipient_id, type, step_id, cap, i)
        CROSS JOIN LATERAL (
              -- A scalar subquery, not EXISTS: that one may be planned as a scan of every event.
              -- OFFSET 0 keeps it a subquery evaluated once per key: pulled up, it is probed twice
              -- (for s.step and again inside the CASE).
              SELECT k.step_id IS NOT NULL AND (
                       SELECT 1 FROM email_event e
                        WHERE e.recipient_id = k.recipient_id AND e.type = k.type
                          AND e.step_id = k.step_id AND NOT e.flagged
                        LIMIT 1) IS NOT NULL AS step
              OFFSET 0) AS s`,
      [
        keys.map((key) => key.recipient),
        keys.map((key) => key.type),
        keys.map((key) => key.step),
        keys.map((key) => key.cap),
      ],
    );
  }

  /** Adds per-row totals to a counter table in one statement (rows in key order). */
  private async addCounts(
    tx: EntityManager,
    table: 'campaign_counter' | 'step_counter',
    key: 'campaign_id' | 'step_id',
    totals: Map<string, Map<string, number>>,
  ): Promise<void> {
    if (totals.size === 0) return;
    const ids = [...totals.keys()].sort();
    await tx.query(
      `UPDATE ${table} AS t
          SET ${COUNTER_COLUMNS.map((column) => `"${column}" = t."${column}" + k."${column}"`).join(', ')}
         FROM unnest($1::uuid[], ${COUNTER_COLUMNS.map((_, i) => `$${i + 2}::int[]`).join(', ')})
              AS k(id, ${COUNTER_COLUMNS.map((column) => `"${column}"`).join(', ')})
        WHERE t.${key} = k.id`,
      [ids, ...COUNTER_COLUMNS.map((column) => ids.map((id) => totals.get(id)!.get(column) ?? 0))],
    );
  }
}
