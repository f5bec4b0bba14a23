import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
} from './webhook-signature';
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

/**
 * A lookup that answers the address already resolved and checked: the connection goes where the
 * check looked, whatever the DNS says now (TLS still checks the certificate against the name).
 */
function pinnedLookup(address: string): LookupFunction {
  const family = net.isIP(address);
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** What a POST to one target is made with: its keep-alive agent and the parts of its URL. */
interface TargetRoute {
  client: typeof http | typeof https;
  agent: http.Agent;
  protocol: string;
  hostname: string;
  port: string;
  path: string;
  /** The Host header, as Node would write it (the port when not the scheme's). */
  host: string;
}

/**
 * Keep-alive agents per target address: deliveries to one receiver reuse their connections.
 * An agent is only ever used with its own pinned address. The URL's parts are taken apart once
 * per target (`http.request` given a URL does it for every request).
 */
export class WebhookAgents {
  private readonly agents = new Map<string, http.Agent>();
  private readonly routes = new WeakMap<WebhookTarget, TargetRoute>();

  routeFor(target: WebhookTarget): TargetRoute {
    let route = this.routes.get(target);
    if (!route) {
      const { url } = target;
      route = {
        client: url.protocol === 'https:' ? https : http,
        agent: this.agentFor(target),
        protocol: url.protocol,
        // An IPv6 literal's hostname keeps its brackets; a request's has none.
        hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        host: url.host,
      };
      this.routes.set(target, route);
    }
    return route;
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  private agentFor(target: WebhookTarget): http.Agent {
    const key = `${target.url.protocol}//${target.url.host} ${target.address}`;
    let agent = this.agents.get(key);
    if (!agent) {
      const options = { keepAlive: true, maxSockets: 64, lookup: pinnedLookup(target.address) };
      agent = target.url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
      this.agents.set(key, agent);
    }
    return agent;
  }
}

/**
 * POSTs a signed JSON body: no redirect followed (a 3xx is an answer like any non-2xx), the whole
 * exchange bounded by `timeoutMs`, at most WEBHOOK_ANSWER_CAP bytes of the answer read, then the
 * answer dropped.
 */
export function postWebhook(
  target: WebhookTarget,
  agents: WebhookAgents,
  delivery: { eventId: string; body: string; secret: string },
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  const started = Date.now();
  const timestamp = Math.floor(started / 1000);
  const route = agents.routeFor(target);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, body: string | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const delivered = error === null;
      resolve({ delivered, status, body, durationMs: Date.now() - started, error });
    };
    const request = route.client.request({
      protocol: route.protocol,
      hostname: route.hostname,
      port: route.port,
      path: route.path,
      method: 'POST',
      agent: route.agent,
      // As name/value pairs, written in this order as they are (Node still checks each for
      // invalid characters, but keeps no map of them and adds only Connection): Host is ours.
      headers: [
        'host',
        route.host,
        'content-type',
        'application/json',
        'content-length',
        String(Buffer.byteLength(delivery.body)),
        'user-agent',
        'Outbound-Webhooks/1',
        TIMESTAMP_HEADER,
        String(timestamp),
        SIGNATURE_HEADER,
        signWebhook(delivery.secret, timestamp, delivery.body),
        EVENT_ID_HEADER,
        delivery.eventId,
      ],
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish(null, null, `timed out after ${timeoutMs} ms`);
    }, timeoutMs);
    request.on('error', (err) => finish(null, null, err.message.slice(0, 300)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const ok = status >= 200 && status < 300;
        finish(status, answerText(chunks, size), ok ? null : `answered ${status}`);
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= WEBHOOK_ANSWER_CAP) {
          done();
          response.destroy();
        }
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(delivery.body);
  });
}

/**
 * The answer's first WEBHOOK_ANSWER_CAP bytes as text, without NUL characters (Postgres text
 * cannot hold them: the record of the attempt would fail, and the row stay leased).
 */
function answerText(chunks: Buffer[], size: number): string {
  const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
  const text = bytes.subarray(0, WEBHOOK_ANSWER_CAP).toString('utf8');
  return text.includes('\0') ? text.replaceAll('\0', '') : text;
}
