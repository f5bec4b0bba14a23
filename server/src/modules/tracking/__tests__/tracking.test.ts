import { startTestServer, type TestServer } from '../../../../test/server';
import { BROWSER, buildSentMessage, countersOf, eventsOf } from './fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const tokens = () => t.services.trackingTokens;

function hit(url: string, headers: Record<string, string> = { 'user-agent': BROWSER }) {
  return t.app.inject({ method: 'GET', url, headers });
}

const pixelUrl = (sendId: string) => `/t/o/${tokens().sign('o', sendId)}.gif`;
const clickUrl = (sendId: string, index: number) => `/t/c/${tokens().sign('c', sendId, index)}`;

/** The minutes a send's hits came in (kind, link), each recorded as one event. */
async function minutesOf(sendId: string): Promise<{ kind: string; link: number }[]> {
  return db().query(
    `SELECT kind, link FROM tracking_hit WHERE send_id = $1 AND automated = '' ORDER BY minute, kind, link`,
    [sendId],
  );
}

/** Every raw hit counted for a send. */
async function hitsOf(sendId: string): Promise<number> {
  const [{ n }] = await db().query(
    `SELECT coalesce(sum(hits), 0)::int AS n FROM tracking_hit WHERE send_id = $1`,
    [sendId],
  );
  return n;
}

describe('open pixel', () => {
  it('answers a transparent GIF at once and records an open a minute, counted once per recipient', async () => {
    const message = await buildSentMessage(db());
    const first = await hit(pixelUrl(message.sendId));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/gif');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect(first.rawPayload.length).toBe(42);
    expect(first.rawPayload[41]).toBe(0x3b); // trailer
    await hit(pixelUrl(message.sendId));
    await t.services.tracking.flush();

    // One open a minute (two only if the hits straddled a minute), both hits counted.
    const events = await eventsOf(db(), message.sendId);
    expect(events).toEqual(
      (await minutesOf(message.sendId)).map(() =>
        expect.objectContaining({ type: 'open', flagged: false, step_id: message.stepId }),
      ),
    );
    expect(await hitsOf(message.sendId)).toBe(2);
    expect(events[0].meta).toMatchObject({ userAgent: BROWSER });
    // Counted once per recipient.
    expect((await countersOf(db(), message.campaignId)).open).toBe(1);
    const [activity] = await db().query(
      `SELECT opened_count FROM contact_activity WHERE contact_id = $1`,
      [message.contactId],
    );
    expect(activity.opened_count).toBe(1);
  });

  it('answers the same GIF for tampered, unknown and foreign tokens and records nothing', async () => {
    const message = await buildSentMessage(db());
    const genuine = tokens().sign('o', message.sendId);
    const raw = Buffer.from(genuine, 'base64url');
    raw[3] ^= 1;
    const urls = [
      `/t/o/${raw.toString('base64url')}.gif`,
      `/t/o/${tokens().sign('c', message.sendId)}.gif`,
      `/t/o/${tokens().sign('o', '00000000-0000-4000-8000-000000000000')}.gif`,
      '/t/o/nonsense.gif',
      `/t/o/${genuine}`.slice(0, -2),
    ];
    for (const url of urls) {
      const response = await hit(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
    }
    await t.services.tracking.flush();
    expect(await eventsOf(db(), message.sendId)).toEqual([]);
    const [{ n }] = await db().query(
      `SELECT count(*)::int AS n FROM email_event WHERE campaign_id = $1`,
      [message.campaignId],
    );
    expect(n).toBe(0);
  });

  it('flags prefetches, scanners and HEAD requests without counting them; a mail proxy counts', async () => {
    const fresh = await buildSentMessage(db(), { sentAgoMs: 500 });
    await hit(pixelUrl(fresh.sendId));
    const scanned = await buildSentMessage(db());
    await hit(pixelUrl(scanned.sendId), { 'user-agent': 'Mozilla/5.0 Barracuda Sentinel' });
    await t.app.inject({
      method: 'HEAD',
      url: pixelUrl(scanned.sendId),
      headers: { 'user-agent': BROWSER },
    });
    const gmail = await buildSentMessage(db());
    await hit(pixelUrl(gmail.sendId), {
      'user-agent':
        'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
    });
    await t.services.tracking.flush();

    expect(await eventsOf(db(), fresh.sendId)).toEqual([
      expect.objectContaining({
        flagged: true,
        meta: expect.objectContaining({ automated: 'too-soon' }),
      }),
    ]);
    expect(
      (await eventsOf(db(), scanned.sendId)).map((e) => [e.flagged, e.meta.automated]),
    ).toEqual([
      [true, 'scanner-agent'],
      [true, 'head-request'],
    ]);
    expect(await eventsOf(db(), gmail.sendId)).toEqual([
      expect.objectContaining({ type: 'open', flagged: false }),
    ]);
    expect((await countersOf(db(), fresh.campaignId)).open).toBe(0);
    expect((await countersOf(db(), scanned.campaignId)).open).toBe(0);
    expect((await countersOf(db(), gmail.campaignId)).open).toBe(1);
  });

  it('drops the hits of a recipient that vanished before the flush and keeps the others', async () => {
    const gone = await buildSentMessage(db());
    const kept = await buildSentMessage(db());
    await hit(pixelUrl(gone.sendId));
    await hit(pixelUrl(kept.sendId));
    await db().query(`DELETE FROM campaign_recipient WHERE id = $1`, [gone.recipientId]);
    await t.services.tracking.flush();
    expect(await eventsOf(db(), gone.sendId)).toEqual([]);
    expect(await eventsOf(db(), kept.sendId)).toHaveLength(1);
  });
});

describe('click redirect', () => {
  it('redirects to the URL stored for the link and records the click', async () => {
    const message = await buildSentMessage(db(), {
      links: ['https://example.com/pricing?a=1&b=2', 'https://example.org/about'],
    });
    const response = await hit(clickUrl(message.sendId, 1));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://example.org/about');
    // Served from the cache the second time: same answer.
    expect((await hit(clickUrl(message.sendId, 1))).headers.location).toBe(
      'https://example.org/about',
    );
    expect((await hit(clickUrl(message.sendId, 0))).headers.location).toBe(
      'https://example.com/pricing?a=1&b=2',
    );
    await t.services.tracking.flush();
    // A click per link a minute: link 1's second hit only counted (unless a minute began between).
    const events = await eventsOf(db(), message.sendId);
    expect(events.map((e) => [e.type, e.flagged, e.meta.link]).sort()).toEqual(
      (await minutesOf(message.sendId)).map((m) => ['click', false, m.link]).sort(),
    );
    expect(events.map((e) => e.meta.link)).toEqual(expect.arrayContaining([0, 1]));
    expect(await hitsOf(message.sendId)).toBe(3);
    expect((await countersOf(db(), message.campaignId)).click).toBe(1);
  });

  it('never redirects anywhere else: tampered tokens, other indexes and unsafe URLs are a 404 page', async () => {
    const message = await buildSentMessage(db(), { links: ['https://example.com/'] });
    const other = await buildSentMessage(db(), { links: ['javascript:alert(1)'] });
    const raw = Buffer.from(tokens().sign('c', message.sendId, 0), 'base64url');
    raw[19] = 5; // link index 5 under the signature of index 0
    const urls = [
      `/t/c/${raw.toString('base64url')}`,
      clickUrl(message.sendId, 1), // genuine token, but the message had no link 1
      `/t/c/${tokens().sign('o', message.sendId, 0)}`,
      `/t/c/${tokens().sign('c', other.sendId, 0)}`,
      '/t/c/https%3A%2F%2Fevil.example',
      `/t/c/${tokens().sign('c', message.sendId, 0)}x`,
    ];
    for (const url of urls) {
      const response = await hit(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Not found');
    }
    await t.services.tracking.flush();
    expect(await eventsOf(db(), message.sendId)).toEqual([]);
    expect(await eventsOf(db(), other.sendId)).toEqual([]);
  });

  it('flags clicks right after delivery and from link scanners, and still redirects them', async () => {
    const fresh = await buildSentMessage(db(), { links: ['https://example.com/'], sentAgoMs: 300 });
    const message = await buildSentMessage(db(), { links: ['https://example.com/'] });
    expect((await hit(clickUrl(fresh.sendId, 0))).statusCode).toBe(302);
    for (const agent of ['BingPreview/1.0b', 'python-requests/2.31.0', 'curl/8.5.0']) {
      expect((await hit(clickUrl(message.sendId, 0), { 'user-agent': agent })).statusCode).toBe(
        302,
      );
    }
    await t.services.tracking.flush();
    expect((await eventsOf(db(), fresh.sendId)).map((e) => e.meta.automated)).toEqual(['too-soon']);
    expect((await eventsOf(db(), message.sendId)).every((e) => e.flagged)).toBe(true);
    expect((await countersOf(db(), message.campaignId)).click).toBe(0);
    expect((await countersOf(db(), fresh.campaignId)).click).toBe(0);
  });
});

describe('links answered lately', () => {
  it('are found again by their URL, with every hit counted and the same answer', async () => {
    const message = await buildSentMessage(db(), { links: ['https://example.org/about'] });
    const tracking = t.services.tracking;
    const pixel = pixelUrl(message.sendId);
    const bare = pixel.slice(0, -'.gif'.length);
    const click = clickUrl(message.sendId, 0);
    expect(tracking.seenUrl(pixel)).toBeUndefined();

    for (let i = 0; i < 3; i += 1) {
      const opened = await hit(pixel);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('image/gif');
      expect((await hit(bare)).statusCode).toBe(200);
      const clicked = await hit(click);
      expect(clicked.statusCode).toBe(302);
      expect(clicked.headers.location).toBe('https://example.org/about');
    }
    expect(tracking.seenUrl(pixel)).toMatchObject({ kind: 'open', sendId: message.sendId });
    expect(tracking.seenUrl(bare)).toBe(tracking.seenUrl(pixel));
    expect(tracking.seenUrl(click)).toMatchObject({
      kind: 'click',
      sendId: message.sendId,
      index: 0,
      url: 'https://example.org/about',
    });
    // A HEAD on a URL seen before is still a HEAD: flagged, not an open.
    await t.app.inject({ method: 'HEAD', url: pixel, headers: { 'user-agent': BROWSER } });
    await tracking.flush();
    expect(await hitsOf(message.sendId)).toBe(10);
    expect(
      (await eventsOf(db(), message.sendId)).filter((e) => e.meta.automated === 'head-request'),
    ).toHaveLength(1);
    expect((await countersOf(db(), message.campaignId)).open).toBe(1);
    expect((await countersOf(db(), message.campaignId)).click).toBe(1);
  });

  it('never keeps a URL with a query, a forged token or a link that does not exist', async () => {
    const message = await buildSentMessage(db(), { links: ['https://example.org/about'] });
    const tracking = t.services.tracking;
    const withQuery = `${clickUrl(message.sendId, 0)}?utm_source=mail`;
    const token = tokens().sign('c', message.sendId, 0);
    const forged = `/t/c/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const missing = clickUrl(message.sendId, 1);
    const pixelToken = tokens().sign('o', message.sendId);
    const forgedPixel = `/t/o/${pixelToken.slice(0, -1)}${pixelToken.endsWith('A') ? 'B' : 'A'}.gif`;
    for (let i = 0; i < 2; i += 1) {
      expect((await hit(withQuery)).headers.location).toBe('https://example.org/about');
      expect((await hit(forged)).statusCode).toBe(404);
      expect((await hit(missing)).statusCode).toBe(404);
      expect((await hit(forgedPixel)).statusCode).toBe(200);
    }
    for (const url of [withQuery, forged, missing, forgedPixel])
      expect(tracking.seenUrl(url)).toBeUndefined();
    await tracking.flush();
    expect(await hitsOf(message.sendId)).toBe(2);
  });
});

describe('over HTTP', () => {
  it('answers tracking links ahead of the app and leaves every other request to it', async () => {
    const own = await startTestServer();
    try {
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const message = await buildSentMessage(own.database.db, {
        links: ['https://example.com/ünïcode path?q=1'],
      });
      const sign = own.services.trackingTokens.sign.bind(own.services.trackingTokens);
      const get = (path: string, init: RequestInit = {}) =>
        fetch(`${address}${path}`, {
          redirect: 'manual',
          ...init,
          headers: { 'user-agent': BROWSER },
        });

      const pixel = await get(`/t/o/${sign('o', message.sendId)}.gif?utm=1`);
      expect(pixel.status).toBe(200);
      expect(pixel.headers.get('content-type')).toBe('image/gif');
      expect(pixel.headers.get('cache-control')).toBe('no-store');
      // The exact 42 bytes, sent with the header in one write (a latin1 string body).
      expect(pixel.headers.get('content-length')).toBe('42');
      expect(Buffer.from(await pixel.arrayBuffer()).toString('base64')).toBe(
        'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
      );

      const click = await get(`/t/c/${sign('c', message.sendId, 0)}`);
      expect(click.status).toBe(302);
      // The stored URL in its serialised form: always a valid header.
      expect(click.headers.get('location')).toBe(
        'https://example.com/%C3%BCn%C3%AFcode%20path?q=1',
      );
      // An empty body of a declared length: not chunked (a terminator would be a second write).
      expect(click.headers.get('content-length')).toBe('0');
      expect(click.headers.get('transfer-encoding')).toBeNull();
      const unknown = await get(`/t/c/${sign('c', message.sendId, 1)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await unknown.text()).toContain('Not found');

      // Not tracking links: Fastify answers as before.
      expect((await get(`/t/o/${sign('o', message.sendId)}.gif`, { method: 'POST' })).status).toBe(
        404,
      );
      expect((await get('/t/o/a/b.gif')).status).toBe(404);
      expect((await get('/healthz')).status).toBe(200);

      await own.services.tracking.flush();
      expect((await eventsOf(own.database.db, message.sendId)).map((e) => e.type)).toEqual([
        'open',
        'click',
      ]);
    } finally {
      await own.close();
    }
  });
});

describe('shutdown', () => {
  it('writes the buffered hits when the server closes', async () => {
    const own = await startTestServer();
    try {
      const message = await buildSentMessage(own.database.db, { links: ['https://example.com/'] });
      const agent = { 'user-agent': BROWSER };
      const urls = [
        `/t/o/${own.services.trackingTokens.sign('o', message.sendId)}.gif`,
        `/t/c/${own.services.trackingTokens.sign('c', message.sendId, 0)}`,
      ];
      await Promise.all(urls.map((url) => own.app.inject({ method: 'GET', url, headers: agent })));
      await own.app.close();
      expect((await eventsOf(own.database.db, message.sendId)).map((e) => e.type).sort()).toEqual([
        'click',
        'open',
      ]);
    } finally {
      await own.close();
    }
  });
});
