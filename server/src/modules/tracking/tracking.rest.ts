import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
} from 'fastify';
import { notFoundPage, unsubscribeConfirmationPage, unsubscribedPage } from './pages';
import type { TrackingService } from './tracking.service';

/** A 1×1 transparent GIF (42 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/**
 * The same bytes as a latin1 string (one character per byte): node:http joins a string body to
 * its header and sends both in one write, where a Buffer body costs a second chunk (a writev).
 */
const PIXEL_LATIN1 = PIXEL.toString('latin1');
/**
 * Answers built once: every pixel and every unknown link gets the same bytes. Headers are given
 * to `writeHead` as a flat list of names and values, which node:http walks by index, where an
 * object costs it a `for…in` with an own-property check per name.
 */
const PIXEL_HEADERS = [
  'content-type',
  'image/gif',
  'content-length',
  String(PIXEL.length),
  'cache-control',
  'no-store',
];
const NOT_FOUND = Buffer.from(notFoundPage());
const NOT_FOUND_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-length': String(NOT_FOUND.length),
  'cache-control': 'no-store',
};
/** Where a failed click is reported: the app's logger, or a request's. */
type ErrorLog = Pick<FastifyBaseLogger, 'error'>;
const TRACKING_PATH = '/t/';
const PIXEL_PATH = '/t/o/';
const CLICK_PATH = '/t/c/';
/** What Fastify would otherwise set on its own server (it leaves a custom one as made). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** The token of `/t/o/<token>[.gif]` or `/t/c/<token>` (query ignored); undefined when not one. */
function tokenOf(url: string, prefix: string): string | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const query = url.indexOf('?', prefix.length);
  const token = url.slice(prefix.length, query < 0 ? url.length : query);
  return token === '' || token.includes('/') ? undefined : token;
}

/**
 * The User-Agent header, read from the raw header list: asking `request.headers` would build the
 * whole header object, which a tracking link never needs.
 */
function userAgentOf(request: IncomingMessage): string | undefined {
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i];
    // The usual spelling first: lowering a name makes a new string.
    if (name === 'User-Agent' || (name.length === 10 && name.toLowerCase() === 'user-agent'))
      return raw[i + 1];
  }
  return undefined;
}

/**
 * Answers a tracking link on the raw request: the open pixel `/t/o/<token>.gif` (always the GIF,
 * at once) or a click `/t/c/<token>` (302 to the stored URL, else the not-found page); false for
 * anything else. Hits are only noted here; the tracking service writes them in batches. A link
 * answered lately is found by its URL as requested, before any parsing (`seenUrl`).
 */
function answerTrackingLink(
  tracking: TrackingService,
  logger: ErrorLog,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const { method, url = '' } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const seen = url.startsWith(TRACKING_PATH) ? tracking.seenUrl(url) : undefined;
  if (seen !== undefined) {
    tracking.hit(seen, method, userAgentOf(request));
    if (seen.kind === 'open') answerPixel(response);
    else redirect(response, seen.url as string);
    return true;
  }
  // Only a URL naming a token alone is remembered: one with a query may differ at each request.
  const remembered = url.includes('?') ? undefined : url;
  const pixel = tokenOf(url, PIXEL_PATH);
  if (pixel !== undefined) {
    tracking.open(pixel.endsWith('.gif') ? pixel.slice(0, -4) : pixel, {
      method,
      userAgent: userAgentOf(request),
      url: remembered,
    });
    answerPixel(response);
    return true;
  }
  const click = tokenOf(url, CLICK_PATH);
  if (click === undefined) return false;
  const hit = { method, userAgent: userAgentOf(request), url: remembered };
  const known = tracking.knownClick(click, hit);
  if (known !== undefined) {
    redirect(response, known);
    return true;
  }
  tracking.click(click, hit).then(
    (target) => {
      if (target === null) response.writeHead(404, NOT_FOUND_HEADERS).end(NOT_FOUND);
      else redirect(response, target);
    },
    (err: unknown) => {
      logger.error({ err }, 'click redirect failed');
      response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '5' }).end();
    },
  );
  return true;
}

/** The open pixel's answer: always the same GIF, whatever the token. */
function answerPixel(response: ServerResponse): void {
  response.writeHead(200, PIXEL_HEADERS).end(PIXEL_LATIN1, 'latin1');
}

/** The headers of the redirects to the links answered lately, each list made once. */
const redirectHeaders = new Map<string, string[]>();
const REDIRECTS_KEPT = 10_000;

/**
 * A 302 with an empty body. Its `content-length: 0` matters: without it node:http answers a
 * keep-alive request chunked, and the chunked terminator is a second write per redirect. A
 * link's header list is kept (node:http only reads it): its URL is the same string at each hit,
 * so finding it again hashes nothing.
 */
function redirect(response: ServerResponse, target: string): void {
  let headers = redirectHeaders.get(target);
  if (headers === undefined) {
    if (redirectHeaders.size >= REDIRECTS_KEPT) redirectHeaders.clear();
    headers = ['location', target, 'cache-control', 'no-store', 'content-length', '0'];
    redirectHeaders.set(target, headers);
  }
  response.writeHead(302, headers).end();
}

/**
 * The app's HTTP server (Fastify's `serverFactory`): tracking links, the busiest public routes,
 * are answered before Fastify's routing, hooks and request logger, at close to bare node:http
 * cost; every other request goes to Fastify.
 */
export function trackingLinksFirst(
  tracking: TrackingService,
  logger: ErrorLog,
): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer((request, response) => {
      if (!answerTrackingLink(tracking, logger, request, response)) handler(request, response);
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.requestTimeout = 0;
    return server;
  };
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Tracking links as Fastify routes too, answered by the same `answerTrackingLink`, so that
 * `app.inject` (which bypasses the HTTP server) reaches them; writes held hits on close.
 */
export async function trackingLinkRoutes(app: FastifyInstance): Promise<void> {
  const { tracking } = app.services;
  // Hits a stopped process journaled but did not record are recorded once the app is ready.
  app.addHook('onReady', async () => void tracking.start());
  app.addHook('onClose', async () => tracking.close());
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    answerTrackingLink(tracking, request.log, request.raw, reply.raw);
  };
  app.get('/t/o/:file', { helmet: false }, answer);
  app.get('/t/c/:token', { helmet: false }, answer);
}

/**
 * The unsubscribe page `/u/<token>`: GET shows it, POST (the page's button, or RFC 8058 one-click
 * from the mail client) unsubscribes.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const { unsubscribeLinks } = app.services;

  // The unsubscribe form posts urlencoded; RFC 8058 one-click posts `List-Unsubscribe=One-Click`
  // urlencoded or as multipart. Any other body is read and ignored: the POST itself unsubscribes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get('/u/:token', async (request: TokenRequest, reply) => {
    const target = await unsubscribeLinks.target(request.params.token);
    if (!target) return html(reply, 404, notFoundPage());
    return html(
      reply,
      200,
      target.unsubscribed
        ? unsubscribedPage(target.email)
        : unsubscribeConfirmationPage(target.email),
    );
  });

  app.post('/u/:token', async (request: TokenRequest, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const oneClick = body?.['List-Unsubscribe'] === 'One-Click' || request.isMultipart?.() === true;
    const result = await unsubscribeLinks.unsubscribe(
      request.params.token,
      oneClick ? 'one-click' : 'page',
    );
    if (!result) return html(reply, 404, notFoundPage());
    return html(reply, 200, unsubscribedPage(result.email));
  });
}
