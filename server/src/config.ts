import net from 'node:net';
import path from 'node:path';
import { isEmailAddress } from '@outbound/common';

/** Which parts of the product this process runs (ARCHITECTURE §1). */
type Role = 'all' | 'api' | 'worker';

export interface Config {
  port: number;
  host: string;
  /**
   * Behind reverse proxies: which `X-Forwarded-For` hops to believe (`TRUST_PROXY`): none (false),
   * the last N hops (a count), or hops from these proxies (addresses, CIDR ranges, or the
   * `loopback` / `linklocal` / `uniquelocal` names); passed to Fastify's `trustProxy`.
   */
  trustProxy: TrustProxy;
  /** Sign-in throttle: per address and account, and per account across addresses. */
  loginLimits: LoginLimits;
  /**
   * DNS servers every lookup of the product asks (DNS_SERVERS, `host:port` list, comma-separated);
   * empty: the system's (`dns/resolver.ts`).
   */
  dnsServers: string[];
  /**
   * SKIP_RECIPIENT_DOMAIN_CHECKS=true: recipient domains are not looked up (they stay unchecked,
   * and unchecked recipients are sent as before): for a network whose DNS cannot see the
   * recipients' domains, where every one would look undeliverable.
   */
  skipRecipientDomainChecks: boolean;
  /** Google sign-in for mailboxes; `clientId` unset: the Add Google button explains how to set it up. */
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    authorizeUrl: string;
    tokenUrl: string;
    userinfoUrl: string;
    smtp: { host: string; port: number };
    imap: { host: string; port: number };
  };
  /** Let mailboxes connect to loopback and private-network mail servers (on-prem servers, tests). */
  allowPrivateMailHosts: boolean;
  /**
   * Let mailbox logins go without TLS when a server on a STARTTLS port (SMTP 25/587/2525, IMAP 143)
   * does not offer STARTTLS (an on-premises server, tests). Off, STARTTLS is required.
   */
  allowPlaintextMailAuth: boolean;
  publicUrl: string;
  role: Role;
  /** Unset: the server starts an embedded Postgres in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** One PEM private key per sending domain, `<selector>._domainkey.<domain>.pem`; none: unsigned. */
  dkimKeysDir: string;
  /** Secret for credential encryption and link signing; unset: generated once into `<dataDir>/secret`. */
  secret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Unset: system mail is written to `<dataDir>/outbox/*.eml`. */
  systemSmtpUrl: string | undefined;
  systemMailFrom: string;
  agendaMongoUrl: string | undefined;
  sessionTtlHours: number;
  resetTokenTtlMinutes: number;
  inviteTokenTtlHours: number;
  logLevel: string;
  /** Largest CSV upload accepted, in bytes (IMPORT_MAX_MB, default 200). */
  importMaxBytes: number;
  /** How long an upload waits for its import before answering 202 (IMPORT_WAIT_MS, default 10 s). */
  importWaitMs: number;
  /** How often each mailbox's inbox is read for replies and bounces (INBOX_SYNC_SECONDS, default 180). */
  inboxSyncSeconds: number;
  /**
   * Mailbox dispatch runs a worker makes at once (DISPATCH_CONCURRENCY, default 100): a run mostly
   * waits on its SMTP server, so this is sized by that wait, not by the cores.
   */
  dispatchConcurrency: number;
  /** Database connections of the process (DATABASE_POOL_SIZE, default 20). */
  databasePoolSize: number;
  /** Signed webhooks (`modules/webhook/README.md`). */
  webhooks: WebhookConfig;
  /**
   * `GET /metrics` (Prometheus text) for a caller presenting METRICS_TOKEN as a bearer token;
   * unset: off. A worker process serves it on METRICS_PORT (unset: not at all).
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Error reports to Sentry (SENTRY_DSN server, SENTRY_DSN_CLIENT browser); unset: off. */
  sentry: { dsn: string | undefined; clientDsn: string | undefined };
  /** Warmup provider (Instantly API v2) base URL. */
  warmupApiUrl: string;
  /** Unset: no warmup provider; the warmup dialog says warmup is not available. */
  warmupApiKey: string | undefined;
  /**
   * Requests per minute per client (the signed-in user, else the address) for the calls worth
   * abusing; `RATE_LIMIT_<LOGIN|FORGOT_PASSWORD|INVITE|TEST_SEND|CSV_UPLOAD|GRAPHQL>`.
   */
  rateLimits: RateLimits;
  /** Directory of the built client; served at `/`. */
  clientDir: string;
  /** Where the emitted GraphQL schema is compared and written. */
  repoRoot: string;
}

/** `false`, a hop count, or the proxies' addresses: never "every hop". */
export type TrustProxy = false | number | string[];

/** How many failed sign-ins are allowed before a wait (`modules/auth/login-throttle.service.ts`). */
export interface LoginLimits {
  /**
   * Failures per (account, address) pair and per address, 15 minutes apart at most, before a
   * block of 30 s doubling up to 15 min (LOGIN_MAX_FAILURES, default 10).
   */
  maxFailures: number;
  /**
   * Failures per account from every address together (LOGIN_ACCOUNT_MAX_FAILURES, default 50):
   * past it, only a device that signed in to the account before may try, for
   * LOGIN_ACCOUNT_LOCK_MINUTES (default 60) from the failure that reaches it.
   */
  accountMaxFailures: number;
  accountLockMinutes: number;
}

/** How webhooks are delivered. */
export interface WebhookConfig {
  /** Let webhook URLs point at loopback and private-network hosts (ALLOW_PRIVATE_WEBHOOK_URLS). */
  allowPrivateUrls: boolean;
  /** Deliveries in flight at once per worker (WEBHOOK_CONCURRENCY, default 32). */
  concurrency: number;
  /** A dead worker's leased deliveries are retried after this (WEBHOOK_LEASE_SECONDS, default 60). */
  leaseMs: number;
  /** The first retry's wait, doubling up to an hour (WEBHOOK_RETRY_SECONDS, default 30). */
  retryBaseMs: number;
}

/** Per-minute request limits; login and forgot password always count per address. */
export interface RateLimits {
  login: number;
  forgotPassword: number;
  invite: number;
  testSend: number;
  csvUpload: number;
  graphql: number;
}

export class ConfigError extends Error {}

const ROLES: Role[] = ['all', 'api', 'worker'];
const repoRoot = path.resolve(__dirname, '..', '..');

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
  }
  return value;
}

function bool(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

const HTTP = ['http:', 'https:'];

/** The proxy names proxy-addr (Fastify's `trustProxy`) knows. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/false/0, a hop count, or a comma-separated list of proxy addresses. `true`
 * is refused: it would believe every `X-Forwarded-For` hop, the leftmost one written by the
 * client, and let anyone choose the address the sign-in throttle counts.
 */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw.toLowerCase() === 'false' || raw === '0') return false;
  if (raw.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe every X-Forwarded-For hop, including the one the client ' +
        'writes: set it to the number of proxies in front of Outbound (e.g. 1) or to their ' +
        'addresses (e.g. 10.0.0.2,192.168.0.0/16)',
    );
  }
  if (/^\d+$/.test(raw)) {
    if (raw.length > 2) throw new ConfigError(`TRUST_PROXY hop count is too large (got "${raw}")`);
    return Number(raw);
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !proxyAddress(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be false, a hop count, or a comma-separated list of proxy addresses ` +
        `or CIDR ranges (got "${wrong}")`,
    );
  }
  return entries;
}

function hostPort(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: string,
): { host: string; port: number } {
  const raw = env[name] || fallback;
  const match = raw.match(/^([^\s:]+):(\d{1,5})$/);
  if (!match) throw new ConfigError(`${name} must be host:port (got "${raw}")`);
  return { host: match[1], port: Number(match[2]) };
}

/** `DNS_SERVERS`: addresses with an optional port (`127.0.0.1:53`, `[::1]:53`), comma-separated. */
function dnsServers(env: NodeJS.ProcessEnv): string[] {
  const raw = (env.DNS_SERVERS ?? '').trim();
  if (raw === '') return [];
  return raw.split(',').map((part) => {
    const entry = part.trim();
    const match =
      /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
    const host = net.isIP(entry) === 6 ? entry : match?.[1];
    const port = net.isIP(entry) === 6 ? undefined : match?.[2];
    if (!host || net.isIP(host) === 0 || (port !== undefined && Number(port) > 65535)) {
      throw new ConfigError(
        `DNS_SERVERS must be a comma-separated list of address:port (got "${entry}")`,
      );
    }
    return entry;
  });
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}//`);
  }
  return raw;
}

/** Reads and validates every environment variable once, at boot. The only reader of process.env. */
/** METRICS_TOKEN: at least 16 characters, so it cannot be guessed; unset or empty: off. */
function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  }
  return token;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 4000, 0);
  const role = (env.OUTBOUND_ROLE ?? 'all') as Role;
  if (!ROLES.includes(role)) {
    throw new ConfigError(`OUTBOUND_ROLE must be one of ${ROLES.join(', ')} (got "${role}")`);
  }
  const publicUrl = (
    url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`
  ).replace(/\/+$/, '');
  const secret = env.OUTBOUND_SECRET || undefined;
  if (secret !== undefined && secret.length < 32) {
    throw new ConfigError('OUTBOUND_SECRET must be at least 32 characters');
  }
  const adminEmail = env.OUTBOUND_ADMIN_EMAIL || undefined;
  if (adminEmail !== undefined && !isEmailAddress(adminEmail)) {
    throw new ConfigError('OUTBOUND_ADMIN_EMAIL must be an email address');
  }
  const adminPassword = env.OUTBOUND_ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('OUTBOUND_ADMIN_PASSWORD must be at least 8 characters');
  }
  const dataDir = path.resolve(env.OUTBOUND_DATA_DIR || path.join(repoRoot, '.data'));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    trustProxy: trustProxy(env),
    loginLimits: {
      maxFailures: int(env, 'LOGIN_MAX_FAILURES', 10, 2),
      accountMaxFailures: int(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 50, 2),
      accountLockMinutes: int(env, 'LOGIN_ACCOUNT_LOCK_MINUTES', 60),
    },
    dnsServers: dnsServers(env),
    skipRecipientDomainChecks: bool(env, 'SKIP_RECIPIENT_DOMAIN_CHECKS'),
    allowPrivateMailHosts: bool(env, 'ALLOW_PRIVATE_MAIL_HOSTS'),
    allowPlaintextMailAuth: bool(env, 'ALLOW_PLAINTEXT_MAIL_AUTH'),
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      authorizeUrl:
        url(env, 'GOOGLE_AUTHORIZE_URL', HTTP) ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: url(env, 'GOOGLE_TOKEN_URL', HTTP) ?? 'https://oauth2.googleapis.com/token',
      userinfoUrl:
        url(env, 'GOOGLE_USERINFO_URL', HTTP) ?? 'https://openidconnect.googleapis.com/v1/userinfo',
      smtp: hostPort(env, 'GOOGLE_SMTP_SERVER', 'smtp.gmail.com:465'),
      imap: hostPort(env, 'GOOGLE_IMAP_SERVER', 'imap.gmail.com:993'),
    },
    publicUrl,
    role,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    dkimKeysDir: path.resolve(env.DKIM_KEYS_DIR || path.join(dataDir, 'dkim')),
    secret,
    adminEmail,
    adminPassword,
    systemSmtpUrl: url(env, 'SYSTEM_SMTP_URL', ['smtp:', 'smtps:']),
    systemMailFrom: env.SYSTEM_MAIL_FROM || `Outbound <no-reply@${new URL(publicUrl).hostname}>`,
    agendaMongoUrl: url(env, 'AGENDA_MONGO_URL', ['mongodb:', 'mongodb+srv:']),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24 * 14),
    resetTokenTtlMinutes: 60,
    inviteTokenTtlHours: 24 * 7,
    logLevel: env.LOG_LEVEL || 'info',
    metrics: {
      token: metricsToken(env),
      port: env.METRICS_PORT ? int(env, 'METRICS_PORT', 0, 1) : undefined,
    },
    sentry: {
      dsn: url(env, 'SENTRY_DSN', HTTP),
      clientDsn: url(env, 'SENTRY_DSN_CLIENT', HTTP),
    },
    importMaxBytes: int(env, 'IMPORT_MAX_MB', 200) * 1024 * 1024,
    importWaitMs: int(env, 'IMPORT_WAIT_MS', 10_000, 0),
    inboxSyncSeconds: int(env, 'INBOX_SYNC_SECONDS', 180, 5),
    dispatchConcurrency: int(env, 'DISPATCH_CONCURRENCY', 100, 1),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 20, 2),
    webhooks: {
      allowPrivateUrls: bool(env, 'ALLOW_PRIVATE_WEBHOOK_URLS'),
      concurrency: int(env, 'WEBHOOK_CONCURRENCY', 32),
      leaseMs: int(env, 'WEBHOOK_LEASE_SECONDS', 60) * 1000,
      retryBaseMs: int(env, 'WEBHOOK_RETRY_SECONDS', 30) * 1000,
    },
    warmupApiUrl: url(env, 'WARMUP_API_URL', HTTP) ?? 'https://api.instantly.ai',
    warmupApiKey: env.WARMUP_API_KEY || undefined,
    rateLimits: {
      login: int(env, 'RATE_LIMIT_LOGIN', 100),
      forgotPassword: int(env, 'RATE_LIMIT_FORGOT_PASSWORD', 30),
      invite: int(env, 'RATE_LIMIT_INVITE', 30),
      testSend: int(env, 'RATE_LIMIT_TEST_SEND', 30),
      csvUpload: int(env, 'RATE_LIMIT_CSV_UPLOAD', 30),
      graphql: int(env, 'RATE_LIMIT_GRAPHQL', 1200),
    },
    clientDir: path.resolve(env.OUTBOUND_CLIENT_DIR || path.join(repoRoot, 'client', 'dist')),
    repoRoot,
  };
}
