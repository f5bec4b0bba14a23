import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface Received {
  eventId: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { id: string; type: string; [key: string]: unknown };
}

/**
 * How a receiver checks a delivery, exactly as the README tells users to: HMAC-SHA256 of
 * "<X-Outbound-Timestamp>.<raw body>" under the secret, hex, compared in constant time with
 * X-Outbound-Signature after its `sha256=`.
 */
export function signatureIsValid(secret: string, received: Received): boolean {
  const expected = crypto
    .createHmac('sha256', secret)
    .update(`${received.timestamp}.${received.body}`)
    .digest('hex');
  const given = received.signature.replace(/^sha256=/, '');
  return (
    given.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/** What the receiver answers a request (status, body, a delay; `hang`: never answers). */
export type Answer = {
  status: number;
  body?: string;
  delayMs?: number;
  hang?: boolean;
  headers?: Record<string, string>;
};

/** A local webhook receiver on 127.0.0.1: records every request, answers what the test says. */
export class WebhookReceiver {
  readonly received: Received[] = [];
  answer: (received: Received) => Answer = () => ({ status: 200, body: 'ok' });
  private server: http.Server | null = null;
  private readonly sockets = new Set<import('node:net').Socket>();
  port = 0;

  static async start(port = 0): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await receiver.listen(port);
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async listen(port = this.port): Promise<void> {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const received: Received = {
          eventId: String(request.headers['x-outbound-event-id']),
          timestamp: String(request.headers['x-outbound-timestamp']),
          signature: String(request.headers['x-outbound-signature']),
          body,
          payload: JSON.parse(body),
        };
        this.received.push(received);
        const answer = this.answer(received);
        if (answer.hang) return;
        setTimeout(() => {
          response.writeHead(answer.status, answer.headers ?? {});
          response.end(answer.body ?? '');
        }, answer.delayMs ?? 0);
      });
    });
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and drops every connection (a receiver that went down). */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  eventIds(): string[] {
    return this.received.map((received) => received.eventId);
  }
}
