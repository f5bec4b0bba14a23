import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * The installation secret (credential encryption, link signing): OUTBOUND_SECRET, or a key generated
 * once into `<dataDir>/secret` and reused by every later start.
 */
export function loadSecret(config: Pick<Config, 'secret' | 'dataDir'>): string {
  if (config.secret) return config.secret;
  const file = path.join(config.dataDir, 'secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
