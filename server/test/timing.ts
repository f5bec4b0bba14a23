/**
 * Runs `call` and answers its result with the wall-clock time it took, for tests that prove an
 * input cannot make the server slow (the bound they assert is generous: a loaded CI machine).
 */
export async function timed<T>(call: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

/** One megabyte of text: the size of every hostile input of the hardening tests. */
export const ONE_MB = 1_000_000;
