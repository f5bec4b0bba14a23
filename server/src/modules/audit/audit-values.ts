/**
 * What an entry keeps, capped and made storable before it reaches Postgres: a NUL character or a
 * lone surrogate would fail the insert, and with it the audited change's transaction. Everything
 * here is linear in its (already capped) input and never throws.
 */

const LABEL_MAX_LENGTH = 300;
const META_STRING_MAX_LENGTH = 300;
const META_ITEMS_MAX = 20;
const META_DEPTH_MAX = 3;
const META_JSON_MAX_LENGTH = 4_000;
const IP_MAX_LENGTH = 64;
const USER_AGENT_MAX_LENGTH = 256;

// Linear: one character class per position, a fixed one-character look-around. NUL is the point.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text cut to `max` characters (before cleaning, so the scan is bounded), or null. */
export function storableText(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).slice(0, max + 1);
  const clean = text.replace(UNSTORABLE, '\ufffd');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

export const storableLabel = (value: unknown) => storableText(value, LABEL_MAX_LENGTH);
export const storableIp = (value: unknown) => storableText(value, IP_MAX_LENGTH);
export const storableUserAgent = (value: unknown) => storableText(value, USER_AGENT_MAX_LENGTH);

function storableValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return storableText(value, META_STRING_MAX_LENGTH);
  if (depth >= META_DEPTH_MAX || typeof value !== 'object') return null;
  if (Array.isArray(value))
    return value.slice(0, META_ITEMS_MAX).map((item) => storableValue(item, depth + 1));
  const entries = Object.entries(value as Record<string, unknown>).slice(0, META_ITEMS_MAX);
  return Object.fromEntries(
    entries
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [storableText(key, 60), storableValue(item, depth + 1)]),
  );
}

/** The entry's details as JSON text, or `{"truncated":true}` when they do not fit. */
export function storableMeta(meta: Record<string, unknown> | undefined): string {
  try {
    const json = JSON.stringify(storableValue(meta ?? {}, 0) ?? {});
    return json.length <= META_JSON_MAX_LENGTH ? json : '{"truncated":true}';
  } catch {
    return '{"truncated":true}';
  }
}
