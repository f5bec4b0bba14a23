import { useCallback, useState } from 'react';

/**
 * State that belongs to `key`: it starts at `initial` and starts again from `initial` whenever the
 * key changes — the page of a list goes back to 1 when its criteria change (spec 02 §4), and a
 * selection belongs to the rows it was made on. Setting it keeps it for the current key.
 */
export function useStateOf<T>(key: string, initial: T): [T, (next: T) => void] {
  const [held, setHeld] = useState({ key, value: initial });
  if (held.key !== key) setHeld({ key, value: initial });
  const value = held.key === key ? held.value : initial;
  const set = useCallback((next: T) => setHeld({ key, value: next }), [key]);
  return [value, set];
}
