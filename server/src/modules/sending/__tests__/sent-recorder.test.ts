import pino from 'pino';
import type { ClaimedSend } from '../send-ledger';
import { SentRecorder } from '../sent-recorder';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const accepted = (id: string) => ({
  send: { id } as ClaimedSend,
  at: new Date(),
  copyUid: null,
});

it('records the first acceptance at once, then what accumulates within the wait, and the rest at the end', async () => {
  // The clock is the test's: a loaded machine's timers cannot move the batches.
  jest.useFakeTimers();
  try {
    const batches: string[][] = [];
    const recorder = new SentRecorder(
      async (batch) => {
        batches.push(batch.map((entry) => entry.send.id));
      },
      pino({ level: 'silent' }),
      200,
    );
    await recorder.add(accepted('a'));
    await jest.advanceTimersByTimeAsync(20);
    expect(batches).toEqual([['a']]);
    // A slow server: one acceptance every 50 ms, recorded together once the first of them waited 200 ms.
    for (const id of ['b', 'c', 'd']) {
      await recorder.add(accepted(id));
      await jest.advanceTimersByTimeAsync(50);
    }
    expect(batches).toEqual([['a']]);
    await jest.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    await recorder.add(accepted('e'));
    await recorder.drain();
    expect(batches).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  } finally {
    jest.useRealTimers();
  }
});

it('a failing recording is reported at once by the first acceptance', async () => {
  const recorder = new SentRecorder(
    () => Promise.reject(new Error('database unavailable')),
    pino({ level: 'silent' }),
  );
  await recorder.add(accepted('a'));
  await pause(20);
  expect(recorder.failed).toBe(true);
});
