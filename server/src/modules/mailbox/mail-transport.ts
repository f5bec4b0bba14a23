import type { Readable } from 'node:stream';
import { AppError } from '../../http/errors';
import { explain } from './connection-check';
import type { CredentialsVault, MailCredentials } from './credentials-vault';
import type { GoogleAccountService } from './google-account.service';
import { resolveMailHost } from './host-guard';
import type { MailAccount } from './mail-account.entity';
import { createSmtpTransport, type MailHostPolicy, type MailLogin } from './mail-connection';

const TIMEOUTS = { connect: 15_000, socket: 60_000 };
/**
 * A pooled connection is kept between a mailbox's bursts (a minute or more apart: the sending
 * engine's kept connections): idle that long it must stay open, so its inactivity limit is longer.
 */
const POOL_TIMEOUTS = { connect: 15_000, socket: 150_000 };

/** One message as a mailbox sends it; `from` is always the mailbox (name and address). */
export interface OutgoingMessage {
  to: string;
  subject: string;
  /** The plain-text body, or the alternative of `html`. */
  text: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
  /**
   * The message already composed (RFC 5322 bytes), sent as is; the fields above then only give
   * the envelope (from the mailbox to `to`).
   */
  raw?: Buffer | Readable;
}

interface SentMessage {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** An SMTP connection (or pool) of one mailbox. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<SentMessage>;
  close(): void;
}

const addressOf = (entry: string | { address: string }) =>
  typeof entry === 'string' ? entry : entry.address;

/**
 * A send failure as one plain sentence: refused recipients and messages say so; connection and
 * login failures read like the mailbox connection check's.
 */
function sendFailure(login: MailLogin, error: unknown): AppError {
  const err = error as { code?: string; responseCode?: number };
  const server = `the SMTP server ${login.server}:${login.port}`;
  if (err.code === 'EENVELOPE')
    return AppError.badRequest(
      `Sending failed: ${server} refused the recipient address${err.responseCode ? ` (${err.responseCode})` : ''}.`,
    );
  if (err.code === 'EMESSAGE')
    return AppError.badRequest(
      `Sending failed: ${server} refused the message${err.responseCode ? ` (${err.responseCode})` : ''}.`,
    );
  return explain('SMTP', login, error);
}

/**
 * Opens SMTP transports for mailboxes: SMTP accounts log in with their stored username and
 * password; Google accounts with XOAUTH2 on Google's SMTP server (a fresh access token), or with
 * their own SMTP login when a campaign asks for SMTP and one is stored. A user-entered server is
 * resolved through the host guard and connected to by address (TLS checked against its name).
 */
export class MailTransports {
  constructor(
    private readonly vault: CredentialsVault,
    private readonly google: GoogleAccountService,
    private readonly googleSmtp: { host: string; port: number },
    private readonly policy: MailHostPolicy,
  ) {}

  private credentials(account: MailAccount): MailCredentials {
    try {
      return this.vault.open(account.workspaceId, account.credentials);
    } catch {
      throw AppError.badRequest(
        `The stored login of ${account.email} cannot be read: reconnect the mail account.`,
      );
    }
  }

  /** The login a mailbox sends with, and the rules for reaching its server. */
  private async login(
    account: MailAccount,
    useSmtp: boolean,
  ): Promise<{ login: MailLogin; policy: MailHostPolicy }> {
    const credentials = this.credentials(account);
    if (account.type === 'google' && !(useSmtp && credentials.smtp)) {
      const accessToken = await this.google.freshAccessToken(account.id);
      // Google's server comes from the operator's configuration, not from a user.
      return {
        login: {
          server: this.googleSmtp.host,
          port: this.googleSmtp.port,
          username: account.email,
          accessToken,
        },
        policy: { ...this.policy, allowPrivateHosts: true },
      };
    }
    if (!credentials.smtp)
      throw AppError.badRequest(`The mail account ${account.email} has no SMTP login stored.`);
    return { login: credentials.smtp, policy: this.policy };
  }

  async openTransport(
    account: MailAccount,
    options: { useSmtp?: boolean; pool?: boolean } = {},
  ): Promise<MailTransport> {
    const { login, policy } = await this.login(account, options.useSmtp ?? false);
    let address: string;
    try {
      address = await resolveMailHost(login.server, policy.allowPrivateHosts);
    } catch (error) {
      throw explain('SMTP', login, error);
    }
    const transport = createSmtpTransport(login, address, policy, {
      timeouts: options.pool ? POOL_TIMEOUTS : TIMEOUTS,
      pool: options.pool,
    });
    const from = { name: account.name, address: account.email };
    return {
      async send(message) {
        try {
          const info = await transport.sendMail({ ...message, from });
          return {
            messageId: info.messageId,
            accepted: info.accepted.map(addressOf),
            rejected: info.rejected.map(addressOf),
          };
        } catch (error) {
          // The SMTP error (code, responseCode, response) stays reachable for the sending engine.
          throw Object.assign(sendFailure(login, error), { cause: error });
        }
      },
      close: () => transport.close(),
    };
  }

  /** Sends one message over a connection opened for it. */
  async sendOne(
    account: MailAccount,
    message: OutgoingMessage,
    options: { useSmtp?: boolean } = {},
  ): Promise<SentMessage> {
    const transport = await this.openTransport(account, options);
    try {
      return await transport.send(message);
    } finally {
      transport.close();
    }
  }
}
