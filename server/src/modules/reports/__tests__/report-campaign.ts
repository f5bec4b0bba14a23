import type { Caller } from '../../auth/caller';
import type { EventType } from '../../events/event-types';
import {
  buildCampaign,
  buildContactListWithRows,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';
import type { TestServer } from '../../../../test/server';

export interface ReportCampaign {
  workspaceId: string;
  token: string;
  caller: Caller;
  campaignId: string;
  mailboxId: string;
  /** In sending order. */
  stepIds: string[];
  lists: { id: string; name: string }[];
  /** By address. */
  recipient: Record<string, { id: string; listId: string }>;
}

/**
 * A started campaign of `steps` messages from a mailbox in `zone`, to lists linked through the
 * campaign's own service (the path that keeps the per-list counters), one after the other:
 * `lists` gives each list's name and addresses.
 */
export async function buildReportCampaign(
  t: TestServer,
  options: {
    steps: number;
    lists: { name: string; emails: string[] }[];
    zone?: string;
    mime?: 'text/html' | 'text/plain';
    createdAt?: Date;
  },
): Promise<ReportCampaign> {
  const db = t.database.db;
  const workspace = await buildWorkspace(db);
  const { user, token } = await t.signIn({ workspace });
  const caller = {
    userId: user.id,
    workspaceId: workspace.id,
    sessionId: '',
    role: 'admin' as const,
  };
  const mailbox = await buildMailAccount(db, { workspaceId: workspace.id, timeZone: options.zone });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: mailbox.id,
    steps: options.steps,
    createdAt: options.createdAt,
  });
  const lists: { id: string; name: string }[] = [];
  for (const list of options.lists) {
    const built = await buildContactListWithRows(db, {
      workspaceId: workspace.id,
      name: list.name,
      columns: ['email', 'first_name'],
      rows: list.emails.map((email) => ({ email, first_name: email.split('@')[0] })),
    });
    await t.services.campaignLists.linkListToCampaign(caller, {
      campaignId: campaign.id,
      listId: built.id,
    });
    lists.push({ id: built.id, name: built.name });
  }
  await db.query(`UPDATE campaign SET status = 'started', message_mime_type = $2 WHERE id = $1`, [
    campaign.id,
    options.mime ?? 'text/html',
  ]);
  const steps: { id: string }[] = await db.query(
    `SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`,
    [campaign.id],
  );
  const rows: { id: string; email: string; list_id: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email, r.list_id FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1`,
    [campaign.id],
  );
  return {
    workspaceId: workspace.id,
    token,
    caller,
    campaignId: campaign.id,
    mailboxId: mailbox.id,
    stepIds: steps.map((step) => step.id),
    lists,
    recipient: Object.fromEntries(
      rows.map((row) => [row.email, { id: row.id, listId: row.list_id }]),
    ),
  };
}

/** Records an event through the one recording path (`services.events`). */
export async function recordEvent(
  t: TestServer,
  c: ReportCampaign,
  event: { type: EventType; email: string; step?: number; at?: Date; flagged?: boolean },
): Promise<void> {
  const recipient = c.recipient[event.email];
  if (!recipient) throw new Error(`no recipient ${event.email}`);
  await t.services.events.record({
    type: event.type,
    recipientId: recipient.id,
    stepId: event.step ? c.stepIds[event.step - 1] : null,
    at: event.at,
    flagged: event.flagged,
  });
}
