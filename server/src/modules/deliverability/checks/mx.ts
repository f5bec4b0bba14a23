import { pass, records, type Check, type Lookups, type Subject } from './check';

/** `mx`: the domain receives mail (replies and bounces come back; receivers check it exists). */
export async function mxCheck(subject: Subject, lookups: Lookups): Promise<Check> {
  const { domain } = subject;
  const found = await records<{ exchange: string; priority: number }>(lookups, domain, 'MX');
  const real = found.filter((mx) => mx.exchange && mx.exchange !== '.');
  if (real.length > 0) {
    const hosts = real
      .sort((a, b) => a.priority - b.priority)
      .map((mx) => `${mx.priority} ${mx.exchange}`);
    return pass('mx', `${domain} receives mail at ${hosts.join(', ')}.`);
  }
  return {
    name: 'mx',
    status: 'fail',
    detail:
      found.length > 0
        ? `${domain} publishes a null MX ("0 ."): it says it receives no mail, so replies and bounces are lost and receivers distrust its mail.`
        : `${domain} has no MX record: replies and bounces cannot reach it, and many receivers refuse mail from a domain that cannot receive.`,
    fix: `Publish MX records on ${domain} naming the server that receives its mail (your provider gives them, e.g. "${domain} MX 10 mx.your-provider.example").`,
  };
}
