import { REDIRECT_DELAY_MS } from '@outbound/common';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Schedules `reload` 1.5 s after a successful action (spec 02 §9), once: a later call replaces an
 * earlier pending one, and leaving the page cancels it.
 */
export function useReloadLater(reload: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => reloadRef.current(), REDIRECT_DELAY_MS.afterAction);
  }, []);
}
