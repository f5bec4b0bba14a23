import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { documented, obj, str } from './declare';
import { buildDocument, type DeclaredRoute } from './document';
import { minRole } from '../roles';

/** The reference page: Redoc's standalone bundle, served from node_modules (no CDN). */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Outbound API</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <div id="redoc">Loading…</div>
    <script src="/docs/api/redoc.js"></script>
    <script>
      Redoc.init('/v1/openapi.json', { hideDownloadButton: false }, document.getElementById('redoc'));
    </script>
  </body>
</html>`;

/**
 * Helmet's policy, with Redoc's needs: its search runs in a worker started from a blob URL.
 * Everything else (scripts, styles, the document) comes from this server.
 */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

function redocBundle(): string {
  return path.join(
    path.dirname(require.resolve('redoc/package.json')),
    'bundles',
    'redoc.standalone.js',
  );
}

/**
 * The `/v1` contract: call before any `/v1` route is registered. Records every `/v1` route with
 * its declaration (`config.openapi`, see `declare.ts`) in `app.apiRoutes`, and serves the document
 * built from them at `GET /v1/openapi.json` and its reference page at `/docs/api`.
 */
export function installOpenApi(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        role: route.config?.role ?? 'public',
        doc: route.config?.openapi,
      });
    }
  });
  let document: string | undefined;
  app.get(
    '/v1/openapi.json',
    documented(minRole.public, {
      summary: 'This document: every /v1 route, its input, answers and errors (OpenAPI 3.1).',
      none: true,
      response: obj({ openapi: str, info: { type: 'object' }, paths: { type: 'object' } }),
    }),
    async (_request, reply) => {
      document ??= JSON.stringify(buildDocument(routes));
      return reply.type('application/json').send(document);
    },
  );
  app.get('/docs/api', async (_request, reply) =>
    reply.header('content-security-policy', PAGE_CSP).type('text/html').send(PAGE),
  );
  app.get('/docs/api/redoc.js', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type('text/javascript').send(fs.createReadStream(redocBundle()));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/v1` route with its declaration, in registration order (the API document's source). */
    apiRoutes: readonly DeclaredRoute[];
  }
}
