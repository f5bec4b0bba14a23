import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import DKIM from 'nodemailer/lib/dkim';
import type { Logger } from 'pino';

/** One sending domain's signing key, in the shape nodemailer's DKIM signer takes. */
interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: KeyObject;
}

/**
 * Header fields covered by the signature (the `h=` tag; only those present are listed).
 * nodemailer's default list leaves out `List-Unsubscribe-Post`, so a relay could strip or change
 * the one-click line unnoticed; Gmail and Yahoo require both List-Unsubscribe fields signed.
 */
const SIGNED_HEADER_FIELDS = [
  'from',
  'sender',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'to',
  'cc',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'in-reply-to',
  'references',
  'list-unsubscribe',
  'list-unsubscribe-post',
].join(':');

/** `<selector>._domainkey.<domain>.pem`: the file name says the DNS name of the public key. */
const KEY_FILE =
  /^([a-z0-9_-]+(?:\.[a-z0-9_-]+)*)\._domainkey\.((?:[a-z0-9-]+\.)+[a-z0-9-]+)\.pem$/i;

/** RFC 8301: verifiers may refuse RSA keys shorter than this; Gmail does. */
const MIN_RSA_BITS = 1024;

type KeysLogger = Pick<Logger, 'warn' | 'info'>;

/** Why a key file cannot sign, or null when it can. */
function keyProblem(key: KeyObject): string | null {
  if (key.asymmetricKeyType !== 'rsa') return `an ${key.asymmetricKeyType} key (DKIM needs RSA)`;
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) return `an RSA key of ${bits} bits (at least ${MIN_RSA_BITS} needed)`;
  // A trial signature now, so that a key the signer cannot use shows at start, not per message.
  sign('sha256', Buffer.from('dkim'), key);
  return null;
}

/**
 * The DKIM private keys of the sending domains, read once at start from a directory holding one
 * PEM file per domain named `<selector>._domainkey.<domain>.pem`. A missing directory means no
 * signing; a file that cannot be used is reported in the log, naming it, and its domain goes out
 * unsigned: a bad key never stops the server nor fails a send.
 */
export class DkimKeys {
  private constructor(private readonly keys: ReadonlyMap<string, DkimKey>) {}

  /** Reads every key of `dir` (synchronously: it runs once while the services are built). */
  static load(dir: string, logger: KeysLogger): DkimKeys {
    const keys = new Map<string, DkimKey>();
    let names: string[];
    try {
      names = fs.readdirSync(dir).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        logger.warn({ err: error, dir }, `DKIM keys directory ${dir} cannot be read: no signing`);
      return new DkimKeys(keys);
    }
    for (const name of names.filter((entry) => entry.toLowerCase().endsWith('.pem'))) {
      const file = path.join(dir, name);
      const match = KEY_FILE.exec(name);
      if (!match) {
        logger.warn(
          { file },
          `DKIM key ${file} ignored: name it <selector>._domainkey.<domain>.pem`,
        );
        continue;
      }
      const [, keySelector, domain] = match;
      const domainName = domain.toLowerCase();
      const existing = keys.get(domainName);
      if (existing) {
        logger.warn(
          { file },
          `DKIM key ${file} ignored: ${domainName} already signs with selector ${existing.keySelector}`,
        );
        continue;
      }
      let privateKey: KeyObject;
      let problem: string | null;
      try {
        privateKey = createPrivateKey(fs.readFileSync(file));
        problem = keyProblem(privateKey);
      } catch (error) {
        logger.warn(
          { err: error, file },
          `DKIM key ${file} is not a readable unencrypted PEM private key: ${domainName} is sent unsigned`,
        );
        continue;
      }
      if (problem) {
        logger.warn({ file }, `DKIM key ${file} is ${problem}: ${domainName} is sent unsigned`);
        continue;
      }
      keys.set(domainName, { domainName, keySelector, privateKey });
    }
    if (keys.size > 0) logger.info({ domains: [...keys.keys()] }, 'DKIM signing enabled');
    return new DkimKeys(keys);
  }

  /** The key that signs mail from `domain` (any letter case), or null: sent unsigned. */
  forDomain(domain: string): DkimKey | null {
    return this.keys.get(domain.toLowerCase()) ?? null;
  }

  /**
   * `raw` (a composed message) with a DKIM-Signature for the domain of `fromAddress` prepended,
   * made by nodemailer's own signer (relaxed/relaxed, rsa-sha256); `raw` itself when that domain
   * has no key.
   */
  async sign(raw: Buffer, fromAddress: string): Promise<Buffer> {
    const key = this.forDomain(fromAddress.slice(fromAddress.lastIndexOf('@') + 1));
    if (!key) return raw;
    const signer = new DKIM({ ...key, headerFieldNames: SIGNED_HEADER_FIELDS });
    return Buffer.concat(await signer.sign(raw).toArray());
  }
}
