import { createPublicKey, type KeyObject } from 'node:crypto';
import { pass, records, tags, txt, type Check, type Lookups, type Subject } from './check';

/** The signing keys of `DKIM_KEYS_DIR` (`message/dkim.ts`'s `DkimKeys` has this shape). */
export interface SigningKeys {
  forDomain(domain: string): { keySelector: string; privateKey: KeyObject } | null;
}

/** The public key of a private one, as a DKIM record's `p=` tag carries it. */
export function publicKeyOf(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
}

/** Where each provider's signing key is published, and how it is turned on. */
const PROVIDERS = {
  google: {
    selector: 'google',
    name: 'Google',
    fix: (domain: string) =>
      `Turn on DKIM for ${domain} in the Google Admin console (Apps › Google Workspace › Gmail › Authenticate email), publish the TXT record it shows at google._domainkey.${domain}, then click "Start authentication".`,
  },
  microsoft: {
    selector: 'selector1',
    name: 'Microsoft 365',
    fix: (domain: string) =>
      `Turn on DKIM for ${domain} in the Microsoft Defender portal (Email authentication settings › DKIM) and publish the two CNAME records it shows (selector1._domainkey.${domain} and selector2._domainkey.${domain}).`,
  },
} as const;

/**
 * `dkim`: the key in `DKIM_KEYS_DIR` for the domain is the one published at
 * `<selector>._domainkey.<domain>`; for Google and Microsoft mailboxes without a key of ours, that
 * the provider's signing key for the domain is published.
 */
export async function dkimCheck(
  subject: Subject,
  lookups: Lookups,
  keys: SigningKeys,
): Promise<Check> {
  const { domain, provider } = subject;
  const key = keys.forDomain(domain);
  if (key) return ownKey(domain, key, lookups);
  if (provider) {
    const known = PROVIDERS[provider];
    const name = `${known.selector}._domainkey.${domain}`;
    const published =
      (await txt(lookups, name)).some((record) => tags(record).get('p')) ||
      (await records<string>(lookups, name, 'CNAME')).length > 0;
    if (published) return pass('dkim', `${known.name} signs mail from ${domain} (${name}).`);
    return {
      name: 'dkim',
      status: 'warn',
      detail: `${known.name} signs this mailbox's mail with its own domain, not ${domain}: no key is published at ${name}, so DKIM does not align for DMARC.`,
      fix: known.fix(domain),
    };
  }
  return {
    name: 'dkim',
    status: 'fail',
    detail: `Mail from ${domain} goes out unsigned: DKIM_KEYS_DIR has no key for it.`,
    fix: `Create a key (openssl genrsa -out "$DKIM_KEYS_DIR/s1._domainkey.${domain}.pem" 2048), restart the server, then check again: this check then shows the TXT record to publish at s1._domainkey.${domain}.`,
  };
}

async function ownKey(
  domain: string,
  key: { keySelector: string; privateKey: KeyObject },
  lookups: Lookups,
): Promise<Check> {
  const name = `${key.keySelector}._domainkey.${domain}`;
  const expected = publicKeyOf(key.privateKey);
  const fix = `Publish this TXT record at ${name}: "v=DKIM1; k=rsa; p=${expected}"`;
  const published = (await txt(lookups, name)).map((record) => tags(record).get('p'));
  if (published.length === 0) {
    return {
      name: 'dkim',
      status: 'fail',
      detail: `No DKIM record at ${name}: receivers cannot verify the signature of mail from ${domain}.`,
      fix,
    };
  }
  const keysPublished = published.map((p) => (p ?? '').replace(/\s+/g, ''));
  if (keysPublished.includes(expected))
    return pass('dkim', `The key at ${name} matches the signing key in DKIM_KEYS_DIR.`);
  return {
    name: 'dkim',
    status: 'fail',
    detail: keysPublished.every((p) => p === '')
      ? `The key at ${name} is revoked (empty p=): every signature of mail from ${domain} fails.`
      : `The key published at ${name} is not the signing key in DKIM_KEYS_DIR: every signature of mail from ${domain} fails.`,
    fix,
  };
}
