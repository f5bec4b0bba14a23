import type { DataSource, EntityManager } from 'typeorm';
import type { WebhookOutbox } from '../webhook/webhook-outbox';
import { planEvents, planLeads, questionsFor, type CreatedLead } from './event-plan';
import {
  lower,
  stepKey,
  type EventInput,
  type Known,
  type RecipientRow,
  type RecordResult,
  type SeenKey,
} from './event-types';
import {
  addActivity,
  addCounts,
  addReportTallies,
  addUnsubscribes,
  createLeads,
  insertEvents,
  lockRecipients,
  markBounced,
  readSeen,
  stopRecipients,
} from './queries';

export type { EventInput, EventType, RecordResult } from './event-types';

/**
 * What a module above is told of the bounces and spam complaints (unsubscribes `via`
 * 'complaint') a batch recorded (the deliverability guard), in the batch's transaction after its
 * writes: the sends they are about and when the latest happened.
 */
export interface BounceWatcher {
  bouncesRecorded(tx: EntityManager, sendIds: string[], at: Date): Promise<void>;
}

/**
 * The one way an event enters the system. In the caller's transaction it stores the event, counts
 * it (campaign, step and contact counters count each recipient once per type, so "opens" are
 * recipients who opened), applies its effect on the sequence (a reply, bounce, unsubscribe or lead
 * stops the recipient's follow-ups; a bounce flags the contact; an unsubscribe is recorded for the
 * sender's domain) and evaluates the campaign's lead rules, creating the lead at most once.
 *
 * A batch goes through four stages: lock its recipients → read what they have already seen →
 * plan (`event-plan.ts`, pure: counters, sequence effects, lead rules) → write (`queries.ts`,
 * and the events' webhook deliveries, `WebhookOutbox`).
 * A single event is a batch of one.
 */
export class EventRecorder {
  constructor(
    private readonly db: DataSource,
    private readonly webhooks: WebhookOutbox,
    private readonly bounces?: BounceWatcher,
  ) {}

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
   * order (same events, counters, effects and leads), in a fixed number of statements. Answers per
   * input its event and whether it counted (null when the recipient no longer exists).
   */
  async recordBatch(tx: EntityManager, inputs: EventInput[]): Promise<RecordResult[]> {
    if (inputs.length === 0) return [];
    const rows = await lockRecipients(tx, [
      ...new Set(inputs.map((input) => lower(input.recipientId))),
    ]);
    const known = await this.readKnown(tx, inputs, rows);
    const leads = await this.createLeads(tx, known, planLeads(inputs, known));
    const plan = planEvents(inputs, known, leads, rows[0]?.now ?? new Date());

    const results: RecordResult[] = inputs.map(() => null);
    const ids = await insertEvents(tx, plan.events);
    plan.events.forEach((event, i) => {
      if (event.input !== null)
        results[event.input] = { id: String(ids[i]), counted: plan.counted[event.input] };
    });
    await this.webhooks.queueEvents(
      tx,
      plan.events.map((event) => event.row.workspace_id),
      ids.map(String),
    );
    await addCounts(tx, 'campaign_counter', 'campaign_id', plan.campaignCounts);
    await addCounts(tx, 'step_counter', 'step_id', plan.stepCounts);
    await addActivity(tx, plan.activity);
    await addReportTallies(tx, plan.reports);
    await stopRecipients(tx, plan.stopped);
    await addUnsubscribes(tx, plan.unsubscribes, plan.unsubscribedContacts);
    await markBounced(tx, plan.bouncedContacts);
    await this.watchBounces(tx, plan.events, rows[0]?.now ?? new Date());
    return results;
  }

  /** Tells the bounce watcher of the batch's unflagged bounces and complaints that name their send. */
  private async watchBounces(
    tx: EntityManager,
    events: {
      type: string;
      flagged: boolean;
      sendId: string | null;
      at: Date | null;
      meta: Record<string, unknown>;
    }[],
    now: Date,
  ): Promise<void> {
    const bounces = events.filter(
      (e) =>
        (e.type === 'bounce' || (e.type === 'unsubscribe' && e.meta.via === 'complaint')) &&
        !e.flagged &&
        e.sendId !== null,
    );
    if (!this.bounces || bounces.length === 0) return;
    const at = new Date(Math.max(...bounces.map((e) => (e.at ?? now).getTime())));
    await this.bounces.bouncesRecorded(tx, [...new Set(bounces.map((e) => e.sendId!))], at);
  }

  /** What the locked recipients have already seen, as far as the batch needs to know (one query). */
  private async readKnown(
    tx: EntityManager,
    inputs: EventInput[],
    rows: RecipientRow[],
  ): Promise<Map<string, Known>> {
    const known = new Map<string, Known>();
    for (const row of rows)
      known.set(lower(row.id), {
        row,
        seenTypes: new Set(),
        seenSteps: new Set(),
        counts: new Map(),
      });
    const asked = questionsFor(inputs, known);
    for (const { i, step, n } of await readSeen(tx, asked)) {
      const key = asked[Number(i) - 1];
      const recipient = known.get(key.recipient)!;
      if (step) recipient.seenSteps.add(stepKey(key.type, key.step!));
      if (n > 0) recipient.seenTypes.add(key.type);
      if (key.step === null) recipient.counts.set(key.type, n);
    }
    return known;
  }

  /**
   * Creates the leads the plan found (recipient → input after which the rules hold) and learns
   * whether their recipients already have a lead event (first-of-a-kind for the new ones).
   */
  private async createLeads(
    tx: EntityManager,
    known: Map<string, Known>,
    after: Map<string, number>,
  ): Promise<Map<string, CreatedLead>> {
    const leads = new Map<string, CreatedLead>();
    if (after.size === 0) return leads;
    // In lock order, as the batch has always inserted them.
    const leading = [...known.keys()].filter((id) => after.has(id));
    const created = await createLeads(
      tx,
      leading.map((id) => known.get(id)!.row),
    );
    for (const lead of created) {
      const id = lower(lead.recipient_id);
      leads.set(id, { id: lead.id, after: after.get(id)! });
    }
    const asked: SeenKey[] = created.map((lead) => ({
      recipient: lower(lead.recipient_id),
      type: 'lead',
      step: null,
      cap: 1,
    }));
    for (const { i, n } of await readSeen(tx, asked))
      if (n > 0) known.get(asked[Number(i) - 1].recipient)!.seenTypes.add('lead');
    return leads;
  }
}
