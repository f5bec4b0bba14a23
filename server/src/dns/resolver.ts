import dns from 'node:dns';
import net from 'node:net';

/** How long an answer is kept at most, whatever its TTL says. */
const MAX_TTL_MS = 5 * 60 * 1000;
/**
 * How long answers without a TTL (Node reports TTLs only for A and AAAA) are kept: TXT, MX and
 * the rest, as SPF, DKIM and DMARC read them.
 */
const UNTIMED_TTL_MS = 60 * 1000;
/** How long "no such name" / "no such record" is kept. */
const NEGATIVE_TTL_MS = 30 * 1000;
/** Entries kept; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** Codes that mean the name or record does not exist (kept); any other failure is not kept. */
const NEGATIVE = new Set<string>([dns.NOTFOUND, dns.NODATA]);

export interface DnsResolverOptions {
  /** `host:port` (or `[v6]:port`, or an address alone); none: the system's servers. */
  servers?: string[];
  /** Per try, in ms (default 2 s, two tries). */
  timeoutMs?: number;
  tries?: number;
}

interface Entry {
  expires: number;
  answer: Promise<unknown[]>;
}

type Records = unknown[];

/**
 * The product's one DNS resolver (DNS_SERVERS): every lookup the product makes goes through it,
 * answers cached by their TTL (capped at 5 minutes), each query bounded by a timeout. Concurrent
 * lookups of one name share one query. `resolve(name, type)` has the shape of
 * `dns.promises.resolve`, which mailauth takes as its `resolver`.
 */
export class DnsResolver {
  private readonly resolver: dns.promises.Resolver;
  private readonly cache = new Map<string, Entry>();
  /** Servers named explicitly: names the DNS does not know are not looked up anywhere else. */
  readonly explicit: boolean;

  constructor(options: DnsResolverOptions = {}) {
    this.resolver = new dns.promises.Resolver({
      timeout: options.timeoutMs ?? 2000,
      tries: options.tries ?? 2,
    });
    this.explicit = Boolean(options.servers?.length);
    if (options.servers?.length) this.resolver.setServers(options.servers);
  }

  /** Records of `type` for `name`, as `dns.promises.resolve` answers them; rejects like it. */
  resolve = (name: string, type = 'A'): Promise<Records> => {
    const rrtype = type.toUpperCase();
    const key = `${rrtype} ${name.toLowerCase()}`;
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.answer;
    const entry: Entry = { expires: now + MAX_TTL_MS, answer: this.query(name, rrtype, key) };
    this.remember(key, entry);
    return entry.answer;
  };

  /**
   * The addresses a host name stands for (A first, then AAAA), for a connection the caller makes
   * to one of them. `localhost` is this machine (RFC 6761). With the system's servers, a name the
   * DNS does not know is also looked up as the system would (`/etc/hosts`).
   */
  async addresses(host: string): Promise<string[]> {
    if (net.isIP(host)) return [host];
    const name = host.toLowerCase().replace(/\.$/, '');
    if (name === 'localhost' || name.endsWith('.localhost')) return ['127.0.0.1', '::1'];
    const [v4, v6] = await Promise.allSettled([
      this.resolve(name, 'A'),
      this.resolve(name, 'AAAA'),
    ]);
    const found = [v4, v6].flatMap((r) => (r.status === 'fulfilled' ? (r.value as string[]) : []));
    if (found.length > 0) return found;
    if (!this.explicit) {
      const system = await this.systemLookup(name);
      if (system.length > 0) return system;
    }
    const failure = [v4, v6].find((r) => r.status === 'rejected');
    throw failure?.status === 'rejected'
      ? failure.reason
      : Object.assign(new Error(`${host}: no address`), { code: dns.NODATA });
  }

  /** Forgets every answer (tests that change their zone). */
  clear(): void {
    this.cache.clear();
  }

  private async query(name: string, rrtype: string, key: string): Promise<Records> {
    try {
      const { records, ttlMs } = await this.ask(name, rrtype);
      this.expire(key, Math.min(ttlMs, MAX_TTL_MS));
      return records;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code && NEGATIVE.has(code)) this.expire(key, NEGATIVE_TTL_MS);
      else this.cache.delete(key);
      throw error;
    }
  }

  private async ask(name: string, rrtype: string): Promise<{ records: Records; ttlMs: number }> {
    if (rrtype === 'A' || rrtype === 'AAAA') {
      const answers =
        rrtype === 'A'
          ? await this.resolver.resolve4(name, { ttl: true })
          : await this.resolver.resolve6(name, { ttl: true });
      const ttl = Math.min(...answers.map((answer) => answer.ttl));
      return {
        records: answers.map((answer) => answer.address),
        ttlMs: Number.isFinite(ttl) ? Math.max(ttl, 1) * 1000 : UNTIMED_TTL_MS,
      };
    }
    const records = (await this.resolver.resolve(name, rrtype as 'TXT')) as Records;
    return { records, ttlMs: UNTIMED_TTL_MS };
  }

  /** `/etc/hosts` and the system's other sources, kept like an untimed answer. */
  private systemLookup(name: string): Promise<string[]> {
    const key = `SYSTEM ${name}`;
    const cached = this.cache.get(key);
    if (cached && cached.expires > Date.now()) return cached.answer as Promise<string[]>;
    const answer = dns.promises
      .lookup(name, { all: true, verbatim: true })
      .then((entries) => entries.map((entry) => entry.address))
      .catch(() => [] as string[]);
    this.remember(key, { expires: Date.now() + UNTIMED_TTL_MS, answer });
    return answer;
  }

  private expire(key: string, ttlMs: number): void {
    const entry = this.cache.get(key);
    if (entry) entry.expires = Date.now() + ttlMs;
  }

  private remember(key: string, entry: Entry): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}

let shared = new DnsResolver();

/** The process's resolver (set once at start from DNS_SERVERS: `useDnsServers`). */
export function sharedDns(): DnsResolver {
  return shared;
}

/** Points the process's resolver at `servers` (none: the system's), with an empty cache. */
export function useDnsServers(servers: string[]): DnsResolver {
  shared = new DnsResolver({ servers });
  return shared;
}
