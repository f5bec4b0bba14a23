import { MAX_PAGE_OFFSET } from '@outbound/common';
import { CredentialsVault } from '../../modules/mailbox/credentials-vault';
import { loadSecret } from '../../secret';
import { buildWorkspace } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { inject } from '../../../test/sweep/answer';
import { HUGE_NUMBERS, restBody, withNumberLiteral } from '../../../test/sweep/request-values';
import { seedTenantRows, type TenantRows } from '../../../test/sweep/seed';

let t: TestServer;
let token: string;
let rows: TenantRows;
beforeAll(async () => {
  t = await startTestServer();
  const workspace = await buildWorkspace(t.database.db);
  const signedIn = await t.signIn({ workspace });
  token = signedIn.token;
  const vault = new CredentialsVault(loadSecret(t.config));
  rows = await seedTenantRows(t.database.db, vault, workspace.id, signedIn.user);
});
afterAll(() => t.close());

/** Every /v1 route that pages with offset (and limit, where it takes one). */
const PAGED: { url: string; limit: boolean; body?: Record<string, unknown> }[] = [
  { url: '/v1/user/search', limit: true },
  { url: '/v1/campaign/list', limit: true },
  { url: '/v1/campaign/recipients/list', limit: true },
  { url: '/v1/campaign/overview/activities', limit: true },
  { url: '/v1/campaign/preview/messages', limit: false, body: { email: '' } },
  { url: '/v1/lead/get', limit: true, body: { status: 'open' } },
  { url: '/v1/contact/search', limit: true, body: { email: undefined } },
  { url: '/v1/contact/unsubscribes', limit: true },
  { url: '/v1/inbox/conversations', limit: true },
];

const post = (url: string, payload: string) =>
  inject(t.app, {
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

describe.each(PAGED)('$url', ({ url, limit, body }) => {
  const base = () => ({ ...restBody(0, rows), ...body });

  it('answers a plain page', async () => {
    const answer = await post(url, JSON.stringify({ ...base(), offset: 0, limit: 10 }));
    expect([200, 201]).toContain(answer.status);
  });

  it.each([...HUGE_NUMBERS, '"abc"', String(MAX_PAGE_OFFSET + 1)])(
    'refuses offset %s with a 400 and a message naming it',
    async (number) => {
      const answer = await post(url, withNumberLiteral(base(), 'offset', number));
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/offset/i);
    },
  );

  if (limit) {
    it.each([...HUGE_NUMBERS, '"abc"', '0', '101'])(
      'refuses limit %s with a 400 and a message naming it',
      async (number) => {
        const answer = await post(url, withNumberLiteral(base(), 'limit', number));
        expect(answer.status).toBe(400);
        expect((answer.body as { message: string }).message).toMatch(/limit/i);
      },
    );
  }
});

it('GraphQL offsets past the bound answer 400 with the same message as /v1', async () => {
  const answer = await t.gql(
    `query($offset: Int!) { searchUsers(offset: $offset, limit: 10) { total } }`,
    { offset: 2_147_483_647 },
    { token },
  );
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Offset must be a whole number of 0 or more.',
    extensions: { status: 400 },
  });
  const huge = await t.gql(
    `query { searchUsers(offset: 100000000000000000000) { total } }`,
    {},
    { token },
  );
  expect(huge.errors?.[0].extensions).toMatchObject({ status: 400 });
});
