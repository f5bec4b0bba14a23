/**
 * A mailbox's own tracking domain: set over /v1 (strictly validated), verified by the doctor as a
 * CNAME to the public host, used by the links, the pixel and the unsubscribe link of the
 * mailbox's messages, and answered by the server on that host.
 */
import fs from 'node:fs';
import { TestDnsServer } from '../../../../test/dns-server';
import { startTestServer, type TestServer } from '../../../../test/server';
import { Workspace } from '../../auth/workspace.entity';
import { renderSend } from '../../sending/send-message';
import { trackingBase } from '../../sending/tracking-urls';
import { buildSentMessage } from '../../tracking/__tests__/fixtures';
import { parseTrackingDomain, TRACKING_DOMAIN_MESSAGE } from '../tracking-host';
import { doctorZones } from './zones';

const zones = doctorZones();
let dns: TestDnsServer;
let t: TestServer;
beforeAll(async () => {
  dns = await TestDnsServer.start(zones.zone);
  t = await startTestServer({ DNS_SERVERS: dns.address, DKIM_KEYS_DIR: zones.keysDir });
});
afterAll(async () => {
  await t.close();
  await dns.stop();
  fs.rmSync(zones.keysDir, { recursive: true, force: true });
});

type Answer = {
  data: { tracking_domain: string | null; checks: { name: string; status: string }[] };
  message?: string;
};

/** A sent message and a session of its workspace's admin. */
async function sentMessage() {
  const message = await buildSentMessage(t.database.db);
  const workspace = await t.database.db.manager.findOneByOrFail(Workspace, {
    id: message.workspaceId,
  });
  const { token } = await t.signIn({ workspace });
  const [{ id }] = await t.database.db.query(
    `SELECT mail_account_id AS id FROM send WHERE id = $1`,
    [message.sendId],
  );
  const set = (value: unknown) =>
    t.rest<Answer>('POST', `/v1/mailAccount/${id}/trackingDomain/update`, {
      token,
      body: { tracking_domain: value },
    });
  return { message, token, mailAccountId: id as string, set };
}

it('refuses anything but a host name, with a 400 and the message, and changes nothing', async () => {
  const { set, mailAccountId } = await sentMessage();
  const bad = [
    'track',
    '192.0.2.1',
    'track..good.test',
    '-track.good.test',
    'track-.good.test',
    'track.good.123',
    'tr ack.good.test',
    'track.good.test/path',
    'https://track.good.test',
    `${'a'.repeat(64)}.good.test`,
    `${'a.'.repeat(130)}test`,
    42,
    ['track.good.test'],
    { host: 'track.good.test' },
    undefined,
  ];
  for (const value of bad) {
    const answer = await set(value);
    expect([value, answer.status, answer.body.message]).toEqual([
      value,
      400,
      TRACKING_DOMAIN_MESSAGE,
    ]);
  }
  const [row] = await t.database.db.query(
    `SELECT tracking_domain FROM mail_account WHERE id = $1`,
    [mailAccountId],
  );
  expect(row.tracking_domain).toBeNull();
});

it('reads a 1 MB value in linear time', () => {
  for (const value of ['a'.repeat(1 << 20), `${'a-'.repeat(1 << 19)}.test`, '.'.repeat(1 << 20)]) {
    const started = process.hrtime.bigint();
    expect(() => parseTrackingDomain(value)).toThrow(TRACKING_DOMAIN_MESSAGE);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(50);
  }
  expect(parseTrackingDomain(' Track.Good.Test. ')).toBe('track.good.test');
  expect(parseTrackingDomain('')).toBeNull();
  expect(parseTrackingDomain(null)).toBeNull();
});

it('verifies the CNAME, and the mailbox’s messages link and track through that host', async () => {
  const { set, message } = await sentMessage();
  const wrong = await set('track.bad.test');
  expect(wrong.status).toBe(200);
  expect(wrong.body.data.tracking_domain).toBe('track.bad.test');
  expect(wrong.body.data.checks.find((c) => c.name === 'tracking_domain')?.status).toBe('fail');

  const right = await set('Track.Good.Test');
  expect(right.body.data.tracking_domain).toBe('track.good.test');
  expect(right.body.data.checks.find((c) => c.name === 'tracking_domain')?.status).toBe('pass');

  const rendered = await renderSend(
    t.database.db,
    t.services.trackingTokens,
    t.config.publicUrl,
    message.sendId,
  );
  const pixel = /src="(http:\/\/track\.good\.test\/t\/o\/[^"]+\.gif)"/.exec(
    rendered.message.html ?? '',
  )?.[1];
  expect(pixel).toBeDefined();
  expect(rendered.message.headers?.['List-Unsubscribe']).toMatch(
    /^<http:\/\/track\.good\.test\/u\/[^>]+>/,
  );
  // The server answers the tracking host as its own.
  const hit = await t.app.inject({
    method: 'GET',
    url: pixel!,
    headers: { 'user-agent': 'Mozilla/5.0' },
  });
  expect(hit.statusCode).toBe(200);
  expect(hit.headers['content-type']).toBe('image/gif');
  await t.services.tracking.flush();
  const events = await t.database.db.query(`SELECT type FROM email_event WHERE send_id = $1`, [
    message.sendId,
  ]);
  expect(events).toEqual([{ type: 'open' }]);

  // Cleared: back to the public URL.
  expect((await set('')).body.data.tracking_domain).toBeNull();
  const plain = await renderSend(
    t.database.db,
    t.services.trackingTokens,
    t.config.publicUrl,
    message.sendId,
  );
  expect(plain.message.html).toContain('src="http://outbound.test/t/o/');
});

it('keeps the public URL’s scheme, port and path on the tracking host', () => {
  expect(trackingBase('https://out.example.com', 'track.acme.com')).toBe('https://track.acme.com');
  expect(trackingBase('http://out.example.com:4000/app', 'track.acme.com')).toBe(
    'http://track.acme.com:4000/app',
  );
  expect(trackingBase('https://out.example.com', null)).toBe('https://out.example.com');
});
