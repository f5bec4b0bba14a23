import {
  INBOX_MESSAGES,
  inboxConversationsSchema,
  MIN_SEARCH_LENGTH,
  type InboxConversationsCommand,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { isUuid, likePattern } from '../../db/sql';
import type { AttachmentLinks } from './attachment-links';
import { InboxAttachment } from './inbox-attachment.entity';
import { InboxAnswer } from './inbox-answer.entity';
import { safeInboxHtml } from './inbox-html';
import { InboxMail } from './inbox-mail.entity';
import {
  toSummary,
  type InboxAttachmentInfo,
  type InboxConversationDetail,
  type InboxConversationSummary,
  type InboxThreadMessage,
} from './inbox-thread';
import {
  countConversations,
  countUnreadConversations,
  selectAttachmentsOf,
  selectConversation,
  selectConversationPage,
  type AttachmentRow,
  type ConversationFilter,
} from './queries/conversations';
import type { SentSteps } from './sent-steps';
import { inThreadOrder, type ThreadEntry } from './thread-order';

/** A stored attachment's bytes, to download. */
export interface AttachmentDownload {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The read side of the unified inbox: the list of conversations (filters, search, pages), one
 * conversation's thread (what we sent, what they answered, our answers; their HTML made safe),
 * the unread count and the attachments. Every read is scoped by the caller's workspace; another
 * workspace's id answers like a missing one.
 */
export class InboxConversationsService {
  constructor(
    private readonly db: DataSource,
    private readonly links: AttachmentLinks,
    private readonly sentSteps: SentSteps,
  ) {}

  /** One page of conversations, newest first by their last received message. */
  async list(
    caller: Caller,
    command: InboxConversationsCommand,
  ): Promise<{ conversations: InboxConversationSummary[]; total: number }> {
    const query = await parse(inboxConversationsSchema, command);
    const filter: ConversationFilter = {
      workspaceId: caller.workspaceId,
      mailboxId: query.mailboxId || undefined,
      campaignId: query.campaignId || undefined,
      leadStatus: query.leadStatus,
      unread: query.unread,
      searchPattern:
        query.searchText.length >= MIN_SEARCH_LENGTH
          ? likePattern(query.searchText.toLowerCase())
          : undefined,
    };
    const [rows, total] = await Promise.all([
      selectConversationPage(this.db, filter, { limit: query.limit, offset: query.offset }),
      countConversations(this.db, filter),
    ]);
    return { conversations: rows.map(toSummary), total };
  }

  /** How many conversations of the workspace have an unread message (the sidebar's badge). */
  async unreadCount(caller: Caller): Promise<number> {
    return countUnreadConversations(this.db, caller.workspaceId);
  }

  /** The summary of one conversation of the workspace; 404 when it is not one. */
  async summary(caller: Caller, id: string): Promise<InboxConversationSummary> {
    const row = isUuid(id) ? await selectConversation(this.db, caller.workspaceId, id) : undefined;
    if (!row) throw AppError.notFound(INBOX_MESSAGES.conversationNotFound);
    return toSummary(row);
  }

  /**
   * A conversation and its thread in time order (`inThreadOrder`): each step we sent as it was
   * sent (`SentSteps`), each message received (HTML sanitised, remote images hidden unless
   * `showImages`) never before the send it answers, each answer from the app.
   */
  async get(
    caller: Caller,
    id: string,
    options: { showImages?: boolean } = {},
  ): Promise<InboxConversationDetail> {
    const summary = await this.summary(caller, id);
    const [sent, received, answers] = await Promise.all([
      this.sentSteps.ofRecipient(summary.recipientId),
      this.received(summary.id, options.showImages ?? false),
      this.answers(summary.id),
    ]);
    const messages = inThreadOrder([
      ...sent.map((message) => ({ message, answers: null })),
      ...received,
      ...answers,
    ]);
    return { ...summary, messages };
  }

  /** A stored attachment of the workspace, to download; 404 when it is not one or not kept. */
  async attachment(caller: Caller, id: string): Promise<AttachmentDownload> {
    const row = isUuid(id)
      ? await this.db
          .getRepository(InboxAttachment)
          .findOneBy({ id, workspaceId: caller.workspaceId })
      : null;
    return this.download(row);
  }

  /** An attachment by a signed link (`AttachmentLinks`), for `cid:` images; 404 otherwise. */
  async attachmentByLink(
    id: string,
    link: { expires: string; signature: string },
  ): Promise<AttachmentDownload> {
    const valid = isUuid(id) && this.links.verify(id, link.expires, link.signature);
    const row = valid ? await this.db.getRepository(InboxAttachment).findOneBy({ id }) : null;
    return this.download(row);
  }

  private download(row: InboxAttachment | null): AttachmentDownload {
    if (!row) throw AppError.notFound(INBOX_MESSAGES.attachmentNotFound);
    if (!row.content) throw AppError.notFound(INBOX_MESSAGES.attachmentTooLarge);
    return { filename: row.filename, contentType: row.contentType, content: row.content };
  }

  private async received(conversationId: string, showImages: boolean): Promise<ThreadEntry[]> {
    const mails = await this.db.getRepository(InboxMail).find({
      where: { conversationId },
      order: { receivedAt: 'ASC', id: 'ASC' },
    });
    const attachments = await selectAttachmentsOf(
      this.db,
      mails.map((mail) => mail.id),
    );
    return mails.map((mail) => ({
      message: this.receivedMessage(
        mail,
        attachments.filter((row) => row.mail_id === mail.id),
        showImages,
      ),
      answers: mail.sendId,
    }));
  }

  private receivedMessage(
    mail: InboxMail,
    attachments: AttachmentRow[],
    showImages: boolean,
  ): InboxThreadMessage {
    let imagesHidden = false;
    const inline = new Map(
      attachments
        .filter((row) => row.content_id && row.downloadable)
        .map((row) => [row.content_id!.replace(/^<|>$/g, ''), row.id]),
    );
    const html =
      mail.htmlBody === null
        ? null
        : safeInboxHtml(mail.htmlBody, {
            showImages,
            inlineImageUrl: (cid) => {
              const attachmentId = inline.get(cid);
              return attachmentId ? this.links.url(attachmentId) : undefined;
            },
            onHidden: () => {
              imagesHidden = true;
            },
          });
    return {
      id: mail.id,
      direction: 'received',
      at: mail.receivedAt,
      subject: mail.subject,
      kind: mail.kind,
      fromEmail: mail.fromEmail,
      fromName: mail.fromName,
      to: mail.toAddresses,
      cc: mail.ccAddresses,
      html,
      text: mail.textBody,
      truncated: mail.truncated,
      unread: mail.unread,
      state: null,
      stepPosition: null,
      attachments: attachments.map((row) => this.attachmentInfo(row)),
      imagesHidden,
      senderVerified: mail.senderVerified,
    };
  }

  private attachmentInfo(row: AttachmentRow): InboxAttachmentInfo {
    return {
      id: row.id,
      filename: row.filename,
      contentType: row.content_type,
      size: row.size,
      downloadable: row.downloadable,
      url: row.downloadable ? this.links.url(row.id) : null,
    };
  }

  private async answers(conversationId: string): Promise<ThreadEntry[]> {
    const rows = await this.db.getRepository(InboxAnswer).find({
      where: { conversationId },
      relations: { mailAccount: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((row) => ({ message: this.answerMessage(row), answers: row.mailId }));
  }

  private answerMessage(row: InboxAnswer): InboxThreadMessage {
    return {
      id: row.id,
      direction: 'answer' as const,
      at: row.sentAt ?? row.smtpStartedAt ?? row.createdAt,
      subject: row.subject,
      kind: null,
      fromEmail: row.mailAccount?.email ?? '',
      fromName: row.mailAccount?.name ?? '',
      to: row.toEmail,
      cc: '',
      html: row.htmlBody,
      text: row.textBody,
      truncated: false,
      unread: false,
      state: row.state,
      stepPosition: null,
      attachments: [],
      imagesHidden: false,
    };
  }
}
