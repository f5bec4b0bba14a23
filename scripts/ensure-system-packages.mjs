#!/usr/bin/env node
// Checks the Debian packages the tests run for real: Chromium (e2e), Dovecot IMAP + LMTP (mail
// sandbox) and swaks (injecting replies). Quiet when all are present. When some are missing and we
// are root on a machine with apt-get, installs them; otherwise exits 1 with one line saying what to
// install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** package -> files that prove it is installed */
const PACKAGES = {
  chromium: ['/usr/bin/chromium'],
  'dovecot-imapd': ['/usr/sbin/dovecot', '/usr/lib/dovecot/imap'],
  'dovecot-lmtpd': ['/usr/lib/dovecot/lmtp'],
  swaks: ['/usr/bin/swaks'],
};
const LOCK_ATTEMPTS = 6;
const LOCK_WAIT_MS = 10_000;

const missingPackages = () =>
  Object.keys(PACKAGES).filter((name) => !PACKAGES[name].every((file) => existsSync(file)));

function installCommand(names) {
  return `apt-get install -y --no-install-recommends ${names.join(' ')}`;
}

function fail(names) {
  console.error(
    `Tests need the Debian packages ${names.join(', ')}; install them as root: ${installCommand(names)}`,
  );
  process.exit(1);
}

/** Runs apt-get, retrying while another apt/dpkg process holds the lock. */
async function aptGet(args) {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync('apt-get', ['-q', '-o', 'DPkg::Lock::Timeout=60', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status === 0) return true;
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    if (
      attempt < LOCK_ATTEMPTS &&
      /Could not get lock|is locked by another process/i.test(output)
    ) {
      console.error(`apt-get ${args[0]}: the package lock is held, retrying in 10 s`);
      await sleep(LOCK_WAIT_MS);
      continue;
    }
    console.error(output.trim().split('\n').slice(-15).join('\n'));
    return false;
  }
}

const missing = missingPackages();
if (missing.length === 0) process.exit(0);

const canInstall =
  process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!canInstall) fail(missing);

console.error(`Installing test system packages: ${missing.join(' ')}`);
const installed =
  (await aptGet(['update'])) &&
  (await aptGet(['install', '-y', '--no-install-recommends', ...missing]));
const stillMissing = missingPackages();
if (!installed || stillMissing.length > 0) fail(stillMissing.length ? stillMissing : missing);
