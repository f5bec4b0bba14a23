import { findTemplateVariables, followUpSubject, UNSUBSCRIBE_VARIABLE } from '@outbound/common';
import { compile } from 'html-to-text';
import { sanitizeRenderedHtml } from './sanitize-html';

export type MessageMimeType = 'text/html' | 'text/plain';

/** A recipient's values by variable name (see `recipientVariables`). */
export type Variables = Record<string, unknown>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

function valueOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * Replaces every `{{name}}` of `template`: `{{unsubscribe_url}}` with `unsubscribeUrl`, any other
 * with the recipient's value; an empty value (none, or only spaces) with the variable's fallback
 * (`{{First Name|there}}`, the template's own text, as it is), else with nothing, the name then
 * added to `options.missing` when given. In HTML the values are escaped, so a value never becomes
 * markup.
 */
export function renderTemplate(
  template: string,
  variables: Variables,
  options: { html: boolean; unsubscribeUrl: string; missing?: Set<string> },
): string {
  let rendered = '';
  let from = 0;
  for (const { start, end, name, fallback } of findTemplateVariables(template)) {
    const value = name === UNSUBSCRIBE_VARIABLE ? options.unsubscribeUrl : valueOf(variables[name]);
    let replacement = options.html ? escapeHtml(value) : value;
    if (value.trim() === '') {
      // The fallback is the template's own text (already HTML in an HTML body), not a value.
      if (fallback !== undefined) replacement = fallback;
      else if (name !== UNSUBSCRIBE_VARIABLE) options.missing?.add(name);
    }
    rendered += template.slice(from, start) + replacement;
    from = end;
  }
  return rendered + template.slice(from);
}

/** The subject a step is sent with: the first message's own, `Re: ` + it for follow-ups. */
export function stepSubject(firstSubject: string, position: number): string {
  return position <= 1 ? firstSubject : followUpSubject(firstSubject);
}

/**
 * The plain-text alternative of an HTML body. The converter is built once: `convert` builds it
 * again for every message, eight times the cost of the conversion itself.
 */
const htmlToText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
  ],
});

interface MessageToRender {
  subject: string;
  body: string;
  mimeType: MessageMimeType;
  variables: Variables;
  /** Where `{{unsubscribe_url}}` points for this recipient. */
  unsubscribeUrl: string;
  /** The mailbox's signature (plain text), added below the body. */
  signature?: string;
}

interface RenderedMessage {
  /** The variables without a fallback that rendered empty, in the order first met (subject first). */
  missing: string[];
  subject: string;
  /** HTML campaigns only: the sanitized HTML body. */
  html?: string;
  /** The plain-text body (the alternative of the HTML one). */
  text: string;
}

function signatureHtml(signature: string): string {
  const lines = signature.split(/\r?\n/).map(escapeHtml).join('<br>');
  return `<br><div>${lines}</div>`;
}

/**
 * One message for one recipient, as it is previewed and sent: variables replaced, the HTML
 * sanitized again (a value may have made a link), the signature added, a text alternative made.
 * The subject is one line of text.
 */
export function renderMessage(message: MessageToRender): RenderedMessage {
  const missingNames = new Set<string>();
  const options = { unsubscribeUrl: message.unsubscribeUrl, missing: missingNames };
  const subject = renderTemplate(message.subject, message.variables, { ...options, html: false })
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const signature = (message.signature ?? '').trim();
  if (message.mimeType === 'text/plain') {
    const body = renderTemplate(message.body, message.variables, { ...options, html: false });
    const text = signature ? `${body}\n\n${signature}` : body;
    return { missing: [...missingNames], subject, text };
  }
  const body = renderTemplate(message.body, message.variables, { ...options, html: true });
  const html = sanitizeRenderedHtml(signature ? `${body}${signatureHtml(signature)}` : body);
  return { missing: [...missingNames], subject, html, text: htmlToText(html) };
}
