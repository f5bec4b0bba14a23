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

/**
 * Keep-alive agents per target address: deliveries to one receiver reuse their connections.
 * An agent is only ever used with its own pinned address.
 */
export class WebhookAgents {
  private readonly agents = new Map<string, http.Agent>();

  agentFor(target: WebhookTarget): http.Agent {
    const key = `${target.url.protocol}//${target.url.host} ${target.address}`;
    let agent = this.agents.get(key);
    if (!agent) {
      const options = { keepAlive: true, maxSockets: 64, lookup: pinnedLookup(target.address) };
      agent = target.url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
      this.agents.set(key, agent);
    }
    return agent;
  }

  close(): void {
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
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
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: Date.now() - started });
    };
    const request = client.request(target.url, {
      method: 'POST',
      agent: agents.agentFor(target),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(delivery.body),
        'user-agent': 'Outbound-Webhooks/1',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(delivery.secret, timestamp, delivery.body),
        [EVENT_ID_HEADER]: delivery.eventId,
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({
        delivered: false,
        status: null,
        body: null,
        error: `timed out after ${timeoutMs} ms`,
      });
    }, timeoutMs);
    request.on('error', (err) =>
      finish({ delivered: false, status: null, body: null, error: err.message.slice(0, 300) }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const body = Buffer.concat(chunks).subarray(0, WEBHOOK_ANSWER_CAP).toString('utf8');
        const delivered = status >= 200 && status < 300;
        finish({ delivered, status, body, error: delivered ? null : `answered ${status}` });
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
