/**
 * `GET /metrics` in Prometheus text (README, "Operations"): the process's counters
 * (`process-metrics.ts`) and the scrape-time figures (`database-metrics.ts`), for a caller that
 * presents METRICS_TOKEN as a bearer token. With METRICS_TOKEN unset it answers 404, as a route
 * that does not exist. The API process serves it on its own port; a worker process, which has no
 * HTTP server, on METRICS_PORT when that is set.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { databaseRegistry, type DatabaseMetricsSources } from './database-metrics';
import { processRegistry } from './process-metrics';

/** What an answer to a scrape is: the status, and the text or a message. */
interface Scrape {
  status: 200 | 401 | 404;
  contentType: string;
  body: string;
}

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function presentsToken(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  const given = crypto.createHash('sha256').update(authorization.slice(7)).digest();
  const expected = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, expected);
}

/** Answers scrapes of the process's metrics and those read from `sources`. */
export function metricsScraper(token: string | undefined, sources: DatabaseMetricsSources) {
  const registry = Registry.merge([processRegistry, databaseRegistry(sources)]);
  return async (authorization: string | undefined): Promise<Scrape> => {
    const json = 'application/json; charset=utf-8';
    if (!token) return { status: 404, contentType: json, body: '{"message":"Not found."}' };
    if (!presentsToken(authorization, token))
      return { status: 401, contentType: json, body: '{"message":"Unauthorized."}' };
    return { status: 200, contentType: registry.contentType, body: await registry.metrics() };
  };
}

/** The API process's `GET /metrics`. */
export function metricsRoute(token: string | undefined, sources: DatabaseMetricsSources) {
  const scrape = metricsScraper(token, sources);
  return async (app: FastifyInstance) => {
    app.get('/metrics', { helmet: false }, async (request, reply) => {
      const answer = await scrape(request.headers.authorization);
      if (answer.status === 401) reply.header('www-authenticate', 'Bearer');
      return reply.status(answer.status).type(answer.contentType).send(answer.body);
    });
  };
}

/**
 * A worker's `GET /metrics` on `port` (no other route): the same answers. Resolves once it
 * listens; `close` stops it.
 */
export async function listenForScrapes(
  port: number,
  token: string,
  sources: DatabaseMetricsSources,
  logger: Logger,
): Promise<http.Server> {
  const scrape = metricsScraper(token, sources);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"message":"Not found."}');
      return;
    }
    scrape(request.headers.authorization).then(
      (answer) => {
        const headers: Record<string, string> = { 'content-type': answer.contentType };
        if (answer.status === 401) headers['www-authenticate'] = 'Bearer';
        response.writeHead(answer.status, headers).end(answer.body);
      },
      (err: unknown) => {
        logger.error({ err }, 'metrics scrape failed');
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end('{"message":"Failed."}');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}
