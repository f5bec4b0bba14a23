import { MIN_SEARCH_LENGTH } from '@outbound/common';
import { useEffect, useState } from 'react';

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search text to query with, following the search box (spec 02 §5): a text of at least
 * MIN_SEARCH_LENGTH characters applies once typing pauses, an emptied box goes back to the
 * unfiltered list at once, and a shorter text leaves the current search as it is.
 */
export function useSearchText(typed: string): string {
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const text = typed.trim();
    if (text.length > 0 && text.length < MIN_SEARCH_LENGTH) return;
    const timer = setTimeout(() => setApplied(text), text ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [typed]);
  return applied;
}
