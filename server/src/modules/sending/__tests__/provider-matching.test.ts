import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  addPoolMailbox,
  buildSendingCampaign,
  sendingPreference,
  type SendingCampaign,
} from '../../../../test/sending-campaign';
import { TestDnsServer } from '../../../../test/dns-server';
import { startTestServer, type TestServer } from '../../../../test/server';
import { sharedDns } from '../../../dns/resolver';
import { providerOfMx, refreshProviders } from '../providers/mail-providers';

/**
 * Provider matching (campaign setting `match_recipient_provider`): a recipient at a domain hosted
 * by Google gets its first message from the pool's Google mailbox, one hosted by Microsoft from
 * the Microsoft one, the rest by balance; with no eligible mailbox of its provider, from any.
 * The providers come from MX records looked up beside the send path, through DNS_SERVERS.
 */
const G = { email: 'match-g@gsender.test', password: 'sender-secret' };
const M = { email: 'match-m@msender.test', password: 'sender-secret' };
const MINUTE = 60_000;

let sandbox: MailSandbox;
let dns: TestDnsServer;
let t: TestServer;
beforeAll(async () => {
  dns = await TestDnsServer.start({
    'gsender.test': { MX: ['10 aspmx.l.google.com'] },
    'msender.test': { MX: ['0 msender-test.mail.protection.outlook.com'] },
    'gcorp.test': { MX: ['1 smtp.google.com'] },
    'mcorp.test': { MX: ['0 mcorp-test.mail.protection.outlook.com'] },
    'ocorp.test': { MX: ['10 mx.ocorp.test'] },
  });
  sandbox = await MailSandbox.start({ users: [G, M] });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true', DNS_SERVERS: dns.address });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
  await dns.stop();
});

const db = () => t.database.db;
const pref = sendingPreference({ allDay: true, perDay: 100, gap: 1, burst: 5 });
const RECIPIENTS = [
  'g1@gcorp.test',
  'm1@mcorp.test',
  'o1@ocorp.test',
  'g2@gcorp.test',
  'm2@mcorp.test',
  'n1@nowhere.test',
];

async function pool(matching: boolean): Promise<SendingCampaign & { g: string; m: string }> {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: G,
    rows: RECIPIENTS.length,
    steps: 1,
    pref,
    emails: RECIPIENTS.map((email) =>
      email.replace('@', `-${Math.random().toString(36).slice(2, 7)}@`),
    ),
  });
  const m = await addPoolMailbox(t, sandbox, c, { sender: M, pref, name: 'Microsoft sender' });
  await db().query(`UPDATE campaign SET match_recipient_provider = $2 WHERE id = $1`, [
    c.campaignId,
    matching,
  ]);
  return { ...c, g: c.mailboxId, m };
}

/** Who sent to each recipient, by the part of its address before the tag. */
async function senders(c: SendingCampaign & { g: string; m: string }) {
  const rows: { email: string; mail_account_id: string }[] = await db().query(
    `SELECT r.email, s.mail_account_id FROM send s JOIN campaign_recipient r ON r.id = s.recipient_id
      WHERE s.campaign_id = $1`,
    [c.campaignId],
  );
  return Object.fromEntries(
    rows.map((row) => [row.email.split('-')[0], row.mail_account_id === c.g ? 'G' : 'M']),
  );
}

it('reads a provider from MX hosts by suffix', () => {
  expect(providerOfMx(['ASPMX.L.GOOGLE.COM.'])).toBe('google');
  expect(providerOfMx(['alt1.gmail-smtp-in.l.google.com'])).toBe('google');
  expect(providerOfMx(['acme-com.mail.protection.outlook.com'])).toBe('microsoft');
  expect(providerOfMx(['mx.notgoogle.com', 'google.com.evil.test'])).toBe('other');
  expect(providerOfMx([])).toBe('other');
  expect(providerOfMx(['x'.repeat(1_000_000)])).toBe('other');
});

it('sends Google-hosted recipients from the Google mailbox and Microsoft-hosted from the Microsoft one', async () => {
  const c = await pool(true);
  const asked = dns.queries.length;
  expect(await refreshProviders(db(), sharedDns())).toBeGreaterThanOrEqual(6);
  expect(dns.queries.length).toBeGreaterThan(asked);
  const kept: { domain: string; provider: string }[] = await db().query(
    `SELECT domain, provider FROM mail_domain_provider ORDER BY domain`,
  );
  expect(Object.fromEntries(kept.map((row) => [row.domain, row.provider]))).toMatchObject({
    'gcorp.test': 'google',
    'gsender.test': 'google',
    'mcorp.test': 'microsoft',
    'msender.test': 'microsoft',
    'ocorp.test': 'other',
    'nowhere.test': 'other',
  });
  // Nothing left to look up: a second refresh asks the DNS nothing.
  const before = dns.queries.length;
  expect(await refreshProviders(db(), sharedDns())).toBe(0);
  expect(dns.queries.length).toBe(before);

  const monday = new Date('2026-11-23T10:00:00Z');
  for (const id of [c.g, c.m]) await t.services.dispatch.dispatchOnce(id, monday);
  for (const id of [c.g, c.m])
    await t.services.dispatch.dispatchOnce(id, new Date(monday.getTime() + 2 * MINUTE));
  expect(await senders(c)).toEqual({ g1: 'G', g2: 'G', m1: 'M', m2: 'M', o1: 'G', n1: 'G' });
});

it('falls back to any mailbox when the pool has none of the provider able to send', async () => {
  const c = await pool(true);
  await refreshProviders(db(), sharedDns());
  await db().query(`UPDATE mail_account SET status = 'inactive' WHERE id = $1`, [c.m]);
  const monday = new Date('2026-11-23T10:00:00Z');
  for (let round = 0; round < 2; round++)
    await t.services.dispatch.dispatchOnce(c.g, new Date(monday.getTime() + round * 2 * MINUTE));
  expect(Object.values(await senders(c))).toEqual(['G', 'G', 'G', 'G', 'G', 'G']);
  await db().query(`UPDATE mail_account SET status = 'active' WHERE id = $1`, [c.m]);
});

it('without the setting, the first mailbox takes a whole burst whatever the provider', async () => {
  const c = await pool(false);
  await refreshProviders(db(), sharedDns());
  await t.services.dispatch.dispatchOnce(c.g, new Date('2026-11-23T10:00:00Z'));
  const sent = await senders(c);
  expect(Object.keys(sent)).toHaveLength(5);
  expect(Object.values(sent).every((who) => who === 'G')).toBe(true);
  expect(sent.m1).toBe('G');
});
