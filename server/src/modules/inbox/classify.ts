import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import {
  capped,
  findAddresses,
  isBareMessageId,
  MAIL_HEADER_MAX,
  MAIL_TEXT_MAX,
  quotedMessageIds,
  withoutMessageIdLines,
} from './mail-scan';
import { feedbackFields, isFeedbackReport } from './feedback-report';

/**
 * What an incoming message looks like on its own, before it is matched to a send:
 * - `bounce`: a delivery failure report (RFC 3464 multipart/report, or a plain-text bounce from a
 *   mailer daemon), with the Message-IDs of the original message and the addresses that failed;
 * - `auto_reply`: an automatic answer (Auto-Submitted, X-Autoreply, Precedence, "Out of Office"…);
 * - `unsubscribe`: a request to stop, as our List-Unsubscribe `mailto:` writes it (subject
 *   "unsubscribe");
 * - `reply`: anything else a person may have written;
 * - `complaint`: an ARF feedback report (a user marked our message as spam), with the
 *   original's Message-IDs and the complainant's address (`feedback-report.ts`);
 * - `other`: a report that is not a failure (a delay or success notice).
 */
export type Classified =
  | {
      kind: 'bounce';
      originalMessageIds: string[];
      failedRecipients: string[];
      status: string | null;
      diagnostic: string | null;
    }
  | {
      kind: 'complaint';
      originalMessageIds: string[];
      complainant: string | null;
      feedbackType: string;
    }
  | { kind: 'auto_reply' | 'reply' | 'unsubscribe'; threadIds: string[]; from: string | null }
  | { kind: 'other' };

/** Subjects of automatic answers, in the languages most mailboxes are set up in. */
const AUTO_REPLY_SUBJECT =
  /^\s*(out of (the )?office|automatic reply|auto[- ]?reply|auto[- ]?response|autoresponse|auto:|autosvar|automatisk svar|automatisch antwoord|automatische antwort|abwesenheitsnotiz|abwesend|r[ée]ponse automatique|absence|respuesta autom[aá]tica|risposta automatica|resposta autom[aá]tica|away from (the |my )?office|on vacation|vacation reply)(?![a-z])/i;

/** Senders of bounces. */
const DAEMON = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)$/i;

/** Subjects of plain-text bounces, and of notices that are only a delay. */
const BOUNCE_SUBJECT =
  /undeliver|not (be )?delivered|delivery (status notification|failure|has failed|failed)|returned mail|returning message|failure notice|mail delivery failed|non-?delivery|rejected|bounced/i;
const DELAY_SUBJECT = /delay|warning|will retry|still trying|not yet been delivered/i;

const STATUS = /\b([45]\.\d{1,3}\.\d{1,3})\b/;

/**
 * A header as text, whatever shape mailparser gave it (string, structured, address list), capped
 * at `MAIL_HEADER_MAX` characters before anything is matched in it.
 */
function headerText(mail: ParsedMail, name: string): string | null {
  const text = fullHeaderText(mail, name);
  return text === null ? null : capped(text, MAIL_HEADER_MAX);
}

function fullHeaderText(mail: ParsedMail, name: string): string | null {
  const value = mail.headers.get(name.toLowerCase());
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'value' in value) {
    const inner = (value as { value: unknown; text?: string }).value;
    return typeof inner === 'string' ? inner : ((value as { text?: string }).text ?? null);
  }
  return String(value);
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  for (const group of list)
    for (const entry of group.value) if (entry.address) return entry.address.toLowerCase();
  return null;
}

/** Message-IDs as `<id>`; `references` may be a string, a list, or several ids in one string. */
export function messageIds(value: string | string[] | undefined | null): string[] {
  const text = capped(Array.isArray(value) ? value.join(' ') : (value ?? ''), MAIL_HEADER_MAX);
  const found = text.match(/<[^<>\s]+>/g);
  if (found) return found;
  return text
    .split(/\s+/)
    .filter(isBareMessageId)
    .map((id) => `<${id}>`);
}

/** One DSN field block ("Name: value" lines, folded lines joined) as a lower-cased map. */
function fields(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) map.set(match[1].toLowerCase(), match[2].trim());
  }
  return map;
}

interface Failure {
  address: string;
  status: string | null;
  diagnostic: string | null;
}

/** The failed recipients of a message/delivery-status body (per-recipient blocks after the first). */
function failedRecipients(deliveryStatus: string): Failure[] {
  const blocks = deliveryStatus
    .split(/\r?\n\s*\r?\n/)
    .slice(1)
    .map(fields);
  return blocks.flatMap((block) => {
    const action = block.get('action')?.toLowerCase() ?? null;
    const status = STATUS.exec(block.get('status') ?? '')?.[1] ?? null;
    const failed = action ? action === 'failed' : Boolean(status?.startsWith('5.'));
    const recipient = block.get('final-recipient') ?? block.get('original-recipient') ?? '';
    const address = findAddresses(recipient)[0]?.toLowerCase();
    if (!failed || !address) return [];
    return [{ address, status, diagnostic: block.get('diagnostic-code') ?? null }];
  });
}

/** Message-IDs of the original message: attached (message/rfc822, text/rfc822-headers) or quoted. */
async function originalMessageIds(mail: ParsedMail): Promise<string[]> {
  const ids = new Set<string>();
  for (const attachment of mail.attachments) {
    const type = attachment.contentType.toLowerCase();
    if (!['message/rfc822', 'text/rfc822-headers', 'message/rfc822-headers'].includes(type))
      continue;
    const original = await simpleParser(attachment.content);
    if (original.messageId) ids.add(original.messageId);
  }
  for (const id of quotedMessageIds(capped(mail.text ?? '', MAIL_TEXT_MAX))) ids.add(id);
  if (mail.messageId) ids.delete(mail.messageId);
  return [...ids];
}

async function classifyBounce(mail: ParsedMail): Promise<Classified | null> {
  const contentType = mail.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  const isReport =
    contentType?.value?.toLowerCase() === 'multipart/report' &&
    contentType.params?.['report-type']?.toLowerCase() === 'delivery-status';
  const sender = firstAddress(mail.from);
  const fromDaemon = Boolean(sender && DAEMON.test(sender.split('@')[0]));
  const subject = capped(mail.subject ?? '', MAIL_HEADER_MAX);
  const xFailed = findAddresses(headerText(mail, 'x-failed-recipients') ?? '');
  if (isReport) {
    const reports = mail.attachments.filter((a) =>
      /^message\/(global-)?delivery-status$/i.test(a.contentType),
    );
    const failures = reports.flatMap((report) =>
      failedRecipients(capped(report.content.toString(), MAIL_TEXT_MAX)),
    );
    if (failures.length === 0) return { kind: 'other' }; // a delay or success notice
    return {
      kind: 'bounce',
      originalMessageIds: await originalMessageIds(mail),
      failedRecipients: [...new Set(failures.map((failure) => failure.address))],
      status: failures[0].status,
      diagnostic: failures[0].diagnostic,
    };
  }
  if (!fromDaemon) return null;
  if (DELAY_SUBJECT.test(subject) && !BOUNCE_SUBJECT.test(subject)) return { kind: 'other' };
  if (!BOUNCE_SUBJECT.test(subject) && xFailed.length === 0) return null;
  const text = capped(mail.text ?? '', MAIL_TEXT_MAX);
  const quoted = findAddresses(withoutMessageIdLines(text));
  return {
    kind: 'bounce',
    originalMessageIds: await originalMessageIds(mail),
    failedRecipients: [...new Set([...xFailed, ...quoted].map((a) => a.toLowerCase()))].filter(
      (address) => !DAEMON.test(address.split('@')[0]),
    ),
    status: STATUS.exec(text)?.[1] ?? null,
    diagnostic: null,
  };
}

/** True for automatic answers: RFC 3834 Auto-Submitted, the common vendor headers, or the subject. */
function isAutoReply(mail: ParsedMail): boolean {
  const autoSubmitted = headerText(mail, 'auto-submitted')?.trim().toLowerCase();
  if (autoSubmitted && !autoSubmitted.startsWith('no')) return true;
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond')) return true;
  const precedence = headerText(mail, 'precedence')?.trim().toLowerCase();
  if (precedence && ['auto_reply', 'bulk', 'junk'].includes(precedence)) return true;
  return AUTO_REPLY_SUBJECT.test(capped(mail.subject ?? '', MAIL_HEADER_MAX));
}

/**
 * True for the mail our List-Unsubscribe `mailto:<mailbox>?subject=unsubscribe` makes: its
 * subject is the word alone (any case, spaces around it, a `Re:` a client may add).
 */
export function isUnsubscribeRequest(subject: string | undefined): boolean {
  let text = capped(subject ?? '', 64)
    .trim()
    .toLowerCase();
  if (text.startsWith('re:')) text = text.slice(3).trim();
  return text === 'unsubscribe';
}

/** Classifies a parsed message (parse it with `keepDeliveryStatus: true`). */
export async function classify(mail: ParsedMail): Promise<Classified> {
  if (isFeedbackReport(mail))
    return {
      kind: 'complaint',
      originalMessageIds: await originalMessageIds(mail),
      ...feedbackFields(mail),
    };
  const bounce = await classifyBounce(mail);
  if (bounce) return bounce;
  const threadIds = [...new Set([...messageIds(mail.inReplyTo), ...messageIds(mail.references)])];
  const from = firstAddress(mail.from);
  if (isUnsubscribeRequest(mail.subject)) return { kind: 'unsubscribe', threadIds, from };
  return { kind: isAutoReply(mail) ? 'auto_reply' : 'reply', threadIds, from };
}
