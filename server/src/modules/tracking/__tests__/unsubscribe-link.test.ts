import { startTestServer, type TestServer } from '../../../../test/server';
import { buildSentMessage, countersOf, eventsOf } from './fixtures';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const db = () => t.database.db;
const unsubscribeUrl = (sendId: string) => `/u/${t.services.trackingTokens.sign('u', sendId)}`;

function post(url: string, body: string, contentType = 'application/x-www-form-urlencoded') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType },
  });
}

async function stateOf(recipientId: string) {
  const [row] = await db().query(
    `SELECT state, next_send_at FROM campaign_recipient WHERE id = $1`,
    [recipientId],
  );
  return row;
}

async function unsubscribesOf(workspaceId: string) {
  return db().query(
    `SELECT email::text AS email, domain FROM unsubscribe WHERE workspace_id = $1 ORDER BY domain`,
    [workspaceId],
  );
}

it('shows a confirmation page with the address masked and a POST form, recording nothing', async () => {
  const message = await buildSentMessage(db(), { email: 'jane.doe@example.com' });
  const response = await t.app.inject({ method: 'GET', url: unsubscribeUrl(message.sendId) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain('j******e@example.com');
  expect(response.body).not.toContain('jane.doe');
  expect(response.body).toMatch(/<form method="post"><button type="submit">Unsubscribe<\/button>/);
  // No scripts, no external assets.
  expect(response.body).not.toMatch(/<script|<link|src=|https?:\/\//);
  expect(await eventsOf(db(), message.sendId)).toEqual([]);
  expect((await stateOf(message.recipientId)).state).toBe('active');
});

it('escapes the address in the page', async () => {
  const message = await buildSentMessage(db(), { email: '<b>"x"</b>&y@example.com' });
  const response = await t.app.inject({ method: 'GET', url: unsubscribeUrl(message.sendId) });
  expect(response.body).toContain('&lt;********y@example.com');
  expect(response.body).not.toContain('<b>');
});

it('unsubscribes on POST: the event, the stopped sequence, the (email, sender domain) row; once', async () => {
  const message = await buildSentMessage(db());
  const url = unsubscribeUrl(message.sendId);
  const response = await post(url, 'confirm=1');
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('You have been unsubscribed');

  expect(await stateOf(message.recipientId)).toEqual({ state: 'unsubscribed', next_send_at: null });
  expect(await unsubscribesOf(message.workspaceId)).toEqual([
    { email: message.email, domain: message.senderDomain },
  ]);
  const [contact] = await db().query(`SELECT status FROM contact WHERE id = $1`, [
    message.contactId,
  ]);
  expect(contact.status).toBe('unsubscribed');
  expect(await eventsOf(db(), message.sendId)).toEqual([
    expect.objectContaining({ type: 'unsubscribe', flagged: false, meta: { via: 'page' } }),
  ]);

  // Again: same answer, nothing new.
  const again = await post(url, 'confirm=1');
  expect(again.statusCode).toBe(200);
  expect(again.body).toContain('You have been unsubscribed');
  expect(await eventsOf(db(), message.sendId)).toHaveLength(1);
  expect((await countersOf(db(), message.campaignId)).unsubscribe).toBe(1);
  // The page now says so instead of asking.
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.body).toContain('You have been unsubscribed');
  expect(page.body).not.toContain('<form');
});

it('answers an RFC 8058 one-click POST with 200 and unsubscribes once, even when posted at once', async () => {
  const message = await buildSentMessage(db());
  const url = unsubscribeUrl(message.sendId);
  const responses = await Promise.all([
    post(url, 'List-Unsubscribe=One-Click'),
    post(url, 'List-Unsubscribe=One-Click'),
    post(
      url,
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    ),
  ]);
  expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  expect(await eventsOf(db(), message.sendId)).toEqual([
    expect.objectContaining({ type: 'unsubscribe', meta: { via: 'one-click' } }),
  ]);
  expect((await stateOf(message.recipientId)).state).toBe('unsubscribed');
  expect(
    await t.services.unsubscribes.isUnsubscribed(
      message.workspaceId,
      message.email,
      message.senderDomain,
    ),
  ).toBe(true);
});

it('answers a tampered or foreign token with a 404 page and records nothing', async () => {
  const message = await buildSentMessage(db());
  const raw = Buffer.from(t.services.trackingTokens.sign('u', message.sendId), 'base64url');
  raw[0] ^= 1;
  const urls = [
    `/u/${raw.toString('base64url')}`,
    `/u/${t.services.trackingTokens.sign('o', message.sendId)}`,
    `/u/${t.services.trackingTokens.sign('u', '00000000-0000-4000-8000-000000000000')}`,
    '/u/%3Cscript%3E',
  ];
  for (const url of urls) {
    const shown = await t.app.inject({ method: 'GET', url });
    expect({ url, status: shown.statusCode }).toEqual({ url, status: 404 });
    expect(shown.body).toContain('Not found');
    expect(shown.body).not.toContain('<script>');
    const posted = await post(url, 'List-Unsubscribe=One-Click');
    expect({ url, status: posted.statusCode }).toEqual({ url, status: 404 });
  }
  expect(await eventsOf(db(), message.sendId)).toEqual([]);
  expect((await stateOf(message.recipientId)).state).toBe('active');
  expect(await unsubscribesOf(message.workspaceId)).toEqual([]);
});
