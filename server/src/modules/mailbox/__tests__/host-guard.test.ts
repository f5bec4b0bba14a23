import { ForbiddenHostError, isForbiddenAddress, resolveMailHost } from '../host-guard';

it.each([
  '127.0.0.1',
  '127.8.9.10',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:10.0.0.1',
  '169.254.169.254',
  '10.0.0.1',
  '172.20.1.1',
  '192.168.0.5',
  '100.64.0.1',
  '0.0.0.0',
  'fe80::1',
  'fd12:3456::1',
  'not-an-ip',
  '::ffff:7f00:1', // 127.0.0.1, IPv4-mapped in hex
  '64:ff9b::7f00:1', // NAT64 (well-known prefix) of 127.0.0.1
  '64:ff9b::10.1.2.3',
  '64:ff9b::a9fe:a9fe', // 169.254.169.254
  '64:ff9b::c0a8:105', // 192.168.1.5
  '64:ff9b:1::c0a8:105', // local-use NAT64, /96
  '64:ff9b:1:a01:2:300::', // local-use NAT64, /48: 10.1.2.3
  '64:ff9b:1:a:1:203::', // local-use NAT64, /64: 10.1.2.3
])('refuses %s', (address) => {
  expect(isForbiddenAddress(address)).toBe(true);
});

it.each([
  '8.8.8.8',
  '142.250.1.109',
  '2001:4860:4860::8888',
  '172.32.0.1',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808', // NAT64 of 8.8.8.8
  '64:ff9b::8.8.8.8',
])('allows public %s', (address) => {
  expect(isForbiddenAddress(address)).toBe(false);
});

it('checks what a name resolves to, not the name', async () => {
  await expect(resolveMailHost('localhost', false)).rejects.toBeInstanceOf(ForbiddenHostError);
  await expect(resolveMailHost('localhost', true)).resolves.toBe('127.0.0.1');
  await expect(resolveMailHost('::1', false)).rejects.toBeInstanceOf(ForbiddenHostError);
});
