/**
 * `GET /v1/mailAccount/{id}/deliverability`, its check on demand and the GraphQL fields, on a real
 * database with every lookup going to a local DNS server: the answer's shape, a stored
 * `checked_at`, another workspace's mailbox answered as a missing one, a check going from pass to
 * fail shown as a dashboard warning until it passes again, and the daily re-check.
 */
import fs from 'node:fs';
import { sharedDns } from '../../../dns/resolver';
import { TestDnsServer } from '../../../../test/dns-server';
import { buildMailAccount, buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { MailAccount } from '../../mailbox/mail-account.entity';
import { doctorZones } from './zones';

const zones = doctorZones();
const NOT_FOUND = 'The mail account does not exists any more.';
let dns: TestDnsServer;
let t: TestServer;
let owner: { token: string; workspaceId: string };
beforeAll(async () => {
  dns = await TestDnsServer.start(zones.zone);
  t = await startTestServer({ DNS_SERVERS: dns.address, DKIM_KEYS_DIR: zones.keysDir });
  const workspace = await buildWorkspace(t.database.db);
  owner = { token: (await t.signIn({ workspace })).token, workspaceId: workspace.id };
});
afterAll(async () => {
  await t.close();
  await dns.stop();
  fs.rmSync(zones.keysDir, { recursive: true, force: true });
});

/** A mailbox of the owner's workspace at `domain`, sending through `smtp.<smtpDomain>`. */
async function mailbox(domain: string, smtpDomain = domain): Promise<MailAccount> {
  const account = await buildMailAccount(t.database.db, {
    workspaceId: owner.workspaceId,
    email: `ann-${Math.random().toString(36).slice(2, 8)}@${domain}`,
  });
  account.connection = { smtp: { server: `smtp.${smtpDomain}`, port: 587, username: 'ann' } };
  return t.database.db.getRepository(MailAccount).save(account);
}

type Answer = {
  data: {
    domain: string;
    checked_at: string;
    checks: { name: string; status: string; detail: string; fix: string | null }[];
  };
  message?: string;
};

const get = (id: string, token = owner.token) =>
  t.rest<Answer>('GET', `/v1/mailAccount/${id}/deliverability`, { token });
const check = (id: string, token = owner.token) =>
  t.rest<Answer>('POST', `/v1/mailAccount/${id}/deliverability/check`, { token });

it('answers the checks of the mailbox’s domain, stored with the time they ran', async () => {
  const account = await mailbox('good.test');
  const before = Date.now();
  const first = await get(account.id);
  expect(first.status).toBe(200);
  expect(first.body.data.domain).toBe('good.test');
  expect(Date.parse(first.body.data.checked_at)).toBeGreaterThanOrEqual(before - 1000);
  expect(first.body.data.checks.map((c) => [c.name, c.status])).toEqual([
    ['spf', 'pass'],
    ['dkim', 'pass'],
    ['dmarc', 'pass'],
    ['mx', 'pass'],
    ['ptr', 'pass'],
    ['blocklist', 'pass'],
  ]);
  expect(Object.keys(first.body.data.checks[0]).sort()).toEqual([
    'detail',
    'fix',
    'name',
    'status',
  ]);
  // Read again: the stored answer, not a new check.
  const again = await get(account.id);
  expect(again.body.data.checked_at).toBe(first.body.data.checked_at);
});

it('answers a bad domain’s failures with their fixes, over GraphQL too', async () => {
  const account = await mailbox('bad.test');
  const { body } = await check(account.id);
  const failing = body.data.checks.filter((c) => c.status === 'fail').map((c) => c.name);
  expect(failing).toEqual(['spf', 'dkim', 'dmarc', 'mx', 'ptr', 'blocklist']);
  const gql = await t.gql<{
    mailAccountDeliverability: { domain: string; checks: { name: string; fix: string | null }[] };
  }>(
    `query ($id: ID!) { mailAccountDeliverability(id: $id) { domain checkedAt checks { name status detail fix } } }`,
    { id: account.id },
    { token: owner.token },
  );
  expect(gql.errors).toBeUndefined();
  const dkim = gql.data!.mailAccountDeliverability.checks.find((c) => c.name === 'dkim');
  expect(dkim?.fix).toBe(
    `Publish this TXT record at s1._domainkey.bad.test: "v=DKIM1; k=rsa; p=${zones.badKey}"`,
  );
});

it('answers another workspace’s mailbox, and a malformed id, exactly like a missing one', async () => {
  const theirs = await buildMailAccount(t.database.db, { email: 'zed@good.test' });
  const stranger = (await t.signIn()).token;
  const answers = await Promise.all([
    get(theirs.id, stranger),
    get('00000000-0000-4000-8000-000000000000', stranger),
    get('not-an-id', stranger),
    get('%27%20OR%201%3D1', stranger),
    check(theirs.id, stranger),
    check('x'.repeat(90), stranger),
  ]);
  for (const answer of answers) expect(answer).toEqual({ status: 404, body: expect.anything() });
  for (const answer of answers) expect(answer.body.message).toBe(NOT_FOUND);
  const rows = await t.database.db.query(
    `SELECT 1 FROM mailbox_deliverability WHERE mail_account_id = $1`,
    [theirs.id],
  );
  expect(rows).toEqual([]);
});

it('a check that goes from pass to fail shows on the dashboard until it passes again', async () => {
  dns.zone['flip.test'] = { TXT: ['v=spf1 ip4:192.0.2.10 -all'], MX: ['10 mx.good.test'] };
  dns.zone['_dmarc.flip.test'] = { TXT: ['v=DMARC1; p=reject'] };
  const account = await mailbox('flip.test', 'good.test');
  const warnings = async () =>
    (
      await t.gql<{ deliverabilityWarnings: { email: string; regressed: string[] }[] }>(
        `{ deliverabilityWarnings { mailAccountId email checkedAt regressed } }`,
        {},
        { token: owner.token },
      )
    ).data!.deliverabilityWarnings.filter((w) => w.email === account.email);
  /** The next check runs now (not the one of the last seconds), against the zone as it is. */
  const recheck = async () => {
    await t.database.db.query(
      `UPDATE mailbox_deliverability SET checked_at = checked_at - interval '1 hour'
        WHERE mail_account_id = $1`,
      [account.id],
    );
    sharedDns().clear();
    return (await check(account.id)).body.data.checks;
  };

  const first = await check(account.id);
  expect(first.body.data.checks.find((c) => c.name === 'spf')?.status).toBe('pass');
  expect(await warnings()).toEqual([]);

  dns.zone['flip.test'] = { TXT: ['v=spf1 ip4:198.51.100.1 -all'], MX: ['10 mx.good.test'] };
  await recheck();
  expect(await warnings()).toEqual([
    expect.objectContaining({ email: account.email, regressed: ['spf', 'dmarc'] }),
  ]);
  // Still failing at the next check: still shown.
  await recheck();
  expect((await warnings())[0]?.regressed).toEqual(['spf', 'dmarc']);

  dns.zone['flip.test'] = { TXT: ['v=spf1 ip4:192.0.2.10 -all'], MX: ['10 mx.good.test'] };
  await recheck();
  expect(await warnings()).toEqual([]);
});

it('the daily re-check checks the mailboxes never checked or checked a day ago', async () => {
  const fresh = await mailbox('good.test');
  const stale = await mailbox('good.test');
  await check(stale.id);
  await t.database.db.query(
    `UPDATE mailbox_deliverability SET checked_at = now() - interval '25 hours'
      WHERE mail_account_id = $1`,
    [stale.id],
  );
  await t.services.deliverability.recheckDue(1000);
  const rows: { id: string; age: number }[] = await t.database.db.query(
    `SELECT mail_account_id AS id, extract(epoch FROM now() - checked_at)::int AS age
       FROM mailbox_deliverability WHERE mail_account_id = ANY($1)`,
    [[fresh.id, stale.id]],
  );
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row.age).toBeLessThan(60);
});

it('a viewer reads the last check but cannot ask for a new one', async () => {
  const account = await mailbox('good.test');
  const workspace = await t.database.db.query(`SELECT * FROM workspace WHERE id = $1`, [
    owner.workspaceId,
  ]);
  const viewer = (await t.signIn({ workspace: workspace[0], role: 'viewer' })).token;
  expect((await get(account.id, viewer)).status).toBe(200);
  expect((await check(account.id, viewer)).status).toBe(403);
});
