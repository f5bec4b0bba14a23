/**
 * A real mail system for tests, listening on 127.0.0.1 only:
 * - Dovecot (Debian `dovecot-imapd` + `dovecot-lmtpd`) started from a generated config: IMAP to read
 *   mailboxes, LMTP to deliver into them. IMAP XOAUTH2 tokens are checked against a small in-process
 *   introspection endpoint.
 * - `submission`: an SMTP listener that authenticates sandbox users (PLAIN, LOGIN, XOAUTH2), delivers
 *   to sandbox users over LMTP and bounces other recipients with an RFC 3464 DSN to the sender.
 * - `mx`: an SMTP listener without auth that accepts mail for sandbox users (inbound replies).
 * Delivery finishes before the SMTP reply, so a resolved `sendMail` means the message is in IMAP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { appendFile, chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type net from 'node:net';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import {
  SMTPServer,
  type SMTPServerAuthentication,
  type SMTPServerAuthenticationResponse,
  type SMTPServerDataStream,
  type SMTPServerOptions,
  type SMTPServerSession,
} from 'smtp-server';
import {
  dovecotConf,
  findDovecot,
  imapLogin,
  isRunning,
  killGroup,
  lmtpKnows,
  mailOwner,
  oauth2Conf,
  stopChild,
} from './mail/dovecot';
import { buildDsn, unknownUserReply } from './mail/dsn';
import {
  DOMAIN,
  baseAddress,
  envelopeOf,
  freePort,
  headerValue,
  listen,
  normalize,
  pause,
  randomHex,
  readAll,
  record,
  smtpError,
  type Failure,
  type SmtpError,
} from './mail/smtp';

export { headerValue };

export interface SandboxUser {
  email: string;
  password: string;
  /** An OAuth2 access token accepted for this user by SMTP and IMAP XOAUTH2. */
  accessToken?: string;
}

export interface MailSandboxOptions {
  users?: SandboxUser[];
  /** File a copy of every submitted message in the sender's Sent folder, as Gmail does. */
  copyToSent?: boolean;
  /**
   * A slow server: waits this long after delivering a submitted message before answering its
   * DATA. A client gone meanwhile never gets the answer, though the message was delivered.
   */
  replyDelayMs?: number;
  /**
   * An `Authentication-Results` value the sandbox adds on top of every message its submission
   * listener delivers, as a receiving provider does (the deliverability probe reads it).
   */
  authResults?: string;
  startTimeoutMs?: number;
}

export interface SandboxMessage {
  id: string;
  /** Authenticated submitter (submission listener only). */
  user?: string;
  /** Envelope sender, '' for the null sender. */
  from: string;
  /** Envelope recipients. */
  to: string[];
  raw: string;
  /** Header values as sent: unfolded, not MIME-decoded. */
  messageId?: string;
  subject?: string;
  delivered: string[];
  bounced: string[];
  at: Date;
}

export interface FetchedMessage {
  uid: number;
  flags: string[];
  raw: string;
  mail: ParsedMail;
}

export interface Endpoint {
  host: string;
  port: number;
  secure: false;
}

type Stage = 'mail' | 'rcpt' | 'data';

export class MailSandbox {
  /** Every message accepted by the submission listener, oldest first. */
  readonly captured: SandboxMessage[] = [];
  /** Successful SMTP logins (submission), per user: one per connection opened by a client. */
  readonly logins = new Map<string, number>();
  /** Every message accepted by the MX listener, oldest first. */
  readonly received: SandboxMessage[] = [];
  /** Every DSN generated for an undeliverable recipient, oldest first. */
  readonly bounces: SandboxMessage[] = [];
  readonly smtp: Endpoint = { host: '127.0.0.1', port: 0, secure: false };
  readonly mx: Endpoint = { host: '127.0.0.1', port: 0, secure: false };
  readonly imap: Endpoint = { host: '127.0.0.1', port: 0, secure: false };
  readonly lmtp: Endpoint = { host: '127.0.0.1', port: 0, secure: false };

  private readonly passwords = new Map<string, string>();
  private readonly tokens = new Map<string, string>();
  private readonly events = new EventEmitter();
  private readonly probe = { email: `postmaster@${DOMAIN}`, password: randomHex() };
  private failure: { error: SmtpError; stage: Stage } | undefined;
  private dovecot: ChildProcess | undefined;
  private readonly servers: SMTPServer[] = [];
  private introspection: http.Server | undefined;
  private stopped = false;
  private readonly killOnExit = () => killGroup(this.dovecot);

  private constructor(
    readonly root: string,
    private readonly options: MailSandboxOptions,
  ) {}

  static async start(options: MailSandboxOptions = {}): Promise<MailSandbox> {
    const dovecotBin = findDovecot();
    const root = await mkdtemp('/tmp/ob-'); // short: Dovecot's Unix socket paths must fit 108 bytes
    await chmod(root, 0o755); // Dovecot's unprivileged processes must reach their sockets
    const sandbox = new MailSandbox(root, options);
    process.once('exit', sandbox.killOnExit);
    try {
      await sandbox.boot(dovecotBin);
      return sandbox;
    } catch (error) {
      await sandbox.stop();
      throw error;
    }
  }

  async addUser(email: string, password: string): Promise<void> {
    const address = normalize(email);
    if (/[:\r\n]/.test(password) || !/^[^\s:/@]+@[^\s:/@]+$/.test(address)) {
      throw new Error(`MailSandbox: unusable user ${JSON.stringify(email)} (no ':', '/', spaces)`);
    }
    if (this.passwords.has(address)) throw new Error(`MailSandbox: ${address} already exists`);
    const home = join(this.root, 'mail', address);
    await mkdir(home, { recursive: true });
    const { uid, gid } = mailOwner();
    await chown(home, uid, gid);
    const line = `${address}:{PLAIN}${password}:${uid}:${gid}::${home}::\n`;
    await appendFile(join(this.root, 'users'), line);
    this.passwords.set(address, password);
    // Dovecot re-reads a changed passwd-file at most once per second: wait until it knows the user.
    if (this.dovecot) await this.untilKnown(address, Date.now() + 3000);
  }

  /** True for a sandbox user, `user+tag@domain` included. */
  hasUser(email: string): boolean {
    return this.passwords.has(baseAddress(email));
  }

  /** Accepts `token` as an OAuth2 access token of `email` (SMTP and IMAP XOAUTH2). */
  grantToken(email: string, token: string = randomHex()): string {
    this.tokens.set(token, normalize(email));
    return token;
  }

  revokeToken(token: string): void {
    this.tokens.delete(token);
  }

  /** `smtp://user:pass@127.0.0.1:port` of the submission listener, usable as SYSTEM_SMTP_URL. */
  smtpUrl(email: string): string {
    const { user, pass } = this.credentials(email);
    const auth = `${encodeURIComponent(user)}:${encodeURIComponent(pass)}`;
    return `smtp://${auth}@${this.smtp.host}:${this.smtp.port}`;
  }

  /** IMAP connection info of a user: host, port, secure, user, pass. */
  imapAccount(email: string) {
    return { ...this.imap, ...this.credentials(email) };
  }

  /** SMTP and IMAP settings of a user, shaped like a mail account form. */
  account(email: string) {
    const credentials = this.credentials(email);
    return {
      email: credentials.user,
      smtp: { ...this.smtp, ...credentials },
      imap: { ...this.imap, ...credentials },
    };
  }

  /** The next submission MAIL FROM (or RCPT TO, or end of DATA) answers `code message`, once. */
  failNext(code: number, message = 'Sandbox failure', stage: Stage = 'mail'): void {
    if (code < 400 || code > 599) throw new Error('MailSandbox.failNext: code must be 4xx or 5xx');
    this.failure = { error: smtpError(code, message), stage };
  }

  /** The first captured message matching `predicate`, waiting up to `timeoutMs` for it. */
  waitForMessage(
    predicate: (message: SandboxMessage) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<SandboxMessage> {
    const found = this.captured.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const onMessage = (message: SandboxMessage) => {
        if (!predicate(message)) return;
        clearTimeout(timer);
        this.events.off('captured', onMessage);
        resolve(message);
      };
      const timer = setTimeout(() => {
        this.events.off('captured', onMessage);
        const seen = this.captured.map((m) => `${m.from} -> ${m.to.join(',')} "${m.subject}"`);
        reject(new Error(`MailSandbox: no matching message in ${timeoutMs} ms; seen: [${seen}]`));
      }, timeoutMs);
      this.events.on('captured', onMessage);
    });
  }

  /** Delivers a raw message through the MX listener, as a reply from outside would arrive. */
  async inject(raw: string | Buffer, envelope: { to: string | string[]; from?: string }) {
    const headerFrom = headerValue(raw.toString(), 'from')?.match(/[^<>\s"]+@[^<>\s"]+/)?.[0];
    const from = envelope.from ?? headerFrom ?? `someone@${DOMAIN}`;
    const transport = createTransport({ host: this.mx.host, port: this.mx.port, secure: false });
    try {
      return await transport.sendMail({ envelope: { from, to: envelope.to }, raw });
    } finally {
      transport.close();
    }
  }

  /** Files a message in a user's folder with these flags (as a mail client or a crashed sender would). */
  async append(
    email: string,
    folder: string,
    raw: string | Buffer,
    flags: string[],
  ): Promise<void> {
    await this.withImap(email, (client) => client.append(folder, raw, flags));
  }

  /** Every message of a user's folder (INBOX by default), parsed with mailparser. */
  async fetchInbox(email: string, folder = 'INBOX'): Promise<FetchedMessage[]> {
    const sources = await this.withImap(email, async (client) => {
      const found: { uid: number; flags: string[]; source: Buffer }[] = [];
      const lock = await client.getMailboxLock(folder);
      try {
        if (!client.mailbox || client.mailbox.exists === 0) return found; // `1:*` fails on empty
        for await (const m of client.fetch('1:*', { uid: true, flags: true, source: true })) {
          if (m.source) found.push({ uid: m.uid, flags: [...(m.flags ?? [])], source: m.source });
        }
      } finally {
        lock.release();
      }
      return found;
    });
    return Promise.all(
      sources.map(async ({ uid, flags, source }) => ({
        uid,
        flags,
        raw: source.toString(),
        mail: await simpleParser(source, { keepDeliveryStatus: true }),
      })),
    );
  }

  /** Polls a folder (bounded) until a message matches: for mail delivered by other processes. */
  async waitForInbox(
    email: string,
    predicate: (message: FetchedMessage) => boolean,
    { folder = 'INBOX', timeoutMs = 5000 } = {},
  ): Promise<FetchedMessage> {
    const deadline = Date.now() + timeoutMs;
    for (let delay = 10; ; delay = Math.min(delay * 2, 250)) {
      const match = (await this.fetchInbox(email, folder)).find(predicate);
      if (match) return match;
      if (Date.now() + delay > deadline) {
        throw new Error(
          `MailSandbox: no matching message in ${email} ${folder} in ${timeoutMs} ms`,
        );
      }
      await pause(delay);
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    process.off('exit', this.killOnExit);
    await Promise.all(this.servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
    const introspection = this.introspection;
    if (introspection) {
      introspection.closeAllConnections();
      await new Promise((done) => introspection.close(done));
    }
    await stopChild(this.dovecot);
    await rm(this.root, { recursive: true, force: true });
  }

  // --- SMTP listeners ---------------------------------------------------------------------------

  private submissionServer(): SMTPServer {
    return this.smtpServer({
      authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, this.authenticate(auth)),
      onMailFrom: (_address, _session, callback) => callback(this.takeFailure('mail')),
      onRcptTo: (_address, _session, callback) => callback(this.takeFailure('rcpt')),
      onData: (stream, session, callback) => {
        this.submit(stream, session).then((reply) => callback(null, reply), callback);
      },
    });
  }

  private mxServer(): SMTPServer {
    return this.smtpServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo: ({ address }, _session, callback) =>
        callback(this.hasUser(address) ? null : smtpError(550, unknownUserReply(address))),
      onData: (stream, session, callback) => {
        this.receive(stream, session).then((reply) => callback(null, reply), callback);
      },
    });
  }

  private smtpServer(options: SMTPServerOptions): SMTPServer {
    const server = new SMTPServer({
      name: DOMAIN,
      logger: false,
      disableReverseLookup: true,
      disabledCommands: ['STARTTLS'],
      closeTimeout: 200,
      size: 50 * 1024 * 1024,
      ...options,
    });
    server.on('error', () => undefined); // a client dropping its connection must not crash the test
    this.servers.push(server);
    return server;
  }

  private authenticate(auth: SMTPServerAuthentication): SMTPServerAuthenticationResponse {
    const user = normalize(auth.username ?? '');
    if (auth.method === 'XOAUTH2') {
      if (this.tokens.get(auth.accessToken ?? '') === user) return { user };
      return { data: { status: '401', schemes: 'bearer', scope: 'https://mail.google.com/' } };
    }
    if (this.passwords.has(user) && this.passwords.get(user) === auth.password) {
      this.logins.set(user, (this.logins.get(user) ?? 0) + 1);
      return { user };
    }
    return { message: '5.7.8 Authentication credentials invalid', responseCode: 535 };
  }

  private takeFailure(stage: Stage): SmtpError | null {
    if (this.failure?.stage !== stage) return null;
    const { error } = this.failure;
    this.failure = undefined;
    return error;
  }

  private async submit(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const raw = await readAll(stream);
    const failure = this.takeFailure('data');
    if (failure) throw failure;
    const { from, to } = envelopeOf(session);
    const failed: Failure[] = to
      .filter((address) => !this.hasUser(address))
      .map((address) => ({ address, reply: unknownUserReply(address) }));
    const local = to.filter((address) => this.hasUser(address));
    const stamped = this.options.authResults
      ? Buffer.concat([Buffer.from(`Authentication-Results: ${this.options.authResults}\r\n`), raw])
      : raw;
    const delivered = local.length ? await this.deliver(from, local, stamped, failed) : [];
    if (failed.length && from) await this.bounce(from, failed, raw);
    if (this.options.copyToSent && session.user) await this.copyToSent(session.user, raw);
    const message = record(raw, { from, to, user: session.user, delivered, failed });
    this.captured.push(message);
    this.events.emit('captured', message);
    if (this.options.replyDelayMs) await pause(this.options.replyDelayMs);
    return `2.0.0 Ok: queued as ${message.id}`;
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession) {
    const raw = await readAll(stream);
    const { from, to } = envelopeOf(session);
    const failed: Failure[] = [];
    const delivered = await this.deliver(from, to, raw, failed);
    if (failed.length) throw smtpError(451, `4.3.0 Delivery failed: ${failed[0].reply}`);
    this.received.push(record(raw, { from, to, delivered, failed }));
    return '2.0.0 Ok: delivered';
  }

  /** Delivers over LMTP; recipients Dovecot refuses are added to `failed`. */
  private deliver(from: string, to: string[], raw: Buffer, failed: Failure[]): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const connection = new SMTPConnection({ ...this.lmtp, lmtp: true, name: DOMAIN });
      connection.once('error', (error: Error) => reject(smtpError(451, `4.3.0 ${error.message}`)));
      connection.connect(() => {
        connection.send({ from: from || false, to }, raw, (error, info) => {
          connection.quit();
          if (error || !info) return reject(smtpError(451, `4.3.0 ${error?.message}`));
          for (const rejected of info.rejectedErrors ?? []) {
            failed.push({ address: rejected.recipient ?? '', reply: rejected.response ?? '' });
          }
          resolve(info.accepted);
        });
      });
    });
  }

  /** Builds an RFC 3464 DSN and delivers it to the sender when the sender is a sandbox user. */
  private async bounce(sender: string, failed: Failure[], original: Buffer): Promise<void> {
    const dsn = buildDsn(sender, failed, original);
    const to = [sender];
    const delivered = this.hasUser(sender) ? await this.deliver('', to, dsn, []) : [];
    this.bounces.push(record(dsn, { from: '', to, delivered, failed: [] }));
  }

  private async copyToSent(user: string, raw: Buffer): Promise<void> {
    await this.withImap(user, (client) => client.append('Sent', raw, ['\\Seen']));
  }

  private async withImap<T>(email: string, use: (client: ImapFlow) => Promise<T>): Promise<T> {
    const { user, pass } = this.credentials(email);
    const client = new ImapFlow({ ...this.imap, auth: { user, pass }, logger: false });
    try {
      await client.connect();
      const result = await use(client);
      await client.logout();
      return result;
    } finally {
      client.close();
    }
  }

  private credentials(email: string): { user: string; pass: string } {
    const user = normalize(email);
    const pass = this.passwords.get(user);
    if (pass === undefined) throw new Error(`MailSandbox: ${user} is not a sandbox user`);
    return { user, pass };
  }

  // --- start-up ---------------------------------------------------------------------------------

  private async boot(dovecotBin: string): Promise<void> {
    await writeFile(join(this.root, 'users'), '');
    await this.addUser(this.probe.email, this.probe.password);
    for (const user of this.options.users ?? []) {
      await this.addUser(user.email, user.password);
      if (user.accessToken) this.grantToken(user.email, user.accessToken);
    }
    const introspectionPort = await this.startIntrospection();
    await writeFile(join(this.root, 'oauth2.conf'), oauth2Conf(introspectionPort));
    this.smtp.port = await listen(this.submissionServer());
    this.mx.port = await listen(this.mxServer());
    const deadline = Date.now() + (this.options.startTimeoutMs ?? 10_000);
    for (let attempt = 1; ; attempt++) {
      this.imap.port = await freePort();
      this.lmtp.port = await freePort();
      await writeFile(
        join(this.root, 'dovecot.conf'),
        dovecotConf(this.root, this.imap, this.lmtp),
      );
      try {
        return await this.startDovecot(dovecotBin, deadline);
      } catch (error) {
        // a port taken between freePort() and Dovecot's bind(): try other ports
        if (attempt >= 3 || !/Address already in use/.test(this.dovecotLog())) throw error;
        await stopChild(this.dovecot);
      }
    }
  }

  private async startDovecot(dovecotBin: string, deadline: number): Promise<void> {
    const output = openSync(join(this.root, 'dovecot.out'), 'a');
    const args = ['-F', '-c', join(this.root, 'dovecot.conf')];
    // its own process group, so stop() can end the master and its children at once
    const child = spawn(dovecotBin, args, { stdio: ['ignore', output, output], detached: true });
    closeSync(output);
    child.on('error', () => undefined); // a failed spawn shows up as "not running" below
    this.dovecot = child;
    await this.untilLogin(this.probe.email, this.probe.password, deadline);
  }

  /** Polls LMTP RCPT (answers at once, unlike a failed LOGIN) until Dovecot knows `address`. */
  private async untilKnown(address: string, deadline: number): Promise<void> {
    for (let delay = 20; !(await lmtpKnows(this.lmtp.port, address)); delay = 100) {
      if (Date.now() > deadline) throw new Error(`MailSandbox: dovecot did not pick up ${address}`);
      await pause(delay);
    }
  }

  /** Readiness is a real IMAP LOGIN, not an open port. */
  private async untilLogin(user: string, pass: string, deadline: number): Promise<void> {
    for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
      if (!isRunning(this.dovecot)) {
        throw new Error(`MailSandbox: dovecot is not running:\n${this.dovecotLog()}`);
      }
      if (await imapLogin(this.imap.port, user, pass)) return;
      if (Date.now() > deadline) {
        throw new Error(`MailSandbox: no IMAP login for ${user} in time:\n${this.dovecotLog()}`);
      }
      await pause(delay);
    }
  }

  /** Answers Dovecot's OAuth2 token introspection (`introspection_mode = post`). */
  private async startIntrospection(): Promise<number> {
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const token = new URLSearchParams(body).get('token') ?? bearer ?? '';
        const email = this.tokens.get(token);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(email ? { active: 'true', email } : { active: 'false' }));
      });
    });
    this.introspection = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  }

  private dovecotLog(): string {
    return ['dovecot.log', 'dovecot.out']
      .map((file) => join(this.root, file))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n'))
      .join('\n');
  }
}
