import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startTestServer, type TestServer } from '../../../../test/server';
import type { EventBufferOptions } from '../event-buffer';
import { spoolReader } from '../spool-lines';
import { spoolLine, type TrackingHit } from '../tracking-hit';
import { TrackingService } from '../tracking.service';
import { BROWSER, buildSentMessage, countersOf, eventsOf, type SentMessage } from './fixtures';

let t: TestServer;
let roots: string[] = [];
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  roots = [];
});

const db = () => t.database.db;
const serverDir = path.resolve(__dirname, '../../../..');

function spoolRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-spool-'));
  roots.push(root);
  return root;
}

function service(
  root: string,
  buffer: Partial<EventBufferOptions> = {},
  now?: () => number,
): TrackingService {
  return new TrackingService(
    db(),
    t.services.events,
    t.services.trackingTokens,
    pino({ level: 'silent' }),
    { spoolDir: root, buffer, now },
  );
}

/** When the journaled hits came: all in one minute (messages are sent a minute before the test). */
const AT = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;

function hitOf(kind: TrackingHit['kind'], message: SentMessage, userAgent = BROWSER): TrackingHit {
  return {
    kind,
    method: 'GET',
    userAgent,
    sendId: message.sendId,
    index: 0,
    url: kind === 'click' ? 'https://example.com/' : undefined,
    at: AT,
  };
}

/**
 * A process (the real spool code, in a child process) that journals `hits`, then is killed with
 * SIGKILL before it records any of them: its directory is left under `root`.
 */
async function killedAfterJournaling(root: string, hits: TrackingHit[]): Promise<string> {
  const script = `
    const { HitSpool } = require('./src/modules/tracking/hit-spool');
    const spool = new HitSpool(${JSON.stringify(root)}, require('pino')({ level: 'silent' }));
    for (const line of ${JSON.stringify(hits.map(spoolLine))}) spool.append(line);
    setTimeout(() => process.stdout.write('journaled\\n'), 100);
    setInterval(() => undefined, 1000);`;
  return killedAfter(root, script);
}

/** Runs `script` (the real spool code) in a child process, killed with SIGKILL once it says so. */
async function killedAfter(root: string, script: string): Promise<string> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('journaled')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the journaling process exited (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  const [dir] = fs.readdirSync(root);
  expect(dir).toContain(`.${child.pid}.`);
  return path.join(root, dir);
}

describe('tracking spool', () => {
  it('records the hits a killed process journaled at start, from the first line not yet recorded, exactly once', async () => {
    const message = await buildSentMessage(db(), { links: ['https://example.com/'] });
    const root = spoolRoot();
    const hits = ['open', 'open', 'click', 'open', 'click'] as const;
    const dir = await killedAfterJournaling(
      root,
      hits.map((kind) => hitOf(kind, message)),
    );
    const [segment] = fs.readdirSync(dir);
    expect(fs.readFileSync(path.join(dir, segment), 'utf8').split('\n')).toHaveLength(6);
    // The dead process had recorded its first line; its last write was cut short by the kill.
    await db().query(`INSERT INTO tracking_spool (segment, lines) VALUES ($1, 1)`, [segment]);
    fs.appendFileSync(path.join(dir, segment), '["open","');

    const first = service(root);
    expect(await first.start()).toBe(4);
    // One open and one click a minute; every hit counted.
    expect((await eventsOf(db(), message.sendId)).map((event) => event.type)).toEqual([
      'open',
      'click',
    ]);
    expect(
      await db().query(`SELECT kind, hits FROM tracking_hit WHERE send_id = $1 ORDER BY kind`, [
        message.sendId,
      ]),
    ).toEqual([
      { kind: 'click', hits: 2 },
      { kind: 'open', hits: 2 },
    ]);
    expect(await countersOf(db(), message.campaignId)).toMatchObject({ open: 1, click: 1 });
    expect(fs.readdirSync(root)).toEqual([]);
    expect(await db().query(`SELECT 1 FROM tracking_spool WHERE segment = $1`, [segment])).toEqual(
      [],
    );

    const second = service(root);
    expect(await second.start()).toBe(0);
    expect(await eventsOf(db(), message.sendId)).toHaveLength(2);
    await Promise.all([first.close(), second.close()]);
  });

  it('records the short lines of a killed process from the first not yet recorded, reading the definitions before it', async () => {
    const message = await buildSentMessage(db(), { links: ['https://example.com/'] });
    const root = spoolRoot();
    const script = `
      const { HitSpool } = require('./src/modules/tracking/hit-spool');
      const lines = require('./src/modules/tracking/spool-lines');
      const spool = new HitSpool(${JSON.stringify(root)}, require('pino')({ level: 'silent' }));
      const writer = new lines.SpoolWriter(spool);
      const open = lines.hitTarget('open', ${JSON.stringify(message.sendId)});
      const click = lines.hitTarget('click', ${JSON.stringify(message.sendId)}, 0, 'https://example.com/');
      const agent = lines.hitAgent(${JSON.stringify(BROWSER)});
      for (const [target, method] of [[open, 'GET'], [click, 'GET'], [open, 'HEAD'], [click, 'GET'], [open, 'GET']])
        writer.append(target, agent, method, ${AT});
      setTimeout(() => process.stdout.write('journaled\\n'), 100);
      setInterval(() => undefined, 1000);`;
    const dir = await killedAfter(root, script);
    const [segment] = fs.readdirSync(dir);
    const lines = fs.readFileSync(path.join(dir, segment), 'utf8').trim().split('\n');
    // Open and agent named, the first open, the click named, then four short hit lines.
    expect(lines).toHaveLength(8);
    expect(lines[2]).toBe(`[1,1,${AT}]`);
    // The dead process had recorded its first hit (line 3): the definitions before it still count.
    await db().query(`INSERT INTO tracking_spool (segment, lines) VALUES ($1, 3)`, [segment]);

    const tracking = service(root);
    expect(await tracking.start()).toBe(4);
    expect(
      await db().query(
        `SELECT kind, automated, hits FROM tracking_hit WHERE send_id = $1 ORDER BY kind, automated`,
        [message.sendId],
      ),
    ).toEqual([
      { kind: 'click', automated: '', hits: 2 },
      { kind: 'open', automated: '', hits: 1 },
      { kind: 'open', automated: 'head-request', hits: 1 },
    ]);
    expect(fs.readdirSync(root)).toEqual([]);
    expect(await service(root).start()).toBe(0);
    await tracking.close();
  });

  it('skips the lines a dead process had recorded when its segment is drained again', async () => {
    const message = await buildSentMessage(db());
    const root = spoolRoot();
    const dir = await killedAfterJournaling(root, [hitOf('open', message), hitOf('open', message)]);
    const [segment] = fs.readdirSync(dir);
    await db().query(`INSERT INTO tracking_spool (segment, lines) VALUES ($1, 2)`, [segment]);
    const tracking = service(root);
    expect(await tracking.start()).toBe(0);
    expect(await eventsOf(db(), message.sendId)).toEqual([]);
    expect(fs.readdirSync(root)).toEqual([]);
    await tracking.close();
  });

  it('leaves alone the spool of a process that still runs', async () => {
    const root = spoolRoot();
    // pid 1 always runs.
    const live = path.join(root, `${os.hostname()}.1.abcdef01`);
    fs.mkdirSync(live);
    fs.writeFileSync(path.join(live, 'segment.ndjson'), '["open","x",0,0,"GET",null,null]\n');
    const tracking = service(root);
    expect(await tracking.start()).toBe(0);
    expect(fs.readdirSync(live)).toEqual(['segment.ndjson']);
    await tracking.close();
  });

  it('journals each hit, records it, and leaves nothing behind after a clean close', async () => {
    const message = await buildSentMessage(db(), { links: ['https://example.com/'] });
    const root = spoolRoot();
    const tracking = service(root, { maxDelayMs: 60_000 });
    await tracking.start();
    const tokens = t.services.trackingTokens;
    tracking.open(tokens.sign('o', message.sendId), { method: 'GET', userAgent: BROWSER });
    await tracking.click(tokens.sign('c', message.sendId, 0), {
      method: 'GET',
      userAgent: BROWSER,
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    const [dir] = fs.readdirSync(root);
    const [segment] = fs.readdirSync(path.join(root, dir));
    const lines = fs
      .readFileSync(path.join(root, dir, segment), 'utf8')
      .trim()
      .split('\n');
    // Each target and agent named once, then each hit as a short line referring to them.
    const read = spoolReader();
    const hits = lines.map((line, i) => read(JSON.parse(line), { segment, line: i + 1 }));
    expect(hits.filter((hit) => hit !== null).map((hit) => [hit!.kind, hit!.sendId])).toEqual([
      ['open', message.sendId],
      ['click', message.sendId],
    ]);
    expect(lines.filter((line) => line.includes(BROWSER))).toHaveLength(1);
    expect(await eventsOf(db(), message.sendId)).toEqual([]);

    await tracking.close();
    expect((await eventsOf(db(), message.sendId)).map((event) => event.type)).toEqual([
      'open',
      'click',
    ]);
    // Recorded, then the segment and its row went.
    expect(await db().query(`SELECT 1 FROM tracking_spool WHERE segment = $1`, [segment])).toEqual(
      [],
    );
    expect(fs.readdirSync(root)).toEqual([]);
  });
});

describe('a batch of hits', () => {
  it('counts and flags like the same hits recorded one by one', async () => {
    const rules = {
      clause: 'and',
      conditions: [
        { type: 'open', event_count: 1 },
        { type: 'click', event_count: 1 },
      ],
    };
    const one = await buildSentMessage(db(), { links: ['https://example.com/'] });
    const batched = await buildSentMessage(db(), { links: ['https://example.com/'] });
    for (const message of [one, batched])
      await db().query(`UPDATE campaign SET lead_settings = $2 WHERE id = $1`, [
        message.campaignId,
        rules,
      ]);
    const sequence: [TrackingHit['kind'], string, string][] = [
      ['open', 'HEAD', BROWSER],
      ['open', 'GET', BROWSER],
      ['click', 'GET', 'python-requests/2.31.0'],
      ['click', 'GET', BROWSER],
      ['open', 'GET', BROWSER],
      ['open', 'GET', BROWSER],
      ['click', 'GET', BROWSER],
    ];
    const tokens = t.services.trackingTokens;
    const hitAll = async (
      tracking: TrackingService,
      message: SentMessage,
      each: () => Promise<void>,
    ) => {
      for (const [kind, method, userAgent] of sequence) {
        if (kind === 'open') tracking.open(tokens.sign('o', message.sendId), { method, userAgent });
        else await tracking.click(tokens.sign('c', message.sendId, 0), { method, userAgent });
        await each();
      }
    };
    // Both in one minute, recorded as its first open and click (and the flagged ones apart).
    const now = () => AT;
    const single = service(spoolRoot(), {}, now);
    await hitAll(single, one, () => single.flush());
    const batch = service(spoolRoot(), { maxDelayMs: 60_000 }, now);
    await hitAll(batch, batched, async () => undefined);
    await batch.flush();

    const outcome = async (message: SentMessage) => ({
      events: (await eventsOf(db(), message.sendId)).map((e) => [
        e.type,
        e.flagged,
        e.meta.automated ?? null,
      ]),
      counters: await countersOf(db(), message.campaignId),
      activity: await db().query(
        `SELECT opened_count, clicked_count FROM contact_activity WHERE contact_id = $1`,
        [message.contactId],
      ),
      leads: await db().query(`SELECT status FROM lead WHERE recipient_id = $1`, [
        message.recipientId,
      ]),
    });
    const expected = await outcome(one);
    expect(expected.leads).toEqual([{ status: 'open' }]);
    expect(expected.counters).toMatchObject({ open: 1, click: 1 });
    expect(await outcome(batched)).toEqual(expected);
    await Promise.all([single.close(), batch.close()]);
  });
});
