import net from 'node:net';
import tls from 'node:tls';

/** A response's head past this size is refused (the answer is an error, the connection closed). */
const HEAD_CAP = 16 * 1024;
/** A chunk-size line past this size is refused. */
const LINE_CAP = 1024;
/** Connections kept per target. */
const MAX_CONNECTIONS = 64;
/**
 * A kept connection idle this long is closed rather than reused: servers close theirs after 5 s
 * (Node) and more, and a request written as the server closes is lost to a reset.
 */
const IDLE_MS = 4_000;

/** What came back: the status and the first `cap` bytes of the body. */
export interface HttpAnswer {
  status: number;
  body: Buffer;
}

/** Where the requests of one pool go: the checked address, the name for TLS. */
export interface HttpRoute {
  tls: boolean;
  address: string;
  port: number;
  /** The URL's host name, for TLS's SNI and certificate check (none for an IP literal). */
  servername: string | undefined;
}

type Settle = (answer: HttpAnswer | null, error: Error | null) => void;

/** One request on its way: its bytes, who waits for it, whether it may be tried once more. */
interface Exchange {
  request: string;
  cap: number;
  settle: Settle;
  /** Written on a reused connection: a reset before any answer byte is retried on a new one. */
  retried: boolean;
  connection: Connection | null;
}

/** Where a response is in its reading. */
type Phase = 'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailer' | 'close';

/**
 * One kept HTTP/1.1 connection: a request written in one write, its response read as it comes
 * (the head, then the body framed by Content-Length, chunked, or the connection's end), at most
 * `cap` bytes of the body kept. No pipelining: one exchange at a time.
 */
class Connection {
  exchange: Exchange | null = null;
  idleSince = 0;
  served = 0;
  private phase: Phase = 'head';
  private pending: Buffer | null = null;
  private status = 0;
  private keepAlive = true;
  private remaining = 0;
  private kept: Buffer[] = [];
  private keptSize = 0;
  private gotBytes = false;
  private closed = false;

  constructor(
    readonly socket: net.Socket,
    private readonly pool: HttpPool,
  ) {
    socket.setNoDelay(true);
    socket.on('timeout', () => this.exchange === null && this.destroy());
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', (err) => this.end(err));
    socket.on('close', () => this.end(null));
  }

  send(exchange: Exchange): void {
    this.exchange = exchange;
    exchange.connection = this;
    this.phase = 'head';
    this.pending = null;
    this.kept = [];
    this.keptSize = 0;
    this.gotBytes = false;
    if (this.served > 0) this.socket.ref().setTimeout(0);
    this.socket.write(exchange.request);
  }

  destroy(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    if (!this.exchange) return this.destroy(); // an answer to nothing asked
    this.gotBytes = true;
    let data: Buffer | null = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = null;
    try {
      while (data && data.length > 0 && this.exchange) data = this.step(data);
    } catch (err) {
      this.fail(err as Error);
    }
  }

  /** Reads what it can of `data` in the current phase; answers what is left for the next. */
  private step(data: Buffer): Buffer | null {
    switch (this.phase) {
      case 'head':
        return this.readHead(data);
      case 'length': {
        const take = Math.min(this.remaining, data.length);
        this.remaining -= take;
        if (this.keep(data.subarray(0, take)) && this.remaining === 0)
          this.complete(take < data.length);
        return null;
      }
      case 'chunk-size':
      case 'chunk-end':
      case 'trailer':
        return this.readLine(data);
      case 'chunk-data': {
        const take = Math.min(this.remaining, data.length);
        this.remaining -= take;
        if (this.remaining === 0) this.phase = 'chunk-end';
        return this.keep(data.subarray(0, take)) ? data.subarray(take) : null;
      }
      case 'close':
        this.keep(data);
        return null;
    }
  }

  /**
   * The text before `marker` and the bytes after it; null when `data` holds no marker yet (kept
   * for the next bytes). Text over `cap` is refused as `tooLarge`.
   */
  private until(data: Buffer, marker: string, cap: number, tooLarge: string) {
    const end = data.indexOf(marker);
    if (end > cap || (end < 0 && data.length > cap)) throw new Error(tooLarge);
    if (end < 0) {
      this.pending = data;
      return null;
    }
    return { text: data.toString('latin1', 0, end), rest: data.subarray(end + marker.length) };
  }

  private readHead(data: Buffer): Buffer | null {
    const read = this.until(data, '\r\n\r\n', HEAD_CAP, 'answer head too large');
    if (!read) return null;
    const head = parseHead(read.text);
    const { rest } = read;
    if (head.status < 200) {
      if (head.status === 101) throw new Error('answered 101 (protocol switch)');
      return rest; // 100 Continue, 103 Early Hints: the real answer follows
    }
    this.status = head.status;
    this.keepAlive = head.keepAlive;
    if (head.status === 204 || head.status === 304 || head.length === 0) {
      this.complete(rest.length > 0);
      return null;
    }
    if (head.chunked) this.phase = 'chunk-size';
    else if (head.length !== null) {
      this.phase = 'length';
      this.remaining = head.length;
    } else {
      this.phase = 'close';
      this.keepAlive = false;
    }
    return rest;
  }

  /** A CRLF-ended line of the chunked framing: a size, a chunk's end, or a trailer. */
  private readLine(data: Buffer): Buffer | null {
    const read = this.until(data, '\r\n', LINE_CAP, 'answer chunk line too large');
    if (!read) return null;
    const { text: line, rest } = read;
    if (this.phase === 'chunk-end') {
      if (line !== '') throw new Error('answer chunk not ended');
      this.phase = 'chunk-size';
    } else if (this.phase === 'chunk-size') {
      const size = parseChunkSize(line);
      if (size === 0) this.phase = 'trailer';
      else {
        this.phase = 'chunk-data';
        this.remaining = size;
      }
    } else if (line === '') {
      this.complete(rest.length > 0);
      return null;
    }
    return rest;
  }

  /** Keeps what fits under the cap; false once the cap is reached (the answer then ends). */
  private keep(part: Buffer): boolean {
    const cap = this.exchange!.cap;
    if (part.length === 0) return true;
    const piece = part.length > cap - this.keptSize ? part.subarray(0, cap - this.keptSize) : part;
    this.kept.push(piece);
    this.keptSize += piece.length;
    if (this.keptSize < cap) return true;
    // What is kept is all that is wanted: the rest is not read, the connection not reused.
    this.keepAlive = false;
    this.complete(true);
    return false;
  }

  /** The answer is whole (or enough of it); `extra`: bytes past it, the connection not reused. */
  private complete(extra: boolean): void {
    const exchange = this.exchange!;
    this.exchange = null;
    const body = this.kept.length === 1 ? this.kept[0] : Buffer.concat(this.kept, this.keptSize);
    const reusable = this.keepAlive && !extra && !this.closed;
    this.served += 1;
    if (reusable) this.pool.release(this);
    else this.destroy();
    exchange.settle({ status: this.status, body }, null);
  }

  private fail(error: Error): void {
    const exchange = this.exchange;
    this.exchange = null;
    this.destroy();
    if (exchange) exchange.settle(null, error);
  }

  /** The socket failed or closed: an answer framed by the close is whole; any other is lost. */
  private end(error: Error | null): void {
    if (this.closed) return;
    this.closed = true;
    this.pool.forget(this);
    const exchange = this.exchange;
    if (!exchange) return;
    if (this.phase === 'close' && this.status > 0) return this.complete(false);
    this.exchange = null;
    exchange.connection = null;
    if (this.served > 0 && !this.gotBytes && !exchange.retried) {
      // A kept connection the server closed as we wrote: once more on a new one.
      exchange.retried = true;
      this.pool.send(exchange);
      return;
    }
    exchange.settle(null, error ?? new Error('connection closed before the answer'));
  }
}

interface Head {
  status: number;
  keepAlive: boolean;
  chunked: boolean;
  length: number | null;
}

/** A response head (status line and header lines, latin1, ≤ HEAD_CAP characters). */
function parseHead(text: string): Head {
  const lines = text.split('\r\n');
  const statusLine = lines[0];
  const minor = statusLine.startsWith('HTTP/1.1 ')
    ? 1
    : statusLine.startsWith('HTTP/1.0 ')
      ? 0
      : -1;
  const status = Number(statusLine.slice(9, 12));
  if (minor < 0 || !Number.isInteger(status) || status < 100 || status > 999)
    throw new Error('answer is not HTTP/1.x');
  let keepAlive = minor === 1;
  let chunked = false;
  let length: number | null = null;
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':');
    if (colon <= 0) continue;
    const name = lines[i].slice(0, colon).trim().toLowerCase();
    const value = lines[i]
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') {
      const parsed = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
      if (Number.isNaN(parsed) || (length !== null && length !== parsed))
        throw new Error('answer has an invalid Content-Length');
      length = parsed;
    } else if (name === 'transfer-encoding') chunked = value.endsWith('chunked');
    else if (name === 'connection') {
      if (value.includes('close')) keepAlive = false;
      else if (value.includes('keep-alive') && minor === 0) keepAlive = true;
    }
  }
  // Transfer-Encoding wins over Content-Length (RFC 9112 §6.3); such an answer is not reused.
  if (chunked && length !== null) {
    length = null;
    keepAlive = false;
  }
  return { status, keepAlive, chunked, length };
}

function parseChunkSize(line: string): number {
  const semicolon = line.indexOf(';');
  const hex = (semicolon < 0 ? line : line.slice(0, semicolon)).trim();
  if (!/^[0-9a-fA-F]{1,12}$/.test(hex)) throw new Error('answer has an invalid chunk size');
  return parseInt(hex, 16);
}

/**
 * The kept connections of one target (one checked address, one scheme): at most
 * MAX_CONNECTIONS, the most recently used reused first, requests waiting in order for one.
 */
export class HttpPool {
  private readonly idle: Connection[] = [];
  private readonly waiting: Exchange[] = [];
  private open = 0;

  constructor(
    private readonly route: HttpRoute,
    private readonly tlsOptions: tls.ConnectionOptions = {},
  ) {}

  /**
   * Sends `request` (head and body, written as they are) and answers the status and the first
   * `cap` bytes of the body; an error when no answer came (the caller bounds the wait and calls
   * `abandon` on the exchange when it gives up).
   */
  exchange(request: string, cap: number, settle: Settle): Exchange {
    const exchange: Exchange = { request, cap, settle, retried: false, connection: null };
    this.send(exchange);
    return exchange;
  }

  /** Gives up an exchange: out of the queue, or its connection closed. */
  abandon(exchange: Exchange): void {
    const queued = this.waiting.indexOf(exchange);
    if (queued >= 0) this.waiting.splice(queued, 1);
    const connection = exchange.connection;
    if (connection?.exchange === exchange) {
      connection.exchange = null;
      connection.destroy();
    }
  }

  send(exchange: Exchange): void {
    const now = Date.now();
    let connection = this.idle.pop();
    while (connection && now - connection.idleSince > IDLE_MS) {
      connection.destroy();
      connection = this.idle.pop();
    }
    if (connection) return connection.send(exchange);
    if (this.open >= MAX_CONNECTIONS) {
      this.waiting.push(exchange);
      return;
    }
    this.open += 1;
    this.connect().send(exchange);
  }

  release(connection: Connection): void {
    const next = this.waiting.shift();
    if (next) return connection.send(next);
    connection.idleSince = Date.now();
    // An idle connection neither keeps the process alive nor stays open past IDLE_MS.
    connection.socket.unref().setTimeout(IDLE_MS);
    this.idle.push(connection);
  }

  /** A connection closed: out of the pool; a waiting request gets a new one. */
  forget(connection: Connection): void {
    this.open -= 1;
    const at = this.idle.indexOf(connection);
    if (at >= 0) this.idle.splice(at, 1);
    const next = this.waiting.shift();
    if (next) this.send(next);
  }

  close(): void {
    for (const connection of this.idle.splice(0)) connection.destroy();
  }

  private connect(): Connection {
    const { address, port, servername } = this.route;
    const socket = this.route.tls
      ? tls.connect({
          host: address,
          port,
          servername,
          ALPNProtocols: ['http/1.1'],
          // The certificate is checked against `servername` (the URL's name), else the address.
          ...this.tlsOptions,
        })
      : net.connect({ host: address, port });
    return new Connection(socket, this);
  }
}
