/**
 * The blocklist check asks IPv6 addresses too, by their nibbles, on the lists that hold them
 * (Spamhaus ZEN), against a real DNS server on loopback through the product's resolver.
 */
import { DnsResolver } from '../../../dns/resolver';
import { TestDnsServer } from '../../../../test/dns-server';
import { blocklistCheck, nibbleReversed } from '../checks/blocklist';
import type { Subject } from '../checks/check';

const LISTED_V6 = '2001:db8::25';
const NIBBLES_V6 = '5.2.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2';

let dns: TestDnsServer;
let resolver: DnsResolver;
beforeAll(async () => {
  dns = await TestDnsServer.start({
    'smtp.six.test': { A: ['192.0.2.30'], AAAA: [LISTED_V6] },
    [`${NIBBLES_V6}.zen.spamhaus.org`]: { A: ['127.0.0.3'] },
    'smtp.clean6.test': { AAAA: ['2001:db8:0:1::7'] },
  });
  resolver = new DnsResolver({ servers: [dns.address], timeoutMs: 500, tries: 1 });
});
afterAll(async () => {
  await dns.stop();
});

const subject = (domain: string): Subject => ({
  email: `ann@${domain}`,
  domain,
  smtpHost: `smtp.${domain}`,
  provider: null,
  trackingDomain: null,
  publicHost: 'outbound.test',
});

it('writes an IPv6 address as its 32 nibbles, lowest first', () => {
  expect(nibbleReversed(LISTED_V6)).toBe(NIBBLES_V6);
  expect(nibbleReversed('::1')).toBe(`1${'.0'.repeat(31)}`);
  expect(nibbleReversed('2001:DB8:0:0:0:0:0:25')).toBe(NIBBLES_V6);
  expect(nibbleReversed('::ffff:192.0.2.1')).toBe(
    '1.0.2.0.0.0.0.c.f.f.f.f.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0',
  );
  expect(nibbleReversed('192.0.2.1')).toBeNull();
  expect(nibbleReversed('nope')).toBeNull();
});

it('finds a server’s IPv6 address on Spamhaus ZEN, asking only the lists that hold IPv6', async () => {
  dns.queries.length = 0;
  const check = await blocklistCheck(subject('six.test'), resolver);
  expect(check).toMatchObject({ status: 'fail', detail: `Listed: ${LISTED_V6} on Spamhaus ZEN.` });
  const asked = dns.queries.map((q) => q.name);
  expect(asked).toContain(`${NIBBLES_V6}.zen.spamhaus.org`);
  expect(asked).toContain('30.2.0.192.zen.spamhaus.org');
  expect(asked).toContain('30.2.0.192.b.barracudacentral.org');
  expect(asked.filter((name) => name.startsWith(NIBBLES_V6))).toEqual([
    `${NIBBLES_V6}.zen.spamhaus.org`,
  ]);
});

it('passes a server whose only address is an IPv6 one on no list', async () => {
  const check = await blocklistCheck(subject('clean6.test'), resolver);
  expect(check).toMatchObject({ status: 'pass' });
  expect(check.detail).toContain('2001:db8:0:1::7');
});
