import net from 'node:net';
import { capped, MAIL_HEADER_MAX } from './mail-scan';

/**
 * Readers of the trace headers a receiving server adds on top of a message
 * (`Authentication-Results`, RFC 8601; `Received`, RFC 5321 §4.4; `Return-Path`). Each runs in one
 * pass over a capped header, without regular expressions that could backtrack.
 */

/** Header lines read from the top of a message: a server's own trace headers are the first ones. */
export const TRACE_HEADERS_MAX = 200;

/** One `method=result` of an Authentication-Results header, with its `ptype.property=value`s. */
export interface AuthResult {
  method: string;
  result: string;
  props: Map<string, string>;
}

export interface AuthResultsHeader {
  /** Who wrote it (lower case): the server that checked the message. */
  authservId: string;
  results: AuthResult[];
}

/** A header line's value: after the name and colon, folded lines joined, capped. */
export function headerValue(line: string): string {
  const text = capped(line, MAIL_HEADER_MAX);
  const colon = text.indexOf(':');
  return text
    .slice(colon + 1)
    .split(/\r?\n/)
    .map((part) => part.trim())
    .join(' ')
    .trim();
}

/** `text` without its (nested) comments, quoted strings kept as they are. */
function withoutComments(text: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\' && (quoted || depth > 0)) {
      if (depth === 0) out += text.slice(i, i + 2);
      i += 1;
    } else if (quoted) {
      out += char;
      if (char === '"') quoted = false;
    } else if (char === '(') depth += 1;
    else if (char === ')' && depth > 0) depth -= 1;
    else if (depth === 0) {
      if (char === '"') quoted = true;
      out += char;
    }
  }
  return out;
}

/** `text` split at `;` outside quoted strings. */
function segments(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === ';' && !quoted) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;

/** An Authentication-Results value: its authserv-id and each method's result and properties. */
export function parseAuthResults(value: string): AuthResultsHeader | null {
  const [head, ...rest] = segments(withoutComments(capped(value, MAIL_HEADER_MAX)));
  const authservId = head.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!authservId) return null;
  const results: AuthResult[] = [];
  for (const segment of rest) {
    const [first, ...props] = segment.split(/\s+/).filter(Boolean);
    const eq = first?.indexOf('=') ?? -1;
    if (!first || eq <= 0) continue;
    const method = first.slice(0, eq).split('/')[0].toLowerCase();
    const result: AuthResult = {
      method,
      result: first.slice(eq + 1).toLowerCase(),
      props: new Map(),
    };
    for (const prop of props) {
      const at = prop.indexOf('=');
      if (at > 0) result.props.set(prop.slice(0, at).toLowerCase(), unquote(prop.slice(at + 1)));
    }
    results.push(result);
  }
  return { authservId, results };
}

/** The client a `Received` header says the server took the message from, and the server's name. */
export interface ReceivedHop {
  /** The `by` host (lower case). */
  by: string | null;
  /** The client's address (`from name (name [address])`), when written. */
  ip: string | null;
  /** The name the client gave (HELO/EHLO). */
  helo: string | null;
}

/** The token of `text` right after the word `word` (` by `, ` from `), lower case. */
function tokenAfter(lower: string, word: string): { token: string; at: number } | null {
  const at = lower.startsWith(`${word} `) ? 0 : lower.indexOf(` ${word} `);
  if (at === -1) return null;
  const start = at === 0 ? word.length + 1 : at + word.length + 2;
  let end = start;
  while (end < lower.length && lower[end] !== ' ' && lower[end] !== ';') end += 1;
  return { token: lower.slice(start, end), at };
}

/** The address written first between `open` and `close` in `clause` (`IPv6:` prefix dropped). */
function between(clause: string, open: string, close: string): string | null {
  const start = clause.indexOf(open);
  const end = start === -1 ? -1 : clause.indexOf(close, start);
  if (end <= start) return null;
  const address = clause
    .slice(start + 1, end)
    .trim()
    .replace('ipv6:', '');
  return net.isIP(address) ? address : null;
}

/** A Received value's `from` client (name, `[address]`) and `by` server. */
export function parseReceived(value: string): ReceivedHop {
  const lower = capped(value, MAIL_HEADER_MAX).toLowerCase();
  const by = tokenAfter(lower, 'by');
  const from = tokenAfter(lower, 'from');
  let ip: string | null = null;
  if (from && (!by || from.at < by.at)) {
    const clause = lower.slice(from.at, by ? by.at : undefined);
    // `(name [address])`, or Microsoft's `name (address)`.
    ip = between(clause, '[', ']') ?? between(clause, '(', ')');
  }
  return {
    by: by?.token.replace(/\.$/, '') || null,
    ip,
    helo: from && (!by || from.at < by.at) ? from.token.replace(/[[\]]/g, '') || null : null,
  };
}

/** The address of a `Return-Path` value (`<a@b>`), '' for the null sender `<>`. */
export function returnPathAddress(value: string): string | null {
  const text = capped(value, MAIL_HEADER_MAX).trim();
  const open = text.indexOf('<');
  const close = open === -1 ? -1 : text.indexOf('>', open);
  if (close === -1) return text.includes('@') ? text : null;
  return text.slice(open + 1, close).trim();
}

/** The domain of an address (after its last `@`), lower case. */
export function domainOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const at = address.lastIndexOf('@');
  const domain = (at === -1 ? address : address.slice(at + 1)).toLowerCase().replace(/\.$/, '');
  return domain.includes('.') ? domain : null;
}

/**
 * Relaxed DMARC alignment, conservatively: the same domain, or one a subdomain of the other
 * (the organisational domain is not looked up in the public-suffix list, so siblings such as
 * `a.example.com` and `b.example.com` do not align here; a proof is never made up).
 */
export function aligned(fromDomain: string, domain: string | null | undefined): boolean {
  if (!domain) return false;
  const d = domain.toLowerCase().replace(/\.$/, '');
  if (!d.includes('.')) return false;
  return d === fromDomain || d.endsWith(`.${fromDomain}`) || fromDomain.endsWith(`.${d}`);
}
