import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DEFAULT_SENDING_PREFERENCE, type Role } from '@outbound/common';
import { hashPassword } from '../src/modules/auth/credential-hashing';
import { MailAccount, type MailAccountStatus } from '../src/modules/mailbox/mail-account.entity';
import { User, type UserStatus } from '../src/modules/auth/user.entity';
import { Workspace } from '../src/modules/auth/workspace.entity';
import { refreshListRecipients } from '../src/modules/events/report-counters';

let sequence = 0;
function next(): string {
  sequence += 1;
  return `${sequence}-${crypto.randomBytes(3).toString('hex')}`;
}

export async function buildWorkspace(
  db: DataSource,
  attrs: Partial<Workspace> = {},
): Promise<Workspace> {
  const repo = db.getRepository(Workspace);
  return repo.save(repo.create({ name: `Workspace ${next()}`, ...attrs }));
}

export const DEFAULT_PASSWORD = 'correct horse battery';

/** A user (and, when none is given, a workspace for it). The password is `DEFAULT_PASSWORD`. */
export async function buildUser(
  db: DataSource,
  attrs: {
    workspace?: Workspace;
    email?: string;
    name?: string;
    password?: string | null;
    status?: UserStatus;
    /** `admin` unless given: what every teammate could do before roles existed. */
    role?: Role;
  } = {},
): Promise<User> {
  const workspace = attrs.workspace ?? (await buildWorkspace(db));
  const password = attrs.password === undefined ? DEFAULT_PASSWORD : attrs.password;
  const repo = db.getRepository(User);
  const id = next();
  return repo.save(
    repo.create({
      workspaceId: workspace.id,
      name: attrs.name ?? `User ${id}`,
      email: attrs.email ?? `user-${id}@example.com`,
      passwordHash: password === null ? null : await hashPassword(password),
      status: attrs.status ?? 'active',
      role: attrs.role ?? 'admin',
    }),
  );
}

/**
 * A stored mailbox with placeholder credentials, for tests that do not log in to a mail server
 * (connecting for real is covered by the mailbox tests against the mail sandbox).
 */
export async function buildMailAccount(
  db: DataSource,
  attrs: {
    workspaceId?: string;
    email?: string;
    status?: MailAccountStatus;
    timeZone?: string;
  } = {},
): Promise<MailAccount> {
  const workspaceId = attrs.workspaceId ?? (await buildWorkspace(db)).id;
  const repo = db.getRepository(MailAccount);
  return repo.save(
    repo.create({
      workspaceId,
      type: 'smtp',
      email: attrs.email ?? `mailbox-${next()}@example.com`,
      name: 'Mailbox',
      status: attrs.status ?? 'active',
      hasSmtp: true,
      credentials: 'v1:placeholder',
      connection: {},
      sendingPreference: DEFAULT_SENDING_PREFERENCE(attrs.timeZone ?? 'UTC'),
    }),
  );
}

/** A contact of a workspace (created now unless `createdAt` is given). */
export async function buildContact(
  db: DataSource,
  attrs: {
    workspaceId: string;
    email?: string;
    status?: 'active' | 'bounced' | 'unsubscribed';
    createdAt?: Date;
  },
): Promise<{ id: string; email: string }> {
  const [row] = await db.query(
    `INSERT INTO contact (workspace_id, email, status, created_at)
     VALUES ($1, $2, $3, coalesce($4, now())) RETURNING id, email::text AS email`,
    [
      attrs.workspaceId,
      attrs.email ?? `contact-${next()}@example.com`,
      attrs.status ?? 'active',
      attrs.createdAt ?? null,
    ],
  );
  return row;
}

/** A contact list holding `contactIds` (in order), uploaded by `createdBy`. */
export async function buildContactList(
  db: DataSource,
  attrs: { workspaceId: string; createdBy?: string; name?: string; contactIds?: string[] },
): Promise<{ id: string; name: string }> {
  const contactIds = attrs.contactIds ?? [];
  const [list] = await db.query(
    `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count, created_by)
     VALUES ($1, $2, '{email}', $3, $4) RETURNING id, name`,
    [attrs.workspaceId, attrs.name ?? `List ${next()}`, contactIds.length, attrs.createdBy ?? null],
  );
  for (const [index, contactId] of contactIds.entries()) {
    await db.query(
      `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
       SELECT $1, id, workspace_id, $3, jsonb_build_object('email', email) FROM contact WHERE id = $2`,
      [list.id, contactId, index + 2],
    );
  }
  return list;
}

/** Campaign-derived counters of a contact (what the sending engine keeps up to date). */
export async function buildContactActivity(
  db: DataSource,
  contact: { id: string },
  counts: Partial<
    Record<
      | 'campaign_count'
      | 'sent_count'
      | 'opened_count'
      | 'clicked_count'
      | 'replied_count'
      | 'lead_count',
      number
    >
  >,
): Promise<void> {
  const columns = Object.keys(counts);
  await db.query(
    `INSERT INTO contact_activity (contact_id, workspace_id${columns.map((c) => `, ${c}`).join('')})
     SELECT id, workspace_id${columns.map((_, i) => `, $${i + 2}`).join('')} FROM contact WHERE id = $1`,
    [contact.id, ...Object.values(counts)],
  );
}

/** An unsubscribe of an address from a sender domain (the contact, if any, is flagged). */
export async function buildUnsubscribe(
  db: DataSource,
  attrs: { workspaceId: string; email: string; domain: string; createdAt?: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO unsubscribe (workspace_id, email, domain, created_at)
     VALUES ($1, $2, $3, coalesce($4, now()))`,
    [attrs.workspaceId, attrs.email, attrs.domain, attrs.createdAt ?? null],
  );
  await db.query(
    `UPDATE contact SET status = 'unsubscribed' WHERE workspace_id = $1 AND email = $2`,
    [attrs.workspaceId, attrs.email],
  );
}

/**
 * A campaign (draft unless told) sending from `mailAccountId`, with `steps` messages (the first
 * with a subject, the others follow-ups 3 days apart) and optionally lists linked with their
 * contacts as recipients.
 */
export async function buildCampaign(
  db: DataSource,
  attrs: {
    workspaceId: string;
    mailAccountId?: string | null;
    name?: string;
    status?: 'draft' | 'scheduled' | 'started' | 'paused' | 'complete';
    createdBy?: string;
    steps?: number;
    listIds?: string[];
    createdAt?: Date;
  },
): Promise<{ id: string; name: string }> {
  const mailAccountId =
    attrs.mailAccountId === undefined
      ? (await buildMailAccount(db, { workspaceId: attrs.workspaceId })).id
      : attrs.mailAccountId;
  const [campaign] = await db.query(
    `INSERT INTO campaign (workspace_id, name, status, mail_account_id, created_by, created_at,
                           current_tab, completed_tabs)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, now()), 'compose', '{start,add-recipients}')
     RETURNING id, name`,
    [
      attrs.workspaceId,
      attrs.name ?? `Campaign ${next()}`,
      attrs.status ?? 'draft',
      mailAccountId,
      attrs.createdBy ?? null,
      attrs.createdAt ?? null,
    ],
  );
  await db.query(`INSERT INTO campaign_counter (campaign_id, workspace_id) VALUES ($1, $2)`, [
    campaign.id,
    attrs.workspaceId,
  ]);
  if (mailAccountId)
    await db.query(
      `INSERT INTO campaign_mail_account (campaign_id, mail_account_id, workspace_id)
       VALUES ($1, $2, $3)`,
      [campaign.id, mailAccountId, attrs.workspaceId],
    );
  for (let position = 1; position <= (attrs.steps ?? 0); position += 1) {
    const [step] = await db.query(
      `INSERT INTO step (campaign_id, workspace_id, position, subject, body, delay_days)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        campaign.id,
        attrs.workspaceId,
        position,
        position === 1 ? 'Hello {{email}}' : 'Re: Hello {{email}}',
        `<p>Message ${position}</p>`,
        position === 1 ? 0 : 3,
      ],
    );
    await db.query(
      `INSERT INTO step_counter (step_id, campaign_id, workspace_id) VALUES ($1, $2, $3)`,
      [step.id, campaign.id, attrs.workspaceId],
    );
  }
  for (const listId of attrs.listIds ?? []) {
    await db.query(
      `INSERT INTO campaign_list (campaign_id, list_id, workspace_id) VALUES ($1, $2, $3)`,
      [campaign.id, listId, attrs.workspaceId],
    );
    await db.query(
      `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id, email)
       SELECT $3, $1, m.contact_id, m.list_id, lower(ct.email::text)
         FROM contact_list_member m JOIN contact ct ON ct.id = m.contact_id
        WHERE m.list_id = $2
       ON CONFLICT DO NOTHING`,
      [campaign.id, listId, attrs.workspaceId],
    );
    await db.query(
      `UPDATE campaign SET variables = (SELECT data_keys FROM contact_list WHERE id = $2)
        WHERE id = $1 AND variables = '{}'`,
      [campaign.id, listId],
    );
  }
  await db.query(
    `UPDATE campaign_counter SET recipients =
       (SELECT count(*) FROM campaign_recipient WHERE campaign_id = $1) WHERE campaign_id = $1`,
    [campaign.id],
  );
  await refreshListRecipients(db.manager, campaign.id);
  return campaign;
}

/**
 * A contact list as a CSV upload leaves it: `columns` (one of them the email column) and one member
 * per row, in order; the address's contact is reused when the workspace has it, created otherwise.
 */
export async function buildContactListWithRows(
  db: DataSource,
  attrs: {
    workspaceId: string;
    columns: string[];
    rows: Record<string, string>[];
    name?: string;
  },
): Promise<{ id: string; name: string; contactIds: string[] }> {
  const emailKey = attrs.columns.find((column) => /^e-?mail(\s*address)?$/i.test(column.trim()));
  if (!emailKey) throw new Error('buildContactListWithRows: the columns need an email column');
  const [list] = await db.query(
    `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count)
     VALUES ($1, $2, $3, $4) RETURNING id, name`,
    [attrs.workspaceId, attrs.name ?? `List ${next()}`, attrs.columns, attrs.rows.length],
  );
  const contactIds: string[] = [];
  for (const [index, row] of attrs.rows.entries()) {
    const [contact] = await db.query(
      `INSERT INTO contact (workspace_id, email) VALUES ($1, $2)
       ON CONFLICT (workspace_id, email) DO UPDATE SET email = contact.email RETURNING id`,
      [attrs.workspaceId, row[emailKey]],
    );
    await db.query(
      `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
       VALUES ($1, $2, $3, $4, $5)`,
      [list.id, contact.id, attrs.workspaceId, index + 2, JSON.stringify(row)],
    );
    contactIds.push(contact.id);
  }
  return { ...list, contactIds };
}

/**
 * A started campaign of `steps` messages from a new mailbox of the workspace to one list of
 * `<name>-<tag>@prospect.test` recipients (`recipients` sorted by address, so in `names` order when
 * those are sorted), with its first step's id: the shape tests of in-flight sends start from.
 */
export async function buildStartedCampaign(
  db: DataSource,
  attrs: { workspaceId: string; names: string[]; steps?: number },
): Promise<{
  account: MailAccount;
  listId: string;
  campaignId: string;
  firstStepId: string;
  recipients: { id: string; email: string }[];
}> {
  const account = await buildMailAccount(db, { workspaceId: attrs.workspaceId });
  const tag = attrs.workspaceId.slice(0, 8);
  const list = await buildContactListWithRows(db, {
    workspaceId: attrs.workspaceId,
    columns: ['email'],
    rows: attrs.names.map((name) => ({ email: `${name}-${tag}@prospect.test` })),
  });
  const campaign = await buildCampaign(db, {
    workspaceId: attrs.workspaceId,
    mailAccountId: account.id,
    status: 'started',
    steps: attrs.steps ?? 2,
    listIds: [list.id],
  });
  const recipients: { id: string; email: string }[] = await db.query(
    `SELECT r.id, ct.email::text AS email FROM campaign_recipient r
       JOIN contact ct ON ct.id = r.contact_id WHERE r.campaign_id = $1 ORDER BY ct.email`,
    [campaign.id],
  );
  const [step] = await db.query(`SELECT id FROM step WHERE campaign_id = $1 AND position = 1`, [
    campaign.id,
  ]);
  return { account, listId: list.id, campaignId: campaign.id, firstStepId: step.id, recipients };
}
