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
])('refuses %s', (address) => {
  expect(isForbiddenAddress(address)).toBe(true);
});

it.each(['8.8.8.8', '142.250.1.109', '2001:4860:4860::8888', '172.32.0.1'])(
  'allows public %s',
  (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  },
);

it('checks what a name resolves to, not the name', async () => {
  await expect(resolveMailHost('localhost', false)).rejects.toBeInstanceOf(ForbiddenHostError);
  await expect(resolveMailHost('localhost', true)).resolves.toBe('127.0.0.1');
  await expect(resolveMailHost('::1', false)).rejects.toBeInstanceOf(ForbiddenHostError);
});
