/**
 * A failed batch written item by item: the spool's "lines 1..N recorded" mark must never pass a
 * line of an item not written yet, though merged items' lines interleave (a crash in the middle
 * of the fallback then loses nothing), and must reach the whole batch once the last is written.
 */
import pino from 'pino';
import { EventBuffer } from '../event-buffer';
import { fallbackSpoolProgress, type TrackingHit } from '../tracking-hit';

const hit = (segment: string, first: number, last: number): TrackingHit => ({
  kind: 'click',
  method: 'GET',
  userAgent: 'Mozilla/5.0',
  sendId: 'send',
  index: 0,
  url: 'https://example.com/',
  at: 0,
  position: { segment, line: last },
  firstLine: first,
  hits: last - first + 1,
});

it('marks each segment below the first line of any item still to come', () => {
  // A merged its lines 1 and 5, B 2 and 3, C 4; D is in the next segment.
  const batch = [hit('s1', 1, 5), hit('s1', 2, 3), hit('s1', 4, 4), hit('s2', 1, 2)];
  const marks = batch.map((_, index) => Object.fromEntries(fallbackSpoolProgress(batch, index)));
  expect(marks).toEqual([{ s1: 1 }, { s1: 3 }, { s1: 5 }, { s1: 5, s2: 2 }]);
});

it("tells the writer each fallback item's place in its failed batch", async () => {
  const calls: { batch: number[]; index?: number }[] = [];
  const buffer = new EventBuffer<number>(
    async (batch, fallback) => {
      calls.push({ batch, index: fallback?.index });
      if (batch.length > 1) throw new Error('one bad item');
    },
    pino({ level: 'silent' }),
    { attempts: 1, maxDelayMs: 1 },
  );
  buffer.push(1);
  buffer.push(2);
  await buffer.flush();
  expect(calls).toEqual([
    { batch: [1, 2], index: undefined },
    { batch: [1], index: 0 },
    { batch: [2], index: 1 },
  ]);
});
