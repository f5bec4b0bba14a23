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
 * with the recipient's value (empty when it has none). In HTML the values are escaped, so a value
 * never becomes markup.
 */
export function renderTemplate(
  template: string,
  variables: Variables,
  options: { html: boolean; unsubscribeUrl: string },
): string {
  let rendered = '';
  let from = 0;
  for (const { start, end, name } of findTemplateVariables(template)) {
    const value = name === UNSUBSCRIBE_VARIABLE ? options.unsubscribeUrl : valueOf(variables[name]);
    rendered += template.slice(from, start) + (options.html ? escapeHtml(value) : value);
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
  const options = { unsubscribeUrl: message.unsubscribeUrl };
  const subject = renderTemplate(message.subject, message.variables, { ...options, html: false })
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const signature = (message.signature ?? '').trim();
  if (message.mimeType === 'text/plain') {
    const body = renderTemplate(message.body, message.variables, { ...options, html: false });
    return { subject, text: signature ? `${body}\n\n${signature}` : body };
  }
  const body = renderTemplate(message.body, message.variables, { ...options, html: true });
  const html = sanitizeRenderedHtml(signature ? `${body}${signatureHtml(signature)}` : body);
  return { subject, html, text: htmlToText(html) };
}
