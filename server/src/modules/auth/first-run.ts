import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { hashPassword } from './credential-hashing';
import { lockFirstRun } from './queries';
import { User } from './user.entity';
import { Workspace } from './workspace.entity';

export interface FirstRunOwner {
  email: string;
  /** Present only when the password was generated here: printed once in the start-up banner. */
  generatedPassword?: string;
}

/** Serialises first-run set-up across processes booting together. */
const FIRST_RUN_LOCK = 4_200_000_002;

/**
 * On an empty database, creates the first workspace and its owner, from OUTBOUND_ADMIN_EMAIL and
 * OUTBOUND_ADMIN_PASSWORD, or `admin@outbound.local` with a random password.
 */
export async function ensureOwner(
  db: DataSource,
  config: Config,
): Promise<FirstRunOwner | undefined> {
  return db.transaction(async (tx) => {
    await lockFirstRun(tx, FIRST_RUN_LOCK);
    if (await tx.getRepository(User).exists()) return undefined;
    const email = config.adminEmail ?? 'admin@outbound.local';
    const generatedPassword = config.adminPassword
      ? undefined
      : crypto.randomBytes(12).toString('base64url');
    const password = config.adminPassword ?? generatedPassword!;
    const workspace = await tx.getRepository(Workspace).insert({ name: 'My workspace' });
    await tx.getRepository(User).insert({
      workspaceId: workspace.identifiers[0].id as string,
      name: 'Owner',
      email,
      passwordHash: await hashPassword(password),
      status: 'active',
      role: 'owner',
    });
    return { email, generatedPassword };
  });
}
