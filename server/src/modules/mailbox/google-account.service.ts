import {
  DEFAULT_SENDING_PREFERENCE,
  googleSmtpSchema,
  isValidTimeZone,
  MAIL_ACCOUNT_MESSAGES,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { verifyImap, verifySmtp, type MailHostPolicy } from './connection-check';
import type { CredentialsVault } from './credentials-vault';
import type { GoogleOAuth, GoogleTokens } from './google-oauth';
import { MailAccount } from './mail-account.entity';
import { passwordFor, type MailboxService } from './mailbox.service';
import { insertGoogleAccount } from './queries';

/**
 * A Google sign-in to turn into tokens. The /v1 edge passes the body's values unchecked: a value
 * that is not a string counts as empty, as a blank name or an invalid zone does.
 */
interface GoogleGrant {
  authCode: string;
  redirectUrl: string;
}

export interface GoogleConnectCommand extends GoogleGrant {
  /** IANA zone of the default sending window; UTC when absent or invalid. */
  timeZone?: string | null;
}

export interface GoogleReconnectCommand extends GoogleGrant {
  email: string;
  /** A new display name; blank keeps the account's. */
  name?: string | null;
}

/** Plain SMTP settings for a Google account; validated with `googleSmtpSchema`. */
export interface GoogleSmtpCommand {
  id: string;
  smtp: { server: string; port: number; username: string; password?: string | null };
}

/** The zone of a new account's default sending window: the one asked for when valid, else UTC. */
function zoneOf(value: unknown): string {
  return typeof value === 'string' && isValidTimeZone(value) ? value : 'UTC';
}

/**
 * Google mailboxes: connected with OAuth 2, they send and read with XOAUTH2 over SMTP and IMAP
 * (Gmail's hosts, configurable). Optionally they also get plain SMTP credentials.
 */
export class GoogleAccountService {
  constructor(
    private readonly db: DataSource,
    private readonly vault: CredentialsVault,
    private readonly oauth: GoogleOAuth,
    private readonly mailboxes: MailboxService,
    private readonly hosts: {
      smtp: { host: string; port: number };
      imap: { host: string; port: number };
    },
    private readonly policy: MailHostPolicy,
  ) {}

  get configured(): boolean {
    return this.oauth.configured;
  }

  authorizeUrl(redirectUrl: string, loginHint?: string): string {
    return this.oauth.authorizeUrl(redirectUrl, loginHint);
  }

  /** Exchanges the code, learns the address, and proves XOAUTH2 works on both servers. */
  private async grant(
    input: GoogleGrant,
  ): Promise<{ tokens: GoogleTokens; email: string; name: string }> {
    const code = typeof input.authCode === 'string' ? input.authCode : '';
    const redirectUrl = typeof input.redirectUrl === 'string' ? input.redirectUrl : '';
    const tokens = await this.oauth.exchangeCode(code, redirectUrl);
    const { email, name } = await this.oauth.userInfo(tokens.accessToken);
    // Google's hosts come from the operator's config, not from a user: no private-address check.
    const login = { username: email, accessToken: tokens.accessToken };
    const policy = { ...this.policy, allowPrivateHosts: true };
    await verifySmtp(
      { ...login, server: this.hosts.smtp.host, port: this.hosts.smtp.port },
      policy,
    );
    await verifyImap(
      { ...login, server: this.hosts.imap.host, port: this.hosts.imap.port },
      policy,
    );
    return { tokens, email, name };
  }

  async connect(caller: Caller, input: GoogleConnectCommand): Promise<MailAccount> {
    const { tokens, email, name } = await this.grant(input);
    const id = await insertGoogleAccount(this.db, {
      workspaceId: caller.workspaceId,
      email,
      name,
      credentials: this.vault.seal(caller.workspaceId, { oauth: tokens }),
      sendingPreference: JSON.stringify(DEFAULT_SENDING_PREFERENCE(zoneOf(input.timeZone))),
    });
    if (id === null) throw AppError.conflict(MAIL_ACCOUNT_MESSAGES.duplicate);
    const account = await this.db.getRepository(MailAccount).findOneByOrFail({ id });
    await this.mailboxes.recordChange(caller, 'mailbox.connected', account);
    return account;
  }

  /** Signs the account in again (new tokens); the Google address must be the account's own. */
  async reconnect(caller: Caller, input: GoogleReconnectCommand): Promise<MailAccount> {
    const account = await this.mailboxes.getAccount(
      caller,
      typeof input.email === 'string' ? input.email : '',
    );
    if (account.type !== 'google')
      throw AppError.badRequest('This mail account is not a Google account.');
    const { tokens, email } = await this.grant(input);
    if (email.toLowerCase() !== account.email.toLowerCase()) {
      throw AppError.badRequest(
        `You signed in to Google as ${email}, but this mail account is ${account.email}.`,
      );
    }
    const credentials = {
      ...this.vault.open(caller.workspaceId, account.credentials),
      oauth: tokens,
    };
    const name =
      typeof input.name === 'string' && input.name.trim() ? input.name.trim() : account.name;
    await this.db.getRepository(MailAccount).update(
      { id: account.id, workspaceId: caller.workspaceId },
      {
        credentials: this.vault.seal(caller.workspaceId, credentials),
        name,
        status: 'active',
        consecutiveFailures: 0,
        imapLoginFailures: 0,
      },
    );
    await this.mailboxes.recordChange(caller, 'mailbox.credentials_changed', account);
    return this.db.getRepository(MailAccount).findOneByOrFail({ id: account.id });
  }

  /**
   * An access token for XOAUTH2 that is valid for at least another minute: the stored one, or a
   * new one from the refresh token (then sealed back). Not tied to a caller: sending and inbox jobs
   * use it. A refused refresh counts as a failed login (three stop the account).
   */
  async freshAccessToken(accountId: string): Promise<string> {
    const repo = this.db.getRepository(MailAccount);
    const account = await repo.findOneBy({ id: accountId, type: 'google' });
    if (!account) throw AppError.notFound(MAIL_ACCOUNT_MESSAGES.notFound);
    const credentials = this.vault.open(account.workspaceId, account.credentials);
    if (!credentials.oauth) throw AppError.badRequest('This Google account has no sign-in stored.');
    if (credentials.oauth.expiresAt > Date.now() + 60_000) return credentials.oauth.accessToken;
    let tokens: GoogleTokens;
    try {
      tokens = await this.oauth.refresh(credentials.oauth.refreshToken);
    } catch (error) {
      await this.mailboxes.recordLoginOutcome(account.id, false);
      throw error;
    }
    await repo.update(
      { id: account.id, workspaceId: account.workspaceId },
      { credentials: this.vault.seal(account.workspaceId, { ...credentials, oauth: tokens }) },
    );
    return tokens.accessToken;
  }

  async getSmtp(
    caller: Caller,
    id: string,
  ): Promise<{ server: string; port: number; username: string } | null> {
    const account = await this.mailboxes.getAccountById(caller, id);
    return account.connection.smtp ?? null;
  }

  /** Adds or edits plain SMTP credentials of a Google account, after logging in with them. */
  async updateSmtp(caller: Caller, command: GoogleSmtpCommand): Promise<MailAccount> {
    const account = await this.mailboxes.getAccountById(caller, command.id);
    if (account.type !== 'google')
      throw AppError.badRequest('This mail account is not a Google account.');
    const stored = this.vault.open(caller.workspaceId, account.credentials);
    // A blank password keeps the stored one only for the stored server, port and username.
    const { smtp } = await parse(googleSmtpSchema(stored.smtp), { smtp: command.smtp });
    const login = { ...smtp, password: passwordFor(smtp, stored.smtp) };
    await verifySmtp(login, this.policy);
    await this.db.getRepository(MailAccount).update(
      { id: account.id, workspaceId: caller.workspaceId },
      {
        credentials: this.vault.seal(caller.workspaceId, { ...stored, smtp: login }),
        connection: {
          ...account.connection,
          smtp: { server: smtp.server, port: smtp.port, username: smtp.username },
        },
        hasSmtp: true,
      },
    );
    await this.mailboxes.recordChange(caller, 'mailbox.credentials_changed', account);
    return this.db.getRepository(MailAccount).findOneByOrFail({ id: account.id });
  }
}
