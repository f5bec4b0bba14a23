import { simpleParser } from 'mailparser';
import { classify, messageIds } from '../classify';

const parse = (raw: string) => simpleParser(Buffer.from(raw), { keepDeliveryStatus: true });
const lines = (...rows: string[]) => rows.join('\r\n');

function plain(headers: string[], body = 'Hello') {
  return lines('From: Ada <ada@prospect.test>', 'To: sam@example.test', ...headers, '', body, '');
}

function report(perRecipient: string[], original: { type: string; body: string }) {
  return lines(
    'From: MAILER-DAEMON@mx.test',
    'To: sam@example.test',
    'Subject: Delivery Status Notification',
    'Message-ID: <dsn-1@mx.test>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type="delivery-status"; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain',
    '',
    'Delivery report.',
    '--b',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.test',
    '',
    ...perRecipient,
    '',
    '--b',
    `Content-Type: ${original.type}`,
    '',
    original.body,
    '--b--',
    '',
  );
}

describe('auto-replies', () => {
  it.each([
    ['Auto-Submitted: auto-replied', 'Subject: Re: Hello'],
    ['Auto-Submitted: auto-generated', 'Subject: Hello'],
    ['X-Autoreply: yes', 'Subject: Hello'],
    ['X-Autorespond: on', 'Subject: Hello'],
    ['Precedence: auto_reply', 'Subject: Hello'],
    ['Precedence: bulk', 'Subject: Hello'],
    ['Precedence: junk', 'Subject: Hello'],
    ['X-Mailer: any', 'Subject: Out of Office: Hello'],
    ['X-Mailer: any', 'Subject: Automatic reply: Hello'],
    ['X-Mailer: any', 'Subject: Autosvar: Hello'],
    ['X-Mailer: any', 'Subject: AUTO: Ada is away'],
    ['X-Mailer: any', 'Subject: Réponse automatique : Hello'],
  ])('%s / %s → auto_reply', async (header, subject) => {
    expect(await classify(await parse(plain([header, subject])))).toMatchObject({
      kind: 'auto_reply',
      from: 'ada@prospect.test',
    });
  });

  it.each([
    ['Auto-Submitted: no', 'Subject: Re: Hello'],
    ['Precedence: list', 'Subject: Re: Hello'],
    ['X-Mailer: any', 'Subject: Re: About the office move'],
  ])('%s / %s → reply', async (header, subject) => {
    expect((await classify(await parse(plain([header, subject])))).kind).toBe('reply');
  });
});

describe('replies', () => {
  it('collects In-Reply-To and every References id', async () => {
    const mail = await parse(
      plain([
        'Subject: Re: Hello',
        'In-Reply-To: <b@example.test>',
        'References: <a@example.test>\r\n <b@example.test>',
      ]),
    );
    expect(await classify(mail)).toEqual({
      kind: 'reply',
      threadIds: ['<b@example.test>', '<a@example.test>'],
      from: 'ada@prospect.test',
    });
  });

  it('reads Message-IDs in every shape mailparser gives', () => {
    expect(messageIds(undefined)).toEqual([]);
    expect(messageIds('<a@x> <b@x>')).toEqual(['<a@x>', '<b@x>']);
    expect(messageIds(['<a@x>', '<b@x>'])).toEqual(['<a@x>', '<b@x>']);
    expect(messageIds('a@x')).toEqual(['<a@x>']);
  });
});

describe('bounces', () => {
  it('a DSN: failed recipients, status, diagnostic and the original Message-ID', async () => {
    const mail = await parse(
      report(
        [
          'Final-Recipient: rfc822; Cy@Prospect.test',
          'Action: failed',
          'Status: 5.1.1',
          'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
          '',
          'Final-Recipient: rfc822; dan@prospect.test',
          'Action: delayed',
          'Status: 4.4.1',
        ],
        {
          type: 'message/rfc822',
          body: lines('Message-ID: <orig@example.test>', 'Subject: Hello', '', 'Hi', ''),
        },
      ),
    );
    expect(await classify(mail)).toEqual({
      kind: 'bounce',
      originalMessageIds: ['<orig@example.test>'],
      failedRecipients: ['cy@prospect.test'],
      status: '5.1.1',
      diagnostic: 'smtp; 550 5.1.1 User unknown',
    });
  });

  it('a DSN with only the original headers (text/rfc822-headers)', async () => {
    const mail = await parse(
      report(['Final-Recipient: rfc822; cy@prospect.test', 'Status: 5.2.2'], {
        type: 'text/rfc822-headers',
        body: lines('Message-ID: <orig2@example.test>', 'Subject: Hello', ''),
      }),
    );
    expect(await classify(mail)).toMatchObject({
      kind: 'bounce',
      originalMessageIds: ['<orig2@example.test>'],
      failedRecipients: ['cy@prospect.test'],
    });
  });

  it('a delay notice is not a bounce (nor a reply)', async () => {
    const mail = await parse(
      report(['Final-Recipient: rfc822; cy@prospect.test', 'Action: delayed', 'Status: 4.4.7'], {
        type: 'text/rfc822-headers',
        body: lines('Message-ID: <orig3@example.test>', ''),
      }),
    );
    expect(await classify(mail)).toEqual({ kind: 'other' });
  });

  it('a plain-text bounce from a mailer daemon', async () => {
    const mail = await parse(
      lines(
        'From: Mail Delivery Subsystem <mailer-daemon@mx.test>',
        'Subject: Undelivered Mail Returned to Sender',
        '',
        'I could not deliver to <cy@prospect.test>: 550 5.1.1 no such user',
        '',
        'Message-Id: <orig4@example.test>',
        '',
      ),
    );
    expect(await classify(mail)).toMatchObject({
      kind: 'bounce',
      originalMessageIds: ['<orig4@example.test>'],
      failedRecipients: ['cy@prospect.test'],
      status: '5.1.1',
    });
  });

  it('a person writing about undelivered mail is not a bounce', async () => {
    const mail = await parse(plain(['Subject: Undelivered parcel'], 'Where is it?'));
    expect((await classify(mail)).kind).toBe('reply');
  });
});
