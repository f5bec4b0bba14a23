import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, DATA_DIR_ENV, E2E_PORT, OWNER } from './env';

const repoRoot = resolve(__dirname, '..');

// A fresh server data dir (embedded Postgres + outbox) per run. Made here rather than in a
// globalSetup because Playwright starts the webServer before globalSetup; the worker processes
// load this file again and reuse the directory through the inherited environment variable.
if (!process.env[DATA_DIR_ENV]) {
  const dir = mkdtempSync(join(tmpdir(), 'outbound-e2e-'));
  chmodSync(dir, 0o755); // run as root, embedded Postgres runs as another user and must reach it
  process.env[DATA_DIR_ENV] = dir;
  process.on('exit', (code) => {
    if (code === 0) rmSync(dir, { recursive: true, force: true });
    else console.log(`e2e: server data (database, outbox) kept in ${dir}`);
  });
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(repoRoot, 'test-results'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      // Debian's Chromium: never download browsers (no `npx playwright install`).
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
    navigationTimeout: 15_000,
  },
  webServer: {
    // `npm test` builds common, client and server before the e2e step.
    command: 'node server/dist/main.js',
    cwd: repoRoot,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the server stop its embedded Postgres instead of orphaning it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_URL: BASE_URL,
      OUTBOUND_ROLE: 'all',
      OUTBOUND_DATA_DIR: process.env[DATA_DIR_ENV] as string,
      OUTBOUND_ADMIN_EMAIL: OWNER.email,
      OUTBOUND_ADMIN_PASSWORD: OWNER.password,
      // Empty means unset: embedded Postgres, system mail written to <data dir>/outbox/*.eml,
      // whatever the developer's shell exports.
      DATABASE_URL: '',
      SYSTEM_SMTP_URL: '',
      AGENDA_MONGO_URL: '',
      LOG_LEVEL: 'warn',
      // The mail-accounts journey connects to the mail sandbox on 127.0.0.1.
      ALLOW_PRIVATE_MAIL_HOSTS: 'true',
      // ...which offers no STARTTLS.
      ALLOW_PLAINTEXT_MAIL_AUTH: 'true',
      // The overview journey waits for a reply to be read from the sandbox inbox.
      INBOX_SYNC_SECONDS: '5',
      // The sandbox's recipients live at example.test, which no DNS knows: looked up, every one
      // would be undeliverable.
      SKIP_RECIPIENT_DOMAIN_CHECKS: 'true',
    },
  },
});
