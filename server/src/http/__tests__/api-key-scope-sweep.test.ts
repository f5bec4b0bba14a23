import { MESSAGES, roleAtLeast, type Role } from '@outbound/common';
import { graphqlSchema } from '../graphql/schema';
import { operationRoles, type MinimumRole } from '../roles';
import { CredentialsVault } from '../../modules/mailbox/credentials-vault';
import { loadSecret } from '../../secret';
import { startTestServer, type TestServer } from '../../../test/server';
import { buildWorkspace } from '../../../test/factories';
import { inject, type Answer } from '../../../test/sweep/answer';
import { gqlArgs, gqlRequest, restBody, restUrl } from '../../../test/sweep/request-values';
import { graphqlOperations, v1Routes } from '../../../test/sweep/route-table';
import { seedTenantRows, type TenantRows } from '../../../test/sweep/seed';

/**
 * API keys, swept over every /v1 route and GraphQL operation (from the route table and the
 * schema, with the roles they declare): a `read` key is refused (403, the spec's message) by
 * everything above a viewer, a `write` key by everything above a member, both keys made by the
 * workspace's owner; at or below its role, a key is never refused (401 or 403).
 */
const SCOPES: [string, string[], Role][] = [
  ['read key', ['read'], 'viewer'],
  ['write key', ['read', 'write'], 'member'],
];
/** Calls that would end the maker's session or need none (a key is not a session). */
const NOT_CALLED = new Set(['POST /v1/user/logout', 'mutation logout']);

let t: TestServer;
let vault: CredentialsVault;
let workspaceId: string;
let owner: { id: string; email: string };
const keys: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestServer();
  vault = new CredentialsVault(loadSecret(t.config));
  const workspace = await buildWorkspace(t.database.db);
  workspaceId = workspace.id;
  const signedIn = await t.signIn({ workspace, role: 'owner' });
  owner = signedIn.user;
  for (const [name, scopes] of SCOPES) {
    const created = await t.rest<{ data: { key: string } }>('POST', '/v1/apiKeys/create', {
      token: signedIn.token,
      body: { name, scopes },
    });
    keys[name] = created.body.data.key;
  }
});
afterAll(() => t.close());

type Call = (rows: TenantRows, token: string) => Promise<Answer>;

async function calls(): Promise<[string, MinimumRole, Call][]> {
  const declared = new Map([...t.app.routeRoles, ...operationRoles()]);
  const all: [string, MinimumRole, Call][] = [];
  for (const route of v1Routes(t.app)) {
    const name = `${route.method} ${route.url}`;
    all.push([
      name,
      declared.get(name)!,
      (rows, token) =>
        inject(t.app, {
          method: route.method,
          url: restUrl(route, 0, rows),
          payload: route.method === 'POST' ? restBody(0, rows) : undefined,
          headers: { authorization: `Bearer ${token}` },
        }),
    ]);
  }
  for (const { kind, field } of graphqlOperations(await graphqlSchema())) {
    const name = `${kind} ${field.name}`;
    all.push([
      name,
      declared.get(name)!,
      async (rows, token) => {
        const answer = await inject(t.app, {
          method: 'POST',
          url: '/graphql',
          payload: gqlRequest(kind, field, gqlArgs(field, 0, rows)),
          headers: { authorization: `Bearer ${token}` },
        });
        const error = (
          answer.body as { errors?: { message: string; extensions?: { status?: number } }[] }
        ).errors?.[0];
        const status = error?.extensions?.status ?? answer.status;
        return { ...answer, status, body: error ? { message: error.message } : answer.body };
      },
    ]);
  }
  return all;
}

it('a read key is refused above a viewer and a write key above a member, everywhere', async () => {
  const all = await calls();
  expect(all.length).toBeGreaterThan(150);
  const failures: string[] = [];
  let refused = 0;
  for (const [name, minimum, call] of all) {
    if (NOT_CALLED.has(name) || minimum === 'public') continue;
    for (const [keyName, , role] of SCOPES) {
      const above = !roleAtLeast(role, minimum);
      // Below its role a key is only called where the call is refused: nothing of it runs.
      if (!above && minimum !== role) continue;
      const rows = await seedTenantRows(t.database.db, vault, workspaceId, owner);
      const answer = await call(rows, keys[keyName]);
      const message = (answer.body as { message?: unknown } | null)?.message;
      if (above) {
        refused += 1;
        if (answer.status !== 403 || message !== MESSAGES.global.forbidden)
          failures.push(`${name} with a ${keyName}: ${answer.status} ${answer.text.slice(0, 120)}`);
      } else if (answer.status === 401 || answer.status === 403 || answer.status >= 500)
        failures.push(`${name} with a ${keyName}: ${answer.status} ${answer.text.slice(0, 120)}`);
    }
  }
  expect(refused).toBeGreaterThan(100);
  expect(failures).toEqual([]);
}, 300_000);
