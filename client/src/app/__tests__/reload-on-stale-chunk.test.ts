import { reloadOnStaleChunk } from '../reload-on-stale-chunk';

describe('A page whose code is gone after a release', () => {
  it('reloads the app once, and lets a second failure right after show', () => {
    const reload = jest.fn();
    let clock = 1_000_000;
    const events = new EventTarget();
    const target = {
      addEventListener: events.addEventListener.bind(events),
      sessionStorage: window.sessionStorage,
      location: { reload },
    } as unknown as Window;
    reloadOnStaleChunk(target, () => clock);
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      events.dispatchEvent(event);
      return event;
    };

    expect(fail().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 2_000; // the reloaded index failed again: a real error, shown, no reload loop
    expect(fail().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 60_000; // a later release
    expect(fail().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
