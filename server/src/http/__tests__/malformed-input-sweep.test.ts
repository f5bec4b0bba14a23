import {
  getNamedType,
  isInputObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { graphqlSchema } from '../graphql/schema';
import { CredentialsVault } from '../../modules/mailbox/credentials-vault';
import { loadSecret } from '../../secret';
import { startTestServer, type TestServer } from '../../../test/server';
import { buildWorkspace } from '../../../test/factories';
import { answerFault, inject, type Answer } from '../../../test/sweep/answer';
import {
  gqlArgs,
  gqlRequest,
  HUGE_NUMBERS,
  restBody,
  restUrl,
  withNumberLiteral,
} from '../../../test/sweep/request-values';
import {
  graphqlOperations,
  v1Routes,
  type Operation,
  type Route,
} from '../../../test/sweep/route-table';
import { seedTenantRows, type TenantRows } from '../../../test/sweep/seed';

/**
 * Every /v1 route and every GraphQL operation, called signed in with bad input of every sort:
 * each answer is a 4xx with a message (or a plain success where the input is not read), never a
 * 5xx or a stack trace, and the server keeps answering. Routes and operations come from the app's
 * route table and the built schema, so a new one is swept as soon as it exists.
 */
const NOT_CALLED: Record<string, string> = {
  'POST /v1/user/logout': "ends the sweeping user's session and reads no input",
  'mutation logout': "ends the sweeping user's session and reads no input",
};

const MB = 'x'.repeat(1024 * 1024);
/** Wrong values for a field, in turn: wrong types, bounds, shapes, an operator object. */
const WRONG: unknown[] = [
  12345,
  'not-a-uuid',
  {},
  [],
  null,
  true,
  -1,
  1e15,
  1.5,
  '',
  '\u0000',
  'é'.repeat(300),
  { $gt: '' },
  ['a', 'b'],
  [[[]]],
];
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

let t: TestServer;
let owner: { workspaceId: string; token: string; user: { id: string; email: string } };
let vault: CredentialsVault;
beforeAll(async () => {
  t = await startTestServer();
  vault = new CredentialsVault(loadSecret(t.config));
  const workspace = await buildWorkspace(t.database.db);
  const signedIn = await t.signIn({ workspace });
  owner = { workspaceId: workspace.id, token: signedIn.token, user: signedIn.user };
});
afterAll(() => t.close());

const freshRows = () => seedTenantRows(t.database.db, vault, owner.workspaceId, owner.user);
const auth = () => ({ authorization: `Bearer ${owner.token}` });

/** Raw bodies: broken JSON, non-objects, deep nesting, bad UTF-8, hostile keys. */
function rawBodies(): [string, string | Buffer][] {
  return [
    ['invalid JSON', '{"email": '],
    ['trailing garbage', '{"a":1}}'],
    ['JSON null', 'null'],
    ['JSON array', '[]'],
    ['JSON string', '"text"'],
    ['JSON number', '123'],
    ['10,000 nested arrays', deepArray(10_000)],
    ['10,000 nested objects', deepObject(10_000)],
    ['nested arrays in every field', `{"email":${deepArray(10_000)},"id":${deepArray(10_000)}}`],
    [
      'invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    ],
    ['__proto__ key', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ];
}

/** Paging fields (and every numeric field of the body) set to huge or broken numbers in turn. */
function hugeNumberBodies(base: Record<string, unknown>): [string, string][] {
  const numeric = Object.keys(base).filter((key) => typeof base[key] === 'number');
  const keys = [...new Set(['offset', 'limit', ...numeric])];
  return keys.flatMap((key) =>
    HUGE_NUMBERS.map((number): [string, string] => [
      `${key}=${number}`,
      withNumberLiteral(base, key, number),
    ]),
  );
}

/** Bodies in other content types: each refused before any handler runs. */
const OTHER_TYPES: [string, string][] = [
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'email=a%40b.test&id=1'],
  ['application/xml', '<a>1</a>'],
];

/** Broken multipart bodies (for the upload route, and every other POST route alike). */
function multipartBodies(): [string, string, string][] {
  const b = 'sweepboundary';
  const type = `multipart/form-data; boundary=${b}`;
  const file = (field: string, name = 'a.csv') =>
    `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\nemail\r\na@example.test\r\n`;
  const field = (name: string, value: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return [
    ['truncated boundary', type, `${file('contactFile')}--${b.slice(0, 4)}`],
    ['no closing boundary', type, file('contactFile')],
    ['no file', type, `${field('name', 'List')}--${b}--\r\n`],
    ['two files', type, `${file('contactFile')}${file('contactFile', 'b.csv')}--${b}--\r\n`],
    ['huge field', type, `${field('name', MB)}${file('contactFile')}--${b}--\r\n`],
    ['no boundary parameter', 'multipart/form-data', `${file('contactFile')}--${b}--\r\n`],
    ['empty body', type, ''],
    ['file under another name', type, `${file('other')}--${b}--\r\n`],
  ];
}

function restVariants(route: Route, r: number, rows: TenantRows) {
  const base = restBody(0, rows);
  const keys = Object.keys(base);
  const json: [string, unknown][] = [
    ['no fields', {}],
    ...keys.map((key, i): [string, unknown] => {
      const wrong = WRONG[(i + r) % WRONG.length];
      return [`${key}=${JSON.stringify(wrong)}`, { ...base, [key]: wrong }];
    }),
    ...WRONG.map((wrong): [string, unknown] => [
      `every field=${JSON.stringify(wrong)}`,
      Object.fromEntries(keys.map((key) => [key, wrong])),
    ]),
    [
      '1 MB strings',
      { ...base, email: MB, [keys[r % keys.length]]: MB, [keys[(r + 7) % keys.length]]: MB },
    ],
  ];
  return json;
}

async function sweepRoute(route: Route, r: number, failures: string[]): Promise<void> {
  const rows = await freshRows();
  const url = restUrl(route, 0, rows);
  const check = (variant: string, answer: Answer, strict = false) => {
    const fault =
      answerFault(answer) ?? (strict && answer.status < 400 ? `${answer.status}` : null);
    if (fault) failures.push(`${route.method} ${route.url} (${variant}): ${fault}`);
  };
  if (route.method === 'GET') {
    for (const raw of [
      'not-a-uuid',
      '%00',
      '%ff%fe',
      'x'.repeat(5000),
      '..%2f..',
      '%E2%80%AE',
      ' ',
    ]) {
      if (!route.url.includes(':')) break;
      check(
        `path ${raw.slice(0, 20)}`,
        await inject(t.app, { method: 'GET', url: restUrl(route, 0, rows, raw), headers: auth() }),
      );
    }
    check(
      'query string',
      await inject(t.app, {
        method: 'GET',
        url: `${url}?id[]=1&email[a]=b&offset=-1`,
        headers: auth(),
      }),
    );
    for (const number of HUGE_NUMBERS) {
      const value = encodeURIComponent(number.replace(/"/g, ''));
      check(
        `query string offset and limit ${number}`,
        await inject(t.app, {
          method: 'GET',
          url: `${url}?offset=${value}&limit=${value}`,
          headers: auth(),
        }),
      );
    }
    return;
  }
  for (const [variant, body] of restVariants(route, r, rows)) {
    check(
      variant,
      await inject(t.app, { method: 'POST', url, payload: body as object, headers: auth() }),
    );
  }
  check('no body', await inject(t.app, { method: 'POST', url, headers: auth() }));
  for (const [variant, payload] of hugeNumberBodies(restBody(0, rows))) {
    const headers = { ...auth(), 'content-type': 'application/json' };
    check(variant, await inject(t.app, { method: 'POST', url, payload, headers }));
  }
  for (const [variant, payload] of rawBodies()) {
    const headers = { ...auth(), 'content-type': 'application/json' };
    const answer = await inject(t.app, { method: 'POST', url, payload, headers });
    check(variant, answer, variant.startsWith('invalid JSON') || variant === 'trailing garbage');
  }
  for (const [type, payload] of OTHER_TYPES) {
    const headers = { ...auth(), 'content-type': type };
    check(type, await inject(t.app, { method: 'POST', url, payload, headers }), true);
  }
  for (const [variant, type, payload] of multipartBodies()) {
    const headers = { ...auth(), 'content-type': type };
    check(`multipart ${variant}`, await inject(t.app, { method: 'POST', url, payload, headers }));
  }
}

it('no /v1 route answers bad input with a 5xx, a stack trace or a 4xx without a message', async () => {
  const failures: string[] = [];
  const routes = v1Routes(t.app);
  expect(routes.length).toBeGreaterThan(60);
  for (const [r, route] of routes.entries()) {
    if (NOT_CALLED[`${route.method} ${route.url}`]) continue;
    await sweepRoute(route, r, failures);
  }
  expect(failures).toEqual([]);
  expect((await t.rest('GET', '/healthz')).status).toBe(200);
}, 600_000);

/** HUGE_NUMBERS as values (a variable's JSON parsed: 1e400 is Infinity, sent as null). */
const HUGE_NUMBER_VALUES: unknown[] = HUGE_NUMBERS.map((number) => JSON.parse(number));

/** Wrong values for an argument of a type: bad ids, bounds, shapes, wrong types, null. */
function wrongFor(type: GraphQLInputType, first: boolean): unknown[] {
  const named = getNamedType(type).name;
  const common = [{}, null, ['a', 'b'], true];
  if (named === 'ID') return ['not-a-uuid', '', '\u0000', '9'.repeat(40), ...common];
  if (named === 'String')
    return [first ? MB : 'é'.repeat(300), '', '\u0000', 'not-a-uuid', 12, ...common];
  if (named === 'Int')
    return [-1, 2_147_483_647, -2_147_483_648, 1.5, '1', ...HUGE_NUMBER_VALUES, ...common];
  return ['not-a-value', 1, ...common];
}

/** Every argument and input field (one level down) as a path with its type. */
function argumentPaths(args: readonly GraphQLArgument[]): [string[], GraphQLInputType][] {
  const paths: [string[], GraphQLInputType][] = [];
  for (const arg of args) {
    paths.push([[arg.name], arg.type]);
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) {
      for (const field of Object.values(named.getFields()))
        paths.push([[arg.name, field.name], field.type]);
    }
  }
  return paths;
}

function withValue(args: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(args);
  if (path.length === 1) copy[path[0]] = value;
  else {
    const parent = copy[path[0]];
    const target = (Array.isArray(parent) ? parent[0] : parent) as
      Record<string, unknown> | undefined;
    if (target) target[path[1]] = value;
  }
  return copy;
}

async function sweepOperation(operation: Operation, failures: string[]): Promise<void> {
  const rows = await freshRows();
  const base = gqlArgs(operation.field, 0, rows);
  const name = `${operation.kind} ${operation.field.name}`;
  let first = true;
  for (const [path, type] of argumentPaths(operation.field.args)) {
    for (const wrong of wrongFor(type, first)) {
      const request = gqlRequest(operation.kind, operation.field, withValue(base, path, wrong));
      // Every argument is passed, so that a wrong value reaches the variable it belongs to.
      const answer = await inject(t.app, {
        method: 'POST',
        url: '/graphql',
        payload: request,
        headers: auth(),
      });
      const fault = gqlFault(answer);
      if (fault)
        failures.push(
          `${name} (${path.join('.')}=${JSON.stringify(wrong)?.slice(0, 30)}): ${fault}`,
        );
    }
    first = false;
  }
}

function gqlFault(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 300)}`;
  if (/\bat .+\.(ts|js):\d+|node_modules|stacktrace/i.test(answer.text)) return 'a stack trace';
  const body = answer.body as {
    data?: unknown;
    errors?: { message?: unknown; extensions?: { code?: string } }[];
  };
  if (typeof body !== 'object' || body === null) return `not JSON: ${answer.text.slice(0, 100)}`;
  for (const error of body.errors ?? []) {
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR')
      return `INTERNAL_SERVER_ERROR ${answer.text.slice(0, 200)}`;
    if (typeof error.message !== 'string' || !error.message) return `an error without a message`;
  }
  if (!body.errors && body.data === undefined)
    return `neither data nor errors: ${answer.text.slice(0, 100)}`;
  return null;
}

it('no GraphQL operation answers bad arguments with an internal error or a stack trace', async () => {
  const failures: string[] = [];
  const operations = graphqlOperations(await graphqlSchema());
  for (const operation of operations) {
    if (NOT_CALLED[`${operation.kind} ${operation.field.name}`]) continue;
    await sweepOperation(operation, failures);
  }
  expect(failures).toEqual([]);
  expect((await t.rest('GET', '/healthz')).status).toBe(200);
}, 600_000);

it('/graphql answers broken requests with a 4xx and a message', async () => {
  const failures: string[] = [];
  const requests: [string, string | Buffer, string][] = [
    ...rawBodies().map(([variant, payload]): [string, string | Buffer, string] => [
      variant,
      payload,
      'application/json',
    ]),
    ['query not a string', JSON.stringify({ query: 12 }), 'application/json'],
    [
      'variables not an object',
      JSON.stringify({ query: 'query { me { id } }', variables: 'x' }),
      'application/json',
    ],
    ['batched', JSON.stringify([{ query: 'query { me { id } }' }]), 'application/json'],
    ['1 MB query', JSON.stringify({ query: `query { ${MB} }` }), 'application/json'],
    [
      'unknown operation name',
      JSON.stringify({ query: 'query A { me { id } }', operationName: 'B' }),
      'application/json',
    ],
    [
      'deeply nested query',
      JSON.stringify({ query: `query { ${'me { '.repeat(5000)} id ${'}'.repeat(5000)} }` }),
      'application/json',
    ],
    ...OTHER_TYPES.map(([type, payload]): [string, string, string] => [type, payload, type]),
  ];
  for (const [variant, payload, type] of requests) {
    const headers = { ...auth(), 'content-type': type };
    const answer = await inject(t.app, { method: 'POST', url: '/graphql', payload, headers });
    const body = answer.body as { errors?: { message?: string }[]; message?: string } | null;
    const message = body?.errors?.[0]?.message ?? body?.message;
    if (answer.status < 400 || answer.status >= 500 || typeof message !== 'string' || !message)
      failures.push(`${variant}: ${answer.status} ${answer.text.slice(0, 200)}`);
    else if (/\bat .+\.(ts|js):\d+|node_modules|stacktrace/i.test(answer.text))
      failures.push(`${variant}: a stack trace`);
  }
  expect(failures).toEqual([]);
  expect((await t.rest('GET', '/healthz')).status).toBe(200);
});
