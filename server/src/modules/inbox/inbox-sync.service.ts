import crypto from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { MailAccount } from '../mailbox/mail-account.entity';
import type { EventRecorder } from '../events/event-recorder';
import { settleInterruptedAnswers } from './answer-reconcile';
import { classify, messageIds, type Classified } from './classify';
import type { ImapLogins } from '../mailbox/imap-login';
import { InboxCursor } from './inbox-cursor.entity';
import { recordIncoming, type InboxKind } from './inbox-match';
import { awayOf, type AwayRead } from './away-date';
import { categorize, CATEGORY_TEXT_MAX, type ReplyCategory } from './reply-category';
import { applyReplyEffects, lockCompanyOf } from './reply-effects';
import { ownText, replySnippet } from './reply-snippet';
import { storeIncoming } from './store-incoming';
import { storedMailOf, withSafeHtml, type StoredMailDraft } from './stored-mail';
import { InboxMessage } from './inbox-message.entity';
import {
  senderEvidence,
  senderProven,
  trustedReceiverOf,
  type SenderEvidence,
  type TrustedReceiver,
} from './sender-proof';
import { advanceCursor, claimInboxMessage, firstClaimAt } from './queries/sync';

const FOLDER = 'INBOX';
/** Messages fetched per IMAP command. */
const CHUNK = 25;
/** Bytes of a message read: enough for headers, the report and the original's headers. */
const MAX_SOURCE = 1024 * 1024;
/** How far back a resync (first sync, new UIDVALIDITY) reads before the point it knows. */
const RESYNC_MARGIN_MS = 24 * 60 * 60 * 1000;

interface Fetched {
  uid: number;
  source: Buffer;
  internalDate: Date | null;
}

/** What the sync reads of a message before its transaction. */
interface ParsedIncoming {
  classified: Classified;
  messageId: string | null;
  subject: string | null;
  /** A reply's first lines, for its event. */
  snippet: string | null;
  threadIds: string[];
  /** What the unified inbox keeps of a reply or auto-reply. */
  stored: StoredMailDraft | null;
  /** What its trace headers prove of its sender (`sender-proof.ts`). */
  evidence: SenderEvidence | null;
  /** What it is (`reply-category.ts`). */
  category: ReplyCategory;
  /** An out-of-office's return date (read from its subject and own text) and its own Date. */
  away: AwayRead | null;
}

interface SyncResult {
  /** Messages read from the server in this run. */
  fetched: number;
  /** Messages handled for the first time, by kind; the others had been handled before. */
  processed: Record<InboxKind, number>;
}

/**
 * Reads each mailbox's INBOX by UID from where the last run stopped (inbox_cursor) and turns new
 * messages into events: replies, auto-replies and bounces (see README.md). Each message is handled
 * once: its inbox_message row (Message-ID, or a digest of the source) is inserted in the same
 * transaction as the events it causes and the cursor it advances.
 */
export class InboxSync {
  constructor(
    private readonly db: DataSource,
    private readonly logins: ImapLogins,
    private readonly events: EventRecorder,
    private readonly logger: Logger,
  ) {}

  /** Mailboxes whose inbox is read: the active ones. */
  async activeMailboxIds(): Promise<string[]> {
    const rows = await this.db.getRepository(MailAccount).find({
      select: { id: true },
      where: { status: 'active' },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  /** One pass over a mailbox's INBOX. Safe to run twice at once: messages are claimed by key. */
  async syncOnce(
    mailAccountId: string,
    options: { touch?: () => Promise<unknown> } = {},
  ): Promise<SyncResult> {
    const result: SyncResult = {
      fetched: 0,
      processed: { reply: 0, auto_reply: 0, bounce: 0, unsubscribe: 0, other: 0 },
    };
    const account = await this.db.getRepository(MailAccount).findOneBy({ id: mailAccountId });
    if (!account || account.status !== 'active') return result;
    const client = await this.logins.connect(account);
    try {
      const lock = await client.getMailboxLock(FOLDER, { readOnly: true });
      try {
        await this.readFolder(client, account, result, options.touch);
      } finally {
        lock.release();
      }
      await client.logout();
    } finally {
      client.close();
    }
    await this.settleAnswers(account);
    this.logger.debug({ mailAccountId, ...result }, 'inbox read');
    return result;
  }

  private async readFolder(
    client: ImapFlow,
    account: MailAccount,
    result: SyncResult,
    touch?: () => Promise<unknown>,
  ): Promise<void> {
    const accountId = account.id;
    const receiver = trustedReceiverOf(account);
    const status = client.mailbox;
    if (!status) throw new Error(`${FOLDER} could not be opened`);
    const uidValidity = String(status.uidValidity); // a BigInt
    const uidNext = status.uidNext;
    const cursor = await this.cursor(accountId);
    let uids: number[] = [];
    if (status.exists > 0) {
      if (!cursor || cursor.uidValidity !== uidValidity) {
        // First read, or UIDs renumbered: read a recent window again; inbox_message skips the
        // messages already handled under their old UIDs.
        const since = await this.resyncStart(accountId, cursor);
        uids = (await client.search({ since }, { uid: true })) || [];
      } else if (uidNext > Number(cursor.lastUid) + 1) {
        const last = Number(cursor.lastUid);
        // `N:*` answers with the highest message even when nothing is above N: filter.
        uids = ((await client.search({ uid: `${last + 1}:*` }, { uid: true })) || []).filter(
          (uid) => uid > last,
        );
      }
    }
    uids.sort((a, b) => a - b);
    for (let start = 0; start < uids.length; start += CHUNK) {
      const messages = await this.fetch(client, uids.slice(start, start + CHUNK));
      for (const message of messages) {
        const kind = await this.handle(accountId, receiver, uidValidity, message);
        result.fetched += 1;
        if (kind) result.processed[kind] += 1;
      }
      await touch?.();
    }
    // Everything below uidNext has been seen (or is older than the resync window).
    await this.advance(this.db, accountId, uidValidity, Math.max(uidNext - 1, 0));
  }

  /** Settles the mailbox's interrupted answers (`answer-reconcile.ts`); a failure is logged. */
  private async settleAnswers(account: MailAccount): Promise<void> {
    try {
      await settleInterruptedAnswers(this.db, this.logins, account, this.logger);
    } catch (error) {
      this.logger.warn({ err: error, mailAccountId: account.id }, 'answers not reconciled');
    }
  }

  /** The mailbox's INBOX cursor, its bigints as text (UIDVALIDITY may pass 2^53). */
  private async cursor(accountId: string): Promise<InboxCursor | null> {
    return this.db
      .getRepository(InboxCursor)
      .findOneBy({ mailAccountId: accountId, folder: FOLDER });
  }

  /** Where a resync starts: a day before the last read, or before this mailbox's first send. */
  private async resyncStart(accountId: string, cursor: InboxCursor | null): Promise<Date> {
    if (cursor) return new Date(new Date(cursor.updatedAt).getTime() - RESYNC_MARGIN_MS);
    const first = await firstClaimAt(this.db, accountId);
    const from = first ? new Date(first).getTime() : Date.now();
    return new Date(from - RESYNC_MARGIN_MS);
  }

  private async fetch(client: ImapFlow, uids: number[]): Promise<Fetched[]> {
    const messages: Fetched[] = [];
    const query = { uid: true, internalDate: true, source: { maxLength: MAX_SOURCE } };
    for await (const message of client.fetch(uids.join(','), query, { uid: true })) {
      if (!message.source) continue;
      const date = message.internalDate;
      messages.push({
        uid: message.uid,
        source: message.source,
        internalDate: date ? new Date(date) : null,
      });
    }
    return messages.sort((a, b) => a.uid - b.uid);
  }

  /** What a fetched message says; an unreadable one is kept as 'other'. */
  private async parse(
    accountId: string,
    receiver: TrustedReceiver,
    message: Fetched,
  ): Promise<ParsedIncoming> {
    const parsed: ParsedIncoming = {
      classified: { kind: 'other' },
      messageId: null,
      subject: null,
      snippet: null,
      threadIds: [],
      stored: null,
      evidence: null,
      category: 'other',
      away: null,
    };
    try {
      const mail = await simpleParser(message.source, {
        keepDeliveryStatus: true,
        // cid: images stay links to their part (served from the stored attachment), not data: URIs.
        skipImageLinks: true,
      });
      parsed.messageId = mail.messageId ?? null;
      parsed.subject = mail.subject?.slice(0, 300) ?? null;
      const inReplyTo = messageIds(mail.inReplyTo);
      const references = messageIds(mail.references);
      parsed.threadIds = [...inReplyTo, ...references].slice(0, 100);
      parsed.classified = await classify(mail);
      parsed.evidence = senderEvidence(mail, receiver);
      parsed.category = categorize(mail, parsed.classified);
      if (parsed.category === 'out_of_office') {
        const text = `${parsed.subject ?? ''}\n${ownText(mail, CATEGORY_TEXT_MAX)}`;
        parsed.away = awayOf(text, mail.date, message.internalDate ?? new Date());
      }
      const { kind } = parsed.classified;
      if (kind === 'reply') parsed.snippet = replySnippet(mail);
      if (kind === 'reply' || kind === 'auto_reply')
        parsed.stored = await withSafeHtml(
          storedMailOf(
            mail,
            { inReplyTo: inReplyTo[0] ?? null, references: references.slice(0, 100) },
            message.source.length >= MAX_SOURCE,
          ),
        );
    } catch (error) {
      // An unreadable message must not block the inbox: it is kept as 'other'.
      this.logger.warn({ err: error, accountId, uid: message.uid }, 'unreadable inbox message');
    }
    return parsed;
  }

  /** Handles one message; the kind when it was new, null when it had been handled before. */
  private async handle(
    accountId: string,
    receiver: TrustedReceiver,
    uidValidity: string,
    message: Fetched,
  ): Promise<InboxKind | null> {
    const parsed = await this.parse(accountId, receiver, message);
    const { classified, messageId, subject, snippet, threadIds, stored, evidence } = parsed;
    // Before the transaction: a check of our own asks DNS (bounded), and holds no connection.
    const senderVerified =
      classified.kind !== 'other' && evidence !== null
        ? await senderProven(message.source, evidence, this.logger)
        : false;
    const key =
      messageId ?? `sha256:${crypto.createHash('sha256').update(message.source).digest('hex')}`;
    return this.db.transaction(async (tx) => {
      let kind: InboxKind | null = null;
      if (await claimInboxMessage(tx, accountId, key, parsed.category)) {
        const receivedAt = message.internalDate ?? new Date();
        let colleagues: string[] = [];
        const recorded = await recordIncoming(tx, this.events, accountId, {
          classified,
          messageId,
          subject,
          snippet,
          receivedAt: message.internalDate,
          threadIds,
          senderVerified,
          category: parsed.category,
          away: parsed.away?.found ?? null,
          beforeReply: async (match) => {
            colleagues = await lockCompanyOf(tx, match.recipientId);
          },
        });
        kind = recorded.kind;
        const mailId = await storeIncoming(tx, accountId, key, recorded, stored, receivedAt, {
          category: parsed.category,
        });
        await applyReplyEffects(tx, recorded, { colleagues, away: parsed.away, mailId });
        if (kind !== 'other') {
          await tx
            .getRepository(InboxMessage)
            .update({ mailAccountId: accountId, messageKey: key }, { kind });
        }
      }
      await this.advance(tx, accountId, uidValidity, message.uid);
      return kind;
    });
  }

  /** Moves the cursor to `uid` (never back while UIDVALIDITY stays; anywhere when it changed). */
  private async advance(
    db: Pick<DataSource, 'query'>,
    accountId: string,
    uidValidity: string,
    uid: number,
  ): Promise<void> {
    await advanceCursor(db, accountId, FOLDER, uidValidity, uid);
  }
}
