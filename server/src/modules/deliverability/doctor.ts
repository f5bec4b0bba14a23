import { unchecked, type Check, type CheckName, type Lookups, type Subject } from './checks/check';
import { blocklistCheck } from './checks/blocklist';
import { dkimCheck, type SigningKeys } from './checks/dkim';
import { dmarcCheck } from './checks/dmarc';
import { mxCheck } from './checks/mx';
import { ptrCheck } from './checks/ptr';
import { spfCheck } from './checks/spf';
import { trackingDomainCheck } from './checks/tracking-domain';

/** How long one check may take in all (each lookup has its own, shorter, timeout too). */
const CHECK_BUDGET_MS = 20_000;

/** `check()`, or a warning when it fails or outlasts its budget: one check never sinks the rest. */
async function bounded(name: CheckName, check: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve(unchecked(name, new Error('timed out'))), CHECK_BUDGET_MS);
  });
  try {
    return await Promise.race([check().catch((error: unknown) => unchecked(name, error)), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a sending domain as receivers see it: SPF, DKIM and DMARC (in that order of use: DMARC
 * passes through the others), MX, the SMTP server's reverse DNS, the blocklists, and the tracking
 * domain when there is one. Every lookup goes through `lookups` (the product's cached resolver);
 * nothing here is on the send path.
 */
export async function diagnose(
  subject: Subject,
  lookups: Lookups,
  keys: SigningKeys,
): Promise<Check[]> {
  const [spf, dkim, mx, ptr, blocklist, tracking] = await Promise.all([
    bounded('spf', () => spfCheck(subject, lookups)),
    bounded('dkim', () => dkimCheck(subject, lookups, keys)),
    bounded('mx', () => mxCheck(subject, lookups)),
    bounded('ptr', () => ptrCheck(subject, lookups)),
    bounded('blocklist', () => blocklistCheck(subject, lookups)),
    subject.trackingDomain
      ? bounded('tracking_domain', () => trackingDomainCheck(subject, lookups))
      : null,
  ]);
  const dmarc = await bounded('dmarc', () =>
    dmarcCheck(subject, lookups, { spf: spf.status === 'pass', dkim: dkim.status === 'pass' }),
  );
  return [spf, dkim, dmarc, mx, ptr, blocklist, ...(tracking ? [tracking] : [])];
}
