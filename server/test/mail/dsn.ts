/** Bounces of the mail sandbox: the reply to an unknown recipient and the RFC 3464 DSN. */
import { randomUUID } from 'node:crypto';
import { DOMAIN, randomHex, type Failure } from './smtp';

export function unknownUserReply(address: string): string {
  return `550 5.1.1 <${address}>: Recipient address rejected: User unknown`;
}

export function buildDsn(sender: string, failed: Failure[], original: Buffer): Buffer {
  const boundary = `dsn-${randomHex()}`;
  const date = rfc2822Date(new Date());
  const lines = (...rows: string[]) => rows.join('\r\n');
  const perRecipient = failed.map(({ address, reply }) =>
    lines(
      `Final-Recipient: rfc822; ${address}`,
      `Original-Recipient: rfc822; ${address}`,
      'Action: failed',
      `Status: ${/\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(reply)?.[1] ?? '5.0.0'}`,
      `Diagnostic-Code: smtp; ${reply}`,
    ),
  );
  const head = lines(
    `From: Mail Delivery System <MAILER-DAEMON@${DOMAIN}>`,
    `To: <${sender}>`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${date}`,
    `Message-ID: <${randomUUID()}@${DOMAIN}>`,
    'Auto-Submitted: auto-replied',
    `X-Failed-Recipients: ${failed.map((f) => f.address).join(', ')}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your message could not be delivered to one or more recipients:',
    '',
    ...failed.map(({ address, reply }) => `<${address}>: ${reply}`),
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    lines(`Reporting-MTA: dns; ${DOMAIN}`, `Arrival-Date: ${date}`),
    '',
    perRecipient.join('\r\n\r\n'),
    '',
    `--${boundary}`,
    'Content-Type: message/rfc822',
    '',
    '',
  );
  return Buffer.concat([Buffer.from(head), original, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

function rfc2822Date(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}
