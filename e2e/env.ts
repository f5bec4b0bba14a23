/** Settings shared by the Playwright config and the specs. */
export const E2E_PORT = 4310;
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The workspace owner the server creates on first run (OUTBOUND_ADMIN_EMAIL / _PASSWORD). */
export const OWNER = { email: 'owner@example.com', password: 'e2e-Owner-pass-1' };

/** Set by playwright.config.ts to a fresh directory per run; inherited by the worker processes. */
export const DATA_DIR_ENV = 'OUTBOUND_E2E_DATA_DIR';

export function dataDir(): string {
  const dir = process.env[DATA_DIR_ENV];
  if (!dir)
    throw new Error(`${DATA_DIR_ENV} is not set: run the specs through e2e/playwright.config.ts`);
  return dir;
}

/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
