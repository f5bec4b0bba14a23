import { dmarc } from 'mailauth';
import { pass, type Check, type Lookups, type Subject } from './check';

/** Which of SPF and DKIM pass for the domain (the checks run before this one). */
export interface Aligned {
  spf: boolean;
  dkim: boolean;
}

const starter = (domain: string) =>
  `Publish this TXT record at _dmarc.${domain}: "v=DMARC1; p=none; rua=mailto:dmarc@${domain}" (start with p=none, read the reports, then move to p=quarantine).`;

/**
 * `dmarc`: the domain (or its organisational domain) publishes a DMARC record, its policy, and
 * whether mail from the mailbox would pass it: SPF or DKIM passing for the From domain (both are
 * the mailbox's own domain, so they align unless the record asks for strict alignment of a
 * subdomain).
 */
export async function dmarcCheck(
  subject: Subject,
  lookups: Lookups,
  aligned: Aligned,
): Promise<Check> {
  const { domain } = subject;
  const result = await dmarc({
    headerFrom: subject.email,
    spfDomains: aligned.spf ? [domain] : [],
    dkimDomains: aligned.dkim ? [{ domain, aligned: true }] : [],
    resolver: lookups.resolve as (name: string, type: string) => Promise<string[]>,
  });
  const status = result ? result.status.result : 'none';
  if (!result || status === 'none') {
    return {
      name: 'dmarc',
      status: 'fail',
      detail: `${domain} publishes no DMARC record: Gmail and Yahoo require one of bulk senders.`,
      fix: starter(domain),
    };
  }
  if (status === 'temperror' || status === 'temperr') {
    return {
      name: 'dmarc',
      status: 'warn',
      detail: `The DMARC record of ${domain} could not be read (${status}).`,
      fix: 'Check again later.',
    };
  }
  const policy = `p=${result.p ?? 'none'}${result.sp && result.sp !== result.p ? `, sp=${result.sp}` : ''}`;
  const strict = [
    result.alignment?.spf?.strict ? 'strict SPF alignment' : null,
    result.alignment?.dkim?.strict ? 'strict DKIM alignment' : null,
  ].filter(Boolean);
  const record = `"${result.rr}" (${policy}${strict.length ? `, ${strict.join(', ')}` : ''})`;
  if (status !== 'pass') {
    return {
      name: 'dmarc',
      status: 'fail',
      detail: `Mail from ${subject.email} would fail DMARC ${record}: neither SPF nor DKIM passes for ${domain}.`,
      fix: 'Fix SPF or DKIM above (both, ideally): DMARC passes when either passes for the From domain.',
    };
  }
  const through = [aligned.dkim ? 'DKIM' : null, aligned.spf ? 'SPF' : null].filter(Boolean);
  if (!result.p || result.p === 'none') {
    return {
      name: 'dmarc',
      status: 'pass',
      detail: `DMARC ${record} passes through ${through.join(' and ')}; p=none only monitors.`,
      fix: null,
    };
  }
  return pass('dmarc', `DMARC ${record} passes through ${through.join(' and ')}.`);
}
