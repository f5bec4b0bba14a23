import { simpleParser } from 'mailparser';
import { ONE_MB, timed } from '../../../../test/timing';
import { classify } from '../classify';
import { findAddresses } from '../mail-scan';

const parse = (raw: string) => simpleParser(Buffer.from(raw), { keepDeliveryStatus: true });
const lines = (...rows: string[]) => rows.join('\r\n');

/** A plain-text bounce from a mailer daemon, as any outside server may send one. */
function daemonBounce(headers: string[], body: string) {
  return lines(
    'From: MAILER-DAEMON@mx.test',
    'To: sam@example.test',
    'Subject: Undelivered Mail Returned to Sender',
    'Message-ID: <bounce-1@mx.test>',
    ...headers,
    '',
    body,
    '',
  );
}

/** Classifies a raw message; only the classification is timed (parsing is mailparser's). */
async function classifyTimed(raw: string) {
  const mail = await parse(raw);
  return timed(() => classify(mail));
}

// Each of these took minutes with the old patterns (quadratic backtracking on 1 MB).
describe('the classifier on hostile mail', () => {
  it('reads a 1 MB X-Failed-Recipients header at once, keeping the addresses at its start', async () => {
    const header = `X-Failed-Recipients: ada@prospect.test, ${'a'.repeat(ONE_MB)}`;
    const { value, ms } = await classifyTimed(daemonBounce([header], 'Mail failed.'));
    expect(value).toMatchObject({ kind: 'bounce', failedRecipients: ['ada@prospect.test'] });
    expect(ms).toBeLessThan(1000);
  });

  it('reads 1 MB bounce bodies at once (no address, blank lines, a Message-ID line never closed)', async () => {
    const bodies = [
      `<bob@prospect.test>: 550 5.1.1 unknown user\n${'a'.repeat(ONE_MB)}`,
      `<bob@prospect.test>: 550 5.1.1 unknown user${'\n'.repeat(ONE_MB)}`,
      `<bob@prospect.test>: 550 5.1.1 unknown user\nMessage-ID: <${'x'.repeat(ONE_MB)}`,
      `<bob@prospect.test>: 550 5.1.1 unknown user\n${'a@'.repeat(ONE_MB / 2)}`,
    ];
    for (const body of bodies) {
      const { value, ms } = await classifyTimed(daemonBounce([], body));
      expect(value).toMatchObject({ kind: 'bounce', failedRecipients: ['bob@prospect.test'] });
      expect(ms).toBeLessThan(1000);
    }
  });

  it('reads a delivery report whose recipient field is 1 MB at once', async () => {
    const raw = lines(
      'From: MAILER-DAEMON@mx.test',
      'To: sam@example.test',
      'Subject: Delivery Status Notification',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type="delivery-status"; boundary="b"',
      '',
      '--b',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.test',
      '',
      'Final-Recipient: rfc822; cy@prospect.test',
      'Action: failed',
      'Status: 5.1.1',
      '',
      `Final-Recipient: rfc822; ${'a'.repeat(ONE_MB)}`,
      'Action: failed',
      'Status: 5.1.1',
      '--b--',
      '',
    );
    const { value, ms } = await classifyTimed(raw);
    expect(value).toMatchObject({ kind: 'bounce', failedRecipients: ['cy@prospect.test'] });
    expect(ms).toBeLessThan(1000);
  });

  // mailparser refuses a head over 2 MB: half a megabyte each.
  it('reads a reply with a long References header and subject at once', async () => {
    const raw = lines(
      'From: Ada <ada@prospect.test>',
      'To: sam@example.test',
      `Subject: Re: ${' '.repeat(ONE_MB / 2)}x`,
      'In-Reply-To: <sent-1@example.test>',
      `References: ${'@'.repeat(ONE_MB / 2)}`,
      '',
      'Sounds good.',
      '',
    );
    const { value, ms } = await classifyTimed(raw);
    expect(value).toEqual({
      kind: 'reply',
      threadIds: ['<sent-1@example.test>'],
      from: 'ada@prospect.test',
    });
    expect(ms).toBeLessThan(1000);
  });
});

describe('finding addresses in mail text', () => {
  it('finds what the old pattern found', () => {
    expect(findAddresses('To <Ada.L@Prospect.TEST>, bob+x@mail.example.co.uk.')).toEqual([
      'Ada.L@Prospect.TEST',
      'bob+x@mail.example.co.uk',
    ]);
    expect(findAddresses("o'brien@x.ie;a@b@c.de a@b.c x@@y.zz")).toEqual([
      "o'brien@x.ie",
      'b@c.de',
    ]);
  });

  it('scans 1 MB of near-addresses at once', async () => {
    const inputs = ['a'.repeat(ONE_MB), 'a@'.repeat(ONE_MB / 2), `a@${'b.'.repeat(ONE_MB / 2)}`];
    const { ms } = await timed(() => inputs.map(findAddresses));
    expect(ms).toBeLessThan(1000);
  });
});
