import net from 'node:net';
import type tls from 'node:tls';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
} from './webhook-signature';
import { HttpPool } from './webhook-http';
import type { WebhookTarget } from './webhook-target';

/** A delivery gives up after this long (connect, send, answer). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The first bytes of an answer kept; the rest is not read. */
export const WEBHOOK_ANSWER_CAP = 4096;

export interface PostOutcome {
  /** 2xx. */
  delivered: boolean;
  status: number | null;
  body: string | null;
  durationMs: number;
  error: string | null;
}

/** What a POST to one target is made with: its connections and the request's first lines. */
interface TargetRoute {
  pool: HttpPool;
  /** The request line and the headers every delivery to the target shares, CRLF-ended. */
  head: string;
  /** Whether the URL's path and host can go in a request line and a header as they are. */
  safe: boolean;
}

/**
 * Kept connections per target address (`webhook-http.ts`): deliveries to one receiver reuse
 * their connections. A pool only ever connects to its own checked address. The URL's parts are
 * taken apart once per target.
 */
export class WebhookConnections {
  private readonly pools = new Map<string, HttpPool>();
  private readonly routes = new WeakMap<WebhookTarget, TargetRoute>();

  /** `tlsOptions`: trusted authorities of a test's receiver. */
  constructor(private readonly tlsOptions: tls.ConnectionOptions = {}) {}

  routeFor(target: WebhookTarget): TargetRoute {
    let route = this.routes.get(target);
    if (!route) {
      const { url } = target;
      // The URL parser percent-encodes spaces and control characters: checked all the same
      // (with an event id, by `postWebhook`).
      const path = `${url.pathname}${url.search}`;
      route = {
        safe: HEAD_TEXT.test(path) && HEAD_TEXT.test(url.host),
        pool: this.poolFor(target),
        head:
          `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `User-Agent: Outbound-Webhooks/1\r\n`,
      };
      this.routes.set(target, route);
    }
    return route;
  }

  close(): void {
    for (const pool of this.pools.values()) pool.close();
    this.pools.clear();
  }

  private poolFor(target: WebhookTarget): HttpPool {
    const key = `${target.url.protocol}//${target.url.host} ${target.address}`;
    let pool = this.pools.get(key);
    if (!pool) {
      if (this.pools.size >= 10_000) this.close();
      const secure = target.url.protocol === 'https:';
      const hostname = target.url.hostname.startsWith('[')
        ? target.url.hostname.slice(1, -1)
        : target.url.hostname;
      pool = new HttpPool(
        {
          tls: secure,
          address: target.address,
          port: Number(target.url.port) || (secure ? 443 : 80),
          servername: net.isIP(hostname) ? undefined : hostname,
        },
        this.tlsOptions,
      );
      this.pools.set(key, pool);
    }
    return pool;
  }
}

/** Printable ASCII without spaces: what a path, a host or an event id may be in a request's head. */
const HEAD_TEXT = /^[\x21-\x7e]*$/;

/**
 * POSTs a signed JSON body: no redirect followed (a 3xx is an answer like any non-2xx), the whole
 * exchange bounded by `timeoutMs`, at most WEBHOOK_ANSWER_CAP bytes of the answer read, then the
 * answer dropped.
 */
export function postWebhook(
  target: WebhookTarget,
  connections: WebhookConnections,
  delivery: { eventId: string; body: string; secret: string },
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  const started = Date.now();
  const timestamp = Math.floor(started / 1000);
  const route = connections.routeFor(target);
  if (!route.safe || !HEAD_TEXT.test(delivery.eventId)) {
    const error = 'URL or event id has characters a request cannot carry';
    return Promise.resolve({ delivered: false, status: null, body: null, durationMs: 0, error });
  }
  const request =
    `${route.head}Content-Length: ${Buffer.byteLength(delivery.body)}\r\n` +
    `${TIMESTAMP_HEADER}: ${timestamp}\r\n` +
    `${SIGNATURE_HEADER}: ${signWebhook(delivery.secret, timestamp, delivery.body)}\r\n` +
    `${EVENT_ID_HEADER}: ${delivery.eventId}\r\n\r\n${delivery.body}`;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, body: string | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ delivered: error === null, status, body, durationMs: Date.now() - started, error });
    };
    const timer = setTimeout(() => {
      route.pool.abandon(exchange);
      finish(null, null, `timed out after ${timeoutMs} ms`);
    }, timeoutMs);
    // Settled from the socket's events, never before this returns.
    const exchange = route.pool.exchange(request, WEBHOOK_ANSWER_CAP, (answer, err) => {
      if (answer === null) return finish(null, null, (err?.message ?? 'no answer').slice(0, 300));
      const ok = answer.status >= 200 && answer.status < 300;
      finish(answer.status, answerText(answer.body), ok ? null : `answered ${answer.status}`);
    });
  });
}

/**
 * The answer's first WEBHOOK_ANSWER_CAP bytes as text, without NUL characters (Postgres text
 * cannot hold them: the record of the attempt would fail, and the row stay leased).
 */
function answerText(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.includes('\0') ? text.replaceAll('\0', '') : text;
}
