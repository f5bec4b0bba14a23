/**
 * The clock of the tracking hits: `Date.now()` read once per turn of the event loop, by the
 * turn's first hit, and kept for the others of that turn. A flood answers dozens of hits a turn
 * (a turn lasts well under a millisecond then), and reading the clock is a call into the runtime
 * that costs more than the rest of noting a hit. A hit's time is used to the minute (which minute
 * it counts in) and to the second (one too soon after delivery is flagged): what the turn's start
 * says is as good. Hits are answered in the loop's poll phase (HTTP requests, database replies),
 * so the immediate that forgets the time runs in the same turn, before the loop waits again; a
 * read from a timer's callback would be kept through the next wait.
 */
export function turnClock(read: () => number = Date.now): () => number {
  let at: number | undefined;
  const forget = () => {
    at = undefined;
  };
  return () => {
    if (at === undefined) {
      at = read();
      setImmediate(forget).unref();
    }
    return at;
  };
}
