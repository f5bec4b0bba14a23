import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { CredentialsVault } from '../../src/modules/mailbox/credentials-vault';
import {
  buildCampaign,
  buildContactActivity,
  buildContact,
  buildContactList,
  buildMailAccount,
  buildUnsubscribe,
  buildUser,
} from '../factories';
import type { Workspace } from '../../src/modules/auth/workspace.entity';

/** One real row of every kind a request can name, all in one workspace. */
export interface TenantRows {
  campaign: string;
  list: string;
  /** A list of the workspace that no campaign uses yet. */
  freeList: string;
  mailbox: string;
  mailboxEmail: string;
  label: string;
  step: string;
  lead: string;
  import: string;
  recipient: string;
  contactEmail: string;
  userEmail: string;
  /** A member of the workspace besides the sweeping user (for role changes and removal). */
  teammate: string;
  domain: string;
  webhook: string;
  /** The unified inbox: a conversation, its received message and that message's attachment. */
  conversation: string;
  inboxMessage: string;
  attachment: string;
  /** An API key of the workspace (made by the sweeping user). */
  apiKey: string;
}

let seeded = 0;

/**
 * A mailbox, a list of two contacts, a labelled campaign with two steps and that list linked, a
 * lead, an unsubscriber, a finished import and a send ledger row, in `workspaceId`.
 */
export async function seedTenantRows(
  db: DataSource,
  vault: CredentialsVault,
  workspaceId: string,
  user: { id: string; email: string },
): Promise<TenantRows> {
  const tag = `${++seeded}-${crypto.randomBytes(3).toString('hex')}`;
  const workspace = { id: workspaceId } as Workspace;
  const teammate = await buildUser(db, { workspace, role: 'member', password: null });
  const mailbox = await buildMailAccount(db, { workspaceId, email: `box-${tag}@sender.test` });
  const login = { server: '127.0.0.1', port: 9, username: mailbox.email, password: 'secret' };
  await db.query(`UPDATE mail_account SET credentials = $2 WHERE id = $1`, [
    mailbox.id,
    vault.seal(workspaceId, { smtp: login, imap: login }),
  ]);
  const contacts = [
    await buildContact(db, { workspaceId, email: `lead-${tag}@example.test` }),
    await buildContact(db, { workspaceId, email: `gone-${tag}@example.test` }),
  ];
  const list = await buildContactList(db, {
    workspaceId,
    createdBy: user.id,
    contactIds: contacts.map((contact) => contact.id),
  });
  const campaign = await buildCampaign(db, {
    workspaceId,
    mailAccountId: mailbox.id,
    createdBy: user.id,
    steps: 2,
    listIds: [list.id],
    status: 'paused',
  });
  const freeList = await buildContactList(db, {
    workspaceId,
    createdBy: user.id,
    contactIds: contacts.map((contact) => contact.id),
  });
  const activity = { campaign_count: 1, sent_count: 1, opened_count: 1, clicked_count: 1 };
  for (const contact of contacts) {
    await buildContactActivity(db, contact, { ...activity, replied_count: 1, lead_count: 1 });
  }
  const q = (sql: string, params: unknown[]) => db.query(sql, params);
  const [step] = await q(`SELECT id FROM step WHERE campaign_id = $1 ORDER BY position`, [
    campaign.id,
  ]);
  const [recipient] = await q(
    `SELECT id FROM campaign_recipient WHERE campaign_id = $1 AND contact_id = $2`,
    [campaign.id, contacts[0].id],
  );
  const [label] = await q(`INSERT INTO label (workspace_id, name) VALUES ($1, $2) RETURNING id`, [
    workspaceId,
    `Label ${tag}`,
  ]);
  await q(`INSERT INTO campaign_label (campaign_id, label_id, workspace_id) VALUES ($1, $2, $3)`, [
    campaign.id,
    label.id,
    workspaceId,
  ]);
  const [lead] = await q(
    `INSERT INTO lead (workspace_id, campaign_id, recipient_id, contact_id, assigned_to)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [workspaceId, campaign.id, recipient.id, contacts[0].id, user.id],
  );
  await q(
    `INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state)
     VALUES ($1, $2, $3, $4, $5, 1, $6, 'sent')`,
    [workspaceId, campaign.id, step.id, recipient.id, mailbox.id, `<${tag}@sender.test>`],
  );
  const [contactImport] = await q(
    `INSERT INTO contact_import (workspace_id, list_id, name, file_path, status)
     VALUES ($1, $2, 'Import', '/nonexistent', 'done') RETURNING id`,
    [workspaceId, list.id],
  );
  await buildUnsubscribe(db, { workspaceId, email: contacts[1].email, domain: 'sender.test' });
  // A webhook whose deliveries go nowhere reachable (a private address, refused at delivery).
  const [webhook] = await q(
    `INSERT INTO webhook_endpoint (workspace_id, url, events, secret)
     VALUES ($1, 'http://127.0.0.1:9/hook', '{sent,reply}', $2) RETURNING id`,
    [workspaceId, vault.seal(workspaceId, { webhookSecret: `whsec_${tag}` } as never)],
  );
  const [apiKey] = await q(
    `INSERT INTO api_key (workspace_id, created_by, name, lookup, secret_hash, scopes)
     VALUES ($1, $2, $3, $4, $5, '{read}') RETURNING id`,
    [workspaceId, user.id, `Key ${tag}`, crypto.randomBytes(8).toString('hex'), 'x'.repeat(64)],
  );
  const inbox = await seedInboxRows(db, {
    workspaceId,
    recipient: recipient.id,
    mailbox: mailbox.id,
  });
  return {
    ...inbox,
    campaign: campaign.id,
    list: list.id,
    freeList: freeList.id,
    mailbox: mailbox.id,
    mailboxEmail: mailbox.email,
    label: label.id,
    step: step.id,
    lead: lead.id,
    import: contactImport.id,
    recipient: recipient.id,
    contactEmail: contacts[1].email,
    userEmail: user.email,
    teammate: teammate.id,
    domain: 'sender.test',
    webhook: webhook.id,
    apiKey: apiKey.id,
  };
}

/** A reply of the recipient stored for the unified inbox, with an attachment. */
async function seedInboxRows(
  db: DataSource,
  rows: { workspaceId: string; recipient: string; mailbox: string },
): Promise<Pick<TenantRows, 'conversation' | 'inboxMessage' | 'attachment'>> {
  const [conversation] = await db.query(
    `INSERT INTO inbox_conversation (workspace_id, recipient_id, campaign_id, mail_account_id,
                                     peer_email, subject, last_message_at, message_count, unread_count,
                                     lead_status, category)
     SELECT r.workspace_id, r.id, r.campaign_id, $2, 'lead@example.test', 'Re: Hello', now(), 1, 1,
            (SELECT status FROM lead WHERE recipient_id = r.id), 'reply'
       FROM campaign_recipient r WHERE r.id = $1 RETURNING id`,
    [rows.recipient, rows.mailbox],
  );
  const [mail] = await db.query(
    `INSERT INTO inbox_mail (workspace_id, conversation_id, mail_account_id, message_key, kind,
                             from_email, subject, message_id, received_at, text_body)
     VALUES ($1, $2, $3, $4, 'reply', 'lead@example.test', 'Re: Hello', $4, now(), 'Tell me more')
     RETURNING id`,
    [rows.workspaceId, conversation.id, rows.mailbox, `<${crypto.randomUUID()}@example.test>`],
  );
  const [attachment] = await db.query(
    `INSERT INTO inbox_attachment (workspace_id, mail_id, position, filename, content_type, size,
                                   content)
     VALUES ($1, $2, 1, 'terms.pdf', 'application/pdf', 3, '\\x414243') RETURNING id`,
    [rows.workspaceId, mail.id],
  );
  return { conversation: conversation.id, inboxMessage: mail.id, attachment: attachment.id };
}

/** The same shape, naming rows that exist nowhere. */
export function missingRows(): TenantRows {
  const id = () => crypto.randomUUID();
  const tag = crypto.randomBytes(4).toString('hex');
  return {
    campaign: id(),
    list: id(),
    freeList: id(),
    mailbox: id(),
    mailboxEmail: `box-${tag}@nowhere.test`,
    label: id(),
    step: id(),
    lead: id(),
    import: id(),
    recipient: id(),
    contactEmail: `gone-${tag}@nowhere.test`,
    userEmail: `user-${tag}@nowhere.test`,
    teammate: id(),
    domain: 'nowhere.test',
    webhook: id(),
    conversation: id(),
    inboxMessage: id(),
    attachment: id(),
    apiKey: id(),
  };
}

/**
 * A fingerprint of every row of the workspace, in every table with a `workspace_id` (and the
 * workspace itself): equal before and after means nothing of it changed.
 */
export async function workspaceFingerprint(db: DataSource, workspaceId: string): Promise<string> {
  const tables: { table_name: string }[] = await db.query(
    `SELECT table_name FROM information_schema.columns
      WHERE column_name = 'workspace_id' AND table_schema = 'public' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await db.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h
         FROM "${table_name}" t WHERE workspace_id = $1`,
      [workspaceId],
    );
    parts.push(`${table_name}:${row.n}:${row.h}`);
  }
  return parts.join('\n');
}
