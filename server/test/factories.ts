import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import { hashPassword } from '../src/modules/auth/secrets';
import { MailAccount, type MailAccountStatus } from '../src/modules/mailbox/mail-account.entity';
import { User, type UserStatus } from '../src/modules/auth/user.entity';
import { Workspace } from '../src/modules/auth/workspace.entity';

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
