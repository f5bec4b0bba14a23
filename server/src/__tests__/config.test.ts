import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

it('has defaults for the embedded mode', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 4000,
    role: 'all',
    publicUrl: 'http://localhost:4000',
    databaseUrl: undefined,
    systemSmtpUrl: undefined,
    sessionTtlHours: 336,
  });
  expect(config.dataDir).toBe(path.join(config.repoRoot, '.data'));
});

it.each([
  [{ PORT: 'abc' }, /PORT/],
  [{ OUTBOUND_ROLE: 'both' }, /OUTBOUND_ROLE/],
  [{ PUBLIC_URL: 'localhost:4000' }, /PUBLIC_URL/],
  [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
  [{ SYSTEM_SMTP_URL: 'http://mail' }, /SYSTEM_SMTP_URL/],
  [{ OUTBOUND_SECRET: 'short' }, /OUTBOUND_SECRET/],
  [{ OUTBOUND_ADMIN_PASSWORD: 'short' }, /OUTBOUND_ADMIN_PASSWORD/],
  // The owner signs in with this address: the product's one address rule applies to it.
  [{ OUTBOUND_ADMIN_EMAIL: 'admin@localhost' }, /OUTBOUND_ADMIN_EMAIL/],
  [{ OUTBOUND_ADMIN_EMAIL: '"boss"@example.com' }, /OUTBOUND_ADMIN_EMAIL/],
  [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
])('refuses %p with a message naming the variable', (env, message) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(message);
});

it('requires STARTTLS for mailbox logins unless ALLOW_PLAINTEXT_MAIL_AUTH is true', () => {
  expect(loadConfig({}).allowPlaintextMailAuth).toBe(false);
  expect(loadConfig({ ALLOW_PLAINTEXT_MAIL_AUTH: 'true' }).allowPlaintextMailAuth).toBe(true);
  expect(() => loadConfig({ ALLOW_PLAINTEXT_MAIL_AUTH: 'maybe' })).toThrow(
    /ALLOW_PLAINTEXT_MAIL_AUTH/,
  );
});

it('builds links from PUBLIC_URL without a trailing slash', () => {
  expect(loadConfig({ PUBLIC_URL: 'https://mail.example.com/' }).publicUrl).toBe(
    'https://mail.example.com',
  );
});
