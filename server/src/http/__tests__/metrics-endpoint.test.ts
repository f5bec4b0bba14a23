import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * `GET /metrics` (README, "Operations") and request ids: off without METRICS_TOKEN, the token
 * required as a bearer token, the figures named as documented; every answer carries its request
 * id, a trusted proxy's own id is kept.
 */
const TOKEN = 'metrics-token-0123456789';

describe('with METRICS_TOKEN set', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('answers 401 without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const answer = await scrape(authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body).not.toContain('outbound_');
    }
  });

  it('answers the figures in Prometheus text to the token', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    for (const name of [
      'outbound_sends_total',
      'outbound_dispatch_lateness_seconds_bucket',
      'outbound_mailboxes_running',
      'outbound_mailboxes_due',
      'outbound_inbox_sync_age_seconds',
      'outbound_webhook_backlog',
      'outbound_webhook_oldest_pending_seconds',
      'outbound_webhook_failures_total',
      'outbound_tracking_spool_depth',
      'outbound_import_progress_ratio',
      'outbound_db_pool_connections{state="total"}',
      'outbound_process_cpu_seconds_total',
    ])
      expect(answer.body).toContain(name);
    // Requests are timed by route pattern, never by raw URL.
    expect(answer.body).toMatch(
      /outbound_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="2xx"\} \d+/,
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/no-such-route/abc123' });
    expect(unknown.statusCode).toBe(404);
    const after = await scrape(`Bearer ${TOKEN}`);
    expect(after.body).not.toContain('abc123');
  });

  it('names in the sample Grafana dashboard only figures it answers', async () => {
    const dashboard = fs.readFileSync(
      path.join(__dirname, '../../../../docs/grafana-dashboard.json'),
      'utf8',
    );
    const names = new Set(dashboard.match(/outbound_[a-z_]+/g));
    expect(names.size).toBeGreaterThan(8);
    const answer = await scrape(`Bearer ${TOKEN}`);
    for (const name of names)
      expect(answer.body).toContain(`# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `);
  });

  it('answers every request with its id, and takes none from a client', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Without a trusted proxy, a client's own id is not taken.
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'client-chosen-id-1234' },
    });
    expect(given.headers['x-request-id']).not.toBe('client-chosen-id-1234');
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('has no /metrics: 404, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('outbound_');
    }
  });

  it("keeps a trusted proxy's request id when it is a plain token, and no other", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-id-0123456789' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-id-0123456789');
    for (const odd of ['short', 'has space in it', 'x'.repeat(65), 'newline\u2028id']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': odd },
      });
      expect(answer.headers['x-request-id']).not.toBe(odd);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
