import type { FastifyInstance } from 'fastify';
import {
  getNamedType,
  isInputObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

export interface Route {
  method: 'GET' | 'POST';
  url: string;
}

/**
 * Every `/v1` route registered on the app, read from Fastify's own route tree (`printRoutes`),
 * so a route added later is swept without editing the sweeps.
 */
export function v1Routes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = url;
    if (!url.startsWith('/v1/')) continue;
    for (const method of match[3].split(', ')) {
      if (method === 'GET' || method === 'POST') routes.push({ method, url });
    }
  }
  return routes;
}

export type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

/** Every query and mutation of the built schema. */
export function graphqlOperations(schema: GraphQLSchema): Operation[] {
  const of = (kind: Operation['kind'], type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

/** An argument or input field name that names a row: `…id`, `…Ids`, `email` and friends. */
export function isIdName(name: string): boolean {
  return /(id|Id|ID|ids|Ids|IDs)$/.test(name) || /^(email|emails|userEmail)$/.test(name);
}

/** Whether an argument (or a field of its input type, at any depth) names a row. */
export function takesId(arg: GraphQLArgument): boolean {
  const seen = new Set<string>();
  const visit = (name: string, type: GraphQLInputType): boolean => {
    if (isIdName(name)) return true;
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((field) => visit(field.name, field.type));
  };
  return visit(arg.name, arg.type);
}
