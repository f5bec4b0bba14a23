import { CredentialsVault } from '../../../modules/mailbox/credentials-vault';
import { loadSecret } from '../../../secret';
import { ApiContract } from '../../../../test/contract';
import { buildWorkspace } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';
import { restBody, restUrl, VARIANTS } from '../../../../test/sweep/request-values';
import { v1Routes, type Route } from '../../../../test/sweep/route-table';
import { seedTenantRows } from '../../../../test/sweep/seed';

/**
 * The contract test: every /v1 route is called, signed in as the owner of a workspace holding one
 * real row of every kind (the sweeps' seed), with the request values of each sweep variant, then
 * signed out and with a body that is not an object; each answer, success or error, must match the
 * schema the API document gives its route and status. Other test files get the same check on
 * every `t.rest` answer with `API_CONTRACT=1`.
 */
const NOT_CALLED = new Set(['POST /v1/user/logout']);

let t: TestServer;
let contract: ApiContract;
let token: string;
let vault: CredentialsVault;
let workspaceId: string;
let user: { id: string; email: string };
beforeAll(async () => {
  t = await startTestServer();
  contract = await ApiContract.of(t.app);
  vault = new CredentialsVault(loadSecret(t.config));
  const workspace = await buildWorkspace(t.database.db);
  const signedIn = await t.signIn({ workspace });
  token = signedIn.token;
  workspaceId = workspace.id;
  user = signedIn.user;
});
afterAll(() => t.close());

async function call(route: Route, url: string, payload: unknown, auth: boolean) {
  const answer = await t.app.inject({
    method: route.method,
    url,
    payload: route.method === 'POST' ? (payload as never) : undefined,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
    // One address per request, as the sweeps do: the per-address limits are not under test here.
    remoteAddress: ip(),
  });
  return contract.check(route.method, url, answer);
}

let requests = 0;
const ip = () => {
  requests += 1;
  return `10.200.${(requests >> 8) & 255}.${requests & 255}`;
};

it('every /v1 answer, success or error, matches the document', async () => {
  const violations: string[] = [];
  const routes = v1Routes(t.app).filter((route) => !NOT_CALLED.has(`${route.method} ${route.url}`));
  for (const route of routes) {
    const rows = await seedTenantRows(t.database.db, vault, workspaceId, user);
    for (let v = 0; v < VARIANTS; v += 1) {
      const violation = await call(route, restUrl(route, v, rows), restBody(v, rows), true);
      if (violation) violations.push(violation);
    }
    for (const [payload, auth] of [
      [{}, false],
      [[1, 2], true],
    ] as const) {
      const violation = await call(route, restUrl(route, 0, rows), payload, auth);
      if (violation) violations.push(violation);
    }
  }
  expect([...new Set(violations)]).toEqual([]);
  const succeeded = [...contract.checked].filter((entry) => / 20\d$/.test(entry));
  // Most routes answer a success at least once; errors are checked for all.
  expect(succeeded.length).toBeGreaterThan(routes.length / 2);
  // The routes with precise answers (`http/openapi/answers.ts`) answered a success, checked.
  for (const route of [
    'POST /v1/campaign/create',
    'POST /v1/campaign/get',
    'POST /v1/campaign/list',
    'GET /v1/mailAccount/list',
    'GET /v1/contactList/search',
    'GET /v1/campaign/contactsList/all',
    'POST /v1/campaign/settingLeads/get',
    'POST /v1/inbox/conversations',
    'POST /v1/inbox/conversation',
    'POST /v1/inbox/read',
  ]) {
    expect(contract.checked).toContain(`${route} 200`);
  }
  expect([...contract.checked].some((entry) => entry.endsWith(' 401'))).toBe(true);
  expect([...contract.checked].some((entry) => entry.endsWith(' 400'))).toBe(true);
  // Some 900 requests and a fresh seed per route: ~15 s alone, more beside other suites.
}, 120_000);

it('an answer that breaks its schema is reported', async () => {
  const broken = contract.check('POST', '/v1/campaign/list', {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ campaigns: [{ _id: 1 }] }),
  });
  expect(broken).toMatch(/POST \/v1\/campaign\/list 200/);
  const undocumented = contract.check('POST', '/v1/campaign/list', {
    statusCode: 418,
    headers: {},
    body: '{}',
  });
  expect(undocumented).toMatch(/418/);
});
