import {
  DEFAULT_SENDING_PREFERENCE,
  MAIL_ACCOUNT_MESSAGES,
  mailAccountProfileSchema,
  sameMailServer,
  sendingPreferenceSchema,
  smtpAccountCommandSchema,
  type SendingPreference,
  type SmtpAccountCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { AuditService } from '../audit/audit.service';
import type { Caller } from '../auth/caller';
import { verifyImap, verifySmtp, type MailHostPolicy, type MailLogin } from './connection-check';
import {
  CredentialsVault,
  type MailCredentials,
  type MailServerCredentials,
} from './credentials-vault';
import { mailboxHooks } from './hooks';
import { MailAccount, type MailAccountStatus, type ServerSettings } from './mail-account.entity';
import { countLoginOutcome, insertSmtpAccount, selectCampaignNamesUsing } from './queries';
import { assertRole } from '../../http/roles';

/** A mailbox's name and signature, the account named by its email. */
export interface MailAccountProfileCommand {
  email: string;
  name: string;
  signature?: string;
}

/** A whole sending preference for the account named by its email. */
export interface SendingPreferenceCommand {
  email: string;
  preference: SendingPreference;
}

/** Logins failing this many times in a row stop an account until it is reconnected. */
export const MAX_LOGIN_FAILURES = 3;

const notFound = () => AppError.notFound(MAIL_ACCOUNT_MESSAGES.notFound);

/**
 * The password to log in with: the one entered, else the stored one, and that only for the stored
 * server, port and username (never sent to a host the input names).
 */
export function passwordFor(
  input: { server: string; port: number; username: string; password?: string },
  stored: MailServerCredentials | undefined,
): string {
  if (input.password) return input.password;
  return stored && sameMailServer(input, stored) ? stored.password : '';
}

function publicSettings(credentials: MailCredentials): {
  smtp?: ServerSettings;
  imap?: ServerSettings;
} {
  const strip = (side?: { server: string; port: number; username: string }) =>
    side && { server: side.server, port: side.port, username: side.username };
  return { smtp: strip(credentials.smtp), imap: strip(credentials.imap) };
}

/** Connected mailboxes of the caller's workspace. */
export class MailboxService {
  constructor(
    private readonly db: DataSource,
    private readonly vault: CredentialsVault,
    private readonly policy: MailHostPolicy,
    private readonly audit: AuditService,
  ) {}

  private get repo() {
    return this.db.getRepository(MailAccount);
  }

  async listAccounts(caller: Caller): Promise<MailAccount[]> {
    return this.repo.find({
      where: { workspaceId: caller.workspaceId },
      order: { createdAt: 'ASC' },
    });
  }

  /** Another workspace's account answers exactly like a missing one. */
  async getAccount(caller: Caller, email: string): Promise<MailAccount> {
    if (typeof email !== 'string' || !email) throw notFound();
    const account = await this.repo.findOneBy({ workspaceId: caller.workspaceId, email });
    if (!account) throw notFound();
    return account;
  }

  async getAccountById(caller: Caller, id: string): Promise<MailAccount> {
    if (!isUuid(id)) throw notFound();
    const account = await this.repo.findOneBy({ workspaceId: caller.workspaceId, id });
    if (!account) throw notFound();
    return account;
  }

  /** Both logins must work before anything is stored: SMTP first, then IMAP. */
  private async verify(credentials: { smtp: MailLogin; imap: MailLogin }): Promise<void> {
    await verifySmtp(credentials.smtp, this.policy);
    await verifyImap(credentials.imap, this.policy);
  }

  async createSmtpAccount(caller: Caller, command: SmtpAccountCommand): Promise<MailAccount> {
    assertRole(caller, 'admin');
    const values = await parse(smtpAccountCommandSchema(), command);
    const existing = await this.repo.findOneBy({
      workspaceId: caller.workspaceId,
      email: values.email,
    });
    if (existing) throw AppError.conflict(MAIL_ACCOUNT_MESSAGES.duplicate);
    const credentials = { smtp: values.smtp, imap: values.imap };
    await this.verify(credentials);
    const id = await insertSmtpAccount(this.db, {
      workspaceId: caller.workspaceId,
      email: values.email,
      name: values.name,
      credentials: this.vault.seal(caller.workspaceId, credentials),
      connection: JSON.stringify(publicSettings(credentials)),
      sendingPreference: JSON.stringify(DEFAULT_SENDING_PREFERENCE(values.timeZone || 'UTC')),
      trustedAuthHost: values.trustedAuthHost || null,
    });
    if (id === null) throw AppError.conflict(MAIL_ACCOUNT_MESSAGES.duplicate);
    const account = await this.repo.findOneByOrFail({ id });
    await this.recordChange(caller, 'mailbox.connected', account);
    return account;
  }

  /**
   * Edit connection / reconnect: a blank password keeps the stored one, but only for the stored
   * server, port and username (a changed one must come with its password, or the stored password
   * would be sent to a host of the caller's choosing); both logins are verified again and a
   * working account becomes `active`.
   */
  async reconnectSmtpAccount(caller: Caller, command: SmtpAccountCommand): Promise<MailAccount> {
    assertRole(caller, 'admin');
    const { email } = await parse(smtpAccountCommandSchema().pick(['email']), command);
    const account = await this.getAccount(caller, email ?? '');
    const stored = this.vault.open(caller.workspaceId, account.credentials);
    const values = await parse(
      smtpAccountCommandSchema({
        passwordRequired: false,
        saved: { smtp: stored.smtp, imap: stored.imap },
      }),
      command,
    );
    const credentials = {
      smtp: { ...values.smtp, password: passwordFor(values.smtp, stored.smtp) },
      imap: { ...values.imap, password: passwordFor(values.imap, stored.imap) },
    };
    await this.verify(credentials);
    await this.repo.update(
      { id: account.id, workspaceId: caller.workspaceId },
      {
        name: values.name,
        credentials: this.vault.seal(caller.workspaceId, credentials),
        connection: publicSettings(credentials),
        trustedAuthHost:
          values.trustedAuthHost === undefined
            ? account.trustedAuthHost
            : values.trustedAuthHost || null,
        hasSmtp: true,
        status: 'active',
        consecutiveFailures: 0,
        imapLoginFailures: 0,
      },
    );
    await this.recordChange(caller, 'mailbox.credentials_changed', account);
    return this.repo.findOneByOrFail({ id: account.id });
  }

  async setEnabled(caller: Caller, email: string, enabled: boolean): Promise<MailAccount> {
    assertRole(caller, 'admin');
    const account = await this.getAccount(caller, email);
    await this.repo.update(
      { id: account.id, workspaceId: caller.workspaceId },
      {
        status: enabled ? 'active' : 'inactive',
        ...(enabled ? { consecutiveFailures: 0, imapLoginFailures: 0 } : {}),
      },
    );
    return this.repo.findOneByOrFail({ id: account.id });
  }

  async updateProfile(caller: Caller, command: MailAccountProfileCommand): Promise<MailAccount> {
    assertRole(caller, 'admin');
    const account = await this.getAccount(caller, command.email);
    const values = await parse(mailAccountProfileSchema, command);
    await this.repo.update(
      { id: account.id, workspaceId: caller.workspaceId },
      { name: values.name, signature: values.signature },
    );
    return this.repo.findOneByOrFail({ id: account.id });
  }

  async getSendingPreference(caller: Caller, email: string): Promise<SendingPreference> {
    const account = await this.getAccount(caller, email);
    return account.sendingPreference;
  }

  /** Replaces the whole preference after validating it with the form's schema. */
  async updateSendingPreference(
    caller: Caller,
    command: SendingPreferenceCommand,
  ): Promise<MailAccount> {
    const account = await this.getAccount(caller, command.email);
    const preference = await parse(sendingPreferenceSchema, command.preference);
    await this.repo.update(
      { id: account.id, workspaceId: caller.workspaceId },
      { sendingPreference: preference as never },
    );
    return this.repo.findOneByOrFail({ id: account.id });
  }

  /**
   * Records the outcome of a login made while sending or syncing the inbox. After
   * MAX_LOGIN_FAILURES failures in a row on one protocol the account becomes `stopped` (it asks to
   * be reconnected) and its sending pauses; a success resets that protocol's count only (SMTP and
   * IMAP have their own passwords and servers). Google token refreshes count as SMTP. Not tied to a
   * caller: jobs call it.
   */
  async recordLoginOutcome(
    accountId: string,
    succeeded: boolean,
    protocol: 'smtp' | 'imap' = 'smtp',
  ): Promise<MailAccountStatus> {
    const count = protocol === 'imap' ? 'imap_login_failures' : 'consecutive_failures';
    const status = await countLoginOutcome(
      this.db,
      accountId,
      count,
      succeeded,
      MAX_LOGIN_FAILURES,
    );
    if (!status) throw notFound();
    return status;
  }

  /** Names of the campaigns that send from this account, shown before it is deleted. */
  async campaignsUsing(caller: Caller, email: string): Promise<string[]> {
    const account = await this.getAccount(caller, email);
    return selectCampaignNamesUsing(this.db, caller.workspaceId, account.id);
  }

  /**
   * Deletes the account. Its campaigns stay, without a mailbox: those sending or scheduled are
   * paused first so nothing waits on a mailbox that is gone, and its unfinished sends are settled
   * (the sending module's, through `hooks.ts`) so none is left without a mailbox to reconcile it.
   */
  async deleteAccount(caller: Caller, email: string): Promise<void> {
    assertRole(caller, 'admin');
    const account = await this.getAccount(caller, email);
    await this.db.transaction(async (tx) => {
      await mailboxHooks.call.pauseCampaignsOfDeletedMailbox(tx, caller.workspaceId, account.id);
      await mailboxHooks.call.settleSendsOfDeletedMailbox(tx, account.id);
      await tx
        .getRepository(MailAccount)
        .delete({ id: account.id, workspaceId: caller.workspaceId });
      await this.recordChange(caller, 'mailbox.deleted', account, tx);
    });
  }

  /**
   * Audits a change of a mailbox: in the change's transaction when given (`tx`), else right
   * after it (the Google connection records through this too).
   */
  recordChange(
    caller: Caller,
    action: 'mailbox.connected' | 'mailbox.credentials_changed' | 'mailbox.deleted',
    account: Pick<MailAccount, 'id' | 'email' | 'type'>,
    tx?: EntityManager,
  ): Promise<void> {
    const target = { type: 'mailbox', id: account.id, label: account.email };
    return this.audit.record(caller, { action, target, meta: { type: account.type } }, tx);
  }
}
