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
});
