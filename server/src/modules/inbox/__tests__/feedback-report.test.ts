import { simpleParser } from 'mailparser';
import { ONE_MB, timed } from '../../../../test/timing';
import { classify } from '../classify';

const parse = (raw: string) => simpleParser(Buffer.from(raw), { keepDeliveryStatus: true });

/** A feedback report whose feedback part is `fields` and whose original has `originalHeaders`. */
function report(fields: string, originalHeaders: string): string {
  return [
    'From: <fbl@isp.test>',
    'To: <sam@example.test>',
    'Subject: Abuse report',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=feedback-report; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    'A complaint.',
    '--b1',
    'Content-Type: message/feedback-report',
    '',
    fields,
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    originalHeaders,
    '--b1--',
    '',
  ].join('\r\n');
}

describe('ARF feedback reports', () => {
  it('are complaints with the original Message-ID, the complainant and the feedback type', async () => {
    const mail = await parse(
      report(
        'Feedback-Type: abuse\r\nVersion: 1\r\nOriginal-Rcpt-To: <Ada@Prospect.test>\r\n',
        'From: <sam@example.test>\r\nMessage-ID: <send-1@example.test>\r\nSubject: Hi\r\n',
      ),
    );
    expect(await classify(mail)).toEqual({
      kind: 'complaint',
      originalMessageIds: ['<send-1@example.test>'],
      complainant: 'ada@prospect.test',
      feedbackType: 'abuse',
    });
  });

  it('reads a 1 MB feedback part at once', async () => {
    const fields = `Feedback-Type: abuse\r\nOriginal-Rcpt-To: ada@prospect.test ${'a'.repeat(ONE_MB)}\r\n${':'.repeat(ONE_MB)}\r\n`;
    const mail = await parse(report(fields, 'Subject: Hi\r\n'));
    const { value, ms } = await timed(() => classify(mail));
    expect(value).toMatchObject({ kind: 'complaint', complainant: 'ada@prospect.test' });
    expect(ms).toBeLessThan(1000);
  });
});
