import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

interface SystemMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Mail the product itself sends (password resets, invites). Through `SYSTEM_SMTP_URL` when set;
 * otherwise written to `<dataDir>/outbox/<time>-<id>.eml`, so a self-hoster can still open the link.
 * An `smtp://` server must upgrade to TLS before the login goes out (`requireTLS`: a stripped
 * STARTTLS offer fails the send instead of sending the password in clear), unless the operator
 * allows plaintext logins (`ALLOW_PLAINTEXT_MAIL_AUTH`, on-premises servers).
 */
export class SystemMailService {
  private readonly transport;

  constructor(
    private readonly options: {
      smtpUrl?: string;
      from: string;
      outboxDir: string;
      allowPlaintextAuth?: boolean;
    },
    private readonly logger: Logger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          requireTLS: !options.allowPlaintextAuth && !options.smtpUrl.startsWith('smtps:'),
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: SystemMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (this.options.smtpUrl) {
      this.logger.info({ to: message.to, subject: message.subject }, 'system mail sent');
      return;
    }
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    const file = path.join(this.options.outboxDir, name);
    // Written aside and renamed into place: a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, (info as unknown as { message: Buffer }).message, {
      mode: 0o600,
    });
    await fs.rename(`${file}.tmp`, file);
    this.logger.info(
      { to: message.to, subject: message.subject, file },
      'system mail written to outbox',
    );
  }

  close(): void {
    this.transport.close();
  }
}
