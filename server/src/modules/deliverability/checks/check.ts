import dns from 'node:dns';

export type CheckStatus = 'pass' | 'warn' | 'fail';
export type CheckName = 'spf' | 'dkim' | 'dmarc' | 'mx' | 'ptr' | 'blocklist' | 'tracking_domain';

/** One finding of the doctor; `fix` says what to publish or do, null when nothing is to fix. */
export interface Check {
  name: CheckName;
  status: CheckStatus;
  detail: string;
  fix: string | null;
}

/** The lookups a check makes: the product's cached resolver (`dns/resolver.ts`) has this shape. */
export interface Lookups {
  resolve(name: string, type?: string): Promise<unknown[]>;
  addresses(host: string): Promise<string[]>;
}

/** Whose mail is checked: a mailbox's sending domain and the server it sends through. */
export interface Subject {
  email: string;
  domain: string;
  /** The SMTP server the mailbox submits to. */
  smtpHost: string;
  /** Google or Microsoft: the provider sends and signs, its own servers and records apply. */
  provider: 'google' | 'microsoft' | null;
  trackingDomain: string | null;
  /** The product's public host, which a tracking domain points at. */
  publicHost: string;
}

export const pass = (name: CheckName, detail: string): Check => ({
  name,
  status: 'pass',
  detail,
  fix: null,
});

/** Whether a lookup failed because the name or record does not exist (not a DNS failure). */
export function isAbsent(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === dns.NOTFOUND || code === dns.NODATA;
}

/** Records of `type` at `name`; none when the name or record does not exist (other failures throw). */
export async function records<T>(lookups: Lookups, name: string, type: string): Promise<T[]> {
  try {
    return (await lookups.resolve(name, type)) as T[];
  } catch (error) {
    if (isAbsent(error)) return [];
    throw error;
  }
}

/** The TXT strings at `name`, each record's chunks joined. */
export async function txt(lookups: Lookups, name: string): Promise<string[]> {
  const found = await records<string[] | string>(lookups, name, 'TXT');
  return found.map((chunks) => (Array.isArray(chunks) ? chunks.join('') : chunks));
}

/** The addresses of `host`; none when it does not resolve. */
export async function addressesOf(lookups: Lookups, host: string): Promise<string[]> {
  try {
    return await lookups.addresses(host);
  } catch (error) {
    if (isAbsent(error)) return [];
    throw error;
  }
}

/** `tag=value` pairs of a DKIM or DMARC record (`;`-separated; tag names in lower case). */
export function tags(record: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) map.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return map;
}

/** A DNS failure (not an answer) while checking: the check could not be made. */
export function unchecked(name: CheckName, error: unknown): Check {
  const code = (error as { code?: string }).code ?? (error as Error).message;
  return {
    name,
    status: 'warn',
    detail: `Could not be checked: the DNS did not answer (${code}).`,
    fix: 'Check again later; if it keeps failing, check that DNS_SERVERS can reach the internet.',
  };
}
