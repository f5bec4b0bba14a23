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

describe('TRUST_PROXY', () => {
  it('takes nothing, a hop count, or the proxies’ addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.2', '172.16.0.0/12', 'fd00::/8', 'loopback']);
  });

  it('refuses true (every hop, the client-written one included) and says what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/number of proxies.*addresses/);
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example.com', '10.0.0.2,', '-1', '1000'])(
    'refuses %p',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

it('has sign-in limits per address and per account, each a setting', () => {
  expect(loadConfig({}).loginLimits).toEqual({
    maxFailures: 10,
    accountMaxFailures: 50,
    accountLockMinutes: 60,
  });
  const set = loadConfig({
    LOGIN_MAX_FAILURES: '5',
    LOGIN_ACCOUNT_MAX_FAILURES: '20',
    LOGIN_ACCOUNT_LOCK_MINUTES: '30',
  });
  expect(set.loginLimits).toEqual({
    maxFailures: 5,
    accountMaxFailures: 20,
    accountLockMinutes: 30,
  });
  expect(() => loadConfig({ LOGIN_ACCOUNT_MAX_FAILURES: '0' })).toThrow(
    /LOGIN_ACCOUNT_MAX_FAILURES/,
  );
});
