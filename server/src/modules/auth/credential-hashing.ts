import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * How user credentials are kept: sign-in and link tokens as SHA-256, passwords as argon2id. The
 * installation secret (mailbox credential encryption, link signing) is `src/secret.ts`.
 */

/** A new bearer or link token: 256 random bits, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256 only; a database dump reveals no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random password, checked when no user matches, so both paths take the same time. */
const decoy = hash(crypto.randomBytes(16).toString('hex'));

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
