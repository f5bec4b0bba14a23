import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import { dkimVerify, type DKIMResult } from 'mailauth';
import pino from 'pino';
import {
  buildCampaign,
  buildContactListWithRows,
  buildWorkspace,
} from '../../../../test/factories';
import { MailSandbox, headerValue } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { composeRaw } from '../../message/compose';
import { DkimKeys } from '../../message/dkim';

const SIGNED = { email: 'sam@signed.test', password: 'signed-secret' };
const UNSIGNED = { email: 'una@unsigned.test', password: 'unsigned-secret' };
const INBOX = { email: 'reviewer@inbox.test', password: 'reviewer-secret' };
const SELECTOR = 'mail';

/** A fresh RSA key pair: the PEM private key and the DNS TXT record publishing its public half. */
function rsaKey(bits = 2048): { pem: string; record: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    record: `v=DKIM1; k=rsa; p=${spki}`,
  };
}

const signedKey = rsaKey();
/** The DNS a receiving server would query: only the signed domain publishes a key. */
const dns = new Map([[`${SELECTOR}._domainkey.signed.test`, signedKey.record]]);
async function resolver(name: string, rrtype: string): Promise<string[][]> {
  const record = rrtype === 'TXT' ? dns.get(name.toLowerCase()) : undefined;
  if (record === undefined)
    throw Object.assign(new Error(`no ${rrtype} record for ${name}`), { code: 'ENOTFOUND' });
  return [[record]];
}

/** Verifies the message as a receiving server does; one result per DKIM-Signature. */
async function verify(raw: string | Buffer): Promise<DKIMResult[]> {
  return (await dkimVerify(Buffer.from(raw), { resolver })).results;
}

/** The `h=` tag of the message's DKIM-Signature, as a list of lower-case field names. */
function signedFields(raw: string): string[] {
  const signature = headerValue(raw, 'dkim-signature') ?? '';
  const tag = /(?:^|;)\s*h=([^;]+)/.exec(signature)?.[1] ?? '';
  return tag
    .replace(/\s+/g, '')
    .toLowerCase()
    .split(':')
    .filter((field) => field !== '');
}

let keysDir: string;
let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-dkim-'));
  fs.writeFileSync(path.join(keysDir, `${SELECTOR}._domainkey.signed.test.pem`), signedKey.pem);
  sandbox = await MailSandbox.start({ users: [SIGNED, UNSIGNED, INBOX] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true', DKIM_KEYS_DIR: keysDir });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
  fs.rmSync(keysDir, { recursive: true, force: true });
});

const db = () => t.database.db;
let tags = 0;

/** A workspace whose mailbox `sender` logs in to the sandbox, and a started one-step campaign. */
async function campaignFrom(sender: { email: string; password: string }) {
  const tag = `d${++tags}`;
  const workspace = await buildWorkspace(db());
  const { token } = await t.signIn({ workspace });
  const login = { server: '127.0.0.1', username: sender.email, password: sender.password };
  const created = await t.rest('POST', '/v1/mailAccount/create/smtp', {
    token,
    body: {
      name: 'Campaign Sender',
      email: sender.email,
      smtp: { ...login, port: sandbox.smtp.port },
      imap: { ...login, port: sandbox.imap.port },
    },
  });
  expect(created.status).toBe(200);
  const [account] = await db().query(`SELECT id FROM mail_account WHERE workspace_id = $1`, [
    workspace.id,
  ]);
  const pref = DEFAULT_SENDING_PREFERENCE('UTC');
  pref.work_days = [];
  pref.work_time.from_time = 0;
  pref.work_time.to_time = 24 * 60;
  await db().query(`UPDATE mail_account SET sending_preference = $2 WHERE id = $1`, [
    account.id,
    JSON.stringify(pref),
  ]);
  const list = await buildContactListWithRows(db(), {
    workspaceId: workspace.id,
    columns: ['email', 'first_name'],
    rows: [{ email: `r1-${tag}@example.test`, first_name: 'Ada' }],
  });
  const campaign = await buildCampaign(db(), {
    workspaceId: workspace.id,
    mailAccountId: account.id,
    steps: 1,
    listIds: [list.id],
    status: 'started',
  });
  await db().query(
    `UPDATE campaign SET message_mime_type = 'text/html', track_open = true, track_clicks = true
      WHERE id = $1`,
    [campaign.id],
  );
  await db().query(`UPDATE step SET body = $2 WHERE campaign_id = $1`, [
    campaign.id,
    '<p>Hi {{first_name}}, see <a href="https://example.com/offer">this</a>.</p>' +
      '<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
  ]);
  return { tag, token, mailboxId: account.id as string, campaignId: campaign.id };
}

/** Sends the campaign's one message through the real dispatcher; answers it as the sink got it. */
async function dispatch(sender: { email: string; password: string }) {
  const c = await campaignFrom(sender);
  const result = await t.services.dispatch.dispatchOnce(c.mailboxId, new Date());
  expect(result.sent).toBe(1);
  const captured = sandbox.captured.filter((message) =>
    message.to.some((to) => to.includes(`-${c.tag}@`)),
  );
  expect(captured).toHaveLength(1);
  return captured[0].raw;
}

it('signs campaign mail with the domain key, List-Unsubscribe and List-Unsubscribe-Post included, the same bytes in the Sent folder', async () => {
  const raw = await dispatch(SIGNED);

  const [result] = await verify(raw);
  expect(result).toMatchObject({
    status: { result: 'pass' },
    signingDomain: 'signed.test',
    selector: SELECTOR,
    algo: 'rsa-sha256',
    format: 'relaxed/relaxed',
  });
  const fields = signedFields(raw);
  expect(fields).toEqual(
    expect.arrayContaining([
      'from',
      'to',
      'subject',
      'date',
      'message-id',
      'list-unsubscribe',
      'list-unsubscribe-post',
    ]),
  );
  expect(headerValue(raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // The copy filed in the mailbox's Sent folder (before dispatchOnce returned) is the signed
  // message, byte for byte.
  const messageId = headerValue(raw, 'message-id');
  const copies = (await sandbox.fetchInbox(SIGNED.email, 'Sent')).filter(
    (message) => message.mail.messageId === messageId,
  );
  expect(copies.map((copy) => copy.raw)).toEqual([raw]);
});

it('fails verification when the one-click header, the unsubscribe link or the body is changed', async () => {
  const raw = await dispatch(SIGNED);
  const [before] = await verify(raw);
  expect(before.status.result).toBe('pass');

  const headerChanges = {
    oneClick: raw.replace(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'List-Unsubscribe-Post: List-Unsubscribe=Nothing',
    ),
    unsubscribeLink: raw.replace(
      /(List-Unsubscribe:\s*<)https?:\/\/[^>]+/,
      '$1https://evil.test/u',
    ),
  };
  for (const [change, message] of Object.entries(headerChanges)) {
    expect({ change, changed: message !== raw }).toEqual({ change, changed: true });
    const [after] = await verify(message);
    expect({ change, result: after.status.result }).toEqual({ change, result: 'fail' });
  }
  // A changed body breaks the body hash (RFC 6376 §6.1.3 leaves its result to the verifier).
  const body = raw.replace('Hi Ada', 'Hi Eve');
  expect(body).not.toBe(raw);
  const [after] = await verify(body);
  expect(after.status).toMatchObject({ result: 'neutral', comment: 'body hash did not verify' });
});

it('sends mail from a domain without a key unsigned', async () => {
  const raw = await dispatch(UNSIGNED);
  expect(headerValue(raw, 'dkim-signature')).toBeUndefined();
  expect(headerValue(raw, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const [result] = await verify(raw);
  expect(result.status.result).toBe('none');
});

it('signs the test email of the campaign wizard too', async () => {
  const c = await campaignFrom(SIGNED);
  const marker = `test-send-${c.tag}`;
  const sent = await t.rest('POST', '/v1/campaign/testsend', {
    token: c.token,
    body: {
      campaign_id: c.campaignId,
      email: INBOX.email,
      subject: `Hello {{first_name}} ${marker}`,
      body: '<p>Hello {{first_name}}</p>',
      mime_type: 'text/html',
    },
  });
  expect(sent.status).toBe(200);
  const captured = await sandbox.waitForMessage((m) => (m.subject ?? '').includes(marker));
  expect(headerValue(captured.raw, 'message-id')).toMatch(/^<.+@signed\.test>$/);
  const [result] = await verify(captured.raw);
  expect(result.status.result).toBe('pass');
  expect(result.signingDomain).toBe('signed.test');
});

describe('DkimKeys.load', () => {
  /** A logger that keeps what was logged at warn level and above. */
  function recordingLogger() {
    const lines: { level: number; msg: string; file?: string }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    return { logger, warnings: () => lines.filter((line) => line.level >= 40) };
  }

  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-dkim-load-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };

  it('uses the good keys and reports each unusable file by name, without throwing', async () => {
    const good = write('s2024._domainkey.Good.Test.pem', rsaKey().pem);
    const garbage = write('mail._domainkey.broken.test.pem', 'not a key\n');
    const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const ec = write('mail._domainkey.ec.test.pem', ecKey);
    const short = write('mail._domainkey.short.test.pem', rsaKey(512).pem);
    const misnamed = write('good.test.pem', rsaKey().pem);
    const second = write('z2025._domainkey.good.test.pem', rsaKey().pem);
    write('s2024._domainkey.good.test.txt', 'v=DKIM1; k=rsa; p=…');
    const { logger, warnings } = recordingLogger();

    const keys = DkimKeys.load(dir, logger);

    expect(keys.forDomain('good.test')).toMatchObject({
      domainName: 'good.test',
      keySelector: 's2024',
    });
    expect(keys.forDomain('GOOD.test')?.keySelector).toBe('s2024');
    for (const domain of ['broken.test', 'ec.test', 'short.test'])
      expect(keys.forDomain(domain)).toBeNull();
    const warned = warnings();
    for (const file of [garbage, ec, short, misnamed, second])
      expect(warned.filter((line) => line.file === file && line.msg.includes(file))).toHaveLength(
        1,
      );
    expect(warned).toHaveLength(5);
    expect(warned.some((line) => line.file === good)).toBe(false);

    // A domain whose key was refused is sent unsigned; the good one is signed.
    const message = { to: 'ann@example.test', subject: 'Hi', text: 'Hello' };
    const date = new Date();
    const broken = await composeRaw(message, { name: 'B', address: 'b@broken.test' }, date, keys);
    expect(headerValue(broken.toString(), 'dkim-signature')).toBeUndefined();
    const signed = await composeRaw(message, { name: 'G', address: 'g@Good.Test' }, date, keys);
    expect(headerValue(signed.toString(), 'dkim-signature')).toMatch(/d=good\.test;.*s=s2024;/s);
  });

  it('signs nothing, quietly, when the directory does not exist', () => {
    const { logger, warnings } = recordingLogger();
    const keys = DkimKeys.load(path.join(dir, 'missing'), logger);
    expect(keys.forDomain('good.test')).toBeNull();
    expect(warnings()).toEqual([]);
  });
});
