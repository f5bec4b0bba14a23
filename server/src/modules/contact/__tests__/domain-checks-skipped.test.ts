import { DnsResolver } from '../../../dns/resolver';
import { startTestServer, type TestServer } from '../../../../test/server';
import { checkPendingDomains, queueDomains, skipRecipientDomainLookups } from '../domain-checks';

/**
 * SKIP_RECIPIENT_DOMAIN_CHECKS: on a network whose DNS cannot see the recipients' domains, none is
 * looked up, so none is found undeliverable; they stay pending (unchecked, sent as before).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  skipRecipientDomainLookups(false);
  await t.close();
});

it('looks nothing up and leaves the domains pending when the checks are skipped', async () => {
  const asked: string[] = [];
  const resolver = new DnsResolver({ servers: [] });
  resolver.resolve = (async (name: string) => {
    asked.push(name);
    throw Object.assign(new Error('no such domain'), { code: 'ENOTFOUND' });
  }) as typeof resolver.resolve;
  const domain = `skipped-${Date.now()}.test`;
  await queueDomains(t.database.db, [domain]);
  skipRecipientDomainLookups(true);
  expect(await checkPendingDomains(t.database.db, resolver)).toEqual([]);
  expect(asked).toEqual([]);
  skipRecipientDomainLookups(false);
  expect(await checkPendingDomains(t.database.db, resolver)).toContain(domain);
  expect(asked).toContain(domain);
});
