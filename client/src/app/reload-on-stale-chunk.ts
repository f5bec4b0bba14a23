const RELOADED_AT_KEY = 'outbound.staleChunkReloadAt';
/** A second failure this soon after a reload is not a stale release: the error then shows. */
const RELOAD_GUARD_MS = 10_000;

type Target = Pick<Window, 'addEventListener' | 'sessionStorage'> & {
  location: Pick<Location, 'reload'>;
};

/**
 * Pages load their code on demand; after a new release the old chunks are gone from the server,
 * and a page opened from the old index fails to load (Vite's `vite:preloadError`). The app then
 * reloads once to fetch the new index instead of showing an error.
 */
export function reloadOnStaleChunk(target: Target = window, now: () => number = Date.now): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(target.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now() - last < RELOAD_GUARD_MS) return;
    target.sessionStorage.setItem(RELOADED_AT_KEY, String(now()));
    event.preventDefault();
    target.location.reload();
  });
}
