import net from 'node:net';
import { spf } from 'mailauth';
import { addressesOf, pass, txt, type Check, type Lookups, type Subject } from './check';

/** The SPF mechanism each provider asks its customers to publish. */
const PROVIDER_INCLUDE = {
  google: 'include:_spf.google.com',
  microsoft: 'include:spf.protection.outlook.com',
} as const;

const ALL_OR_REDIRECT = /^([-~?+]?all|redirect=.*)$/i;

/** `record` with `mechanism` added before its closing `all` (or `redirect=`), else at its end. */
export function withMechanism(record: string, mechanism: string): string {
  const terms = record.trim().split(/\s+/);
  const last = terms.findIndex((term) => ALL_OR_REDIRECT.test(term));
  if (last < 0) return [...terms, mechanism].join(' ');
  return [...terms.slice(0, last), mechanism, ...terms.slice(last)].join(' ');
}

const ipMechanism = (ip: string) => (net.isIPv6(ip) ? `ip6:${ip}` : `ip4:${ip}`);

function publish(domain: string, current: string | undefined, mechanisms: string[]): string {
  let record = current ?? 'v=spf1 ~all';
  for (const mechanism of mechanisms) record = withMechanism(record, mechanism);
  return `Publish this TXT record on ${domain} (replacing the current SPF record, if any): "${record}"`;
}

/**
 * `spf`: would a message from the mailbox's SMTP server pass the domain's SPF? Evaluated with
 * mailauth for each address of the server; for Google and Microsoft mailboxes (whose sending
 * addresses are the provider's), whether the record includes the provider's.
 */
export async function spfCheck(subject: Subject, lookups: Lookups): Promise<Check> {
  const { domain, provider, smtpHost } = subject;
  const found = (await txt(lookups, domain)).filter((record) => /^v=spf1(\s|$)/i.test(record));
  if (found.length > 1) {
    return {
      name: 'spf',
      status: 'fail',
      detail: `${domain} publishes ${found.length} SPF records: receivers treat that as an error (permerror).`,
      fix: `Merge them into one TXT record on ${domain} starting with "v=spf1" and delete the others.`,
    };
  }
  const [record] = found;
  if (provider) {
    const include = PROVIDER_INCLUDE[provider];
    const included = record?.toLowerCase().split(/\s+/).includes(include.toLowerCase());
    if (included) return pass('spf', `${domain}'s SPF record includes ${include.slice(8)}.`);
    return {
      name: 'spf',
      status: 'fail',
      detail: record
        ? `${domain}'s SPF record does not include ${include.slice(8)}, which sends this mailbox's mail.`
        : `${domain} publishes no SPF record.`,
      fix: publish(domain, record, [include]),
    };
  }
  if (!record) {
    const ips = await addressesOf(lookups, smtpHost);
    return {
      name: 'spf',
      status: 'fail',
      detail: `${domain} publishes no SPF record: receivers cannot tell its servers from forgers.`,
      fix: publish(domain, undefined, ips.length ? ips.map(ipMechanism) : [`a:${smtpHost}`]),
    };
  }
  return evaluate(subject, record, lookups);
}

async function evaluate(subject: Subject, record: string, lookups: Lookups): Promise<Check> {
  const { domain, smtpHost, email } = subject;
  const ips = await addressesOf(lookups, smtpHost);
  if (ips.length === 0) {
    return {
      name: 'spf',
      status: 'warn',
      detail: `The SMTP server ${smtpHost} has no address, so SPF cannot be evaluated for it.`,
      fix: `Check the mailbox's SMTP server name (${smtpHost}).`,
    };
  }
  const failing: { ip: string; result: string }[] = [];
  for (const ip of ips) {
    const result = await spf({
      sender: email,
      ip,
      helo: smtpHost,
      mta: 'outbound',
      resolver: lookups.resolve as (name: string, type: string) => Promise<string[]>,
    });
    if (result.status.result !== 'pass') failing.push({ ip, result: result.status.result });
  }
  if (failing.length === 0)
    return pass('spf', `SPF passes for ${smtpHost} (${ips.join(', ')}): "${record}".`);
  const which = failing.map(({ ip, result }) => `${ip}: ${result}`).join(', ');
  return {
    name: 'spf',
    status: failing.every(({ result }) => result === 'temperror') ? 'warn' : 'fail',
    detail: `Mail from ${smtpHost} would not pass ${domain}'s SPF (${which}).`,
    fix: publish(
      domain,
      record,
      failing.map(({ ip }) => ipMechanism(ip)),
    ),
  };
}
