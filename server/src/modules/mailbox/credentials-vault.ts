import crypto from 'node:crypto';

/** What a mailbox needs to log in; never sent to a browser, stored only encrypted. */
export interface MailServerCredentials {
  server: string;
  port: number;
  username: string;
  password: string;
}

export interface MailCredentials {
  smtp?: MailServerCredentials;
  imap?: MailServerCredentials;
  /** Google accounts: the refresh token, and the last access token with its expiry (epoch ms). */
  oauth?: { refreshToken: string; accessToken: string; expiresAt: number };
}

const VERSION = 'v1';

/**
 * AES-256-GCM encryption of mailbox credentials. Each workspace has its own key, derived (HKDF-SHA256)
 * from the installation secret, so a row copied into another workspace does not decrypt.
 */
export class CredentialsVault {
  constructor(private readonly secret: string) {}

  private key(workspaceId: string): Buffer {
    return Buffer.from(
      crypto.hkdfSync('sha256', this.secret, workspaceId, 'outbound mail credentials', 32),
    );
  }

  seal(workspaceId: string, credentials: MailCredentials): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key(workspaceId), iv);
    const body = Buffer.concat([
      cipher.update(JSON.stringify(credentials), 'utf8'),
      cipher.final(),
    ]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(workspaceId: string, sealed: string): MailCredentials {
    const [version, payload] = sealed.split(':');
    if (version !== VERSION || !payload) throw new Error('unknown credentials format');
    const raw = Buffer.from(payload, 'base64');
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      this.key(workspaceId),
      raw.subarray(0, 12),
    );
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
      'utf8',
    );
    return JSON.parse(text) as MailCredentials;
  }
}
