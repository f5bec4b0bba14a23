import * as Sentry from '@sentry/react';
import { scrubErrorReport } from '@outbound/common';

/**
 * The browser's Sentry, with the spec's sampling (traces 0.1, session replay 0.1, replay on
 * error 1.0); replays mask every text and input and block media, and every report passes
 * `scrubErrorReport`. Loaded only by `error-reporting.ts`, when a DSN is set.
 */
export function startSentry(dsn: string): void {
  Sentry.init({
    dsn,
    sendDefaultPii: false,
    tracesSampleRate: 0.1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    beforeSend: (event) => scrubErrorReport(event),
    beforeSendTransaction: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubErrorReport(breadcrumb),
  });
}
