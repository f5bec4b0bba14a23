/**
 * Scanners for text that comes from mail anyone can send (bounce bodies, delivery reports, header
 * values). Each is a single pass over a capped input, never a backtracking regular expression, so
 * no message can make classification slow.
 */

/** Longest header value read (RFC 5322 lines are ≤ 998 characters; folded headers a few lines). */
export const MAIL_HEADER_MAX = 16 * 1024;
/** How much of a bounce's text or of a delivery report is read (a report is a few hundred bytes). */
export const MAIL_TEXT_MAX = 256 * 1024;

/** At most `max` characters of a value read from mail. */
export function capped(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

const isLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
const isDigit = (char: string) => char >= '0' && char <= '9';
const isDomainChar = (char: string) =>
  isLetter(char) || isDigit(char) || char === '.' || char === '-';
const isLocalChar = (char: string) => isDomainChar(char) || "_%+'".includes(char);

/**
 * Where the domain starting at `from` ends: after the last `.` (with something before it) that is
 * followed by two or more letters, and those letters; -1 when there is none before `to`.
 */
function domainEnd(text: string, from: number, to: number): number {
  for (let dot = to - 3; dot > from; dot -= 1) {
    if (text[dot] !== '.' || !isLetter(text[dot + 1]) || !isLetter(text[dot + 2])) continue;
    let end = dot + 3;
    while (end < to && isLetter(text[end])) end += 1;
    return end;
  }
  return -1;
}

/**
 * The addresses quoted in a text (`local@domain.tld`, local part of letters, digits and `._%+'-`),
 * in order. Each `@` is looked at once, and the scans left and right of it stop at the previous
 * and next `@`, so the time is linear in the text's length.
 */
export function findAddresses(text: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && isLocalChar(text[start - 1])) start -= 1;
    if (start === at) continue;
    let to = at + 1;
    while (to < text.length && isDomainChar(text[to])) to += 1;
    const end = domainEnd(text, at + 1, to);
    if (end === -1) continue;
    found.push(text.slice(start, end));
    from = end;
    at = end - 1;
  }
  return found;
}

/** A `<id>` at the start of `text`: no `<`, `>` or white space inside; null when there is none. */
function leadingMessageId(text: string): string | null {
  if (!text.startsWith('<')) return null;
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i];
    if (char === '>') return i > 1 ? text.slice(0, i + 1) : null;
    if (char === '<' || char.trim() === '') return null;
  }
  return null;
}

const MESSAGE_ID_FIELD = 'message-id:';

/** The `<id>` of a `Message-ID: <id>` line, or null for any other line. */
function messageIdOfLine(line: string): string | null {
  const text = line.trimStart();
  if (text.slice(0, MESSAGE_ID_FIELD.length).toLowerCase() !== MESSAGE_ID_FIELD) return null;
  return leadingMessageId(text.slice(MESSAGE_ID_FIELD.length).trimStart());
}

/** The Message-IDs quoted as `Message-ID: <id>` lines of a text (a bounce quoting its original). */
export function quotedMessageIds(text: string): string[] {
  return text.split('\n').flatMap((line) => messageIdOfLine(line) ?? []);
}

/** A text without its `Message-ID: <id>` lines (whose ids look like addresses). */
export function withoutMessageIdLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => messageIdOfLine(line) === null)
    .join('\n');
}

/** Whether a bare Message-ID (`left@right`, no brackets or spaces) has text on both sides of an `@`. */
export function isBareMessageId(id: string): boolean {
  if (id.includes('<') || id.includes('>')) return false;
  const at = id.indexOf('@', 1);
  return at > 0 && at < id.length - 1;
}
