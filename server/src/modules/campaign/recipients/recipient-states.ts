/**
 * The one way a recipient (`campaign_recipient`) is added, moved on, stopped or removed: every
 * INSERT, UPDATE and DELETE of the table is a function here or in `recipient-progress.ts` (the
 * moves sending and events make), whichever module decides it. Each runs in the caller's
 * transaction (`tx`).
 *
 * Lock order: every writer locks recipient rows in id order, after the campaign row where it holds
 * one (the dispatcher and the event recorder lock recipients only), so two writers never deadlock.
 * The updates run on rows their caller locked that way (a sequence edit of a started campaign
 * locks all its recipients first; pausing locks those it pauses), on a campaign that has not
 * started sending, or lock the rows themselves in id order (`unlinkListRecipients`,
 * `completeFinishedRecipients`).
 */
import type { EntityManager } from 'typeorm';
import { lockActivityLists } from '../../contact/contact-activity-lists';
import { campaignHooks } from '../hooks';
import { RECIPIENT_STATE_SQL } from './recipients-sql';

/** Where the recipients whose counts need refreshing come from (see `refreshRecipientCounts`). */
type CountedContacts = { of: 'campaign' } | { of: 'list'; listId: string } | { of: 'unlinked' };

/**
 * The contacts whose `campaign_count` may have changed, as a subquery on campaign $1 (and $2, the
 * list, for `list`): those of the whole campaign, those that came from one list, or those taken
 * back by `unlinkListRecipients` (its temporary table).
 */
const COUNTED_CONTACTS_SQL: Record<CountedContacts['of'], string> = {
  campaign: `SELECT contact_id FROM campaign_recipient WHERE campaign_id = $1`,
  list: `SELECT contact_id FROM campaign_recipient WHERE campaign_id = $1 AND list_id = $2`,
  unlinked: `SELECT contact_id FROM unlinked_recipient WHERE campaign_id = $1`,
};

/**
 * Keeps `campaign_counter.recipients`, the contacts' `campaign_count` and the recipients per list
 * (with the Timeline's contacts added) right after recipients of the campaign were added or
 * removed: a fixed number of statements, whatever the number of recipients.
 */
export async function refreshRecipientCounts(
  tx: EntityManager,
  campaignId: string,
  contacts: CountedContacts,
): Promise<void> {
  await tx.query(
    `UPDATE campaign_counter k
        SET recipients = (SELECT count(*) FROM campaign_recipient r WHERE r.campaign_id = $1)
      WHERE k.campaign_id = $1`,
    [campaignId],
  );
  // A contact's first activity row carries its lists, read here: not while an import adds
  // existing contacts to a list (contact-activity-lists.ts). An existing row keeps its own.
  const [{ workspace_id: workspaceId }]: { workspace_id: string }[] = await tx.query(
    `SELECT workspace_id FROM campaign WHERE id = $1`,
    [campaignId],
  );
  await lockActivityLists(tx, workspaceId, 'enrolment');
  await tx.query(
    `INSERT INTO contact_activity (contact_id, workspace_id, campaign_count, list_ids)
     SELECT ct.id, ct.workspace_id,
            (SELECT count(*) FROM campaign_recipient r JOIN campaign cc ON cc.id = r.campaign_id
              WHERE r.contact_id = ct.id AND cc.deleted_at IS NULL),
            ARRAY(SELECT m.list_id FROM contact_list_member m
                   WHERE m.contact_id = ct.id ORDER BY m.list_id)
       FROM contact ct WHERE ct.id IN (${COUNTED_CONTACTS_SQL[contacts.of]})
     ON CONFLICT (contact_id) DO UPDATE SET campaign_count = excluded.campaign_count, updated_at = now()`,
    contacts.of === 'list' ? [campaignId, contacts.listId] : [campaignId],
  );
  await campaignHooks.call.recipientsCounted(tx, campaignId);
}

/**
 * Makes every member of a list a recipient of the campaign, in one INSERT … SELECT (no statement
 * per member; the member table's primary key finds them), with the time zone read at import. An address already a recipient (from a
 * list linked before) keeps its first list; suppressed addresses are linked but never sent to.
 */
export async function addListRecipients(
  tx: EntityManager,
  campaignId: string,
  listId: string,
): Promise<void> {
  await tx.query(
    // Recipients keep the file's order (created_at a microsecond apart by line): the preview,
    // the test send's sample recipient and first emails go in that order.
    // The address is written here from the contact already joined (the trigger that would
    // otherwise read it costs a lookup per recipient).
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id, state,
                                    created_at, email, time_zone)
     SELECT c.workspace_id, c.id, m.contact_id, m.list_id, ${RECIPIENT_STATE_SQL},
            now() + make_interval(secs => (row_number() OVER (ORDER BY m.line))::float8 / 1e6),
            lower(ct.email::text), m.time_zone
       FROM contact_list_member m
       JOIN campaign c ON c.id = $1
       JOIN contact ct ON ct.id = m.contact_id
      WHERE m.list_id = $2
     ON CONFLICT (campaign_id, contact_id) DO NOTHING`,
    [campaignId, listId],
  );
  // The new recipients are exactly this list's.
  await refreshRecipientCounts(tx, campaignId, { of: 'list', listId });
}

/** A duplicated campaign's recipients: the source's, added afresh (nothing sent) in its order. */
export async function copyRecipients(
  tx: EntityManager,
  sourceId: string,
  copyId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id, state, email,
                                    time_zone)
     SELECT r.workspace_id, c.id, r.contact_id, r.list_id, ${RECIPIENT_STATE_SQL}, r.email,
            r.time_zone
       FROM campaign_recipient r
       JOIN campaign c ON c.id = $2
       JOIN contact ct ON ct.id = r.contact_id
      WHERE r.campaign_id = $1
      ORDER BY r.created_at, r.id`,
    [sourceId, copyId],
  );
  await refreshRecipientCounts(tx, copyId, { of: 'campaign' });
}

/**
 * Takes back an unlinked list's recipients. Their rows are locked first, in id order (the
 * dispatcher's and the event recorder's order, after the campaign row the caller holds): a send
 * being claimed meanwhile has either committed its ledger row, and the recipient is kept, or waits
 * and then finds the recipient gone or stopped. An address also in a list still linked stays a
 * recipient, now of that list (first linked wins). A recipient with any ledger row (sent, or a
 * message claimed or on the wire) is kept and its sequence ends; only those never claimed are
 * deleted, with their events (email_event_recipient_idx).
 */
export async function unlinkListRecipients(
  tx: EntityManager,
  campaignId: string,
  listId: string,
): Promise<void> {
  await tx.query(
    `SELECT id FROM campaign_recipient WHERE campaign_id = $1 AND list_id = $2
      ORDER BY id FOR UPDATE`,
    [campaignId, listId],
  );
  await tx.query(
    `WITH moved AS (
       SELECT r.id,
              (SELECT cl.list_id FROM campaign_list cl
                 JOIN contact_list_member m ON m.list_id = cl.list_id AND m.contact_id = r.contact_id
                WHERE cl.campaign_id = $1
                ORDER BY cl.created_at, cl.list_id LIMIT 1) AS list_id
         FROM campaign_recipient r WHERE r.campaign_id = $1 AND r.list_id = $2)
     UPDATE campaign_recipient r SET list_id = moved.list_id,
            time_zone = (SELECT m.time_zone FROM contact_list_member m
                          WHERE m.list_id = moved.list_id AND m.contact_id = r.contact_id)
       FROM moved WHERE r.id = moved.id AND moved.list_id IS NOT NULL`,
    [campaignId, listId],
  );
  await tx.query(
    `CREATE TEMP TABLE unlinked_recipient ON COMMIT DROP AS
     SELECT campaign_id, contact_id FROM campaign_recipient r
      WHERE campaign_id = $1 AND list_id = $2
        AND NOT EXISTS (SELECT 1 FROM send s WHERE s.recipient_id = r.id)`,
    [campaignId, listId],
  );
  await tx.query(
    `WITH deleted AS (
       DELETE FROM campaign_recipient r USING unlinked_recipient u
        WHERE r.campaign_id = $1 AND r.contact_id = u.contact_id RETURNING r.id)
     DELETE FROM email_event WHERE recipient_id IN (SELECT id FROM deleted)`,
    [campaignId],
  );
  // Those with a send keep their history; nothing further goes to them.
  await tx.query(
    `UPDATE campaign_recipient SET state = 'complete', next_send_at = NULL
      WHERE campaign_id = $1 AND list_id = $2 AND state = 'active'`,
    [campaignId, listId],
  );
  await refreshRecipientCounts(tx, campaignId, { of: 'unlinked' });
  // Those moved to a list still linked take their events with them.
  await campaignHooks.call.recipientsMovedList(tx, campaignId);
}

/**
 * Pauses or plays recipients (rows the caller locked in id order); sending skips paused ones. Either
 * way a hold of the send checks ends (`recipient-holds.ts`): the user decided.
 */
export async function setRecipientsPaused(
  tx: EntityManager,
  ids: string[],
  paused: boolean,
): Promise<void> {
  // A stopped recipient keeps the reason an address check gave it.
  const set = `paused = $2, hold_reason = CASE WHEN state = 'active' THEN NULL ELSE hold_reason END`;
  await tx.query(`UPDATE campaign_recipient SET ${set} WHERE id = ANY($1::uuid[])`, [ids, paused]);
}

/**
 * After a sequence edit renumbered its messages, a recipient waiting for the message at old
 * position p waits for the earliest kept message that was at p or later, or for the first message
 * after the kept ones (a new follow-up) when none was: no message is skipped or sent twice.
 * `moves` pairs old and new positions of the kept messages. The caller holds the campaign row.
 */
export async function keepRecipientsInPlace(
  tx: EntityManager,
  campaignId: string,
  moves: { from: number; to: number }[],
  keptCount: number,
): Promise<void> {
  await tx.query(
    `UPDATE campaign_recipient r SET next_position = target.position
       FROM (SELECT r2.id, coalesce((SELECT min(m.to_pos)
                                       FROM unnest($2::int[], $3::int[]) AS m(from_pos, to_pos)
                                      WHERE m.from_pos >= r2.next_position), $4 + 1) AS position
               FROM campaign_recipient r2 WHERE r2.campaign_id = $1) target
      WHERE r.id = target.id AND r.next_position <> target.position`,
    [campaignId, moves.map((move) => move.from), moves.map((move) => move.to), keptCount],
  );
}

/** After the message at `position` was deleted, those waiting beyond it move back one place. */
export async function closeGapAfterRemovedStep(
  tx: EntityManager,
  campaignId: string,
  position: number,
): Promise<void> {
  await tx.query(
    `UPDATE campaign_recipient SET next_position = next_position - 1
      WHERE campaign_id = $1 AND next_position > $2`,
    [campaignId, position],
  );
}

/**
 * Recipients already waiting for a message whose delay changed: their follow-up is due the new
 * number of days after their previous send, at the same wall-clock time in the mailbox's zone
 * (as `followUpDueAt` computes it when a send is recorded), never before an out-of-office pause
 * still running (`recipient_away`, inbox module). One statement for every change.
 */
export async function rescheduleWaiting(
  tx: EntityManager,
  campaignId: string,
  changed: { position: number; delayDays: number }[],
): Promise<void> {
  if (changed.length === 0) return;
  await tx.query(
    `UPDATE campaign_recipient r
        SET next_send_at = greatest(((r.last_sent_at AT TIME ZONE z.zone)
                                     + make_interval(days => d.delay_days)) AT TIME ZONE z.zone,
                                    (SELECT a.resumes_at FROM recipient_away a
                                      WHERE a.recipient_id = r.id AND a.resumes_at > now()))
       FROM unnest($2::int[], $3::int[]) AS d(position, delay_days),
            (SELECT coalesce(ma.sending_preference #>> '{work_time,time_zone}', 'UTC') AS zone
               FROM campaign c LEFT JOIN mail_account ma ON ma.id = c.mail_account_id
              WHERE c.id = $1) z
      WHERE r.campaign_id = $1 AND r.state = 'active' AND r.next_position = d.position
        AND r.last_sent_at IS NOT NULL`,
    [campaignId, changed.map((step) => step.position), changed.map((step) => step.delayDays)],
  );
}
