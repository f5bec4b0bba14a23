import net from 'node:net';
import { addressesOf, isAbsent, pass, type Check, type Lookups, type Subject } from './check';

interface List {
  name: string;
  zone: string;
  delist: string;
  /** The list answers for IPv6 addresses too (asked by their nibbles, RFC 5782 §2.4). */
  ipv6?: boolean;
}

/**
 * Lists of addresses, asked as `<reversed address>.<zone>`: an IPv4 address by its octets, an
 * IPv6 one by its 32 nibbles, on the lists that hold IPv6 (Spamhaus ZEN; Barracuda and SpamCop
 * list IPv4 only).
 */
const ADDRESS_LISTS: List[] = [
  {
    name: 'Spamhaus ZEN',
    zone: 'zen.spamhaus.org',
    ipv6: true,
    delist: 'look the address up at https://check.spamhaus.org and follow its removal steps',
  },
  {
    name: 'Barracuda',
    zone: 'b.barracudacentral.org',
    delist: 'ask for removal at https://www.barracudacentral.org/rbl/removal-request',
  },
  {
    name: 'SpamCop',
    zone: 'bl.spamcop.net',
    delist: 'SpamCop listings expire by themselves within 24 hours of the last report',
  },
];

/** Lists of domains, asked as `<domain>.<zone>`. */
const DOMAIN_LISTS: List[] = [
  {
    name: 'Spamhaus DBL',
    zone: 'dbl.spamhaus.org',
    delist: 'look the domain up at https://check.spamhaus.org and follow its removal steps',
  },
];

/** Addresses of each family asked at most. */
const MAX_ADDRESSES = 4;

/**
 * An IPv6 address as a DNS list is asked for it: its 32 hexadecimal digits, lowest first,
 * separated by dots (`2001:db8::1` → `1.0.0.0.….8.b.d.0.1.0.0.2`); null for anything else.
 */
export function nibbleReversed(address: string): string | null {
  if (!net.isIPv6(address)) return null;
  let text = address.toLowerCase().split('%')[0];
  const last = text.lastIndexOf(':');
  const tail = text.slice(last + 1);
  if (net.isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number);
    text = `${text.slice(0, last + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const all =
    rest === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(8 - groups(head).length - groups(rest).length).fill('0'),
          ...groups(rest),
        ];
  if (all.length !== 8) return null;
  return [...all.map((group) => group.padStart(4, '0')).join('')].reverse().join('.');
}

/** The name a list is asked for `ip`, or null when the list holds no address of its family. */
function addressQuestion(ip: string, list: List): string | null {
  if (net.isIPv4(ip)) return `${ip.split('.').reverse().join('.')}.${list.zone}`;
  const nibbles = list.ipv6 ? nibbleReversed(ip) : null;
  return nibbles ? `${nibbles}.${list.zone}` : null;
}

/** 127.255.255.x: the list refused or could not answer the question (not a listing). */
const REFUSED = /^127\.255\.255\.\d+$/;
const LISTED = /^127\.\d+\.\d+\.\d+$/;

type Answer = 'listed' | 'clear' | 'unknown';

async function ask(lookups: Lookups, name: string): Promise<Answer> {
  try {
    const answers = (await lookups.resolve(name, 'A')) as string[];
    if (answers.some((a) => LISTED.test(a) && !REFUSED.test(a))) return 'listed';
    return answers.some((a) => REFUSED.test(a)) ? 'unknown' : 'clear';
  } catch (error) {
    return isAbsent(error) ? 'clear' : 'unknown';
  }
}

/**
 * `blocklist`: the SMTP server's addresses on Spamhaus ZEN, Barracuda and SpamCop (IPv4 on the
 * three, IPv6 on ZEN; up to 4 of each family), and the domain on the Spamhaus DBL, asked through
 * DNS. A provider's addresses are the provider's to watch: for Google and Microsoft mailboxes
 * only the domain is asked.
 */
export async function blocklistCheck(subject: Subject, lookups: Lookups): Promise<Check> {
  const { domain, smtpHost, provider } = subject;
  const found = provider ? [] : await addressesOf(lookups, smtpHost);
  const ips = [
    ...found.filter((ip) => net.isIPv4(ip)).slice(0, MAX_ADDRESSES),
    ...found.filter((ip) => net.isIPv6(ip)).slice(0, MAX_ADDRESSES),
  ];
  const questions = [
    ...ips.flatMap((ip) =>
      ADDRESS_LISTS.flatMap((list) => {
        const name = addressQuestion(ip, list);
        return name ? [{ what: ip, list, name }] : [];
      }),
    ),
    ...DOMAIN_LISTS.map((list) => ({ what: domain, list, name: `${domain}.${list.zone}` })),
  ];
  const answers = await Promise.all(questions.map((q) => ask(lookups, q.name)));
  const listed = questions.filter((_, i) => answers[i] === 'listed');
  const unknown = questions.filter((_, i) => answers[i] === 'unknown');
  const asked = [...ips, domain].join(', ');
  if (listed.length > 0) {
    return {
      name: 'blocklist',
      status: 'fail',
      detail: `Listed: ${listed.map((q) => `${q.what} on ${q.list.name}`).join('; ')}.`,
      fix: `Stop sending from this mailbox until it is delisted; find the cause (a bad list, a compromised account), then ${[
        ...new Set(listed.map((q) => q.list.delist)),
      ].join('; ')}.`,
    };
  }
  if (unknown.length > 0) {
    return {
      name: 'blocklist',
      status: 'warn',
      detail: `Not listed where asked, but ${[...new Set(unknown.map((q) => q.list.name))].join(', ')} did not answer (public resolvers are often refused).`,
      fix: 'Point DNS_SERVERS at a resolver of your own to ask every list.',
    };
  }
  return pass(
    'blocklist',
    `${asked}: on none of ${[...ADDRESS_LISTS, ...DOMAIN_LISTS].map((l) => l.name).join(', ')}.`,
  );
}
