import type { ImapFlow } from 'imapflow';
import { AppError } from '../../http/errors';
import { explain } from './connection-check';
import type { CredentialsVault } from './credentials-vault';
import type { GoogleAccountService } from './google-account.service';
import { resolveMailHost } from './host-guard';
import type { MailAccount } from './mail-account.entity';
import { createImapClient, type MailHostPolicy, type MailLogin } from './mail-connection';
import type { MailboxService } from './mailbox.service';

const TIMEOUTS = { connect: 15_000, socket: 120_000 };

/**
 * Logs mailboxes in to their IMAP server: SMTP accounts with their stored IMAP login (the server
 * checked by the host guard), Google accounts with XOAUTH2 on Google's IMAP server. Every login
 * outcome is counted on the mailbox (repeated failures stop it); an unreachable server is not a
 * failed login and is not counted.
 */
export class ImapLogins {
  constructor(
    private readonly vault: CredentialsVault,
    private readonly google: GoogleAccountService,
    private readonly mailboxes: MailboxService,
    private readonly googleImap: { host: string; port: number },
    private readonly policy: MailHostPolicy,
  ) {}

  private async login(account: MailAccount): Promise<{ login: MailLogin; policy: MailHostPolicy }> {
    if (account.type === 'google') {
      // A refused token refresh is counted by freshAccessToken itself.
      const accessToken = await this.google.freshAccessToken(account.id);
      return {
        login: {
          ...this.googleImap,
          server: this.googleImap.host,
          username: account.email,
          accessToken,
        },
        policy: { ...this.policy, allowPrivateHosts: true },
      };
    }
    let imap;
    try {
      imap = this.vault.open(account.workspaceId, account.credentials).imap;
    } catch {
      throw AppError.badRequest(
        `The stored login of ${account.email} cannot be read: reconnect the mail account.`,
      );
    }
    if (!imap)
      throw AppError.badRequest(`The mail account ${account.email} has no IMAP login stored.`);
    return { login: imap, policy: this.policy };
  }

  /** A connected, logged-in client; the caller logs out and closes it. */
  async connect(account: MailAccount): Promise<ImapFlow> {
    const { login, policy } = await this.login(account);
    let client: ImapFlow | undefined;
    try {
      const address = await resolveMailHost(login.server, policy.allowPrivateHosts);
      client = createImapClient(login, address, policy, TIMEOUTS);
      client.on('error', () => undefined); // a dropped connection fails the running command instead
      await client.connect();
    } catch (error) {
      client?.close(); // always, or a half-open connection lingers
      if ((error as { authenticationFailed?: boolean }).authenticationFailed)
        await this.mailboxes.recordLoginOutcome(account.id, false, 'imap');
      throw explain('IMAP', login, error);
    }
    await this.mailboxes.recordLoginOutcome(account.id, true, 'imap');
    return client;
  }
}
