import type { ImapFlow } from 'imapflow';
import type { ImapLogins } from '../mailbox/imap-login';
import type { MailAccount } from '../mailbox/mail-account.entity';

/**
 * The IMAP keyword of a copy filed before its message went over SMTP: cleared once the server
 * answered 250. A copy still carrying it means the message's fate is unknown.
 */
export const PENDING_KEYWORD = '$OutboundPending';

/** What the Sent folder says about a message: no copy, only pending copies, or a filed copy. */
export type SentCopyState = 'none' | 'pending' | 'filed';

/** The folder used when the server names no folder `\Sent` (RFC 6154). */
const FALLBACK_SENT = 'Sent';

/**
 * A mailbox's Sent folder over one IMAP connection: looks messages up by Message-ID and files the
 * copy of a message about to be sent (`SentCopies` says when). Opened per dispatch run.
 */
export class SentFolder {
  private constructor(
    private readonly client: ImapFlow,
    readonly path: string,
  ) {}

  /** Logs in (vault credentials, XOAUTH2 for Google) and finds the `\Sent` folder. */
  static async open(logins: ImapLogins, account: MailAccount): Promise<SentFolder> {
    const client = await logins.connect(account);
    try {
      const folders = await client.list();
      const sent = folders.find((folder) => folder.specialUse === '\\Sent');
      return new SentFolder(client, sent?.path ?? FALLBACK_SENT);
    } catch (error) {
      client.close();
      throw error;
    }
  }

  /** The copies of a message (by Message-ID, angle brackets included): their uids and keywords. */
  async copies(messageId: string): Promise<{ uid: number; pending: boolean }[]> {
    const lock = await this.client.getMailboxLock(this.path);
    try {
      const uids = await this.client.search({ header: { 'message-id': messageId } }, { uid: true });
      if (!Array.isArray(uids) || uids.length === 0) return [];
      const copies: { uid: number; pending: boolean }[] = [];
      for await (const message of this.client.fetch(uids, { flags: true }, { uid: true }))
        copies.push({ uid: message.uid, pending: message.flags?.has(PENDING_KEYWORD) ?? false });
      return copies;
    } finally {
      lock.release();
    }
  }

  /**
   * Files the exact bytes of a message about to go over SMTP, read and with the pending keyword;
   * answers its uid. Throws when it could not be filed (the message must not go then).
   */
  async appendPending(raw: Buffer, date: Date): Promise<number> {
    const appended = await this.client.append(this.path, raw, ['\\Seen', PENDING_KEYWORD], date);
    if (!appended || typeof appended.uid !== 'number')
      throw new Error('The IMAP server did not answer the uid of the pending Sent copy.');
    return appended.uid;
  }

  /** The server took the message: its copy is an ordinary sent copy. */
  async clearPending(uid: number): Promise<void> {
    const lock = await this.client.getMailboxLock(this.path);
    try {
      await this.client.messageFlagsRemove(String(uid), [PENDING_KEYWORD], { uid: true });
    } finally {
      lock.release();
    }
  }

  /** Removes a copy (the message did not go, or the server filed its own). */
  async remove(uid: number): Promise<void> {
    const lock = await this.client.getMailboxLock(this.path);
    try {
      await this.client.messageDelete(String(uid), { uid: true });
    } finally {
      lock.release();
    }
  }

  async close(): Promise<void> {
    try {
      await this.client.logout();
    } catch {
      // the connection is gone already
    } finally {
      this.client.close();
    }
  }
}
