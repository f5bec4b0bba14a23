import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { simpleParser } from 'mailparser';
import { MailSandbox, type SandboxMessage } from '../../../../../test/mail-sandbox';
import { buildSendingCampaign, sendingPreference } from '../../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../../test/server';

/*
 * The campaign's From name reaching the wire: dispatched messages and test emails carry the
 * campaign's From name, else the mailbox's.
 */

const SENDER = { email: 'sam@sender.test', password: 'sender-secret' };
const OTHER = { email: 'kim@other-sender.test', password: 'other-secret' };

let sandbox: MailSandbox;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER, OTHER] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true' });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const pref = sendingPreference({ allDay: true, gap: 1, burst: 10 });

const campaign = (rows: number, steps: number) =>
  buildSendingCampaign(t, sandbox, { sender: SENDER, rows, steps, pref });

const capturedFor = (tag: string): SandboxMessage[] =>
  sandbox.captured.filter((message) => message.to.some((to) => to.includes(`-${tag}@`)));

/** The From header of a captured message, decoded. */
async function fromOf(message: SandboxMessage) {
  const mail = await simpleParser(message.raw);
  return mail.from?.value;
}

const saveSendingAccount = (
  token: string,
  campaignId: string,
  body: { assigned_to: string; assigned_to_name: string },
) => t.rest('POST', `/v1/campaign/${campaignId}/mailAccount/update`, { token, body });

it("dispatched messages carry the campaign's From name, else the mailbox's", async () => {
  const named = await campaign(1, 1);
  const plain = await campaign(1, 1);
  expect(
    await saveSendingAccount(named.token, named.campaignId, {
      assigned_to: named.mailboxId,
      assigned_to_name: 'Ada at ACME',
    }),
  ).toMatchObject({ status: 200 });
  const now = new Date('2026-04-01T10:00:00Z');
  expect((await t.services.dispatch.dispatchOnce(named.mailboxId, now)).sent).toBe(1);
  expect((await t.services.dispatch.dispatchOnce(plain.mailboxId, now)).sent).toBe(1);
  const [namedMessage] = capturedFor(named.tag);
  const [plainMessage] = capturedFor(plain.tag);
  expect(await fromOf(namedMessage)).toEqual([{ name: 'Ada at ACME', address: SENDER.email }]);
  expect(await fromOf(plainMessage)).toEqual([{ name: 'Sam Sender', address: SENDER.email }]);
});

it("a test email carries the campaign's From name, else the mailbox's", async () => {
  const c = await campaign(1, 1);
  const testSend = async (marker: string) => {
    const sent = await t.rest('POST', '/v1/campaign/testsend', {
      token: c.token,
      body: {
        campaign_id: c.campaignId,
        email: OTHER.email,
        subject: `Test ${marker}`,
        body: '<p>Hello there</p>',
        mime_type: 'text/html',
      },
    });
    expect(sent).toEqual({ status: 200, body: { message: CAMPAIGN_MESSAGES.testSent } });
    return sandbox.waitForMessage((m) => (m.subject ?? '').includes(marker));
  };
  const before = await testSend(`fallback-${c.tag}`);
  expect(await fromOf(before)).toEqual([{ name: 'Sam Sender', address: SENDER.email }]);
  await saveSendingAccount(c.token, c.campaignId, {
    assigned_to: c.mailboxId,
    assigned_to_name: 'Sam from ACME',
  });
  const after = await testSend(`named-${c.tag}`);
  expect(await fromOf(after)).toEqual([{ name: 'Sam from ACME', address: SENDER.email }]);
});
