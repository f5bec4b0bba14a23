import { turnClock } from '../turn-clock';

describe('turnClock', () => {
  it("reads the clock once per turn of the event loop: the turn's hits share its time", async () => {
    let reads = 0;
    const now = turnClock(() => 1_000 + 10 * ++reads);
    expect([now(), now(), now()]).toEqual([1_010, 1_010, 1_010]);
    expect(reads).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect([now(), now()]).toEqual([1_020, 1_020]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(now()).toBe(1_030);
    expect(reads).toBe(3);
  });

  it('reads nothing in a turn without hits', async () => {
    let reads = 0;
    turnClock(() => ++reads);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(0);
  });
});
