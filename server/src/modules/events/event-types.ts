import type { StoredLeadRules } from '../lead/lead-rules';

/** The shapes of event recording: what comes in, what is known of a recipient, what counts. */

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

export type RecordResult = { id: string; counted: boolean } | null;

/** Counter columns of campaign_counter / step_counter per event type. */
export const COUNTED: Partial<Record<EventType, string>> = {
  sent: 'sent',
  open: 'open',
  click: 'click',
  reply: 'reply',
  bounce: 'bounce',
  unsubscribe: 'unsubscribe',
  lead: 'lead',
};

/** contact_activity columns per event type. */
export const ACTIVITY: Partial<Record<EventType, string>> = {
  sent: 'sent_count',
  open: 'opened_count',
  click: 'clicked_count',
  reply: 'replied_count',
  lead: 'lead_count',
};

/** A locked recipient, with what the events need of its contact, campaign and mailbox. */
export interface RecipientRow {
  id: string;
  workspace_id: string;
  campaign_id: string;
  contact_id: string;
  /** The list that brought the recipient. */
  list_id: string;
  /** The campaign's mailbox (null once deleted). */
  mail_account_id: string | null;
  state: string;
  email: string;
  sender_domain: string | null;
  lead_settings: StoredLeadRules | null;
  has_lead: boolean;
  /** The transaction's time (`now()`): when events without their own time are stored. */
  now: Date;
}

/** What the database already holds about one recipient, as far as the batch asked. */
export interface Known {
  row: RecipientRow;
  /** Types of its unflagged events, and `type step` pairs (see `stepKey`). */
  seenTypes: Set<string>;
  seenSteps: Set<string>;
  /** Unflagged events per lead-condition type (capped at what the rules need). */
  counts: Map<string, number>;
}

/** One question about a recipient's past: an unflagged event of `type` for `step`? How many for any step (up to `cap`)? */
export interface SeenKey {
  recipient: string;
  type: string;
  step: string | null;
  cap: number;
}

export const lower = (id: string) => id.toLowerCase();
export const stepKey = (type: string, stepId: string) => `${type} ${lower(stepId)}`;
