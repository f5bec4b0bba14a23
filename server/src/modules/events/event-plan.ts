import { ENGAGEMENT, leadConditions, leadRulesHold, type LeadCondition } from '../lead/lead-rules';
import {
  ACTIVITY,
  COUNTED,
  lower,
  stepKey,
  type EventInput,
  type EventType,
  type Known,
  type RecipientRow,
  type SeenKey,
} from './event-types';
import { emptyTallies, tallyEvent, type ReportTallies } from './report-tally';

/**
 * What a batch of events does, decided without the database: from the locked recipients and what
 * they have already seen, which events are stored, what each counts, which sequences stop and
 * when the lead rules first hold. Pure functions; the recorder reads their inputs and writes
 * their outcome.
 */

/** What an event does to its recipient's sequence: replies, bounces, unsubscribes and leads stop it. */
const STOPS: Partial<Record<EventType, string>> = {
  reply: 'replied',
  bounce: 'bounced',
  unsubscribe: 'unsubscribed',
  lead: 'lead',
};

/** Recipient states a stopping event may replace (a later, stronger outcome does not undo an earlier one). */
const STOPPABLE = new Set(['active', 'complete', 'replied']);

/** The rules a recipient may still turn into a lead: none once it has one. */
const conditionsOf = (row: RecipientRow): LeadCondition[] =>
  row.has_lead ? [] : leadConditions(row.lead_settings);

/**
 * What the batch must know of the past: per counted event, whether its type was seen for the
 * recipient and for its step; per recipient whose lead rules an unflagged reply, open or click
 * may satisfy, its events per condition type (capped at what the rule needs).
 */
export function questionsFor(inputs: EventInput[], known: Map<string, Known>): SeenKey[] {
  const keys = new Map<string, SeenKey>();
  const ask = (recipient: string, type: string, step: string | null, cap: number) => {
    const key = `${recipient} ${type} ${step ?? ''}`;
    const asked = keys.get(key);
    if (asked) asked.cap = Math.max(asked.cap, cap);
    else keys.set(key, { recipient, type, step, cap });
  };
  const leadAsked = new Set<string>();
  for (const input of inputs) {
    const id = lower(input.recipientId);
    const row = known.get(id)?.row;
    if (!row || input.flagged) continue;
    if (COUNTED[input.type]) ask(id, input.type, input.stepId ? lower(input.stepId) : null, 1);
    if (ENGAGEMENT.has(input.type) && !leadAsked.has(id)) {
      leadAsked.add(id);
      for (const condition of conditionsOf(row))
        ask(id, condition.type, null, condition.event_count);
    }
  }
  return [...keys.values()];
}

/**
 * Per recipient, the index of the input after which its lead rules first hold. Counts only grow,
 * so that is one input or none; the lead is created there, and its lead event follows that input.
 */
export function planLeads(inputs: EventInput[], known: Map<string, Known>): Map<string, number> {
  const counts = new Map<string, Map<string, number>>();
  const conditionsById = new Map<string, LeadCondition[]>();
  const leads = new Map<string, number>();
  inputs.forEach((input, index) => {
    const id = lower(input.recipientId);
    const recipient = known.get(id);
    if (!recipient || leads.has(id) || input.flagged || !ENGAGEMENT.has(input.type)) return;
    let conditions = conditionsById.get(id);
    if (!conditions) conditionsById.set(id, (conditions = conditionsOf(recipient.row)));
    if (conditions.length === 0) return;
    // The batch's own events, beside (never into) what the database counted.
    let mine = counts.get(id);
    if (!mine) counts.set(id, (mine = new Map()));
    mine.set(input.type, (mine.get(input.type) ?? 0) + 1);
    const countOf = (type: string) => (recipient.counts.get(type) ?? 0) + (mine.get(type) ?? 0);
    if (leadRulesHold(recipient.row.lead_settings, conditions, countOf)) leads.set(id, index);
  });
  return leads;
}

/** A lead the batch created: its id, and the input after which its lead event is recorded. */
export interface CreatedLead {
  id: string;
  after: number;
}

export interface PlannedEvent {
  row: RecipientRow;
  type: EventType;
  stepId: string | null;
  sendId: string | null;
  flagged: boolean;
  meta: Record<string, unknown>;
  at: Date | null;
  /** The input it records; null for a lead event the batch created. */
  input: number | null;
}

/** Per-row column totals: campaign id or step id → counter column → how many to add. */
export type Totals = Map<string, Map<string, number>>;

export interface EventPlan {
  events: PlannedEvent[];
  /** Per input: whether it counted (false for a missing recipient too). */
  counted: boolean[];
  campaignCounts: Totals;
  stepCounts: Totals;
  /** contact id → its workspace and contact_activity column totals. */
  activity: Map<string, { workspaceId: string; counts: Map<string, number> }>;
  /** Recipients a stopping event reached, in lock order, with their new state. */
  stopped: { id: string; state: string }[];
  /** (workspace, email, sender domain) rows to add to the unsubscribe list. */
  unsubscribes: [string, string, string][];
  unsubscribedContacts: string[];
  bouncedContacts: string[];
  /** What the report counters gain (report-tally.ts). */
  reports: ReportTallies;
}

const add = (totals: Map<string, number>, column: string) =>
  totals.set(column, (totals.get(column) ?? 0) + 1);
const totalsOf = (all: Totals, id: string) => {
  let totals = all.get(id);
  if (!totals) all.set(id, (totals = new Map()));
  return totals;
};

/**
 * Replays the batch in order with exactly the outcome of recording each input alone: an event
 * counts once per recipient and type (and once per step), a reply, bounce, unsubscribe or lead
 * stops the sequence unless a stronger outcome already did, a created lead's event follows the
 * input that made the rules hold.
 */
export function planEvents(
  inputs: EventInput[],
  known: Map<string, Known>,
  leads: Map<string, CreatedLead>,
  now: Date,
): EventPlan {
  // What the batch adds to each recipient's past, beside (never into) what `known` holds.
  const replayed = new Map<string, Replayed>();
  for (const [id, recipient] of known)
    replayed.set(id, {
      known: recipient,
      types: null,
      steps: null,
      state: recipient.row.state,
      stopped: false,
    });
  const plan: EventPlan = {
    events: [],
    counted: inputs.map(() => false),
    campaignCounts: new Map(),
    stepCounts: new Map(),
    activity: new Map(),
    stopped: [],
    unsubscribes: [],
    unsubscribedContacts: [],
    bouncedContacts: [],
    reports: emptyTallies(),
  };
  const effects: Effects = { unsubscribes: new Map(), unsubscribed: new Set(), bounced: new Set() };
  const replay = (mine: Replayed, event: PlannedEvent): boolean => {
    plan.events.push(event);
    if (event.flagged) return false;
    const { first, stepFirst } = count(plan, mine, event);
    tallyEvent(plan.reports, event, first, stepFirst, event.at ?? now);
    applyEffect(effects, mine, event);
    return first;
  };

  inputs.forEach((input, index) => {
    const id = lower(input.recipientId);
    const mine = replayed.get(id);
    if (!mine) return;
    const { row } = mine.known;
    plan.counted[index] = replay(mine, {
      row,
      type: input.type,
      stepId: input.stepId ?? null,
      sendId: input.sendId ?? null,
      flagged: input.flagged ?? false,
      meta: input.meta ?? {},
      at: input.at ?? null,
      input: index,
    });
    const lead = leads.size > 0 ? leads.get(id) : undefined;
    if (lead && lead.after === index)
      replay(mine, {
        row,
        type: 'lead',
        stepId: null,
        sendId: null,
        flagged: false,
        meta: { leadId: lead.id },
        at: null,
        input: null,
      });
  });

  for (const mine of replayed.values())
    if (mine.stopped) plan.stopped.push({ id: mine.known.row.id, state: mine.state });
  plan.unsubscribes = [...effects.unsubscribes.values()];
  plan.unsubscribedContacts = [...effects.unsubscribed];
  plan.bouncedContacts = [...effects.bounced];
  return plan;
}

/**
 * A recipient as the replay has it so far: what the database knew, the types and steps the batch
 * has seen since, its state and whether a stopping event reached it.
 */
interface Replayed {
  known: Known;
  /** Created on the first event of the batch that needs them. */
  types: Set<string> | null;
  steps: Set<string> | null;
  state: string;
  stopped: boolean;
}

/** Effects on contacts and unsubscribe lists, deduplicated. */
interface Effects {
  unsubscribes: Map<string, [string, string, string]>;
  unsubscribed: Set<string>;
  bounced: Set<string>;
}

/**
 * Adds an unflagged event to the counters it is the first of; answers whether it counted for the
 * campaign (`first`: its recipient's first of its type) and for its message (`stepFirst`).
 */
function count(
  plan: EventPlan,
  mine: Replayed,
  event: PlannedEvent,
): { first: boolean; stepFirst: boolean } {
  const counter = COUNTED[event.type];
  if (!counter) return { first: false, stepFirst: false };
  const { row } = event;
  const types = (mine.types ??= new Set());
  const first = !types.has(event.type) && !mine.known.seenTypes.has(event.type);
  types.add(event.type);
  if (first) {
    add(totalsOf(plan.campaignCounts, row.campaign_id), counter);
    const column = ACTIVITY[event.type];
    if (column) {
      let contact = plan.activity.get(row.contact_id);
      if (!contact)
        plan.activity.set(
          row.contact_id,
          (contact = { workspaceId: row.workspace_id, counts: new Map() }),
        );
      add(contact.counts, column);
    }
  }
  const { stepId } = event;
  const step = stepId ? stepKey(event.type, stepId) : null;
  const steps = (mine.steps ??= new Set());
  const stepFirst = !!stepId && !!step && !steps.has(step) && !mine.known.seenSteps.has(step);
  if (stepFirst) {
    steps.add(step!);
    add(totalsOf(plan.stepCounts, lower(stepId!)), counter);
  }
  return { first, stepFirst };
}

/** What an unflagged event does to its recipient's sequence and contact. */
function applyEffect(effects: Effects, mine: Replayed, event: PlannedEvent): void {
  const { row } = event;
  const state = STOPS[event.type];
  if (state && STOPPABLE.has(mine.state)) {
    mine.state = state;
    mine.stopped = true;
  }
  if (event.type === 'bounce') effects.bounced.add(row.contact_id);
  if (event.type === 'unsubscribe' && row.sender_domain) {
    effects.unsubscribes.set(
      `${row.workspace_id} ${row.email.toLowerCase()} ${row.sender_domain}`,
      [row.workspace_id, row.email, row.sender_domain],
    );
    effects.unsubscribed.add(row.contact_id);
  }
}
