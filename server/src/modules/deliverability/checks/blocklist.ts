import net from 'node:net';
import { addressesOf, isAbsent, pass, type Check, type Lookups, type Subject } from './check';

interface List {
  name: string;
  zone: string;
  delist: string;
}

/** Lists of addresses (IPv4), asked as `<reversed address>.<zone>`. */
const ADDRESS_LISTS: List[] = [
  {
    name: 'Spamhaus ZEN',
    zone: 'zen.spamhaus.org',
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
 * `blocklist`: the SMTP server's addresses on Spamhaus ZEN, Barracuda and SpamCop, and the
 * domain on the Spamhaus DBL, asked through DNS. A provider's addresses are the provider's to
 * watch: for Google and Microsoft mailboxes only the domain is asked.
 */
export async function blocklistCheck(subject: Subject, lookups: Lookups): Promise<Check> {
  const { domain, smtpHost, provider } = subject;
  const ips = provider
    ? []
    : (await addressesOf(lookups, smtpHost)).filter((ip) => net.isIPv4(ip)).slice(0, 4);
  const questions = [
    ...ips.flatMap((ip) =>
      ADDRESS_LISTS.map((list) => ({
        what: ip,
        list,
        name: `${ip.split('.').reverse().join('.')}.${list.zone}`,
      })),
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
