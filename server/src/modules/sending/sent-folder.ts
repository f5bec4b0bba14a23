import type { ImapFlow } from 'imapflow';
import type { ImapLogins } from '../inbox/imap-login';
import type { MailAccount } from '../mailbox/mail-account.entity';

/** The folder used when the server names no folder `\Sent` (RFC 6154). */
const FALLBACK_SENT = 'Sent';

/**
 * A mailbox's Sent folder over one IMAP connection: looks messages up by Message-ID and files a
 * copy of a sent message. Opened per dispatch run, closed at its end.
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

  /** Whether a message with this Message-ID (angle brackets included) is in the folder. */
  async has(messageId: string): Promise<boolean> {
    const lock = await this.client.getMailboxLock(this.path);
    try {
      const uids = await this.client.search({ header: { 'message-id': messageId } }, { uid: true });
      return Array.isArray(uids) && uids.length > 0;
    } finally {
      lock.release();
    }
  }

  /** Files the exact bytes of a sent message, marked read. */
  async append(raw: Buffer, sentAt: Date): Promise<void> {
    await this.client.append(this.path, raw, ['\\Seen'], sentAt);
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
