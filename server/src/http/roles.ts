import { MESSAGES, isRole, roleAtLeast, type Role } from '@outbound/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Authorized, getMetadataStorage, type AuthCheckerFn } from 'type-graphql';
import type { Caller } from '../modules/auth/caller';
import type { GraphQLContext } from './context';
import { AppError } from './errors';

/**
 * Who may make a call: `public` needs no session (sign-in, forgot password, a reset link); a role
 * needs a signed-in caller with at least that role (`@outbound/common` ROLES, lowest first).
 *
 * One mechanism for both APIs: every `/v1` route declares `config: { role }` in its route options
 * and every GraphQL Query and Mutation field `@MinimumRole(role)`. A route or field without a
 * declaration is refused when the app is built, so nothing can be added without one; the role
 * sweep (`http/__tests__/role-sweep.test.ts`) calls each as every role below it.
 */
export type MinimumRole = Role | 'public';

function isMinimumRole(value: unknown): value is MinimumRole {
  return value === 'public' || isRole(value);
}

export function forbidden(): AppError {
  return new AppError('FORBIDDEN', MESSAGES.global.forbidden);
}

/** For services: refuses (403) a caller below `minimum`. */
export function assertRole(caller: Caller, minimum: Role): void {
  if (!roleAtLeast(caller.role, minimum)) throw forbidden();
}

/** A signed-in caller (else 401) of at least `minimum` (else 403); `public` lets anyone through. */
function check(caller: Caller | null | undefined, minimum: MinimumRole): void {
  if (minimum === 'public') return;
  if (!caller) throw AppError.unauthenticated();
  assertRole(caller, minimum);
}

/**
 * Call before any `/v1` route is registered: records each route's declared role (`app.routeRoles`,
 * read by the role sweep) and refuses a `/v1` route that declares none.
 */
export function installRouteRoles(app: FastifyInstance): void {
  const declared = new Map<string, MinimumRole>();
  app.decorate('routeRoles', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const role: unknown = route.config?.role;
    if (!isMinimumRole(role)) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no minimum role (config.role)`,
      );
    }
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, role);
  });
}

/** The `/v1` check, run once the caller is known and before the body is read. */
export function checkRouteRole(request: FastifyRequest): void {
  const role = request.routeOptions.config?.role;
  if (role) check(request.caller, role);
}

/** A GraphQL Query or Mutation field's minimum role (type-graphql's `@Authorized`). */
export function MinimumRole(role: MinimumRole): MethodDecorator {
  return Authorized<MinimumRole>(role);
}

/** type-graphql's auth checker: throws 401 or 403 as the `/v1` check does. */
export const roleChecker: AuthCheckerFn<GraphQLContext, MinimumRole> = ({ context }, roles) => {
  const [role, ...more] = roles;
  if (!isMinimumRole(role) || more.length) throw forbidden();
  check(context.caller, role);
  return true;
};

/**
 * The declared minimum role of every Query and Mutation field, by `query name` / `mutation name`
 * (read from type-graphql's metadata once the schema is built). Throws when one declares none.
 */
export function operationRoles(): Map<string, MinimumRole> {
  const storage = getMetadataStorage();
  const roles = new Map<string, MinimumRole>();
  const missing: string[] = [];
  const kinds = [
    ['query', storage.queries],
    ['mutation', storage.mutations],
  ] as const;
  for (const [kind, definitions] of kinds) {
    for (const definition of definitions) {
      const [role, ...more] = (definition.roles ?? []) as unknown[];
      if (isMinimumRole(role) && more.length === 0)
        roles.set(`${kind} ${definition.schemaName}`, role);
      else missing.push(`${kind} ${definition.schemaName}`);
    }
  }
  if (missing.length) {
    throw new Error(`GraphQL fields without a minimum role (@MinimumRole): ${missing.join(', ')}`);
  }
  return roles;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's minimum role; required on every `/v1` route (see installRouteRoles). */
    role?: MinimumRole;
  }
  interface FastifyInstance {
    routeRoles: ReadonlyMap<string, MinimumRole>;
  }
}

/** The route options that declare a `/v1` route's minimum role: `app.post(url, minRole.member, …)`. */
export const minRole = {
  public: { config: { role: 'public' } },
  viewer: { config: { role: 'viewer' } },
  member: { config: { role: 'member' } },
  admin: { config: { role: 'admin' } },
  owner: { config: { role: 'owner' } },
} as const satisfies Record<MinimumRole, { config: { role: MinimumRole } }>;
