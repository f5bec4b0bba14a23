import { randomUUID } from 'node:crypto';
import {
  INBOX_MESSAGES,
  inboxAnswerSchema,
  isEmailAddress,
  type InboxAnswerCommand,
} from '@outbound/common';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Services } from '../../services';
import type { Caller } from '../auth/caller';
import type { MailAccount } from '../mailbox/mail-account.entity';
import { composeRaw } from '../message';
import { SentCopies } from '../sending';
import { answerContent, type AnswerContent } from './answer-message';
import { InboxMail } from './inbox-mail.entity';
import { insertAnswer, moveAnswer, selectAnswerByKey, type AnswerRow } from './queries/answers';

/** An answer as the API shows it. */
export interface InboxAnswerView {
  id: string;
  conversationId: string;
  subject: string;
  state: string;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const toView = (row: AnswerRow): InboxAnswerView => ({
  id: row.id,
  conversationId: row.conversation_id,
  subject: row.subject,
  state: row.state,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** Errors of a connection that never carried the message: nothing was sent. */
const NOTHING_SENT_CODES = new Set(['ECONNECTION', 'EDNS', 'EAUTH', 'ETLS']);

/** Whether a failed send certainly did not reach the server (a reply code, or no connection). */
function certainlyNotSent(error: unknown): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as {
    code?: string;
    responseCode?: number;
  };
  return typeof cause.responseCode === 'number' || NOTHING_SENT_CODES.has(cause.code ?? '');
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Answers written in the app, sent from the mailbox that received the message answered, in the
 * request (README, "Answering"). The ledger's guarantees: one row per (workspace, request key), so
 * a double click or a retry never sends twice; the Message-ID fixed before SMTP; the Sent copy
 * filed before the wire; `claimed → smtp_started` made by one request only; an SMTP conversation
 * cut without an answer leaves `smtp_started`, settled later from the Sent folder
 * (`answer-reconcile.ts`).
 */
export class InboxAnswersService {
  constructor(
    private readonly db: DataSource,
    private readonly transports: Services['mailTransports'],
    private readonly imap: Services['imapLogins'],
    private readonly dkim: Services['dkim'],
    private readonly logger: Logger,
  ) {}

  async answer(caller: Caller, command: InboxAnswerCommand): Promise<InboxAnswerView> {
    const values = await parse(inboxAnswerSchema, command);
    const earlier = await selectAnswerByKey(this.db, caller.workspaceId, values.requestKey);
    if (earlier) return toView(earlier);
    const mail = await this.db.getRepository(InboxMail).findOne({
      where: { id: values.mailId, workspaceId: caller.workspaceId },
      relations: { mailAccount: true, conversation: { campaign: true } },
    });
    if (!mail?.mailAccount) throw AppError.notFound(INBOX_MESSAGES.messageNotFound);
    // No address to answer to: refused before anything is claimed (no row, nothing composed).
    if (!isEmailAddress(mail.fromEmail)) throw AppError.badRequest(INBOX_MESSAGES.senderUnreadable);
    const account = mail.mailAccount;
    if (account.status !== 'active') throw AppError.badRequest(INBOX_MESSAGES.mailboxInactive);
    const content = answerContent(mail, values.body, values.format);
    const id = randomUUID();
    const row = await this.db.transaction((tx) =>
      insertAnswer(tx, {
        id,
        workspaceId: caller.workspaceId,
        requestKey: values.requestKey,
        conversationId: mail.conversationId,
        mailId: mail.id,
        accountId: account.id,
        authorId: caller.userId,
        messageId: `<${id}@${account.email.split('@').pop()}>`,
        content,
      }),
    );
    // The same key claimed meanwhile by a concurrent request: that request sends it.
    const claimed =
      row ?? (await selectAnswerByKey(this.db, caller.workspaceId, values.requestKey));
    if (!row) return toView(claimed!);
    return toView(await this.send(row, account, content));
  }

  /** Sends a claimed answer once: Sent copy, `smtp_started`, SMTP, outcome. */
  private async send(row: AnswerRow, account: MailAccount, content: AnswerContent) {
    const date = new Date();
    const raw = await composeRaw(
      {
        to: content.to,
        subject: content.subject,
        text: content.text,
        ...(content.html !== null ? { html: content.html } : {}),
        messageId: row.message_id,
        ...(content.inReplyTo ? { inReplyTo: content.inReplyTo } : {}),
        ...(content.references.length > 0 ? { references: content.references } : {}),
      },
      { name: content.fromName, address: account.email },
      date,
      this.dkim,
    );
    const copies = new SentCopies(this.imap, account, this.logger);
    try {
      return await this.deliver(row, account, content, raw, copies);
    } finally {
      await copies.close();
    }
  }

  private async deliver(
    row: AnswerRow,
    account: MailAccount,
    content: AnswerContent,
    raw: Buffer,
    copies: SentCopies,
  ): Promise<AnswerRow> {
    let uid: number | null;
    try {
      uid = await copies.beforeWire(raw, new Date());
    } catch (error) {
      return (await moveAnswer(this.db, row.id, 'claimed', 'failed', reasonOf(error))) ?? row;
    }
    const started = await moveAnswer(this.db, row.id, 'claimed', 'smtp_started');
    if (!started) {
      // Only the request that claimed it gets here; should anything else have moved it, the
      // message does not go.
      await copies.withdraw(uid);
      return row;
    }
    try {
      await this.transports.sendOne(account, {
        to: content.to,
        subject: content.subject,
        text: content.text,
        raw,
      });
    } catch (error) {
      this.logger.warn({ err: error, answerId: row.id }, 'answer not sent');
      if (!certainlyNotSent(error)) return started;
      await copies.withdraw(uid);
      return (
        (await moveAnswer(this.db, row.id, 'smtp_started', 'failed', reasonOf(error))) ?? started
      );
    }
    const sent = await moveAnswer(this.db, row.id, 'smtp_started', 'sent');
    await copies.accepted(row.message_id, uid);
    await copies.confirm(uid);
    return sent ?? started;
  }
}
