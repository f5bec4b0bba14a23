/**
 * The product's one resolver against a real DNS server on loopback (dns2): answers, the cache,
 * NXDOMAIN, timeouts, and the mail host check going through it.
 */
import dgram from 'node:dgram';
import { loadConfig } from '../../config';
import {
  ForbiddenHostError,
  resolveMailHost,
  UnresolvableHostError,
} from '../../modules/mailbox/host-guard';
import { TestDnsServer } from '../../../test/dns-server';
import { DnsResolver, useDnsServers } from '../resolver';

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await TestDnsServer.start({
    'mail.public.test': { A: ['203.0.113.7'], AAAA: ['2001:db8::7'] },
    'mail.inside.test': { A: ['10.1.2.3'] },
    'sender.test': { TXT: ['v=spf1 ip4:192.0.2.10 -all'], MX: ['10 mx.sender.test'] },
  });
});
afterAll(() => dns.stop());

it('answers from DNS_SERVERS and keeps answers for their TTL', async () => {
  const resolver = new DnsResolver({ servers: [dns.address] });
  const asked = () => dns.queries.filter((q) => q.name === 'sender.test').length;
  const before = asked();
  expect(await resolver.resolve('sender.test', 'TXT')).toEqual([['v=spf1 ip4:192.0.2.10 -all']]);
  expect(await resolver.resolve('Sender.Test', 'TXT')).toEqual([['v=spf1 ip4:192.0.2.10 -all']]);
  expect(await resolver.resolve('sender.test', 'MX')).toEqual([
    { exchange: 'mx.sender.test', priority: 10 },
  ]);
  expect(asked() - before).toBe(2); // TXT once, MX once
  expect(await resolver.addresses('mail.public.test')).toEqual(['203.0.113.7', '2001:db8::7']);
});

it('a name the server does not know fails at once, and the failure is kept a while', async () => {
  const resolver = new DnsResolver({ servers: [dns.address] });
  const started = Date.now();
  await expect(resolver.resolve('nowhere.test', 'A')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  await expect(resolver.resolve('nowhere.test', 'A')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  expect(Date.now() - started).toBeLessThan(1000);
  expect(dns.queries.filter((q) => q.name === 'nowhere.test' && q.type === 'A')).toHaveLength(1);
});

it('a server that never answers times out instead of hanging', async () => {
  const silent = dgram.createSocket('udp4');
  await new Promise<void>((done) => silent.bind(0, '127.0.0.1', done));
  try {
    const resolver = new DnsResolver({
      servers: [`127.0.0.1:${silent.address().port}`],
      timeoutMs: 200,
      tries: 1,
    });
    const started = Date.now();
    await expect(resolver.resolve('slow.test', 'TXT')).rejects.toMatchObject({
      code: 'ETIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  } finally {
    silent.close();
  }
});

it('the mail and webhook host check resolves through DNS_SERVERS and keeps its rules', async () => {
  useDnsServers(loadConfig({ DNS_SERVERS: dns.address }).dnsServers);
  try {
    await expect(resolveMailHost('mail.public.test', false)).resolves.toBe('203.0.113.7');
    await expect(resolveMailHost('mail.inside.test', false)).rejects.toBeInstanceOf(
      ForbiddenHostError,
    );
    await expect(resolveMailHost('mail.inside.test', true)).resolves.toBe('10.1.2.3');
    await expect(resolveMailHost('nowhere.test', false)).rejects.toBeInstanceOf(
      UnresolvableHostError,
    );
    await expect(resolveMailHost('localhost', false)).rejects.toBeInstanceOf(ForbiddenHostError);
  } finally {
    useDnsServers([]);
  }
});

it('DNS_SERVERS takes addresses with ports, and refuses anything else', () => {
  expect(loadConfig({}).dnsServers).toEqual([]);
  expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53,192.0.2.1' }).dnsServers).toEqual([
    '127.0.0.1:5353',
    '[::1]:53',
    '192.0.2.1',
  ]);
  for (const bad of ['dns.example.com:53', '127.0.0.1:99999', '127.0.0.1:', '[::1', ','])
    expect(() => loadConfig({ DNS_SERVERS: bad })).toThrow(/DNS_SERVERS must be/);
});
