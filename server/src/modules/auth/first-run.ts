import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { hashPassword } from './credential-hashing';

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
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_RUN_LOCK]);
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM "user"`);
    if (count > 0) return undefined;
    const email = config.adminEmail ?? 'admin@outbound.local';
    const generatedPassword = config.adminPassword
      ? undefined
      : crypto.randomBytes(12).toString('base64url');
    const password = config.adminPassword ?? generatedPassword!;
    const [workspace] = await tx.query(
      `INSERT INTO workspace (name) VALUES ('My workspace') RETURNING id`,
    );
    await tx.query(
      `INSERT INTO "user" (workspace_id, name, email, password_hash, status)
       VALUES ($1, 'Owner', $2, $3, 'active')`,
      [workspace.id, email, await hashPassword(password)],
    );
    return { email, generatedPassword };
  });
}
