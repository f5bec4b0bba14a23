import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { HitSpool } from '../hit-spool';
import { hitAgent, hitTarget, spoolReader, SpoolWriter } from '../spool-lines';
import { spoolLine, type TrackingHit } from '../tracking-hit';

const SEND = '0b6a7e2c-1d4f-4a8e-9c3b-5f2e1a7d9c01';
const AGENT = 'Mozilla/5.0 (Macintosh) "quoted" \\ agent';
let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-spool-lines-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every segment's hits as read back, each segment on its own, in the order they were written. */
function readBack(spool: HitSpool): TrackingHit[][] {
  const segments = fs.readdirSync(spool.dir).map((name) => {
    const lines = fs.readFileSync(path.join(spool.dir, name), 'utf8').split('\n');
    lines.pop();
    const read = spoolReader();
    return lines.flatMap((line, i) => read(JSON.parse(line), { segment: name, line: i + 1 }) ?? []);
  });
  return segments.sort((a, b) => a[0].at - b[0].at);
}

describe('spool lines', () => {
  it('reads back every hit as it was answered, naming each target and agent once per segment', () => {
    const spool = new HitSpool(root, pino({ level: 'silent' }), { segmentLines: 6 });
    const writer = new SpoolWriter(spool);
    const open = hitTarget('open', SEND);
    const click = hitTarget('click', SEND, 3, 'https://example.com/a?b=1');
    const browser = hitAgent(AGENT);
    const none = hitAgent(undefined);
    const written: [typeof open, typeof browser, string][] = [
      [open, browser, 'GET'],
      [click, browser, 'GET'],
      [open, none, 'HEAD'],
      [click, browser, 'GET'],
      [open, browser, 'GET'],
      [click, none, 'POST'],
      [open, browser, 'GET'],
    ];
    const positions = written.map(([target, agent, method], i) => {
      const line = writer.append(target, agent, method, 1_000 + i);
      return { segment: writer.segment, line };
    });
    spool.writeQueued();

    const segments = readBack(spool);
    // Six lines a segment: definitions and hit lines share it, a hit never parts from its own.
    expect(segments.map((hits) => hits.length)).toEqual([3, 3, 1]);
    expect(segments.flat()).toEqual(
      written.map(([target, agent, method], i) => ({
        kind: target.kind,
        sendId: SEND,
        index: target.index,
        url: target.url,
        userAgent: agent.value,
        method,
        at: 1_000 + i,
        position: positions[i],
      })),
    );
    // Once named in a segment, a hit on the same target and agent is one short line.
    const [first] = fs
      .readdirSync(spool.dir)
      .map((name) => fs.readFileSync(path.join(spool.dir, name), 'utf8'))
      .filter((text) => text.includes('[1,1,1000]'));
    expect(first.split(AGENT.replace(/["\\]/g, (c) => `\\${c}`)).length - 1).toBe(1);
    spool.close();
  });

  it('reads the lines of the earlier format, one JSON hit a line', () => {
    const hit: TrackingHit = {
      kind: 'click',
      method: 'GET',
      userAgent: AGENT,
      sendId: SEND,
      index: 1,
      url: 'https://example.com/',
      at: 5,
    };
    const position = { segment: 's', line: 1 };
    expect(spoolReader()(JSON.parse(JSON.stringify(spoolLine(hit))), position)).toEqual({
      ...hit,
      position,
    });
  });

  it('skips hit lines whose target or agent it was never told of, and lines it does not know', () => {
    const read = spoolReader();
    const at = { segment: 's', line: 1 };
    expect(read([1, 1, 5], at)).toBeNull();
    expect(read({ a: 1, v: null }, at)).toBeNull();
    expect(read([1, 1, 5], at)).toBeNull();
    expect(read({ t: 1, k: 'open', s: SEND, i: 0, u: null }, at)).toBeNull();
    expect(read([1, 1, 5], at)).toMatchObject({ kind: 'open', userAgent: undefined, at: 5 });
    expect(read([1, 1, 'x'], at)).toBeNull();
    expect(read('text', at)).toBeNull();
    expect(read({ t: 2, k: 'other', s: SEND, i: 0 }, at)).toBeNull();
    expect(read([2, 1, 5], at)).toBeNull();
  });
});
