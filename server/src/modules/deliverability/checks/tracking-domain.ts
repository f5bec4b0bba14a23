import { addressesOf, pass, records, type Check, type Lookups, type Subject } from './check';

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * `tracking_domain`: the mailbox's tracking host is a CNAME to the product's public host (or, where
 * the DNS provider flattens CNAMEs, has the same addresses).
 */
export async function trackingDomainCheck(subject: Subject, lookups: Lookups): Promise<Check> {
  const host = subject.trackingDomain ?? '';
  const target = subject.publicHost;
  const fix = `Publish this CNAME record: "${host} CNAME ${target}".`;
  const cnames = (await records<string>(lookups, host, 'CNAME')).map(bare);
  if (cnames.includes(bare(target)))
    return pass('tracking_domain', `${host} is a CNAME to ${target}.`);
  if (cnames.length > 0) {
    return {
      name: 'tracking_domain',
      status: 'fail',
      detail: `${host} is a CNAME to ${cnames.join(', ')}, not to ${target}: its links and pixel lead elsewhere.`,
      fix,
    };
  }
  const [mine, theirs] = await Promise.all([
    addressesOf(lookups, host),
    addressesOf(lookups, target),
  ]);
  if (mine.length > 0 && mine.every((ip) => theirs.includes(ip)))
    return pass('tracking_domain', `${host} has the addresses of ${target} (a flattened CNAME).`);
  return {
    name: 'tracking_domain',
    status: 'fail',
    detail:
      mine.length > 0
        ? `${host} points at ${mine.join(', ')}, not at ${target}: its links and pixel would not reach this server.`
        : `${host} does not resolve: links and the pixel using it would not open.`,
    fix,
  };
}
