import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_TEXT, scrubErrorReport, scrubText } from '@outbound/common';
import { startTestServer } from '../../test/server';

/**
 * Error reports (README, "Operations"): what `scrubErrorReport` lets leave for the
 * error-reporting service, and how the browser learns its DSN (only when one is set).
 */
describe('scrubErrorReport', () => {
  it('keeps the error and its frames, and removes addresses, bodies, tokens and who the user is', () => {
    const token = 'Zk3x9QmT2vLp8RwY4nBc7HdJ1sKe6GuA0fVo5Xi';
    const report = {
      message: 'send to jane.doe@prospect.example failed',
      exception: {
        values: [
          {
            type: 'Error',
            value: `click /t/c/${token} for bob@acme.test`,
            stacktrace: {
              frames: [
                {
                  filename: '/srv/outbound/server/dist/modules/sending/dispatch-scheduler.js',
                  function: 'DispatchScheduler.launch',
                  lineno: 12,
                },
              ],
            },
          },
        ],
      },
      request: {
        url: `https://app.example/u/${token}?token=${token}`,
        method: 'POST',
        data: { body: 'Hi Jane, ...' },
        cookies: { session: 'abc' },
        headers: {
          authorization: `Bearer ${token}`,
          cookie: 'session=abc',
          'user-agent': 'Mozilla/5.0',
          'x-request-id': 'req-1',
        },
        query_string: `token=${token}`,
      },
      user: { id: 'user-1', email: 'jane@prospect.example', ip_address: '203.0.113.9' },
      extra: { html: '<p>Hi</p>', text: 'Hi', note: `Bearer ${token} then key=${token}` },
      breadcrumbs: [
        { category: 'fetch', data: { url: `/t/o/${token}.gif` }, message: 'GET a@b.example' },
      ],
      tags: { request_id: '4f7c2a8e-93b1-4d2c-8f3a-0e6b5d9c1a27' },
    };
    const scrubbed = scrubErrorReport(report);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/jane|bob@|a@b\.example|203\.0\.113\.9|Hi Jane|session=abc|<p>/);
    expect(scrubbed.message).toBe('send to [email] failed');
    expect(scrubbed.exception.values[0].value).toBe('click /t/c/[redacted] for [email]');
    expect(scrubbed.exception.values[0].stacktrace.frames[0]).toEqual(
      report.exception.values[0].stacktrace.frames[0],
    );
    expect(scrubbed.request).toEqual({
      url: 'https://app.example/u/[redacted]',
      method: 'POST',
      headers: { 'user-agent': 'Mozilla/5.0', 'x-request-id': 'req-1' },
    });
    expect(scrubbed.user).toEqual({ id: 'user-1' });
    expect(scrubbed.extra).toEqual({ note: 'Bearer [redacted] then [redacted]' });
    expect(scrubbed.breadcrumbs[0]).toEqual({ category: 'fetch', message: 'GET [email]' });
    // Ids keep their dashes and are not secrets.
    expect(scrubbed.tags.request_id).toBe(report.tags.request_id);
  });

  it('cuts a long string before any pattern runs on it', () => {
    const hostile = `${'a'.repeat(500_000)}@${'b.'.repeat(250_000)}`;
    const scrubbed = scrubText(hostile);
    expect(scrubbed.length).toBeLessThanOrEqual(MAX_TEXT + 1);
    expect(scrubText('x'.repeat(1_000_000) + ' Bearer abc').length).toBeLessThanOrEqual(
      MAX_TEXT + 1,
    );
  });
});

describe("the client's DSN", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-client-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Outbound</title></head><body></body></html>',
  );
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is written into the page, and allowed by its CSP, only when SENTRY_DSN_CLIENT is set', async () => {
    const dsn = 'https://public-key@o1.ingest.sentry.example/42';
    const on = await startTestServer({ OUTBOUND_CLIENT_DIR: dir, SENTRY_DSN_CLIENT: dsn });
    try {
      const page = await on.app.inject({ method: 'GET', url: '/campaign/all' });
      expect(page.body).toContain(`window.__OUTBOUND_SENTRY_DSN__="${dsn}"`);
      expect(page.headers['content-security-policy']).toContain('https://o1.ingest.sentry.example');
    } finally {
      await on.close();
    }
    const off = await startTestServer({ OUTBOUND_CLIENT_DIR: dir });
    try {
      const page = await off.app.inject({ method: 'GET', url: '/campaign/all' });
      expect(page.body).not.toContain('__OUTBOUND_SENTRY_DSN__');
      expect(page.headers['content-security-policy']).not.toContain('sentry');
    } finally {
      await off.close();
    }
  });
});
