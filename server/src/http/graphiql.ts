import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** GraphiQL's files, served from node_modules: the machine running Outbound may be offline. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'react.js': { file: 'react/umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.js': { file: 'react-dom/umd/react-dom.production.min.js', type: 'text/javascript' },
  'graphiql.js': { file: 'graphiql/graphiql.min.js', type: 'text/javascript' },
  'graphiql.css': { file: 'graphiql/graphiql.min.css', type: 'text/css' },
};

function assetPath(file: string): string {
  const [pkg, ...rest] = file.split('/');
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), ...rest);
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Outbound GraphQL</title>
    <link rel="stylesheet" href="/graphiql-assets/graphiql.css" />
    <style>body { margin: 0; height: 100vh; } #graphiql { height: 100vh; }</style>
  </head>
  <body>
    <div id="graphiql">Loading…</div>
    <script src="/graphiql-assets/react.js"></script>
    <script src="/graphiql-assets/react-dom.js"></script>
    <script src="/graphiql-assets/graphiql.js"></script>
    <script>
      const token = localStorage.getItem('outbound.token');
      const fetcher = GraphiQL.createFetcher({
        url: '/graphql',
        headers: token ? { Authorization: 'Bearer ' + token } : {},
      });
      ReactDOM.createRoot(document.getElementById('graphiql')).render(
        React.createElement(GraphiQL, { fetcher, defaultEditorToolsVisibility: true }),
      );
    </script>
  </body>
</html>`;

/** `GET /graphql` in a browser: GraphiQL, signed in with the app's stored token when there is one. */
export async function graphiqlRoutes(app: FastifyInstance): Promise<void> {
  app.get('/graphql', async (_request, reply) => reply.type('text/html').send(PAGE));
  app.get<{ Params: { name: string } }>('/graphiql-assets/:name', async (request, reply) => {
    const asset = ASSETS[request.params.name];
    if (!asset) return reply.status(404).send({ message: 'Not found.' });
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type(asset.type).send(fs.createReadStream(assetPath(asset.file)));
  });
}
