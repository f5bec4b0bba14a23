import pino from 'pino';
import { startTestServer, type TestServer } from '../../../../test/server';
import { TrackingService } from '../tracking.service';
import { BROWSER, buildSentMessage, countersOf, eventsOf, type SentMessage } from './fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const GET = { method: 'GET', userAgent: BROWSER };

/** A clock stopped 10 s into the current minute, moved by the test. */
function clock() {
  const state = { now: Math.floor(Date.now() / 60_000) * 60_000 + 10_000 };
  return { state, now: () => state.now };
}

/** An app instance's tracking writer: its own buffer, on the test database, with `now`. */
function instance(now: () => number): TrackingService {
  return new TrackingService(
    db(),
    t.services.events,
    t.services.trackingTokens,
    pino({ level: 'silent' }),
    { now, buffer: { maxDelayMs: 60_000 } },
  );
}

/** Every raw hit counted for a send, per kind. */
async function rawHits(sendId: string): Promise<Record<string, number>> {
  const rows: { kind: string; hits: number }[] = await db().query(
    `SELECT kind, sum(hits)::int AS hits FROM tracking_hit WHERE send_id = $1 GROUP BY kind`,
    [sendId],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.hits]));
}

async function withWebhook(message: SentMessage): Promise<void> {
  await db().query(
    `INSERT INTO webhook_endpoint (workspace_id, url, events, secret)
     VALUES ($1, 'https://hooks.example.test/opens', '{open,click}', 'sealed')`,
    [message.workspaceId],
  );
}

async function outboxRows(message: SentMessage): Promise<string[]> {
  const rows: { event_type: string }[] = await db().query(
    `SELECT event_type FROM webhook_outbox WHERE workspace_id = $1 ORDER BY id`,
    [message.workspaceId],
  );
  return rows.map((row) => row.event_type);
}

// Pre-fetch of every link at delivery is long past: sent two minutes before the stopped clock.
const SENT = { sentAgoMs: 120_000 };

describe('hits per minute', () => {
  it('records 50 hits on one pixel within a minute as one open and one delivery, counting all 50', async () => {
    const message = await buildSentMessage(db(), SENT);
    await withWebhook(message);
    const { now } = clock();
    const tracking = instance(now);
    const token = t.services.trackingTokens.sign('o', message.sendId);
    for (let i = 0; i < 25; i++) tracking.open(token, GET);
    await tracking.flush();
    // The rest in a later batch of the same minute: the database remembers the first.
    for (let i = 0; i < 25; i++) tracking.open(token, GET);
    await tracking.close();

    expect((await eventsOf(db(), message.sendId)).map((e) => [e.type, e.flagged])).toEqual([
      ['open', false],
    ]);
    expect(await outboxRows(message)).toEqual(['open']);
    expect(await rawHits(message.sendId)).toEqual({ open: 50 });
    expect((await countersOf(db(), message.campaignId)).open).toBe(1);
  });

  it("holds a flood's later hits as one, once its send's delivery is known, counting every hit", async () => {
    const message = await buildSentMessage(db(), SENT);
    const time = clock();
    const tracking = instance(time.now);
    const held = () => (tracking as unknown as { buffer: { size: number } }).buffer.size;
    const token = t.services.trackingTokens.sign('o', message.sendId);
    tracking.open(token, GET);
    tracking.open(token, GET);
    // Delivery not known yet: each hit held apart.
    expect(held()).toBe(2);
    await tracking.flush();
    for (let i = 0; i < 30; i++) tracking.open(token, GET);
    tracking.open(token, { method: 'GET', userAgent: 'Mozilla/5.0 Barracuda Sentinel' });
    tracking.open(token, GET);
    expect(held()).toBe(3);
    // The next minute starts another.
    time.state.now += 60_000;
    tracking.open(token, GET);
    expect(held()).toBe(4);
    await tracking.close();

    expect(
      (await eventsOf(db(), message.sendId)).map((e) => [e.flagged, e.meta.automated ?? null]),
    ).toEqual([
      [false, null],
      [true, 'scanner-agent'],
      [false, null],
    ]);
    expect(await rawHits(message.sendId)).toEqual({ open: 35 });
  });

  it('keeps hits too soon after delivery apart from the later ones of the same minute', async () => {
    const message = await buildSentMessage(db(), { sentAgoMs: 0 });
    const [{ sent }] = await db().query(
      `SELECT (extract(epoch FROM sent_at) * 1000)::float8 AS sent FROM send WHERE id = $1`,
      [message.sendId],
    );
    const time = { now: Math.ceil(sent) + 1_000 };
    const tracking = instance(() => time.now);
    const held = () => (tracking as unknown as { buffer: { size: number } }).buffer.size;
    const token = t.services.trackingTokens.sign('o', message.sendId);
    tracking.open(token, GET);
    await tracking.flush();
    // Within 5 s of delivery: flagged, and never merged, so the later ones are not counted with them.
    for (let i = 0; i < 3; i++) tracking.open(token, GET);
    time.now += 5_000;
    for (let i = 0; i < 3; i++) tracking.open(token, GET);
    expect(held()).toBe(4);
    await tracking.close();

    const tallies: { automated: string; hits: number }[] = await db().query(
      `SELECT automated, sum(hits)::int AS hits FROM tracking_hit WHERE send_id = $1
        GROUP BY automated ORDER BY automated`,
      [message.sendId],
    );
    expect(tallies).toEqual([
      { automated: '', hits: 3 },
      { automated: 'too-soon', hits: 4 },
    ]);
    const events = await eventsOf(db(), message.sendId);
    expect(events.filter((e) => !e.flagged)).toHaveLength(1);
    expect(events.filter((e) => e.flagged).every((e) => e.meta.automated === 'too-soon')).toBe(
      true,
    );
  });

  it('records a click per link a minute, and the same link again after the minute', async () => {
    const message = await buildSentMessage(db(), {
      ...SENT,
      links: ['https://example.com/a', 'https://example.com/b'],
    });
    const time = clock();
    const tracking = instance(time.now);
    const tokens = t.services.trackingTokens;
    for (let i = 0; i < 3; i++) {
      expect(await tracking.click(tokens.sign('c', message.sendId, 0), GET)).toBe(
        'https://example.com/a',
      );
      expect(await tracking.click(tokens.sign('c', message.sendId, 1), GET)).toBe(
        'https://example.com/b',
      );
    }
    await tracking.flush();
    const links = async () => (await eventsOf(db(), message.sendId)).map((e) => e.meta.link);
    expect(await links()).toEqual([0, 1]);

    time.state.now += 60_000;
    await tracking.click(tokens.sign('c', message.sendId, 0), GET);
    await tracking.close();
    expect(await links()).toEqual([0, 1, 0]);
    expect(await rawHits(message.sendId)).toEqual({ click: 7 });
    expect((await countersOf(db(), message.campaignId)).click).toBe(1);
  });

  it('records one open when two app instances write hits of the same minute at once', async () => {
    const message = await buildSentMessage(db(), SENT);
    await withWebhook(message);
    const { now } = clock();
    const [one, two] = [instance(now), instance(now)];
    const token = t.services.trackingTokens.sign('o', message.sendId);
    for (let i = 0; i < 20; i++) {
      one.open(token, GET);
      two.open(token, GET);
    }
    await Promise.all([one.close(), two.close()]);

    expect(await eventsOf(db(), message.sendId)).toHaveLength(1);
    expect(await outboxRows(message)).toEqual(['open']);
    expect(await rawHits(message.sendId)).toEqual({ open: 40 });
  });

  it("keeps a scanner's flagged hit apart: it never takes the minute's slot of a person's", async () => {
    const message = await buildSentMessage(db(), SENT);
    const { now } = clock();
    const tracking = instance(now);
    const token = t.services.trackingTokens.sign('o', message.sendId);
    tracking.open(token, { method: 'GET', userAgent: 'Mozilla/5.0 Barracuda Sentinel' });
    tracking.open(token, { method: 'GET', userAgent: 'Mozilla/5.0 Barracuda Sentinel' });
    tracking.open(token, GET);
    tracking.open(token, GET);
    await tracking.close();

    expect(
      (await eventsOf(db(), message.sendId)).map((e) => [e.flagged, e.meta.automated ?? null]),
    ).toEqual([
      [true, 'scanner-agent'],
      [false, null],
    ]);
    expect(await rawHits(message.sendId)).toEqual({ open: 4 });
    expect((await countersOf(db(), message.campaignId)).open).toBe(1);
  });
});
