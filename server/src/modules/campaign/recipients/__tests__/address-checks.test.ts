import { SEND_CHECK_MESSAGES } from '@outbound/common';
import { TestDnsServer } from '../../../../../test/dns-server';
import { MailSandbox } from '../../../../../test/mail-sandbox';
import {
  buildCampaignTo,
  listedRecipients,
  sendAddresses,
} from '../../../../../test/sending-campaign';
import { startTestServer, type TestServer } from '../../../../../test/server';
import { buildContactListWithRows } from '../../../../../test/factories';
import {
  checkListDomains,
  checkPendingDomains,
  domainVerdict,
} from '../../../contact/domain-checks';
import { sharedDns } from '../../../../dns/resolver';

const SENDER = { email: 'sam@sender.test', password: 'sender-secret' };
const NOW = new Date('2026-03-03T10:00:00Z');

let sandbox: MailSandbox;
let dns: TestDnsServer;
let t: TestServer;
beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SENDER] });
  dns = await TestDnsServer.start({
    'mx.test': { MX: ['10 mail.mx.test'] },
    'mail.mx.test': { A: ['192.0.2.10'] },
    'aonly.test': { A: ['192.0.2.11'] },
    'mailinator.com': { MX: ['10 mail.mx.test'] },
  });
  t = await startTestServer({ ALLOW_PRIVATE_MAIL_HOSTS: 'true', DNS_SERVERS: dns.address });
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
  await dns.stop();
});

const db = () => t.database.db;

const campaignTo = (emails: string[]) => buildCampaignTo(t, sandbox, SENDER, emails);
const rows = (token: string, campaignId: string) => listedRecipients(t, token, campaignId);
const sent = (campaignId: string) => sendAddresses(t, campaignId);

it('answers a verdict from MX, else A, and undeliverable without either, through the resolver', async () => {
  expect(await domainVerdict(sharedDns(), 'mx.test')).toMatchObject({ verdict: 'deliverable' });
  expect(await domainVerdict(sharedDns(), 'aonly.test')).toMatchObject({ verdict: 'deliverable' });
  expect(await domainVerdict(sharedDns(), 'nomx.test')).toEqual({
    verdict: 'undeliverable',
    detail: 'no MX and no A record',
  });
  expect(dns.queries.some((q) => q.name === 'nomx.test' && q.type === 'MX')).toBe(true);
});

it('marks a recipient whose domain has no MX and no A record undeliverable, never sent, reason shown', async () => {
  const c = await campaignTo(['ann@mx.test', 'bob@nomx.test', 'cy@aonly.test']);
  expect(await t.services.addressChecks.run({ campaignId: c.campaignId })).toBe(1);
  const [cached] = await db().query(
    `SELECT verdict, checked_at FROM email_domain_check WHERE domain = 'nomx.test'`,
  );
  expect(cached).toMatchObject({ verdict: 'undeliverable', checked_at: expect.any(Date) });
  expect((await rows(c.token, c.campaignId))['bob@nomx.test']).toMatchObject({
    state: 'suppressed',
    status: 'undeliverable',
    reason: SEND_CHECK_MESSAGES.undeliverable('nomx.test'),
  });

  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sent(c.campaignId)).toEqual(['ann@mx.test', 'cy@aonly.test']);
});

it('stops at claim a recipient whose domain the cache knows undeliverable, without a lookup', async () => {
  await db().query(
    `INSERT INTO email_domain_check (domain, verdict, detail, checked_at)
     VALUES ('dead.test', 'undeliverable', 'no MX and no A record', now())`,
  );
  const c = await campaignTo(['ann@mx.test', 'dee@dead.test']);
  const asked = dns.queries.length;
  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sent(c.campaignId)).toEqual(['ann@mx.test']);
  expect(dns.queries.length).toBe(asked);
  expect((await rows(c.token, c.campaignId))['dee@dead.test']).toMatchObject({
    state: 'suppressed',
    status: 'undeliverable',
    reason: SEND_CHECK_MESSAGES.undeliverable('dead.test'),
  });
});

it('flags role addresses and disposable domains, and skips them when the campaign says so', async () => {
  const emails = ['info@mx.test', 'zed@mailinator.com', 'ann@mx.test'];
  const kept = await campaignTo(emails);
  const flagged = await rows(kept.token, kept.campaignId);
  expect(flagged['info@mx.test']).toMatchObject({ flags: ['role'], status: 'active' });
  expect(flagged['zed@mailinator.com']).toMatchObject({ flags: ['disposable'] });
  expect(flagged['ann@mx.test']).toMatchObject({ flags: [] });
  await t.services.dispatch.dispatchOnce(kept.mailboxId, NOW);
  expect(await sent(kept.campaignId)).toEqual([
    'ann@mx.test',
    'info@mx.test',
    'zed@mailinator.com',
  ]);

  const skipping = await campaignTo(emails.map((email) => email.replace('@', '+s@')));
  const options = await t.rest('POST', '/v1/campaign/setting/update', {
    token: skipping.token,
    body: {
      campaign_id: skipping.campaignId,
      setting: { skip_role_addresses: true, skip_disposable: true },
    },
  });
  expect(options.status).toBe(200);
  const got = await t.rest('POST', '/v1/campaign/setting/get', {
    token: skipping.token,
    body: { campaignID: skipping.campaignId },
  });
  expect(JSON.stringify(got.body)).toContain('"skip_role_addresses":true');
  // The role address stops at once; the disposable one once its domain is known.
  expect((await rows(skipping.token, skipping.campaignId))['info+s@mx.test']).toMatchObject({
    status: 'skipped',
    reason: SEND_CHECK_MESSAGES.roleSkipped,
  });
  await t.services.addressChecks.run({ campaignId: skipping.campaignId });
  const skipped = await rows(skipping.token, skipping.campaignId);
  expect(skipped['zed+s@mailinator.com']).toMatchObject({
    status: 'skipped',
    reason: SEND_CHECK_MESSAGES.disposableSkipped,
  });
  await t.services.dispatch.dispatchOnce(skipping.mailboxId, NOW);
  expect(await sent(skipping.campaignId)).toEqual(['ann+s@mx.test']);
  const refused = await t.rest('POST', '/v1/campaign/setting/update', {
    token: skipping.token,
    body: { campaign_id: skipping.campaignId, setting: { skip_disposable: 'yes' } },
  });
  expect(refused.status).toBe(400);
});

it("checks an imported list's domains once its import is done", async () => {
  const c = await campaignTo(['ann@mx.test']);
  const list = await buildContactListWithRows(db(), {
    workspaceId: c.workspaceId,
    columns: ['email'],
    rows: [{ email: 'x@imported-dead.test' }, { email: 'y@aonly.test' }],
  });
  const [done] = await db().query(
    `INSERT INTO contact_import (workspace_id, list_id, name, file_path, status)
     VALUES ($1, $2, 'Import', '/nonexistent', 'done') RETURNING id`,
    [c.workspaceId, list.id],
  );
  await checkListDomains(db(), sharedDns(), done.id);
  const verdicts = await db().query(
    `SELECT domain, verdict FROM email_domain_check
      WHERE domain IN ('imported-dead.test', 'aonly.test') ORDER BY domain`,
  );
  expect(verdicts).toEqual([
    { domain: 'aonly.test', verdict: 'deliverable' },
    { domain: 'imported-dead.test', verdict: 'undeliverable' },
  ]);
});

it('queues the domains of an enrolment with it: the sweep of pending domains finds them, the claim stops the recipient', async () => {
  const c = await campaignTo(['ann@mx.test']);
  const list = await buildContactListWithRows(db(), {
    workspaceId: c.workspaceId,
    columns: ['email', 'first_name'],
    rows: [{ email: 'eve@enrolled-dead.test', first_name: 'Eve' }],
  });
  const linked = await t.rest('POST', '/v1/campaign/contactsList/update', {
    token: c.token,
    body: { campaign_id: c.campaignId, list_id: list.id },
  });
  expect(linked.status).toBe(200);
  // Queued by the enrolment's own transaction (its job is not run here: as if it were lost).
  const [pending] = await db().query(
    `SELECT verdict, checked_at FROM email_domain_check WHERE domain = 'enrolled-dead.test'`,
  );
  expect(pending).toEqual({ verdict: null, checked_at: null });
  await checkPendingDomains(db(), sharedDns());
  await t.services.dispatch.dispatchOnce(c.mailboxId, NOW);
  expect(await sent(c.campaignId)).toEqual(['ann@mx.test']);
  expect((await rows(c.token, c.campaignId))['eve@enrolled-dead.test']).toMatchObject({
    status: 'undeliverable',
    reason: SEND_CHECK_MESSAGES.undeliverable('enrolled-dead.test'),
  });
});
