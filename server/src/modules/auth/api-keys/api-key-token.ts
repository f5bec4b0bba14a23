import crypto from 'node:crypto';
import { hashToken } from '../credential-hashing';

/**
 * An API key: `ob_<lookup>_<secret>`, 16 hex characters that find its row and 256 random bits
 * (base64url). Only the SHA-256 of the whole key is stored; `ob_<lookup>` is its prefix on the
 * settings page.
 */
export const API_KEY_PREFIX = 'ob_';
const LOOKUP_BYTES = 8;
const SECRET_BYTES = 32;
/** `ob_` + 16 + `_` + 43: anything longer is not a key, before any pattern runs. */
const KEY_LENGTH = API_KEY_PREFIX.length + LOOKUP_BYTES * 2 + 1 + 43;
// Anchored, fixed classes, no nested quantifiers: linear, and only on a text of KEY_LENGTH.
const KEY_PATTERN = /^ob_([0-9a-f]{16})_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  key: string;
  lookup: string;
  secretHash: string;
}

export function newApiKey(): NewApiKey {
  const lookup = crypto.randomBytes(LOOKUP_BYTES).toString('hex');
  const key = `${API_KEY_PREFIX}${lookup}_${crypto.randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, lookup, secretHash: hashToken(key) };
}

/**
 * Whether a bearer token has a key's shape (then it is never tried as a session). A session token
 * (43 characters) never has it, even when it happens to start with `ob_`.
 */
export function looksLikeApiKey(token: string): boolean {
  return lookupOf(token) !== undefined;
}

/** The lookup part of a well-formed key, or undefined. */
export function lookupOf(token: string): string | undefined {
  if (token.length !== KEY_LENGTH) return undefined;
  return KEY_PATTERN.exec(token)?.[1];
}

/** Whether `token` hashes to `secretHash`, compared in constant time. */
export function keyMatches(token: string, secretHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(secretHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

export const prefixOf = (lookup: string) => `${API_KEY_PREFIX}${lookup}`;
