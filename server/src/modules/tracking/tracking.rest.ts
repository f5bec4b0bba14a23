import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundPage, unsubscribeConfirmationPage, unsubscribedPage } from './pages';

/** A 1×1 transparent GIF (42 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

function trackingRequest(request: FastifyRequest) {
  return { method: request.method, userAgent: request.headers['user-agent'] };
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/**
 * Public tracking links (no sign-in; ARCHITECTURE §4 "Tracking"): the open pixel `/t/o/<token>.gif`,
 * click redirects `/t/c/<token>` and the unsubscribe page `/u/<token>`. The pixel and the redirect
 * skip the security headers of HTML pages: they serve an image and a redirect, as fast as possible.
 */
export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const { tracking, unsubscribeLinks } = app.services;
  app.addHook('onClose', async () => tracking.close());

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

  app.get<{ Params: { file: string } }>('/t/o/:file', { helmet: false }, (request, reply) => {
    tracking.open(request.params.file.replace(/\.gif$/, ''), trackingRequest(request));
    return reply
      .header('content-type', 'image/gif')
      .header('cache-control', 'no-store')
      .send(PIXEL);
  });

  app.get('/t/c/:token', { helmet: false }, async (request: TokenRequest, reply) => {
    const url = await tracking.click(request.params.token, trackingRequest(request));
    if (!url) return html(reply, 404, notFoundPage());
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

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
