import { CredentialsVault } from '../credentials-vault';

const credentials = {
  smtp: { server: 'smtp.example.com', port: 587, username: 'me', password: 'hunter2' },
};

it('seals with AES-256-GCM: opaque, different every time, and opened only by its workspace', () => {
  const vault = new CredentialsVault('x'.repeat(43));
  const a = vault.seal('workspace-a', credentials);
  const b = vault.seal('workspace-a', credentials);
  expect(a).not.toContain('hunter2');
  expect(a).not.toBe(b);
  expect(vault.open('workspace-a', a)).toEqual(credentials);
  expect(() => vault.open('workspace-b', a)).toThrow();
  expect(() => new CredentialsVault('y'.repeat(43)).open('workspace-a', a)).toThrow();
});

it('refuses a tampered ciphertext', () => {
  const vault = new CredentialsVault('x'.repeat(43));
  const sealed = vault.seal('w', credentials);
  const raw = Buffer.from(sealed.slice(3), 'base64');
  raw[raw.length - 1] ^= 1;
  expect(() => vault.open('w', `v1:${raw.toString('base64')}`)).toThrow();
});
