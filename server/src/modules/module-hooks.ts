/**
 * Hooks keep the modules one-way (`__tests__/module-boundaries.test.ts` fails on any import
 * cycle between module folders). A lower module declares, in its `hooks.ts`, the named calls it
 * makes into the modules above it (the ledger's claims to release when a campaign's pool changes,
 * the report counters to refresh when recipients are added); each module above supplies its
 * implementations in its index's `build…Services`, so `createServices` (services.ts) wires them
 * all, then checks that none is missing.
 *
 * A hook is a plain async function called in the caller's own transaction, with its
 * `EntityManager`, at the point where the lower module called the function directly before: the
 * same statements in the same transaction, in the same order. A hook never supplied throws when
 * called (its transaction rolls back), and `createServices` throws first: a missing hook never
 * skips its work silently.
 */

/** The named calls of one lower module, each an async function. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hooks take any arguments
type HookSet<T> = { [K in keyof T]: (...args: any[]) => Promise<unknown> };

export interface ModuleHooks<T extends HookSet<T>> {
  /** The hooks as the declaring module calls them: each throws when nothing supplied it. */
  readonly call: T;
  /**
   * Supplies some of the hooks (each module above supplies its own). Supplying the same function
   * again is nothing (every `createServices` of a process supplies them); another one throws.
   */
  supply(implementations: Partial<T>): void;
  /** Throws, naming them, when some hooks were never supplied. */
  assertSupplied(): void;
}

/**
 * Declares the hooks of the module `owner`: `names` lists every hook (the record makes the
 * compiler check that none is left out).
 */
export function declareHooks<T extends HookSet<T>>(
  owner: string,
  names: Record<keyof T & string, true>,
): ModuleHooks<T> {
  const supplied = new Map<string, T[keyof T]>();
  const all = Object.keys(names);
  const call = Object.fromEntries(
    all.map((name) => [
      name,
      (...args: unknown[]) => {
        const hook = supplied.get(name);
        if (!hook) throw new Error(`The ${owner} hook "${name}" was never supplied.`);
        return (hook as (...args: unknown[]) => Promise<unknown>)(...args);
      },
    ]),
  ) as T;
  return {
    call,
    supply(implementations) {
      for (const [name, hook] of Object.entries(implementations) as [string, T[keyof T]][]) {
        if (!all.includes(name)) throw new Error(`The ${owner} module has no hook "${name}".`);
        const earlier = supplied.get(name);
        if (earlier && earlier !== hook)
          throw new Error(`The ${owner} hook "${name}" was supplied twice.`);
        supplied.set(name, hook);
      }
    },
    assertSupplied() {
      const missing = all.filter((name) => !supplied.has(name));
      if (missing.length > 0)
        throw new Error(`The ${owner} hooks ${missing.join(', ')} were never supplied.`);
    },
  };
}
