import { COUNTED, lower } from './event-types';
import type { PlannedEvent } from './event-plan';

/**
 * What a batch adds to the report counters (the overview's list filter, the timeline, the
 * dashboard, mailbox bounce rates), decided with the event counters' own rule: a recipient counts
 * once per type for the campaign (`first`) and once per type and message (`stepFirst`). Pure; the
 * recorder writes the tallies with one statement per table (`queries.ts`).
 */

/** One counter row to add to: its key columns' values and its column totals. */
export interface TallyRow {
  key: string[];
  workspaceId: string;
  counts: Map<string, number>;
}

/** Rows by their key joined with spaces. */
export type Tally = Map<string, TallyRow>;

export interface ReportTallies {
  /** campaign_list_counter: (campaign_id, list_id). */
  lists: Tally;
  /** step_list_counter: (step_id, list_id, campaign_id). */
  stepLists: Tally;
  /** campaign_timeline_counter: (campaign_id, bucket, list_id, series). */
  timeline: Tally;
  /** workspace_timeline_counter: (workspace_id, bucket, shard). */
  workspace: Tally;
  /** mailbox_day_counter: (mail_account_id, day). */
  mailboxDays: Tally;
}

export const emptyTallies = (): ReportTallies => ({
  lists: new Map(),
  stepLists: new Map(),
  timeline: new Map(),
  workspace: new Map(),
  mailboxDays: new Map(),
});

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** The 15-minute UTC bucket of an instant (`date_bin('15 minutes', at, '2000-01-01')`). */
/**
 * The workspace's quarter-hour counters are split in WORKSPACE_SHARDS rows by campaign (readers
 * add them up): the sends of many mailboxes of one workspace, recorded at once, would otherwise
 * all wait for the one row of the quarter hour, each until its transaction ends.
 */
export const WORKSPACE_SHARDS = 16;
const shardOf = (campaignId: string) =>
  String(Number.parseInt(campaignId.slice(0, 8), 16) % WORKSPACE_SHARDS);

export const bucketOf = (at: Date) =>
  new Date(Math.floor(at.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString();

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function add(tally: Tally, key: string[], workspaceId: string, column: string) {
  const id = key.join(' ');
  let row = tally.get(id);
  if (!row) tally.set(id, (row = { key, workspaceId, counts: new Map() }));
  row.counts.set(column, (row.counts.get(column) ?? 0) + 1);
}

/**
 * Adds one unflagged event: it is in the feed; when `first`, it counts for the campaign's list,
 * the workspace's quarter hour (and a bounce for the mailbox's day); when `stepFirst`, for the
 * message's list, and a send also for the timeline, the workspace's messages and the mailbox's day.
 * `at` is when it is stored (its own time, else the transaction's).
 */
export function tallyEvent(
  tallies: ReportTallies,
  event: PlannedEvent,
  first: boolean,
  stepFirst: boolean,
  at: Date,
): void {
  const { row, type } = event;
  const ws = row.workspace_id;
  const list = [row.campaign_id, row.list_id];
  add(tallies.lists, list, ws, 'feed_events');
  if (type === 'sent') add(tallies.lists, list, ws, 'feed_sends');
  const column = COUNTED[type];
  if (!column) return;
  const bucket = bucketOf(at);
  const quarter = [ws, bucket, shardOf(row.campaign_id)];
  const mailbox = row.mail_account_id ? [row.mail_account_id, dayOf(at)] : null;
  if (first) {
    add(tallies.lists, list, ws, column);
    add(tallies.workspace, quarter, ws, column);
    if (type === 'bounce' && mailbox) add(tallies.mailboxDays, mailbox, ws, 'bounce');
  }
  if (stepFirst && event.stepId) {
    const step = lower(event.stepId);
    add(tallies.stepLists, [step, row.list_id, row.campaign_id], ws, column);
    if (type === 'sent') {
      add(tallies.timeline, [row.campaign_id, bucket, row.list_id, step], ws, 'count');
      add(tallies.workspace, quarter, ws, 'messages');
      if (mailbox) add(tallies.mailboxDays, mailbox, ws, 'messages');
    }
  }
}
