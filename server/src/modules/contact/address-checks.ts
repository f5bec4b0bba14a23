import disposableDomains from 'disposable-email-domains';

/**
 * What an address says of itself, without any lookup (issue 27 §2, "Recipient address checks"):
 * a role address (a mailbox of a function, read by whoever holds it: info@, sales@…) and a
 * disposable domain (the maintained list of the `disposable-email-domains` package). Both are
 * flagged on the Recipients tab and skipped by campaigns that ask for it.
 */

/** The local parts of role addresses. */
export const ROLE_LOCAL_PARTS: readonly string[] = [
  'abuse',
  'admin',
  'administrator',
  'billing',
  'contact',
  'enquiries',
  'help',
  'hello',
  'hostmaster',
  'hr',
  'info',
  'inquiries',
  'jobs',
  'marketing',
  'noc',
  'noreply',
  'no-reply',
  'office',
  'postmaster',
  'press',
  'privacy',
  'sales',
  'security',
  'support',
  'team',
  'webmaster',
];

const ROLES = new Set(ROLE_LOCAL_PARTS);
const DISPOSABLE = new Set(disposableDomains);

/** The domain of an address, in lower case ('' without one). */
export function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : email.slice(at + 1).toLowerCase();
}

/** Whether the address is a role address (its local part, before any `+tag`). */
export function isRoleAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  const local = (at === -1 ? email : email.slice(0, at)).toLowerCase();
  const plus = local.indexOf('+');
  return ROLES.has(plus === -1 ? local : local.slice(0, plus));
}

/** Whether the domain is on the list of disposable domains. */
export function isDisposableDomain(domain: string): boolean {
  return DISPOSABLE.has(domain.toLowerCase());
}

/** The flags of an address shown beside a recipient: `role`, `disposable`. */
export function addressFlags(email: string): ('role' | 'disposable')[] {
  const flags: ('role' | 'disposable')[] = [];
  if (isRoleAddress(email)) flags.push('role');
  if (isDisposableDomain(domainOf(email))) flags.push('disposable');
  return flags;
}
