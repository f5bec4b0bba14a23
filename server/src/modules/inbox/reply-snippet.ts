import { compile } from 'html-to-text';
import type { ParsedMail } from 'mailparser';
import { capped } from './mail-scan';

/** Length of a reply's snippet: its first lines, as the Leads page shows them. */
export const REPLY_SNIPPET_LENGTH = 200;
/** How much of a text part is read: the first lines are all a snippet needs. */
const TEXT_SCAN_MAX = 16 * 1024;
/** How much of an HTML part is converted (markup is most of it). */
const HTML_SCAN_MAX = 64 * 1024;

/** Whether a line opens the quoted original: "On Mon, 1 Jan 2025, Ada <ada@x.test> wrote:". */
function opensQuote(line: string, next: string | undefined): boolean {
  const text = line.trim();
  if (text.startsWith('-----Original Message-----')) return true;
  // Outlook's quoted header block: a rule of underscores, or "From: …" followed by "Sent: …".
  if (text.startsWith('________________')) return true;
  if (text.startsWith('From:') && /^(Sent|Date):/.test(next?.trim() ?? '')) return true;
  if (!text.startsWith('On ')) return false;
  // Mail clients wrap a long attribution line: its "wrote:" may be on the next line.
  return text.endsWith('wrote:') || (next?.trim().endsWith('wrote:') ?? false);
}

/**
 * The words a person wrote above what they quote: lines starting with '>' are left out, and
 * everything from an "On … wrote:" attribution (or "-----Original Message-----") on. White space
 * is collapsed; the result is at most `REPLY_SNIPPET_LENGTH` characters ('…' when cut). The text
 * is capped before it is split, and each line is looked at once: linear in the capped length.
 */
export function snippetOfText(text: string): string {
  const snippet = ownWords(text, REPLY_SNIPPET_LENGTH);
  return snippet.length > REPLY_SNIPPET_LENGTH
    ? `${snippet.slice(0, REPLY_SNIPPET_LENGTH - 1).trimEnd()}…`
    : snippet;
}

/** The words a person wrote above what they quote (see `snippetOfText`), about `most` characters. */
function ownWords(text: string, most: number): string {
  const lines = capped(text, TEXT_SCAN_MAX).split('\n');
  const kept: string[] = [];
  let length = 0;
  for (let i = 0; i < lines.length && length <= most; i += 1) {
    const line = lines[i];
    if (line.trimStart().startsWith('>')) continue;
    if (opensQuote(line, lines[i + 1])) break;
    const words = line.split(/\s+/).filter(Boolean).join(' ');
    if (!words) continue;
    kept.push(words);
    length += words.length + 1;
  }
  return kept.join(' ');
}

/** The converter of `textOfHtml`, built once. */
const quotedLeftOut = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'blockquote', format: 'skip' },
    { selector: 'div.gmail_quote', format: 'skip' },
  ],
});

/** The text of an HTML body, its quoted blocks left out (capped before conversion). */
function textOfHtml(html: string): string {
  return quotedLeftOut(capped(html, HTML_SCAN_MAX));
}

/**
 * The first lines of a reply (see `snippetOfText`): from its text part, or from its HTML when it
 * has none; null when it says nothing.
 */
export function replySnippet(mail: Pick<ParsedMail, 'text' | 'html'>): string | null {
  const text = mail.text?.trim() ? mail.text : mail.html ? textOfHtml(mail.html) : '';
  return snippetOfText(text) || null;
}

/**
 * What a person wrote above what they quote, white space collapsed, at most `most` characters (a
 * few lines more than a snippet: enough for a request or a return date, never the quoted message).
 */
export function ownText(mail: Pick<ParsedMail, 'text' | 'html'>, most: number): string {
  const text = mail.text?.trim() ? mail.text : mail.html ? textOfHtml(mail.html) : '';
  return ownWords(text, most).slice(0, most);
}
