import net from 'node:net';
import { addressesOf, pass, records, type Check, type Lookups, type Subject } from './check';

/** The reverse-DNS name of an address (`10.2.0.192.in-addr.arpa`, nibbles under `ip6.arpa`). */
export function reverseName(ip: string): string {
  if (net.isIPv4(ip)) return `${ip.split('.').reverse().join('.')}.in-addr.arpa`;
  const [head, tail = ''] = ip.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const middle = ip.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  const hex = [...left, ...middle, ...right].map((group) => group.padStart(4, '0')).join('');
  return `${hex.split('').reverse().join('.')}.ip6.arpa`;
}

/** Whether `ip`'s reverse name leads to a name that resolves back to `ip`; the names found. */
async function confirmed(ip: string, lookups: Lookups): Promise<{ ok: boolean; names: string[] }> {
  const names = (await records<string>(lookups, reverseName(ip), 'PTR')).slice(0, 5);
  for (const name of names) {
    if ((await addressesOf(lookups, name)).includes(ip)) return { ok: true, names };
  }
  return { ok: false, names };
}

/**
 * `ptr`: forward-confirmed reverse DNS of the SMTP server's addresses (receivers distrust a
 * server whose address has no name leading back to it). Google's and Microsoft's servers keep
 * their own.
 */
export async function ptrCheck(subject: Subject, lookups: Lookups): Promise<Check> {
  const { smtpHost, provider } = subject;
  if (provider)
    return pass(
      'ptr',
      `Mail leaves through ${smtpHost}'s provider, whose servers have reverse DNS.`,
    );
  const ips = (await addressesOf(lookups, smtpHost)).slice(0, 4);
  if (ips.length === 0) {
    return {
      name: 'ptr',
      status: 'warn',
      detail: `The SMTP server ${smtpHost} has no address to check.`,
      fix: `Check the mailbox's SMTP server name (${smtpHost}).`,
    };
  }
  const failing: string[] = [];
  for (const ip of ips) {
    const { ok, names } = await confirmed(ip, lookups);
    if (!ok)
      failing.push(
        names.length ? `${ip} → ${names.join(', ')} (not back to ${ip})` : `${ip}: none`,
      );
  }
  if (failing.length === 0)
    return pass('ptr', `The reverse DNS of ${smtpHost} (${ips.join(', ')}) is forward-confirmed.`);
  return {
    name: 'ptr',
    status: 'fail',
    detail: `The SMTP server's reverse DNS is not forward-confirmed: ${failing.join('; ')}.`,
    fix: `Ask whoever runs ${ips.join(', ')} (the hosting provider of ${smtpHost}) to set its reverse DNS (PTR) to ${smtpHost}, a name that resolves back to it.`,
  };
}
