import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  buildCampaign,
  buildContact,
  buildContactList,
  buildMailAccount,
  buildWorkspace,
} from '../../../../test/factories';

export interface SentMessage {
  sendId: string;
  recipientId: string;
  contactId: string;
  campaignId: string;
  stepId: string;
  workspaceId: string;
  email: string;
  senderDomain: string;
}

/**
 * A started one-step campaign from sales@<domain> whose message to `email` was sent `sentAgoMs`
 * ago (ledger row in state 'sent'), with `links` stored as its link indexes 0, 1, …
 */
export async function buildSentMessage(
  db: DataSource,
  attrs: { email?: string; links?: string[]; sentAgoMs?: number } = {},
): Promise<SentMessage> {
  const workspace = await buildWorkspace(db);
  const senderDomain = `sender-${crypto.randomBytes(3).toString('hex')}.test`;
  const account = await buildMailAccount(db, {
    workspaceId: workspace.id,
    email: `sales@${senderDomain}`,
  });
  const contact = await buildContact(db, { workspaceId: workspace.id, email: attrs.email });
  const list = await buildContactList(db, {
    workspaceId: workspace.id,
    contactIds: [contact.id],
  });
  const campaign = await buildCampaign(db, {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    status: 'started',
    steps: 1,
    listIds: [list.id],
  });
  const [recipient] = await db.query(`SELECT id FROM campaign_recipient WHERE campaign_id = $1`, [
    campaign.id,
  ]);
  const [step] = await db.query(`SELECT id FROM step WHERE campaign_id = $1`, [campaign.id]);
  const [send] = await db.query(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, attempts, smtp_started_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, 'sent', 1, $7, $7) RETURNING id`,
    [
      workspace.id,
      campaign.id,
      step.id,
      recipient.id,
      account.id,
      `<${crypto.randomUUID()}@${senderDomain}>`,
      new Date(Date.now() - (attrs.sentAgoMs ?? 60_000)),
    ],
  );
  for (const [index, url] of (attrs.links ?? []).entries()) {
    await db.query(`INSERT INTO send_link (send_id, index, url) VALUES ($1, $2, $3)`, [
      send.id,
      index,
      url,
    ]);
  }
  return {
    sendId: send.id,
    recipientId: recipient.id,
    contactId: contact.id,
    campaignId: campaign.id,
    stepId: step.id,
    workspaceId: workspace.id,
    email: contact.email,
    senderDomain,
  };
}

export const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** The events of a send, oldest first. */
export async function eventsOf(db: DataSource, sendId: string) {
  const rows: { type: string; flagged: boolean; step_id: string; meta: Record<string, unknown> }[] =
    await db.query(
      `SELECT type, flagged, step_id, meta FROM email_event WHERE send_id = $1 ORDER BY id`,
      [sendId],
    );
  return rows;
}

export async function countersOf(db: DataSource, campaignId: string) {
  const [row] = await db.query(
    `SELECT open, click, unsubscribe FROM campaign_counter WHERE campaign_id = $1`,
    [campaignId],
  );
  return row as { open: number; click: number; unsubscribe: number };
}
