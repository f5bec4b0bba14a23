import { startErrorReporting } from '../error-reporting';

jest.mock('../sentry-client', () => ({ startSentry: jest.fn() }));

/** The browser loads Sentry only when the page names a DSN (SENTRY_DSN_CLIENT). */
afterEach(() => {
  delete window.__OUTBOUND_SENTRY_DSN__;
});

test('without a DSN nothing of Sentry is loaded', async () => {
  expect(startErrorReporting()).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startSentry } = jest.requireMock('../sentry-client') as { startSentry: jest.Mock };
  expect(startSentry).not.toHaveBeenCalled();
});

test('with a DSN the SDK is loaded and started with it', async () => {
  window.__OUTBOUND_SENTRY_DSN__ = 'https://key@o1.ingest.sentry.example/42';
  expect(startErrorReporting()).toBe(true);
  const { startSentry } = jest.requireMock('../sentry-client') as { startSentry: jest.Mock };
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(startSentry).toHaveBeenCalledWith('https://key@o1.ingest.sentry.example/42');
});
