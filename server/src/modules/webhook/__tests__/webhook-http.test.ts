import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postWebhook, WEBHOOK_ANSWER_CAP, WebhookConnections } from '../webhook-post';

/**
 * The deliveries' HTTP/1.1 client (`webhook-http.ts`) against raw TCP servers that answer exactly
 * the bytes each test writes: every framing of an answer, kept and closed connections, caps,
 * broken answers, and TLS.
 */

interface RawServer {
  port: number;
  /** Requests received, per connection (the connection's number). */
  requests: { connection: number; head: string; body: string }[];
  connections: number;
  /** Closes every connection, still listening. */
  drop(): void;
  close(): Promise<void>;
}

/** A server that reads each request (head and Content-Length body) and calls `answer`. */
async function rawServer(
  answer: (socket: net.Socket, index: number, connection: number) => void,
): Promise<RawServer> {
  const sockets = new Set<net.Socket>();
  const state: RawServer = {
    port: 0,
    requests: [],
    connections: 0,
    drop: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const connection = ++state.connections;
    let buffer = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.toString('latin1', 0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        const body = buffer.toString('utf8', end + 4, end + 4 + length);
        buffer = buffer.subarray(end + 4 + length);
        state.requests.push({ connection, head, body });
        answer(socket, state.requests.length - 1, connection);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as net.AddressInfo).port;
  return state;
}

let connections: WebhookConnections;
beforeEach(() => {
  connections = new WebhookConnections();
});
afterEach(() => connections.close());

const post = (port: number, options: { body?: string; timeoutMs?: number } = {}) =>
  postWebhook(
    { url: new URL(`http://hooks.example.test:${port}/in?x=1`), address: '127.0.0.1' },
    connections,
    { eventId: 'evt_1', body: options.body ?? '{"id":"evt_1"}', secret: 'whsec_test' },
    options.timeoutMs,
  );

const ok = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok';

it('writes one request with the signed headers and reuses the connection for the next', async () => {
  const server = await rawServer((socket) => socket.write(ok));
  try {
    expect(await post(server.port)).toMatchObject({ delivered: true, status: 200, body: 'ok' });
    expect(await post(server.port, { body: '{"é":"ü"}' })).toMatchObject({ delivered: true });
    expect(server.connections).toBe(1);
    const [first, second] = server.requests;
    expect(first.head.split('\r\n')[0]).toBe('POST /in?x=1 HTTP/1.1');
    expect(first.head).toContain(`\r\nHost: hooks.example.test:${server.port}\r\n`);
    expect(first.head).toMatch(/\r\nx-outbound-signature: sha256=[0-9a-f]{64}(\r\n|$)/);
    expect(first.head).toMatch(/\r\nx-outbound-timestamp: \d+(\r\n|$)/);
    expect(first.head).toContain('\r\nx-outbound-event-id: evt_1');
    expect(second.body).toBe('{"é":"ü"}');
    expect(second.head).toContain(`Content-Length: ${Buffer.byteLength('{"é":"ü"}')}`);
  } finally {
    await server.close();
  }
});

it('reads chunked answers (extensions, trailers, any split) and interim 1xx answers', async () => {
  const answers = [
    'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n' +
      '3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nX-Trailer: 1\r\n\r\n',
    'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
  ];
  const server = await rawServer((socket, index) => {
    // One byte per write: every state of the reader meets a split.
    const bytes = Buffer.from(answers[index]);
    let at = 0;
    const next = () => {
      if (at >= bytes.length) return;
      socket.write(bytes.subarray(at, ++at), () => setImmediate(next));
    };
    next();
  });
  try {
    expect(await post(server.port)).toMatchObject({ delivered: true, status: 201, body: 'abcde' });
    expect(await post(server.port)).toMatchObject({ delivered: true, status: 200, body: 'hello' });
    expect(server.connections).toBe(1);
  } finally {
    await server.close();
  }
});

it('reads an answer framed by the connection closing, and does not reuse that connection', async () => {
  const server = await rawServer((socket, index) =>
    socket.end(`HTTP/1.0 202 Accepted\r\n\r\nthanks ${index}`),
  );
  try {
    expect(await post(server.port)).toMatchObject({ status: 202, body: 'thanks 0' });
    expect(await post(server.port)).toMatchObject({ status: 202, body: 'thanks 1' });
    expect(server.connections).toBe(2);
  } finally {
    await server.close();
  }
});

it('opens a new connection after "Connection: close", and after a kept one was closed by the server', async () => {
  const server = await rawServer((socket, index) => {
    if (index === 0)
      socket.write('HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.write(ok);
  });
  try {
    expect(await post(server.port)).toMatchObject({ delivered: true, body: '' });
    expect(await post(server.port)).toMatchObject({ delivered: true });
    expect(server.connections).toBe(2);
    // The server drops the kept connection while it is idle: the next delivery goes on a new one.
    server.drop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await post(server.port)).toMatchObject({ delivered: true });
    expect(server.requests.map((r) => r.connection)).toEqual([1, 2, 3]);
  } finally {
    await server.close();
  }
});

it('retries once on a new connection when a kept one is reset as the request is written', async () => {
  let dropNext = false;
  const server = await rawServer((socket) => {
    if (dropNext) {
      dropNext = false;
      socket.destroy(); // closed without an answer, as a server timing out an idle connection
    } else socket.write(ok);
  });
  try {
    await post(server.port);
    dropNext = true;
    expect(await post(server.port)).toMatchObject({ delivered: true, status: 200 });
    expect(server.connections).toBe(2);
    expect(server.requests.map((r) => r.connection)).toEqual([1, 1, 2]);
  } finally {
    await server.close();
  }
});

it('keeps the first bytes of a long answer and stops reading, and of one that never ends', async () => {
  const long = 'y'.repeat(WEBHOOK_ANSWER_CAP * 3);
  const server = await rawServer((socket, index) => {
    if (index === 0)
      socket.write(`HTTP/1.1 500 Oops\r\nContent-Length: ${long.length}\r\n\r\n${long}`);
    // A chunked answer that sends its cap and then waits forever.
    else
      socket.write(
        `HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n` +
          `${(WEBHOOK_ANSWER_CAP + 10).toString(16)}\r\n${'z'.repeat(WEBHOOK_ANSWER_CAP + 10)}`,
      );
  });
  try {
    const failed = await post(server.port);
    expect(failed).toMatchObject({ delivered: false, status: 500, error: 'answered 500' });
    expect(failed.body).toBe('y'.repeat(WEBHOOK_ANSWER_CAP));
    const endless = await post(server.port, { timeoutMs: 5000 });
    expect(endless).toMatchObject({ delivered: true, status: 200 });
    expect(endless.body).toHaveLength(WEBHOOK_ANSWER_CAP);
    expect(endless.durationMs).toBeLessThan(5000);
  } finally {
    await server.close();
  }
});

it('answers broken answers as errors, never as deliveries', async () => {
  const broken = [
    'SMTP ready\r\n\r\n',
    `HTTP/1.1 200 OK\r\nX-Big: ${'h'.repeat(20_000)}\r\n\r\n`,
    'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\nok',
    'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    'HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort',
  ];
  const server = await rawServer((socket, index) => socket.end(broken[index]));
  try {
    const errors = [];
    for (let i = 0; i < broken.length; i++) errors.push((await post(server.port)).error);
    expect(errors).toEqual([
      'answer is not HTTP/1.x',
      'answer head too large',
      'answer has an invalid Content-Length',
      'answer has an invalid chunk size',
      'connection closed before the answer',
    ]);
  } finally {
    await server.close();
  }
});

it('gives up a hanging exchange at its timeout, and a refused connection at once', async () => {
  const server = await rawServer(() => undefined);
  try {
    const hung = await post(server.port, { timeoutMs: 200 });
    expect(hung).toMatchObject({ delivered: false, error: 'timed out after 200 ms' });
  } finally {
    await server.close();
  }
  expect((await post(server.port)).error).toMatch(/ECONNREFUSED/);
});

it('keeps at most 64 connections to a target; the other requests wait for one', async () => {
  // The first 64 requests are answered together once all 64 have arrived, the others at once.
  const held: net.Socket[] = [];
  const server = await rawServer((socket, index) => {
    if (index >= 64) return socket.write(ok);
    held.push(socket);
    if (held.length === 64) setTimeout(() => held.forEach((s) => s.write(ok)), 50);
  });
  try {
    const outcomes = await Promise.all(Array.from({ length: 100 }, () => post(server.port)));
    expect(outcomes.every((outcome) => outcome.delivered)).toBe(true);
    expect(server.connections).toBe(64);
  } finally {
    await server.close();
  }
});

describe('over TLS', () => {
  let dir: string;
  let key: Buffer;
  let cert: Buffer;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=hooks.example.test',
        '-addext',
        'subjectAltName=DNS:hooks.example.test',
      ],
      { stdio: 'ignore' },
    );
    key = fs.readFileSync(path.join(dir, 'key.pem'));
    cert = fs.readFileSync(path.join(dir, 'cert.pem'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("posts to the checked address, checking the certificate against the URL's name", async () => {
    const names: (string | undefined)[] = [];
    const server = https.createServer({ key, cert }, (request, response) => {
      names.push((request.socket as import('node:tls').TLSSocket).servername || undefined);
      request.resume();
      request.on('end', () => response.end('secure'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const target = (host: string) => ({
      url: new URL(`https://${host}:${port}/in`),
      address: '127.0.0.1',
    });
    const delivery = { eventId: 'evt_tls', body: '{}', secret: 'whsec_test' };
    const trusting = new WebhookConnections({ ca: cert });
    try {
      expect(await postWebhook(target('hooks.example.test'), trusting, delivery)).toMatchObject({
        delivered: true,
        body: 'secure',
      });
      expect(names).toEqual(['hooks.example.test']);
      // Another name on the same address: the certificate does not match it.
      const other = await postWebhook(target('other.example.test'), trusting, delivery);
      expect(other).toMatchObject({ delivered: false });
      expect(other.error).toMatch(/altnames|does not match/i);
      // An authority nobody trusts.
      const untrusted = await postWebhook(target('hooks.example.test'), connections, delivery);
      expect(untrusted.error).toMatch(/self[- ]signed/i);
    } finally {
      trusting.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
