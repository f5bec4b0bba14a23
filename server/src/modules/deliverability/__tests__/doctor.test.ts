/**
 * The doctor against a real DNS server on loopback, through the product's resolver: a domain that
 * publishes everything right passes every check; one that gets each wrong fails each, with the
 * exact record to publish.
 */
import fs from 'node:fs';
import pino from 'pino';
import { DnsResolver } from '../../../dns/resolver';
import { TestDnsServer } from '../../../../test/dns-server';
import { DkimKeys } from '../../message/dkim';
import type { Check, Subject } from '../checks/check';
import { withMechanism } from '../checks/spf';
import { reverseName } from '../checks/ptr';
import { diagnose } from '../doctor';
import { doctorZones } from './zones';

const zones = doctorZones();
let dns: TestDnsServer;
let resolver: DnsResolver;
let keys: DkimKeys;
beforeAll(async () => {
  dns = await TestDnsServer.start(zones.zone);
  resolver = new DnsResolver({ servers: [dns.address], timeoutMs: 500, tries: 1 });
  keys = DkimKeys.load(zones.keysDir, pino({ level: 'silent' }));
});
afterAll(async () => {
  await dns.stop();
  fs.rmSync(zones.keysDir, { recursive: true, force: true });
});

const subject = (domain: string, more: Partial<Subject> = {}): Subject => ({
  email: `ann@${domain}`,
  domain,
  smtpHost: `smtp.${domain}`,
  provider: null,
  trackingDomain: null,
  publicHost: 'outbound.test',
  ...more,
});

const byName = (checks: Check[]) => Object.fromEntries(checks.map((check) => [check.name, check]));

it('passes every check of a domain that publishes everything right', async () => {
  const checks = await diagnose(
    subject('good.test', { trackingDomain: 'track.good.test' }),
    resolver,
    keys,
  );
  expect(checks.map((check) => [check.name, check.status])).toEqual([
    ['spf', 'pass'],
    ['dkim', 'pass'],
    ['dmarc', 'pass'],
    ['mx', 'pass'],
    ['ptr', 'pass'],
    ['blocklist', 'pass'],
    ['tracking_domain', 'pass'],
  ]);
  expect(checks.every((check) => check.fix === null)).toBe(true);
  const found = byName(checks);
  expect(found.spf.detail).toContain('192.0.2.10');
  expect(found.dmarc.detail).toContain('p=quarantine');
  expect(found.mx.detail).toContain('10 mx.good.test');
});

it('fails each check of a domain that gets it wrong, saying exactly what to publish', async () => {
  const checks = await diagnose(
    subject('bad.test', { trackingDomain: 'track.bad.test' }),
    resolver,
    keys,
  );
  const found = byName(checks);
  for (const name of ['spf', 'dkim', 'dmarc', 'mx', 'ptr', 'blocklist', 'tracking_domain'])
    expect([name, found[name].status]).toEqual([name, 'fail']);

  expect(found.spf.detail).toContain('192.0.2.20: fail');
  expect(found.spf.fix).toContain('"v=spf1 ip4:198.51.100.1 ip4:192.0.2.20 -all"');
  expect(found.dkim.detail).toContain('is not the signing key in DKIM_KEYS_DIR');
  expect(found.dkim.fix).toBe(
    `Publish this TXT record at s1._domainkey.bad.test: "v=DKIM1; k=rsa; p=${zones.badKey}"`,
  );
  expect(found.dmarc.detail).toContain('no DMARC record');
  expect(found.dmarc.fix).toContain('"v=DMARC1; p=none; rua=mailto:dmarc@bad.test"');
  expect(found.mx.detail).toContain('no MX record');
  expect(found.ptr.detail).toContain('192.0.2.20: none');
  expect(found.ptr.fix).toContain('set its reverse DNS (PTR) to smtp.bad.test');
  expect(found.blocklist.detail).toBe('Listed: 192.0.2.20 on Spamhaus ZEN.');
  expect(found.tracking_domain.fix).toBe(
    'Publish this CNAME record: "track.bad.test CNAME outbound.test".',
  );
});

it('a domain without any SPF record nor DKIM key is told to publish both', async () => {
  const checks = byName(await diagnose(subject('nowhere.test'), resolver, keys));
  expect(checks.spf).toMatchObject({ status: 'fail' });
  expect(checks.spf.detail).toContain('no SPF record');
  expect(checks.dkim.detail).toContain('DKIM_KEYS_DIR has no key for it');
  expect(checks.dkim.fix).toContain('s1._domainkey.nowhere.test.pem');
});

it('a Google mailbox is checked for the provider’s include and signing', async () => {
  const checks = byName(
    await diagnose(
      subject('gapps.test', { smtpHost: 'smtp.gmail.com', provider: 'google' }),
      resolver,
      keys,
    ),
  );
  expect(checks.spf).toMatchObject({ status: 'pass' });
  expect(checks.dkim).toMatchObject({ status: 'pass' });
  expect(checks.dkim.detail).toContain('Google signs');
  expect(checks.dmarc).toMatchObject({ status: 'pass' });
  expect(checks.dmarc.detail).toContain('p=none only monitors');
  expect(checks.ptr).toMatchObject({ status: 'pass' });
  // Without the provider's include, the fix adds it to the record there is.
  const bare = byName(
    await diagnose(
      subject('good.test', { smtpHost: 'smtp.gmail.com', provider: 'google' }),
      resolver,
      keys,
    ),
  );
  expect(bare.spf.fix).toContain('"v=spf1 ip4:192.0.2.10 include:_spf.google.com -all"');
});

it('adds a mechanism before the record’s closing term and builds reverse names', () => {
  expect(withMechanism('v=spf1 mx ~all', 'ip4:1.2.3.4')).toBe('v=spf1 mx ip4:1.2.3.4 ~all');
  expect(withMechanism('v=spf1 redirect=_spf.x.test', 'a')).toBe('v=spf1 a redirect=_spf.x.test');
  expect(withMechanism('v=spf1 mx', 'a')).toBe('v=spf1 mx a');
  expect(reverseName('192.0.2.10')).toBe('10.2.0.192.in-addr.arpa');
  expect(reverseName('2001:db8::1')).toBe(
    '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
  );
});
