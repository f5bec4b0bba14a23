import type { Logger } from 'pino';
import type { ImapLogins } from '../mailbox/imap-login';
import type { MailAccount } from '../mailbox/mail-account.entity';
import { SentFolder, type SentCopyState } from './sent-folder';

/**
 * The Sent folder of one dispatch run: the evidence a message leaves before it goes over SMTP, and
 * what reconciliation reads back. A server that does not file its own copies gets the exact bytes
 * appended with the pending keyword BEFORE the SMTP conversation; the keyword is cleared after the
 * 250 (`confirm`), the copy removed when the message did not go (`withdraw`). A server that files
 * its own copies (Google always; others learnt from the run's first accepted message) gets none:
 * its copy found by Message-ID is the proof. A mailbox without an IMAP login leaves no evidence.
 */
export class SentCopies {
  private folder: SentFolder | null = null;
  private unavailable = false;
  /** Whether the server files its own copies (unknown until the run's first accepted message). */
  private serverFiles: boolean | undefined;
  private readonly key: string;

  /**
   * `learnt`: what earlier runs of this process learnt about servers filing their own copies, by
   * mailbox and IMAP server (a new server is asked again).
   */
  constructor(
    private readonly imap: ImapLogins,
    private readonly account: MailAccount,
    private readonly logger: Logger,
    private readonly learnt: Map<string, boolean> = new Map(),
  ) {
    this.key = `${account.id} ${JSON.stringify(account.connection?.imap ?? null)}`;
    this.serverFiles = account.type === 'google' ? true : learnt.get(this.key);
  }

  private learn(serverFiles: boolean): void {
    this.serverFiles = serverFiles;
    this.learnt.set(this.key, serverFiles);
  }

  /** Whether the mailbox has an IMAP login at all (Google accounts always do). */
  private get hasImap(): boolean {
    return this.account.type === 'google' || Boolean(this.account.connection?.imap);
  }

  /** The run's Sent folder, logged in on first use; null when it cannot be reached. */
  private async open(): Promise<SentFolder | null> {
    if (this.folder || this.unavailable || !this.hasImap) return this.folder;
    try {
      this.folder = await SentFolder.open(this.imap, this.account);
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: this.account.id }, 'cannot open the Sent folder');
      this.unavailable = true;
    }
    return this.folder;
  }

  /**
   * What the Sent folder says about a message; null when it cannot be asked. On a server known to
   * file its own copies, only our pending copy means the server does not have the message: none.
   */
  async lookup(messageId: string): Promise<SentCopyState | null> {
    const folder = await this.open();
    if (!folder) return null;
    try {
      const copies = await folder.copies(messageId);
      // Our pending copy beside a filed one: the server files its own.
      if (
        copies.length === 2 &&
        copies.some((copy) => copy.pending) &&
        copies.some((copy) => !copy.pending)
      )
        this.learn(true);
      if (copies.some((copy) => !copy.pending)) return 'filed';
      // A server that files its own copy of what it accepts did not accept this one.
      return copies.length === 0 || this.serverFiles ? 'none' : 'pending';
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: this.account.id }, 'cannot search the Sent folder');
      this.unavailable = true;
      return null;
    }
  }

  /**
   * Leaves the evidence of a message about to go over SMTP: its pending copy's uid, or null when
   * none is needed (the server files its own, or the mailbox has no IMAP login). Throws when the
   * copy could not be filed: the message must not go then.
   */
  async beforeWire(raw: Buffer, date: Date): Promise<number | null> {
    if (this.serverFiles || !this.hasImap) return null;
    const folder = await this.open();
    if (!folder) throw new Error('The Sent folder cannot be reached.');
    return folder.appendPending(raw, date);
  }

  /**
   * The server answered 250. For the run's first accepted message the folder is asked whether the
   * server filed a copy of its own (then ours is removed and no more are appended).
   */
  async accepted(messageId: string, uid: number | null): Promise<void> {
    if (uid === null || this.serverFiles !== undefined || !this.folder) return;
    try {
      const copies = await this.folder.copies(messageId);
      this.learn(copies.some((copy) => copy.uid !== uid));
      if (this.serverFiles) await this.folder.remove(uid);
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: this.account.id }, 'cannot search the Sent folder');
    }
  }

  /** Clears the pending keyword of an accepted message's copy. A failure is logged only. */
  async confirm(uid: number | null): Promise<void> {
    if (uid === null || this.serverFiles || !this.folder) return;
    try {
      await this.folder.clearPending(uid);
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: this.account.id }, 'cannot file the sent copy');
    }
  }

  /**
   * Removes the pending copies of a message that certainly did not go (interrupted before the end
   * of its data), so that sending it again leaves one copy. A failure is logged only.
   */
  async withdrawPending(messageId: string): Promise<void> {
    if (this.serverFiles || !this.hasImap) return;
    const folder = await this.open();
    if (!folder) return;
    try {
      for (const copy of await folder.copies(messageId))
        if (copy.pending) await folder.remove(copy.uid);
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: this.account.id }, 'cannot remove a Sent copy');
    }
  }

  /** Removes the pending copy of a message that did not go. A failure is logged only. */
  async withdraw(uid: number | null): Promise<void> {
    if (uid === null || !this.folder) return;
    try {
      await this.folder.remove(uid);
    } catch (error) {
      this.logger.warn({ err: error, mailboxId: this.account.id }, 'cannot remove a Sent copy');
    }
  }

  async close(): Promise<void> {
    await this.folder?.close();
  }
}
