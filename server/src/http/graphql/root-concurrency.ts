import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';

/**
 * Root Query fields of one request that run at once. GraphQL starts every root field of a query
 * together; without a bound, one request of many heavy fields takes every database connection
 * (and `/healthz`, which needs one, waits behind it) and holds every answer's rows at the same
 * time. The others wait their turn; mutations run one at a time anyway.
 */
export const MAX_RUNNING_ROOT_FIELDS = 4;

/** A counting gate: `run` starts the work when fewer than `size` are running. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => T | Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((go) => this.waiting.push(go));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** One gate per request, keyed by its context object (created by Apollo for each request). */
const gates = new WeakMap<object, Gate>();

function gateOf(context: unknown): Gate | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  let gate = gates.get(context);
  if (!gate) {
    gate = new Gate(MAX_RUNNING_ROOT_FIELDS);
    gates.set(context, gate);
  }
  return gate;
}

/** Wraps every root Query field's resolver so that at most MAX_RUNNING_ROOT_FIELDS run at once. */
export function limitRootConcurrency(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  if (!query) return schema;
  for (const field of Object.values(query.getFields())) {
    const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context, info) => {
      const gate = gateOf(context);
      return gate
        ? gate.run(() => resolve(source, args, context, info))
        : resolve(source, args, context, info);
    };
  }
  return schema;
}
