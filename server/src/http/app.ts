import fs from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { TrustProxy } from '../config';
import { MODULES } from '../modules';
import { trackingLinksFirst } from '../modules/tracking/tracking.rest';
import { metricsRoute } from '../metrics/metrics-endpoint';
import { metricsSources, type Services } from '../services';
import { resolveCaller, type GraphQLContext } from './context';
import { graphiqlRoutes } from './graphiql';
import { actionLimits } from './graphql/action-limits';
import { formatGraphQLError, unexpectedErrorsLogged } from './graphql/format-error';
import { complexityLimit, depthLimit } from './graphql/limits';
import { graphqlSchema } from './graphql/schema';
import { RequestLimits } from './rate-limits';
import { installIdempotency } from './idempotency/idempotency';
import { installInputGuards } from './input-guards';
import { installErrorHandler } from './rest';
import { installRequestIds, requestIdOf } from './request-ids';
import { checkRouteRole, installRouteRoles } from './roles';
import { installOpenApi } from './openapi/install';

/**
 * The HTTP side of the API process: /graphql, /v1, /healthz and the built client. Tests call it
 * with `app.inject`; `main.ts` listens on it.
 */
export async function buildApp(services: Services, logger: Logger): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOf(services.config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    // A request id from the proxy in front (TRUST_PROXY), else a new one: in every log line of
    // the request and in its answer's X-Request-Id (`request-ids.ts`).
    genReqId: requestIdOf(services.config.trustProxy),
    // Tracking links are answered before Fastify's routing, hooks and request logger.
    serverFactory: trackingLinksFirst(services.tracking, logger),
  });
  app.decorate('services', services);
  installErrorHandler(app);
  installInputGuards(app);
  installRouteRoles(app);
  installOpenApi(app);
  installRequestIds(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        // The browser's error reports go to the DSN's host (SENTRY_DSN_CLIENT), when set.
        connectSrc: ["'self'", ...originOf(services.config.sentry.clientDsn)],
      },
    },
  });

  await app.register(multipart, {
    limits: { fileSize: services.config.importMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v1/') || request.url.startsWith('/graphql')) {
      await resolveCaller(request);
    }
    if (request.url.startsWith('/v1/')) checkRouteRole(request);
  });
  const limits = await RequestLimits.register(app, services.config.rateLimits);
  installIdempotency(app);

  app.get('/healthz', async (_request, reply) => {
    try {
      await services.db.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(metricsRoute(services.config.metrics.token, metricsSources(services)));

  const apollo = new ApolloServer<GraphQLContext>({
    schema: await graphqlSchema(),
    introspection: true,
    allowBatchedHttpRequests: false,
    validationRules: [depthLimit],
    plugins: [
      fastifyApolloDrainPlugin(app),
      complexityLimit(),
      actionLimits(limits),
      unexpectedErrorsLogged(logger),
    ],
    formatError: formatGraphQLError,
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    method: ['POST', 'OPTIONS'],
    context: async (request, reply) => ({
      services,
      caller: (await resolveCaller(request)) ?? undefined,
      ip: request.ip,
      requestId: String(request.id),
      cookie: request.headers.cookie,
      setCookie: (header: string) => void reply.header('set-cookie', header),
    }),
  });
  await app.register(graphiqlRoutes);
  for (const feature of MODULES) {
    for (const routes of feature.routes ?? []) await app.register(routes);
  }
  await registerClient(app, services.config.clientDir, services.config.sentry.clientDsn);
  return app;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes a function of the hop: Fastify takes a bare number
 * as "trust no hop" (it cannot check the immediate peer), while a count means "the last N hops are
 * our proxies" — right only when Outbound is reachable through them alone (README).
 */
function trustProxyOf(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Serves the built React client with an SPA fallback for every non-API GET. */
async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  sentryDsn: string | undefined,
): Promise<void> {
  const index = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(index);
  // With SENTRY_DSN_CLIENT the page names it (`client/src/app/error-reporting.ts`); without it
  // the page is the file as built.
  const page =
    hasClient && sentryDsn ? withSentryDsn(fs.readFileSync(index, 'utf8'), sentryDsn) : null;
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(v1|graphql|healthz|t|u)(\/|$)/.test(request.url);
    if (request.method !== 'GET' || isApi) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html').send(page ?? fs.createReadStream(index));
  });
}

/** The page with the client's DSN set before its scripts run (`<` escaped: no tag can close). */
function withSentryDsn(html: string, dsn: string): string {
  const value = JSON.stringify(dsn).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    `<script>window.__OUTBOUND_SENTRY_DSN__=${value};</script></head>`,
  );
}

/** The origin of a URL, as a CSP source (none when unset). */
function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}
