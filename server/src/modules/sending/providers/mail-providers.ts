import type { DataSource } from 'typeorm';
import type { DnsResolver } from '../../../dns/resolver';
import { selectDomainsToLookUp, upsertDomainProviders } from '../queries/providers';
import type { MailProvider } from './mail-domain-provider.entity';

/**
 * Provider matching (sending README, "Pools"): which provider hosts a mail domain, read from its
 * MX records through the product's one cached resolver, in the background (`refreshProviders`,
 * every minute in the worker), never on the send path: the dispatcher reads only the kept answers,
 * and a domain not looked up yet counts as "other" (any mailbox may write to it).
 */

/** How long an answer is kept. */
const KEPT_MS = 30 * 24 * 3600_000;
/** How long a failed lookup (timeout, server failure) waits before it is tried again. */
const RETRY_MS = 3600_000;
/** Domains looked up per refresh, and at once. */
const PER_REFRESH = 200;
const AT_ONCE = 10;

/** MX host suffixes of each provider (Google Workspace and Gmail; Microsoft 365 and Outlook). */
const SUFFIXES: [MailProvider, string[]][] = [
  ['google', ['google.com', 'googlemail.com']],
  ['microsoft', ['outlook.com', 'hotmail.com', 'microsoft.com']],
];

/** The provider of a domain whose MX hosts are `hosts` (suffix tests: no pattern over input). */
export function providerOfMx(hosts: string[]): MailProvider {
  for (const [provider, suffixes] of SUFFIXES)
    if (
      hosts.some((raw) => {
        const host = raw.toLowerCase().replace(/\.$/, '');
        return suffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
      })
    )
      return provider;
  return 'other';
}

/** A domain's provider from its MX records; how long to keep it. */
async function lookUp(
  dns: DnsResolver,
  domain: string,
  now: Date,
): Promise<{ domain: string; provider: MailProvider; expiresAt: Date }> {
  try {
    const records = (await dns.resolve(domain, 'MX')) as { exchange: string }[];
    const provider = providerOfMx(records.map((record) => String(record.exchange ?? '')));
    return { domain, provider, expiresAt: new Date(now.getTime() + KEPT_MS) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    // No such domain or no MX: it is no provider's; anything else is tried again later.
    const known = code === 'ENOTFOUND' || code === 'ENODATA';
    return {
      domain,
      provider: 'other',
      expiresAt: new Date(now.getTime() + (known ? KEPT_MS : RETRY_MS)),
    };
  }
}

/**
 * Looks up the providers of up to PER_REFRESH domains that provider matching needs and has no
 * fresh answer for, AT_ONCE at a time, and keeps the answers. Answers how many were looked up.
 */
export async function refreshProviders(
  db: DataSource,
  dns: DnsResolver,
  now: Date = new Date(),
): Promise<number> {
  const domains = await selectDomainsToLookUp(db, now, PER_REFRESH);
  for (let i = 0; i < domains.length; i += AT_ONCE) {
    const answers = await Promise.all(
      domains.slice(i, i + AT_ONCE).map((domain) => lookUp(dns, domain, now)),
    );
    await upsertDomainProviders(db, answers);
  }
  return domains.length;
}
