import { compile } from 'html-to-text';
import { sanitizeRenderedHtml } from '../message';
import type { InboxMail } from './inbox-mail.entity';

/** References kept of the thread (the newest ones): enough for any mail client to thread it. */
const REFERENCES_MAX = 50;

const htmlToText = compile({
  wordwrap: 78,
  selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
});

/** What an answer is sent as: subject, threading headers and bodies. */
export interface AnswerContent {
  /** The From name: the campaign's own, else the mailbox's (as its steps went out). */
  fromName: string;
  to: string;
  subject: string;
  inReplyTo: string | null;
  references: string[];
  html: string | null;
  text: string;
}

/** `Re: <subject>`, the prefix not doubled (`Re:`, `RE:`, `re :` already there). */
export function answerSubject(subject: string): string {
  const trimmed = subject.trim();
  return /^re\s?:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
}

/**
 * An answer to a received message: to its sender, `Re:` its subject, `In-Reply-To` its
 * Message-ID and `References` its References and its Message-ID (RFC 5322 §3.6.4). An HTML body
 * is sanitised with the campaign bodies' allow-list and gets a text alternative; a plain one is
 * sent as text only. `mail` comes with its mailbox and its conversation's campaign.
 */
export function answerContent(
  mail: InboxMail,
  body: string,
  format: 'html' | 'text',
): AnswerContent {
  const references = [...mail.referenceIds, ...(mail.messageId ? [mail.messageId] : [])];
  const html = format === 'html' ? sanitizeRenderedHtml(body) : null;
  return {
    fromName: mail.conversation?.campaign?.fromName || mail.mailAccount?.name || '',
    to: mail.fromEmail,
    subject: answerSubject(mail.subject),
    inReplyTo: mail.messageId,
    references: [...new Set(references)].slice(-REFERENCES_MAX),
    html,
    text: html === null ? body : htmlToText(html),
  };
}
