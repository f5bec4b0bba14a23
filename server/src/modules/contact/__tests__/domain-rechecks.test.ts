import { SEND_CHECK_MESSAGES } from '@outbound/common';
import { TestDnsServer } from '../../../../test/dns-server';
import { MailSandbox } from '../../../../test/mail-sandbox';
import {
  buildSendingCampaign,
  recipientStatuses,
  sendAddresses,
  sendingPreference,
} from '../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../test/server';
import { sharedDns, type DnsResolver } from '../../../dns/resolver';
import { checkPendingDomains } from '../domain-checks';

const SENDER = { email: 'sam@sender.test', password: 'sender-secret' };
const NOW = new Date('2026-03-03T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let sandbox: MailSandbox;
let dns: TestDnsServer;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER] });
  dns = await TestDnsServer.start({
    'mx.test': { MX: ['10 mail.mx.test'] },
    'mail.mx.test': { A: ['192.0.2.10'] },
  });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true', DNS_SERVERS: dns.address });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
  await dns.stop();
});

const db = () => t.database.db;

const statuses = (token: string, campaignId: string) => recipientStatuses(t, token, campaignId);
/** Every send's address, whatever its state (a claim included). */
const sendsTo = (campaignId: string) => sendAddresses(t, campaignId, null);

async function verdictOf(domain: string) {
  const [row] = await db().query(
    `SELECT verdict, extract(epoch FROM recheck_at - checked_at)::int AS ttl_s
       FROM email_domain_check WHERE domain = $1`,
    [domain],
  );
  return row as { verdict: string; ttl_s: number };
}

/** Time passes for one domain: its re-check is due. */
const recheckDue = (domain: string) =>
  db().query(
    `UPDATE email_domain_check SET recheck_at = now() - interval '1 second' WHERE domain = $1`,
    [domain],
  );

it('looks a verdict up again after its TTL; a domain deliverable again releases only the recipients stopped for it, sent once', async () => {
  const c = await buildSendingCampaign(t, sandbox, {
    sender: SENDER,
    rows: 4,
    steps: 1,
    pref: sendingPreference({ allDay: true }),
    mime: 'text/plain',
    emails: ['ann@mx.test', 'bob@flip.test', 'info@flip.test', 'dee@flip.test'],
  });
  await db().query(`UPDATE campaign SET skip_role_addresses = true WHERE id = $1`, [c.campaignId]);
  await t.rest('POST', '/v1/doNotContact/add', {
    token: c.token,
    body: { entries: ['dee@flip.test'] },
  });
  await t.services.addressChecks.run({ campaignId: c.campaignId });
  const dead = ['undeliverable', SEND_CHECK_MESSAGES.undeliverable('flip.test')];
  expect(await statuses(c.token, c.campaignId)).toEqual({
    'ann@mx.test': ['active', null],
    'bob@flip.test': dead,
    'info@flip.test': dead,
    'dee@flip.test': ['do_not_contact', SEND_CHECK_MESSAGES.doNotContact],
  });
  // Undeliverable: looked up again a day later; deliverable: 30 days later.
  expect(await verdictOf('flip.test')).toEqual({ verdict: 'undeliverable', ttl_s: DAY / 1000 });
  expect(await verdictOf('mx.test')).toEqual({ verdict: 'deliverable', ttl_s: (30 * DAY) / 1000 });
  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sendsTo(c.campaignId)).toEqual(['ann@mx.test']);

  // The domain gets its MX; before the TTL nothing is asked again.
  dns.zone['flip.test'] = { MX: ['10 mail.mx.test'] };
  sharedDns().clear();
  dns.queries.length = 0;
  await checkPendingDomains(db(), sharedDns());
  expect(dns.queries.filter((q) => q.name === 'flip.test')).toEqual([]);
  expect((await statuses(c.token, c.campaignId))['bob@flip.test']).toEqual(dead);

  // Once it is due, the sweep's check asks the resolver again and releases Bob; the role
  // address is weighed again and skipped as such, the listed one stays listed.
  await recheckDue('flip.test');
  await checkPendingDomains(db(), sharedDns());
  expect(dns.queries.some((q) => q.name === 'flip.test' && q.type === 'MX')).toBe(true);
  expect(await verdictOf('flip.test')).toEqual({
    verdict: 'deliverable',
    ttl_s: (30 * DAY) / 1000,
  });
  expect(await statuses(c.token, c.campaignId)).toEqual({
    'ann@mx.test': ['complete', null],
    'bob@flip.test': ['active', null],
    'info@flip.test': ['skipped', SEND_CHECK_MESSAGES.roleSkipped],
    'dee@flip.test': ['do_not_contact', SEND_CHECK_MESSAGES.doNotContact],
  });
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(NOW.getTime() + HOUR));
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(NOW.getTime() + 2 * HOUR));
  // A later re-check finding it deliverable again releases no one twice.
  await recheckDue('flip.test');
  await checkPendingDomains(db(), sharedDns());
  await t.services.dispatch.dispatchOnce(c.mailboxId, new Date(NOW.getTime() + 3 * HOUR));
  expect(await sendsTo(c.campaignId)).toEqual(['ann@mx.test', 'bob@flip.test']);
});

it('keeps a verdict the DNS did not answer on its re-check, and asks again within the hour', async () => {
  await db().query(
    `INSERT INTO email_domain_check (domain, verdict, detail, checked_at, recheck_at)
     VALUES ('mute.test', 'deliverable', 'MX', now() - interval '31 days', now() - interval '1 day')`,
  );
  // The server answers nothing for this name: a timeout, neither found nor absent.
  const failing = {
    resolve: async () => {
      throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
    },
  } as unknown as DnsResolver;
  await checkPendingDomains(db(), failing);
  const [row] = await db().query(
    `SELECT verdict, recheck_at > now() + interval '50 minutes' AND recheck_at <= now() + interval '1 hour' AS soon
       FROM email_domain_check WHERE domain = 'mute.test'`,
  );
  expect(row).toEqual({ verdict: 'deliverable', soon: true });
});
