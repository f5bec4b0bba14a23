import { INBOX_BODY_CAP, INBOX_CONVERSATION_BYTES_CAP } from '@outbound/common';
import type { AddressObject, ParsedMail } from 'mailparser';
import { inboxHtmlSanitizer } from './html-sanitizer';
import { capped, MAIL_HEADER_MAX } from './mail-scan';
import { replySnippet } from './reply-snippet';

/** Characters kept of each body (text, HTML); a longer one is cut and the message says so. */
export const BODY_CAP = INBOX_BODY_CAP;
/**
 * Bytes a conversation keeps of its messages (bodies as they arrived and made safe, attachments'
 * content): once reached, a new message keeps headers and first lines only (`bodyDropped`).
 */
export const CONVERSATION_BYTES_CAP = INBOX_CONVERSATION_BYTES_CAP;
/** Bytes kept of an attachment's content; a larger one is listed, not downloadable. */
export const ATTACHMENT_CAP = 512 * 1024;
/** Attachments listed per message; the others are left out (the message says it was cut). */
const ATTACHMENTS_MAX = 20;
const SHORT_FIELD_MAX = 998;

/** An attachment as stored: `content` null when it was over the cap or cut off with the message. */
export interface AttachmentDraft {
  filename: string;
  contentType: string;
  size: number;
  contentId: string | null;
  content: Buffer | null;
}

/** What the unified inbox keeps of a reply or auto-reply (`inbox_mail`), every field capped. */
export interface StoredMailDraft {
  fromEmail: string;
  fromName: string;
  to: string;
  cc: string;
  subject: string;
  /** Its first lines (`reply-snippet.ts`), shown in the list. */
  snippet: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  sentAt: Date | null;
  text: string | null;
  html: string | null;
  truncated: boolean;
  /** Its conversation had reached `CONVERSATION_BYTES_CAP`: bodies and attachments not kept. */
  bodyDropped?: boolean;
  /**
   * `html` made safe (`withSafeHtml`), before the storing transaction; null when it could not be
   * within the sanitiser's budget; undefined when not made yet (`storeIncoming` makes it then).
   */
  safeHtml?: string | null;
  attachments: AttachmentDraft[];
}

/**
 * What a conversation that already keeps `storedBytes` keeps of a new message: all of it under
 * `CONVERSATION_BYTES_CAP`; past it, its headers, first lines and attachments' names only.
 */
export function keptWithin(mail: StoredMailDraft, storedBytes: number): StoredMailDraft {
  if (storedBytes < CONVERSATION_BYTES_CAP) return mail;
  return {
    ...mail,
    text: null,
    html: null,
    safeHtml: null,
    bodyDropped: true,
    attachments: mail.attachments.map((attachment) => ({ ...attachment, content: null })),
  };
}

/**
 * The draft with its HTML made safe (in the sanitiser's worker thread): done before the storing
 * transaction, so that no lock taken there (the event's counters, the conversation) waits on it.
 */
export async function withSafeHtml(draft: StoredMailDraft): Promise<StoredMailDraft> {
  const safeHtml = draft.html === null ? null : await inboxHtmlSanitizer.sanitize(draft.html);
  return { ...draft, safeHtml };
}

/** Bytes a stored message keeps: its bodies, the HTML made safe, its attachments' content. */
export function keptBytes(mail: StoredMailDraft, safeHtml: string | null): number {
  const text = (value: string | null) => (value === null ? 0 : Buffer.byteLength(value));
  return (
    text(mail.text) +
    text(mail.html) +
    text(safeHtml) +
    mail.attachments.reduce((sum, attachment) => sum + (attachment.content?.length ?? 0), 0)
  );
}

const addressList = (field: AddressObject | AddressObject[] | undefined): AddressObject[] =>
  Array.isArray(field) ? field : field ? [field] : [];

function addressText(field: AddressObject | AddressObject[] | undefined): string {
  return capped(
    addressList(field)
      .map((group) => group.text)
      .join(', '),
    MAIL_HEADER_MAX,
  );
}

function firstSender(mail: ParsedMail): { email: string; name: string } {
  for (const group of addressList(mail.from))
    for (const entry of group.value)
      if (entry.address)
        return {
          email: capped(entry.address.toLowerCase(), SHORT_FIELD_MAX),
          name: capped(entry.name ?? '', SHORT_FIELD_MAX),
        };
  return { email: '', name: '' };
}

function cappedBody(body: string | false | undefined): { body: string | null; cut: boolean } {
  if (typeof body !== 'string') return { body: null, cut: false };
  return body.length > BODY_CAP
    ? { body: body.slice(0, BODY_CAP), cut: true }
    : { body, cut: false };
}

function attachmentsOf(mail: ParsedMail, sourceCut: boolean): AttachmentDraft[] {
  const all = mail.attachments ?? [];
  return all.slice(0, ATTACHMENTS_MAX).map((attachment, index) => {
    // The message was read up to its cap: its last part may have lost its end.
    const partial = sourceCut && index === all.length - 1;
    const content = attachment.content;
    return {
      filename: capped(attachment.filename ?? `attachment-${index + 1}`, SHORT_FIELD_MAX),
      contentType: capped(attachment.contentType || 'application/octet-stream', SHORT_FIELD_MAX),
      size: attachment.size ?? content?.length ?? 0,
      contentId: attachment.cid ? capped(attachment.cid, SHORT_FIELD_MAX) : null,
      content: !partial && content && content.length <= ATTACHMENT_CAP ? content : null,
    };
  });
}

/**
 * What is stored of a parsed message: sender, recipients, subject, thread headers, the bodies cut
 * at `BODY_CAP` and the attachments (content up to `ATTACHMENT_CAP`). `sourceCut`: the message
 * was longer than what the sync reads of it; it is stored as far as it was read and says so.
 */
export function storedMailOf(
  mail: ParsedMail,
  threadIds: { inReplyTo: string | null; references: string[] },
  sourceCut: boolean,
): StoredMailDraft {
  const sender = firstSender(mail);
  const text = cappedBody(mail.text);
  const html = cappedBody(mail.html);
  const attachments = attachmentsOf(mail, sourceCut);
  return {
    fromEmail: sender.email,
    fromName: sender.name,
    to: addressText(mail.to),
    cc: addressText(mail.cc),
    subject: capped(mail.subject ?? '', SHORT_FIELD_MAX),
    snippet: replySnippet(mail) ?? '',
    messageId: mail.messageId ? capped(mail.messageId, SHORT_FIELD_MAX) : null,
    inReplyTo: threadIds.inReplyTo,
    references: threadIds.references,
    sentAt: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    text: text.body,
    html: html.body,
    truncated:
      sourceCut || text.cut || html.cut || (mail.attachments?.length ?? 0) > ATTACHMENTS_MAX,
    attachments,
  };
}
