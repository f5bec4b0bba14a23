import type { ParsedMail } from 'mailparser';
import { capped, findAddresses, MAIL_TEXT_MAX } from './mail-scan';

/**
 * ARF feedback reports (RFC 5965): a receiver telling the sender that its user marked a message
 * as spam, as `multipart/report; report-type=feedback-report` with a `message/feedback-report`
 * part (Feedback-Type, Original-Rcpt-To…) and the original message or its headers. What the
 * report says proves nothing by itself: it is matched to a send by the original's Message-ID,
 * or by the complainant's address only when its sender is proven (`inbox-match.ts`).
 */

/** Whether the message is a feedback report, by its content type alone. */
export function isFeedbackReport(mail: ParsedMail): boolean {
  const contentType = mail.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  return (
    contentType?.value?.toLowerCase() === 'multipart/report' &&
    contentType.params?.['report-type']?.toLowerCase() === 'feedback-report'
  );
}

/** The report's fields: the feedback type (`abuse` when absent) and the complainant's address. */
export function feedbackFields(mail: ParsedMail): {
  feedbackType: string;
  complainant: string | null;
} {
  const part = mail.attachments.find(
    (a) => a.contentType.toLowerCase() === 'message/feedback-report',
  );
  let feedbackType = 'abuse';
  let complainant: string | null = null;
  // Field lines only (no pattern spans lines), the part capped before it is read.
  for (const line of capped(part?.content.toString() ?? '', MAIL_TEXT_MAX).split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'feedback-type' && value) feedbackType = value.toLowerCase().slice(0, 40);
    if (name === 'original-rcpt-to' && !complainant)
      complainant = findAddresses(value)[0]?.toLowerCase() ?? null;
  }
  return { feedbackType, complainant };
}
