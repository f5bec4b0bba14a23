import { createTransport } from 'nodemailer';
import { ImapFlow } from 'imapflow';
import { MailSandbox } from './mail-sandbox';

const alice = { email: 'alice@example.test', password: 'alice-secret' };
const bob = { email: 'bob@example.test', password: 'bob-secret' };

describe('MailSandbox', () => {
  let sandbox: MailSandbox;

  beforeAll(async () => {
    sandbox = await MailSandbox.start({ users: [alice, bob] });
  });

  afterAll(async () => {
    await sandbox?.stop();
  });

  function transportFor(user: { email: string; password: string }) {
    return createTransport({
      pool: true,
      host: sandbox.smtp.host,
      port: sandbox.smtp.port,
      secure: false,
      auth: { user: user.email, pass: user.password },
    });
  }

  it('delivers a submitted message to the recipient INBOX', async () => {
    const transport = transportFor(alice);
    try {
      const info = await transport.sendMail({
        from: alice.email,
        to: bob.email,
        subject: 'Quick question',
        text: 'Hello Bob',
      });
      expect(info.accepted).toEqual([bob.email]);
    } finally {
      transport.close();
    }

    const captured = await sandbox.waitForMessage((m) => m.subject === 'Quick question');
    expect(captured).toMatchObject({ user: alice.email, from: alice.email, to: [bob.email] });
    expect(captured.delivered).toEqual([bob.email]);
    const inbox = await sandbox.fetchInbox(bob.email);
    const copy = inbox.find((m) => m.mail.subject === 'Quick question');
    expect(copy?.mail.text?.trim()).toBe('Hello Bob');
    expect(copy?.mail.messageId).toBe(captured.messageId);
  });

  it('returns a DSN to the sender for an unknown recipient', async () => {
    const transport = transportFor(alice);
    try {
      await transport.sendMail({
        from: alice.email,
        to: 'nobody@example.test',
        subject: 'Lost letter',
        text: 'Anyone there?',
      });
    } finally {
      transport.close();
    }

    const dsn = await sandbox.waitForInbox(alice.email, (m) =>
      m.raw.includes('Final-Recipient: rfc822; nobody@example.test'),
    );
    expect(dsn.mail.headers.get('content-type')).toMatchObject({
      value: 'multipart/report',
      params: expect.objectContaining({ 'report-type': 'delivery-status' }),
    });
    expect(dsn.raw).toMatch(/Status: 5\.1\.1/);
    expect(dsn.raw).toContain('Subject: Lost letter');
    expect(sandbox.bounces.at(-1)?.to).toEqual([alice.email]);
  });

  it('answers the next command with the configured failure', async () => {
    const transport = transportFor(alice);
    try {
      sandbox.failNext(451, '4.7.1 Try again later');
      const message = { from: alice.email, to: bob.email, subject: 'Retry me', text: 'x' };
      await expect(transport.sendMail(message)).rejects.toMatchObject({
        responseCode: 451,
        permanent: false,
      });
      await expect(transport.sendMail(message)).resolves.toMatchObject({ accepted: [bob.email] });
    } finally {
      transport.close();
    }
  });

  it('injects inbound mail through the MX listener', async () => {
    const reply = [
      'From: Carol <carol@outside.test>',
      `To: ${alice.email}`,
      'Subject: Re: Quick question',
      'Message-ID: <reply-1@outside.test>',
      'In-Reply-To: <original-1@example.test>',
      '',
      'Sounds good.',
      '',
    ].join('\r\n');

    await sandbox.inject(reply, { to: alice.email });

    const inbox = await sandbox.fetchInbox(alice.email);
    const found = inbox.find((m) => m.mail.messageId === '<reply-1@outside.test>');
    expect(found?.mail.inReplyTo).toBe('<original-1@example.test>');
    expect(found?.mail.from?.value[0].address).toBe('carol@outside.test');
  });

  it('rejects a wrong password on SMTP and IMAP', async () => {
    const transport = transportFor({ email: alice.email, password: 'wrong' });
    try {
      await expect(transport.verify()).rejects.toMatchObject({ code: 'EAUTH', responseCode: 535 });
    } finally {
      transport.close();
    }
    const client = new ImapFlow({
      ...sandbox.imap,
      auth: { user: alice.email, pass: 'wrong' },
      logger: false,
    });
    try {
      await expect(client.connect()).rejects.toMatchObject({ authenticationFailed: true });
    } finally {
      client.close();
    }
  });

  it('accepts configured XOAUTH2 tokens on SMTP and IMAP', async () => {
    const accessToken = sandbox.grantToken(bob.email);
    const transport = createTransport({
      host: sandbox.smtp.host,
      port: sandbox.smtp.port,
      secure: false,
      auth: { type: 'OAuth2', user: bob.email, accessToken },
    });
    try {
      await expect(transport.verify()).resolves.toBe(true);
    } finally {
      transport.close();
    }
    const client = new ImapFlow({
      ...sandbox.imap,
      auth: { user: bob.email, accessToken },
      logger: false,
    });
    try {
      await client.connect();
      expect(client.authenticated).toBeTruthy();
      await client.logout();
    } finally {
      client.close();
    }
  });

  it('adds users while running and serves them an SMTP URL', async () => {
    await sandbox.addUser('dave@example.test', 'dave-secret');
    expect(await sandbox.fetchInbox('dave@example.test')).toEqual([]);
    const transport = createTransport(sandbox.smtpUrl('dave@example.test'));
    try {
      await transport.sendMail({
        from: 'dave@example.test',
        to: 'dave@example.test',
        subject: 'Note to self',
        text: 'hi',
      });
    } finally {
      transport.close();
    }
    const inbox = await sandbox.fetchInbox('dave@example.test');
    expect(inbox.map((m) => m.mail.subject)).toEqual(['Note to self']);
  });
});

describe('MailSandbox with copyToSent', () => {
  it('files the submitted message in the sender Sent folder, as Gmail does', async () => {
    const sandbox = await MailSandbox.start({ users: [alice, bob], copyToSent: true });
    try {
      const transport = createTransport(sandbox.smtpUrl(alice.email));
      try {
        await transport.sendMail({ from: alice.email, to: bob.email, subject: 'Filed', text: 'x' });
      } finally {
        transport.close();
      }
      const sent = await sandbox.fetchInbox(alice.email, 'Sent');
      expect(sent.map((m) => m.mail.subject)).toEqual(['Filed']);
      expect(sent[0].flags).toContain('\\Seen');
    } finally {
      await sandbox.stop();
    }
  });
});
