/**
 * Error reports to Sentry (README, "Operations"; the spec's error-reporting service, traces
 * sampled at 0.1), on only when SENTRY_DSN is set: the SDK is loaded then, not before, so a
 * server without it never loads it. Every report passes `scrubErrorReport` (`@outbound/common`):
 * no address, message body, token or cookie leaves. Unexpected failures of requests (the 500s
 * of /v1 and GraphQL) are reported with their request id, which the UI shows with the error.
 */
import { scrubErrorReport } from '@outbound/common';
import type { Logger } from 'pino';

type Report = (error: unknown, requestId?: string) => void;

let report: Report = () => undefined;

/** Reports an unexpected failure (a no-op while error reporting is off). */
export function reportUnexpected(error: unknown, requestId?: string): void {
  report(error, requestId);
}

/** Starts error reporting when `dsn` is set; answers whether it started. */
export async function startErrorReporting(
  dsn: string | undefined,
  role: string,
  logger: Logger,
): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
    serverName: role,
    beforeSend: (event) => scrubErrorReport(event),
    beforeSendTransaction: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  });
  report = (error, requestId) =>
    void Sentry.captureException(error, requestId ? { tags: { request_id: requestId } } : {});
  logger.info('error reporting on');
  return true;
}
