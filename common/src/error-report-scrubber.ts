/**
 * What an error report may carry to the error-reporting service (README, "Operations"): the
 * server's and the browser's reports both pass through `scrubErrorReport` (Sentry's
 * `beforeSend`, and `beforeBreadcrumb` for breadcrumbs), which keeps the error's type, stack
 * frames, route and request id and removes what could identify a person or open an account:
 * email addresses, message bodies, request bodies, cookies and authorization headers, tokens in
 * URLs (tracking, unsubscribe and reset links, `token=` parameters), long secret-looking strings,
 * and the user's email, name and IP. Strings are cut to MAX_TEXT first, so every pattern runs in
 * linear time on what is left.
 */

/** Longest string kept in a report (a longer one is cut, then scrubbed). */
export const MAX_TEXT = 4096;
/** Deepest nesting walked; what is deeper is dropped. */
const MAX_DEPTH = 8;
/** Most entries of an array or object walked; the rest are dropped. */
const MAX_ENTRIES = 200;

/** Keys whose values are never sent, whatever they hold (lower case). */
const DROPPED_KEYS = new Set([
  'authorization',
  'cookie',
  'cookies',
  'set-cookie',
  'x-api-key',
  'password',
  'token',
  'secret',
  'body',
  'html',
  'text',
  'data',
  'email',
  'ip_address',
  'username',
  'query_string',
]);

/** An email address: bounded runs of characters that cannot be an @ or a space. */
const EMAIL = /[^\s@<>()[\]",;:]{1,64}@[^\s@<>()[\]",;:]{1,253}/g;
/** A bearer credential. */
const BEARER = /\b(Bearer|Basic)\s+[^\s"',]{1,4096}/gi;
/** The token of a tracking, unsubscribe, reset or invite link. */
const LINK_TOKEN = /\/(t\/o|t\/c|u|reset-password|invite|accept-invite)\/[^\s/?#"']{1,4096}/g;
/** A `token`-like query parameter's value. */
const TOKEN_PARAM = /([?&](?:token|key|code|secret|signature|sig)=)[^&#\s"']{1,4096}/gi;
/**
 * A long run of token characters (no `/` or `-`: paths and UUIDs keep theirs), redacted when it
 * mixes letters and digits as a random token does (a long function name does not).
 */
const SECRET_RUN = /[A-Za-z0-9_~+=.]{32,4096}/g;
const redactRandom = (run: string) => (/\d/.test(run) && /[A-Za-z]/.test(run) ? '[redacted]' : run);

/** A string with the above replaced. */
export function scrubText(value: string): string {
  const cut = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  return cut
    .replace(BEARER, '$1 [redacted]')
    .replace(LINK_TOKEN, '/$1/[redacted]')
    .replace(TOKEN_PARAM, '$1[redacted]')
    .replace(EMAIL, '[email]')
    .replace(SECRET_RUN, redactRandom);
}

/** A copy of `value` with every string scrubbed and every dropped key removed. */
function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value))
    return value.slice(0, MAX_ENTRIES).map((item) => scrubValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ENTRIES)) {
    if (DROPPED_KEYS.has(key.toLowerCase())) continue;
    copy[key] = scrubValue(item, depth + 1);
  }
  return copy;
}

/** The parts of a report (Sentry's event shape) the scrubber reads specially. */
interface ReportParts {
  request?: { url?: unknown; method?: unknown; headers?: Record<string, unknown> };
  user?: { id?: unknown };
}

/**
 * The report (an event or a breadcrumb) as it may leave: every string scrubbed, no request body,
 * cookies or headers but the harmless ones, and of the user only its id.
 */
export function scrubErrorReport<T extends object>(report: T): T {
  const parts = report as ReportParts;
  const scrubbed = scrubValue(report, 0) as ReportParts;
  if (parts.request) {
    const { url, method, headers } = parts.request;
    scrubbed.request = {
      url: typeof url === 'string' ? scrubText(url.split('?')[0]) : undefined,
      method,
      headers: headers ? keptHeaders(headers) : undefined,
    };
  }
  if (parts.user) {
    const id = parts.user.id;
    scrubbed.user = typeof id === 'string' || typeof id === 'number' ? { id } : undefined;
  }
  return scrubbed as T;
}

/** The request headers a report keeps: how the request was made, nothing of who made it. */
function keptHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['user-agent', 'content-type', 'x-request-id', 'accept']) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = scrubText(value);
  }
  return kept;
}
