/**
 * The Activity feed's sentences: HTML naming the contact and the message, e.g.
 * `<b>ann@x.com</b> opened <b>Email 1</b>`. Every value that comes from a contact (the address)
 * is escaped, so contact data never becomes markup in the page that shows it.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe as HTML text and inside quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The name of a message in the campaign pages: the first is "Email 1", then "Follow-up N". */
export function messageName(position: number): string {
  return position <= 1 ? 'Email 1' : `Follow-up ${position - 1}`;
}

/** What the contact did, before the message's name. */
const VERBS: Record<string, string> = {
  sent: 'was sent',
  open: 'opened',
  click: 'clicked a link in',
  reply: 'replied to',
  bounce: 'bounced on',
  unsubscribe: 'unsubscribed from',
  lead: 'became a lead on',
  auto_reply: 'sent an auto-reply to',
};

/**
 * The sentence of one event. A lead made by the campaign's rules is about no single message:
 * "became a lead". Another event about no message (its message deleted since) reads "a message";
 * a contact deleted since reads "A contact".
 */
export function activityMessage(event: {
  type: string;
  email: string | null;
  position: number | null;
}): string {
  const who = event.email === null ? 'A contact' : `<b>${escapeHtml(event.email)}</b>`;
  const verb = VERBS[event.type] ?? escapeHtml(event.type);
  if (event.type === 'lead' && event.position === null) return `${who} became a lead`;
  const what = event.position === null ? 'a message' : `<b>${messageName(event.position)}</b>`;
  return `${who} ${verb} ${what}`;
}
