import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Zone } from '../../../../test/dns-server';

/** A 1024-bit RSA key (its DKIM record fits one TXT string), as a PEM and its `p=` value. */
export function rsaKey(): { pem: string; p: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return {
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    p: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/**
 * Two sending domains and a Google one: `good.test` publishes everything right; `bad.test` has an
 * SPF record without its server, another DKIM key than its own, no DMARC, no MX, no reverse DNS,
 * and its server's address is on Spamhaus ZEN.
 */
export function doctorZones() {
  const good = rsaKey();
  const bad = rsaKey();
  const other = rsaKey();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-doctor-dkim-'));
  fs.writeFileSync(path.join(dir, 's1._domainkey.good.test.pem'), good.pem);
  fs.writeFileSync(path.join(dir, 's1._domainkey.bad.test.pem'), bad.pem);
  const zone: Zone = {
    'good.test': { TXT: ['v=spf1 ip4:192.0.2.10 -all'], MX: ['10 mx.good.test'] },
    'mx.good.test': { A: ['192.0.2.11'] },
    'smtp.good.test': { A: ['192.0.2.10'] },
    '10.2.0.192.in-addr.arpa': { PTR: ['smtp.good.test'] },
    's1._domainkey.good.test': { TXT: [`v=DKIM1; k=rsa; p=${good.p}`] },
    '_dmarc.good.test': { TXT: ['v=DMARC1; p=quarantine; rua=mailto:dmarc@good.test'] },
    'track.good.test': { CNAME: ['outbound.test'] },
    'outbound.test': { A: ['192.0.2.80'] },
    'bad.test': { TXT: ['v=spf1 ip4:198.51.100.1 -all'] },
    'smtp.bad.test': { A: ['192.0.2.20'] },
    's1._domainkey.bad.test': { TXT: [`v=DKIM1; k=rsa; p=${other.p}`] },
    '20.2.0.192.zen.spamhaus.org': { A: ['127.0.0.2'] },
    'track.bad.test': { A: ['198.51.100.9'] },
    'gapps.test': {
      TXT: ['v=spf1 include:_spf.google.com ~all'],
      MX: ['1 smtp.google.test'],
    },
    'google._domainkey.gapps.test': { TXT: [`v=DKIM1; k=rsa; p=${other.p}`] },
    '_dmarc.gapps.test': { TXT: ['v=DMARC1; p=none'] },
  };
  return { zone, keysDir: dir, goodKey: good.p, badKey: bad.p };
}
