import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../../test/server';
import { v1Routes } from '../../../../test/sweep/route-table';
import { openApiPath } from '../document';

/**
 * The /v1 contract: the document served at /v1/openapi.json is valid OpenAPI 3.1, holds every
 * route of the app's route table, and every route declares its input (`config.openapi`).
 */
let t: TestServer;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; summary?: string }>>;
};
beforeAll(async () => {
  t = await startTestServer();
  const answer = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = JSON.parse(answer.body);
});
afterAll(() => t.close());

test('the document is valid OpenAPI 3.1 (checked by a real validator)', () => {
  expect(document.openapi).toBe('3.1.0');
  const script = path.join(__dirname, '../../../../test/openapi-validate.mjs');
  const output = execFileSync(process.execPath, [script], { input: JSON.stringify(document) });
  const result = JSON.parse(output.toString()) as { valid: boolean; errors: unknown };
  expect(result.errors).toBeNull();
  expect(result.valid).toBe(true);
});

test('every registered /v1 route is in the document and declares its input', () => {
  const routes = v1Routes(t.app);
  expect(routes.length).toBeGreaterThan(50);
  const missing = routes.filter(
    (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
  );
  expect(missing).toEqual([]);
  const undeclared = t.app.apiRoutes
    .filter(({ doc }) => !doc || !(doc.body || doc.query || doc.multipart || doc.none))
    .map(({ method, url }) => `${method} ${url}`);
  expect(undeclared).toEqual([]);
  const ids = Object.values(document.paths).flatMap((item) =>
    Object.values(item).map((operation) => (operation as { operationId: string }).operationId),
  );
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test('the reference page is served from this server under its own CSP', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/docs/api' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('/docs/api/redoc.js');
  expect(page.body).not.toMatch(/https?:\/\//);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  const bundle = await t.app.inject({ method: 'GET', url: '/docs/api/redoc.js' });
  expect(bundle.statusCode).toBe(200);
  expect(bundle.headers['content-type']).toMatch(/javascript/);
  expect(bundle.body.length).toBeGreaterThan(100_000);
});
