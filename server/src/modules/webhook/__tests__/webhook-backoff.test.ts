import { DEFAULT_DELIVERY_TIMING, outcomeOf, retryDelayMs } from '../webhook-deliverer';
import type { LeasedDelivery } from '../queries/delivery';

const timing = DEFAULT_DELIVERY_TIMING;
const row = (attempts: number, ageMs: number, now: number): LeasedDelivery => ({
  id: '1',
  workspace_id: 'w',
  endpoint_id: 'e',
  event_id: 'evt_1',
  body: '{}',
  attempts,
  created_ms: now - ageMs,
  url: 'https://example.com',
  secret: 'sealed',
});
const failed = { delivered: false, status: 503, body: '', durationMs: 5, error: 'answered 503' };

it('retries after 30 s, doubling, capped at an hour', () => {
  expect([1, 2, 3, 4, 7, 8, 50].map((attempts) => retryDelayMs(attempts, timing))).toEqual([
    30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
  ]);
});

it('keeps a failed row pending within a day of its event, then gives it up', () => {
  const now = Date.UTC(2026, 0, 5, 12);
  const hour = 3_600_000;
  expect(outcomeOf(row(2, 23 * hour, now), failed, timing, now)).toMatchObject({
    state: 'pending',
    dueAt: new Date(now + 120_000),
    answerStatus: 503,
  });
  expect(outcomeOf(row(30, 24 * hour, now), failed, timing, now).state).toBe('failed');
  const delivered = { ...failed, delivered: true, status: 204, error: null };
  expect(outcomeOf(row(30, 24 * hour, now), delivered, timing, now).state).toBe('delivered');
});
