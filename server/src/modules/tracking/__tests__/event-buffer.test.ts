import type { Logger } from 'pino';
import { EventBuffer } from '../event-buffer';

function fakeLogger() {
  return { warn: jest.fn(), error: jest.fn() } as unknown as Logger & {
    warn: jest.Mock;
    error: jest.Mock;
  };
}

describe('EventBuffer', () => {
  it('writes what arrives together in one batch, shortly after the first item', async () => {
    const batches: number[][] = [];
    const buffer = new EventBuffer<number>(
      async (batch) => void batches.push(batch),
      fakeLogger(),
      {
        maxDelayMs: 20,
      },
    );
    buffer.push(1);
    buffer.push(2);
    buffer.push(3);
    expect(batches).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('starts a write as soon as a batch is full, without waiting for the delay', async () => {
    const batches: number[][] = [];
    const buffer = new EventBuffer<number>(
      async (batch) => void batches.push(batch),
      fakeLogger(),
      {
        maxDelayMs: 60_000,
        batchSize: 2,
      },
    );
    for (let i = 1; i <= 5; i += 1) buffer.push(i);
    await buffer.flush();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('retries a failed write and loses nothing', async () => {
    const written: number[] = [];
    let failures = 2;
    const logger = fakeLogger();
    const buffer = new EventBuffer<number>(
      async (batch) => {
        if (failures-- > 0) throw new Error('connection reset');
        written.push(...batch);
      },
      logger,
      { maxDelayMs: 60_000, retryDelayMs: 1 },
    );
    buffer.push(1);
    buffer.push(2);
    await buffer.close();
    expect(written).toEqual([1, 2]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('writes a failing batch item by item, drops only the bad item and logs it, never throws', async () => {
    const written: number[] = [];
    const logger = fakeLogger();
    const buffer = new EventBuffer<number>(
      async (batch) => {
        if (batch.includes(13)) throw new Error('bad row');
        written.push(...batch);
      },
      logger,
      { maxDelayMs: 60_000, retryDelayMs: 1 },
    );
    for (const n of [11, 12, 13, 14]) buffer.push(n);
    await expect(buffer.close()).resolves.toBeUndefined();
    expect(written).toEqual([11, 12, 14]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][0]).toEqual({ item: 13 });
  });

  it('close() writes everything held, including what arrives during a write', async () => {
    const written: number[] = [];
    const buffer: EventBuffer<number> = new EventBuffer<number>(
      async (batch) => {
        if (batch[0] === 1) buffer.push(2);
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(...batch);
      },
      fakeLogger(),
      { maxDelayMs: 60_000 },
    );
    buffer.push(1);
    await buffer.close();
    expect(written).toEqual([1, 2]);
    expect(buffer.size).toBe(0);
  });

  it('drops (and logs) new items beyond maxPending instead of growing without bound', async () => {
    const written: number[] = [];
    const logger = fakeLogger();
    const buffer = new EventBuffer<number>(async (batch) => void written.push(...batch), logger, {
      maxDelayMs: 60_000,
      maxPending: 3,
      batchSize: 10,
    });
    for (let i = 1; i <= 5; i += 1) buffer.push(i);
    await buffer.close();
    expect(written).toEqual([1, 2, 3]);
    expect(logger.warn).toHaveBeenCalledWith({ dropped: 2 }, expect.any(String));
  });

  describe('while busy', () => {
    // Windows of 50 ms: a loaded machine's late timers do not make a burst look quiet.
    const options = {
      maxDelayMs: 50,
      batchSize: 3,
      busyArrivals: 3,
      busyMaxDelayMs: 400,
      busyMaxPending: 1000,
    };

    it('holds the write while items keep coming, then writes them once they stop', async () => {
      const batches: number[][] = [];
      const buffer = new EventBuffer<number>(
        async (batch) => void batches.push(batch),
        fakeLogger(),
        options,
      );
      for (let i = 1; i <= 20; i += 1) {
        buffer.push(i);
        if (i % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(batches).toEqual([]);
      // Busy in the window of the burst and the next one; quiet in the third.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(batches.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(batches.every((batch) => batch.length <= 3)).toBe(true);
    });

    it('writes anyway once the first item has waited busyMaxDelayMs', async () => {
      const written: number[] = [];
      const buffer = new EventBuffer<number>(
        async (batch) => void written.push(...batch),
        fakeLogger(),
        options,
      );
      const started = Date.now();
      let i = 0;
      while (written.length === 0 && Date.now() - started < 1000) {
        for (let j = 0; j < 4; j += 1) buffer.push((i += 1));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      expect(written[0]).toBe(1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
      expect(Date.now() - started).toBeLessThan(1000);
      await buffer.close();
    });

    it('writes a sustained burst once a hold, not in a loop of small writes', async () => {
      const writes: { at: number; items: number }[] = [];
      const buffer = new EventBuffer<number>(
        async (batch) => {
          writes.push({ at: Date.now(), items: batch.length });
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
        fakeLogger(),
        { ...options, batchSize: 10_000 },
      );
      const started = Date.now();
      let pushed = 0;
      while (Date.now() - started < 1500) {
        for (let j = 0; j < 4; j += 1) buffer.push((pushed += 1));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      // Held 400 ms at a time: about four writes in 1.5 s (before, one every 20 ms after the first).
      expect(writes.length).toBeGreaterThanOrEqual(2);
      expect(writes.length).toBeLessThanOrEqual(5);
      for (let i = 1; i < writes.length; i += 1)
        expect(writes[i].at - writes[i - 1].at).toBeGreaterThanOrEqual(350);
      await buffer.close();
      expect(writes.reduce((sum, write) => sum + write.items, 0)).toBe(pushed);
    });

    it('flush() writes everything even while the source is busy', async () => {
      const written: number[] = [];
      const buffer = new EventBuffer<number>(
        async (batch) => {
          written.push(...batch);
          await new Promise((resolve) => setTimeout(resolve, 10));
        },
        fakeLogger(),
        { ...options, batchSize: 5 },
      );
      for (let i = 1; i <= 40; i += 1) buffer.push(i);
      await buffer.flush();
      expect(written).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('a write stopped for the hold still writes everything when flush() is called', async () => {
      const written: number[] = [];
      let buffer: EventBuffer<number> | undefined;
      buffer = new EventBuffer<number>(
        async (batch) => {
          written.push(...batch);
          // Arrivals during the first write make the source busy: that write stops after it.
          if (batch[0] === 1) for (let i = 2; i <= 11; i += 1) buffer!.push(i);
        },
        fakeLogger(),
        { ...options, batchSize: 1000 },
      );
      buffer.push(1);
      while (written.length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
      await buffer.flush();
      expect(written).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
      buffer = undefined;
    });

    it('does not hold a trickle: fewer than busyArrivals per window is written within maxDelayMs', async () => {
      const written: number[] = [];
      const buffer = new EventBuffer<number>(
        async (batch) => void written.push(...batch),
        fakeLogger(),
        options,
      );
      buffer.push(1);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(written).toEqual([1]);
    });
  });

  it('tells which items still wait in the batch being filled', async () => {
    const batches: number[][] = [];
    const buffer = new EventBuffer<number>(
      async (batch) => void batches.push(batch),
      fakeLogger(),
      {
        maxDelayMs: 60_000,
        batchSize: 2,
        busyArrivals: 1,
        busyMaxDelayMs: 60_000,
        busyMaxPending: 100,
      },
    );
    const numbers = [1, 2, 3].map((item) => buffer.push(item));
    expect(numbers).toEqual([0, 1, 2]);
    // Batches are [1, 2] and [3]: only the last one is still being filled.
    expect(numbers.map((n) => buffer.inOpenBatch(n))).toEqual([false, false, true]);
    buffer.arrive();
    expect(buffer.size).toBe(3);
    expect(buffer.inOpenBatch(buffer.push(4))).toBe(true);
    expect(buffer.inOpenBatch(2)).toBe(true);
    expect(buffer.inOpenBatch(buffer.push(5))).toBe(true);
    expect(buffer.inOpenBatch(3)).toBe(false);
    await buffer.flush();
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect([0, 1, 2, 3, 4].some((n) => buffer.inOpenBatch(n))).toBe(false);
    expect(buffer.inOpenBatch(buffer.push(6))).toBe(true);
    await buffer.flush();
  });
});
