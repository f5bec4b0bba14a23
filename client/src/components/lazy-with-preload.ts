import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the component's code; rendered once it is loaded, it shows without suspending. */
  preload: () => Promise<void>;
};

const created = new Set<Preloadable<never>>();

/** A thenable that calls back at once: React's `lazy` then renders without suspending. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A component whose code loads when it is first rendered (a route's page, an editor, a chart):
 * `load` imports its module and picks the component. Render it inside a `Suspense` boundary.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined; // a failed fetch (a dropped connection) is tried again next time
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? settled(loaded) : fetchModule()));
  const preloadable = Object.assign(component, {
    preload: () => fetchModule().then(() => undefined),
  });
  created.add(preloadable as Preloadable<never>);
  return preloadable;
}

/**
 * Loads every lazy component, including those defined by the modules it loads, until none is left
 * (tests render the whole app at once with it).
 */
export async function preloadAll(): Promise<void> {
  let known = -1;
  while (created.size !== known) {
    known = created.size;
    await Promise.all([...created].map((component) => component.preload()));
  }
}
