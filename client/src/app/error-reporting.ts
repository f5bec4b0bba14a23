/**
 * Error reports from the browser (README, "Operations"), on only when the server was started
 * with SENTRY_DSN_CLIENT: it writes the DSN into the page (`window.__OUTBOUND_SENTRY_DSN__`),
 * and only then is the SDK (`sentry-client.ts`, a chunk of its own) fetched. Without it nothing
 * of Sentry loads.
 */
declare global {
  interface Window {
    __OUTBOUND_SENTRY_DSN__?: string;
  }
}

/** Starts error reporting when the page names a DSN; answers whether it is starting. */
export function startErrorReporting(): boolean {
  const dsn = typeof window === 'undefined' ? undefined : window.__OUTBOUND_SENTRY_DSN__;
  if (!dsn) return false;
  void import('./sentry-client').then(
    ({ startSentry }) => startSentry(dsn),
    () => undefined,
  );
  return true;
}
