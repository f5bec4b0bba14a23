import type { GraphQLField } from 'graphql';
import { graphqlSchema } from '../graphql/schema';
import { CredentialsVault } from '../../modules/mailbox/credentials-vault';
import { loadSecret } from '../../secret';
import { startTestServer, type TestServer } from '../../../test/server';
import { buildWorkspace } from '../../../test/factories';
import { inject, type Answer } from '../../../test/sweep/answer';
import {
  gqlArgs,
  gqlRequest,
  normalize,
  restBody,
  restUrl,
  VARIANTS,
} from '../../../test/sweep/request-values';
import {
  graphqlOperations,
  takesId,
  v1Routes,
  type Operation,
  type Route,
} from '../../../test/sweep/route-table';
import {
  missingRows,
  seedTenantRows,
  workspaceFingerprint,
  type TenantRows,
} from '../../../test/sweep/seed';

/**
 * Every /v1 route and every GraphQL operation naming a row, called from workspace B with workspace
 * A's real ids, answers exactly as with ids that exist nowhere, and changes nothing of A. The routes
 * and operations come from the app's route table and the built schema: a new one is swept as soon
 * as it exists, and one the sweep cannot reach meaningfully must be listed here with the reason.
 *
 * "Meaningful": for A's own user, A's ids are answered differently from missing ones at least in
 * one variant — the call reached the rows.
 */
const NOT_ROW_SCOPED: Record<string, string> = {
  'POST /v1/user/login': 'no session; an address and a password, answered alike for everyone',
  'POST /v1/user/logout': "ends the caller's own session; names no row",
  'GET /v1/user/me': "the caller's own user",
  'POST /v1/inbox/unreadCount': "the caller's workspace's unread count, no input",
  'POST /v1/user/forgotPassword': 'answers the same whether the address exists or not',
  'POST /v1/user/resetPassword': "a reset token or the caller's own password",
  'GET /v1/user/list': "the caller's workspace, no input",
  'POST /v1/user/search': 'paging only',
  'GET /v1/mailAccount/list': "the caller's workspace, no input",
  'POST /v1/mailAccount/create/smtp': 'creates a mailbox after logging in to the given servers',
  'POST /v1/mailAccount/create/google': 'creates a mailbox from a Google consent code',
  'POST /v1/mailAccount/reconnect/google': 'needs a Google consent code before any row is read',
  'POST /v1/contactList/create': 'multipart upload creating a list (swept by the malformed sweep)',
  'GET /v1/contactList/search': "the caller's workspace, no input",
  'GET /v1/campaign/contactsList/all': "the caller's workspace, no input",
  'POST /v1/campaign/contactsList/all': "the caller's workspace, no input",
  'POST /v1/campaign/names/list': "the caller's workspace, no input",
  'POST /v1/label/list': "the caller's workspace, no input",
  'POST /v1/label/create': 'creates a label from a name',
  'POST /v1/contact/unsubscribes': 'a text search of the caller’s unsubscribers',
  'query googleAuthUrl': 'builds a consent URL; reads no row',
  'mutation reconnectGoogleAccount': 'needs a Google consent code before any row is read',
  'mutation forgotPassword': 'answers the same whether the address exists or not',
  'mutation login': 'no session; an address and a password, answered alike for everyone',
  'mutation createSmtpAccount': 'creates a mailbox after logging in to the given servers',
  'query contactStats': "stat tiles of the caller's workspace",
  'query poolMailboxes': "the caller's workspace's mailboxes, no input",
  'GET /v1/webhooks': "the caller's workspace, no input",
  'GET /v1/guardrails': "the caller's workspace's thresholds, no input",
  'POST /v1/guardrails/update': "the caller's workspace's thresholds; names no row",
  'POST /v1/webhooks/create': 'creates a webhook from a URL and events',
  'GET /v1/audit': "paging of the caller's workspace's audit log (its own test: audit-page)",
  'POST /v1/doNotContact/list': "paging of the caller's workspace's do-not-contact list",
  'POST /v1/doNotContact/add': "adds values to the caller's workspace's list; names no row",
  'POST /v1/doNotContact/remove': "values of the caller's own list (do-not-contact test)",
  'POST /v1/doNotContact/import': "a CSV text added to the caller's own list; names no row",
  'query doNotContact': "paging of the caller's workspace's do-not-contact list",
  'mutation addDoNotContact': "adds values to the caller's workspace's list; names no row",
  'mutation removeDoNotContact': "values of the caller's own list (do-not-contact test)",
  'mutation importDoNotContact': "a CSV text added to the caller's own list; names no row",
  'POST /v1/apiKeys/create': 'creates a key from a name and scopes; names no row',
  'GET /v1/apiKeys/list': "the caller's workspace, no input",
  'GET /v1/openapi.json': 'the API document: the same for everyone, no input',
};
/** Calls whose answer may tell another workspace's row from a missing one, by design. */
const ANSWER_MAY_DIFFER: Record<string, string> = {
  'POST /v1/user/invite':
    'users sign in by address, unique across the server: inviting a user of another workspace is refused',
  'mutation inviteUser':
    'users sign in by address, unique across the server: inviting a user of another workspace is refused',
};
/** Calls that may change another workspace's rows, by design. */
const MAY_CHANGE_OTHERS: Record<string, string> = {
  'POST /v1/user/forgotPassword':
    'anyone may ask a reset link for an address: it is mailed to its user',
  'mutation forgotPassword': 'anyone may ask a reset link for an address: it is mailed to its user',
  'POST /v1/user/login': "a sign-in to an account is recorded in its workspace's audit log",
  'mutation login': "a sign-in to an account is recorded in its workspace's audit log",
};
/** Calls that would end the sweeping user's own session. */
const NOT_CALLED = new Set(['POST /v1/user/logout', 'mutation logout']);

let t: TestServer;
let owner: { workspaceId: string; token: string; user: { id: string; email: string } };
let stranger: string;
let vault: CredentialsVault;
beforeAll(async () => {
  t = await startTestServer();
  vault = new CredentialsVault(loadSecret(t.config));
  const workspace = await buildWorkspace(t.database.db);
  const signedIn = await t.signIn({ workspace });
  owner = { workspaceId: workspace.id, token: signedIn.token, user: signedIn.user };
  stranger = (await t.signIn()).token;
});
afterAll(() => t.close());

/** A call as user `token`, naming the rows of `rows` in variant `v`. */
type Call = (v: number, rows: TenantRows, token: string) => Promise<Answer>;

const headers = (token: string) => ({ authorization: `Bearer ${token}` });

function restCall(route: Route): Call {
  return (v, rows, token) =>
    inject(t.app, {
      method: route.method,
      url: restUrl(route, v, rows),
      payload: route.method === 'POST' ? restBody(v, rows) : undefined,
      headers: headers(token),
    });
}

function gqlCall(operation: Operation): Call {
  return async (v, rows, token) => {
    const field = operation.field as GraphQLField<unknown, unknown>;
    const answer = await inject(t.app, {
      method: 'POST',
      url: '/graphql',
      payload: gqlRequest(operation.kind, field, gqlArgs(field, v, rows)),
      headers: headers(token),
    });
    const body = answer.body as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const errors = body.errors?.map((error) => ({
      message: error.message,
      code: error.extensions?.code,
    }));
    const failed = errors?.some((error) => error.code === 'INTERNAL_SERVER_ERROR');
    return {
      status: failed ? 500 : answer.status,
      body: { data: body.data ?? null, errors },
      text: answer.text,
    };
  };
}

/** What the comparison sees of an answer: status and body, with ids and names folded. */
const shown = (answer: Answer, rows: TenantRows) =>
  normalize({ status: answer.status, body: answer.body }, rows);

/**
 * Sweeps one call: B with A's rows against B with missing rows, in every variant; A's rows are
 * fresh for each call so that earlier calls cannot hide a later leak.
 */
async function sweep(name: string, call: Call, failures: string[]): Promise<boolean> {
  const rows = await seedTenantRows(t.database.db, vault, owner.workspaceId, owner.user);
  const before = await workspaceFingerprint(t.database.db, owner.workspaceId);
  for (let v = 0; v < VARIANTS; v += 1) {
    const missing = missingRows();
    const theirs = await call(v, rows, stranger);
    const nowhere = await call(v, missing, stranger);
    if (theirs.status >= 500 || nowhere.status >= 500)
      failures.push(`${name} [${v}]: ${theirs.status} ${JSON.stringify(theirs.body)}`);
    else if (!ANSWER_MAY_DIFFER[name] && shown(theirs, rows) !== shown(nowhere, missing))
      failures.push(
        `${name} [${v}]: another workspace's ids answer ${shown(theirs, rows)}, missing ids ${shown(nowhere, missing)}`,
      );
  }
  const after = await workspaceFingerprint(t.database.db, owner.workspaceId);
  if (!MAY_CHANGE_OTHERS[name] && after !== before)
    failures.push(`${name}: changed the other workspace's rows`);
  for (let v = 0; v < VARIANTS; v += 1) {
    const missing = missingRows();
    const nowhere = await call(v, missing, owner.token);
    const own = await call(v, rows, owner.token);
    if (own.status >= 500) failures.push(`${name} [${v}] (owner): ${own.status}`);
    if (shown(own, rows) !== shown(nowhere, missing)) return true;
  }
  return false;
}

async function sweepAll(calls: [string, Call][]): Promise<string[]> {
  const failures: string[] = [];
  for (const [name, call] of calls) {
    if (NOT_CALLED.has(name)) continue;
    const meaningful = await sweep(name, call, failures);
    if (!meaningful && !NOT_ROW_SCOPED[name])
      failures.push(`${name}: the sweep reaches no row; make it, or list it in NOT_ROW_SCOPED`);
  }
  return failures;
}

it('every /v1 route answers another workspace’s ids as missing ones and changes nothing', async () => {
  const routes = v1Routes(t.app);
  expect(routes.length).toBeGreaterThan(60);
  const calls = routes.map((route): [string, Call] => [
    `${route.method} ${route.url}`,
    restCall(route),
  ]);
  expect(await sweepAll(calls)).toEqual([]);
}, 120_000);

it('every GraphQL operation naming a row answers another workspace’s ids as missing ones', async () => {
  const operations = graphqlOperations(await graphqlSchema()).filter((operation) =>
    operation.field.args.some(takesId),
  );
  expect(operations.length).toBeGreaterThan(30);
  const calls = operations.map((operation): [string, Call] => [
    `${operation.kind} ${operation.field.name}`,
    gqlCall(operation),
  ]);
  expect(await sweepAll(calls)).toEqual([]);
}, 120_000);

it('lists no route or operation that does not exist', async () => {
  const routes = v1Routes(t.app).map((route) => `${route.method} ${route.url}`);
  const operations = graphqlOperations(await graphqlSchema()).map(
    (operation) => `${operation.kind} ${operation.field.name}`,
  );
  const known = new Set([...routes, ...operations]);
  const listed = [NOT_ROW_SCOPED, ANSWER_MAY_DIFFER, MAY_CHANGE_OTHERS].flatMap(Object.keys);
  expect([...listed, ...NOT_CALLED].filter((name) => !known.has(name))).toEqual([]);
});
