import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the Linked lists keep their loader after a delete starts (spec 01 §9). */
export const DELETE_LIST_LOADER_MS = 4000;

/**
 * Runs a list's delete with the loader the spec asks for: shown from the click until 4 s have
 * passed and the answer is in, whichever comes last.
 */
export function useDeleteLoader(
  remove: (listId: string) => Promise<boolean>,
): [boolean, (listId: string) => Promise<boolean>] {
  const [pending, setPending] = useState(0);
  const [holding, setHolding] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(
    async (listId: string) => {
      window.clearTimeout(timer.current);
      setHolding(true);
      timer.current = window.setTimeout(() => setHolding(false), DELETE_LIST_LOADER_MS);
      setPending((count) => count + 1);
      try {
        return await remove(listId);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [remove],
  );
  return [holding || pending > 0, run];
}
