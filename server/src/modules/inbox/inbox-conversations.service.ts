import {
  INBOX_MESSAGES,
  inboxConversationsSchema,
  inboxThreadPageSchema,
  MIN_SEARCH_LENGTH,
  type InboxConversationsCommand,
  type InboxThreadPageCommand,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { isUuid, likePattern } from '../../db/sql';
import type { AttachmentLinks } from './attachment-links';
import { InboxAttachment } from './inbox-attachment.entity';
import {
  toSummary,
  type InboxConversationDetail,
  type InboxConversationSummary,
} from './inbox-thread';
import {
  countConversations,
  countUnreadConversations,
  selectConversation,
  selectConversationPage,
  type ConversationFilter,
} from './queries/conversations';
import type { SentSteps } from './sent-steps';
import { decodeCursor } from './thread-order';
import { ThreadPages } from './thread-page';

/** A stored attachment's bytes, to download. */
export interface AttachmentDownload {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The read side of the unified inbox: the list of conversations (filters, search, pages), one
 * conversation's thread a page at a time (what we sent, what they answered, our answers),
 * the unread count and the attachments. Every read is scoped by the caller's workspace; another
 * workspace's id answers like a missing one.
 */
export class InboxConversationsService {
  private readonly pages: ThreadPages;

  constructor(
    private readonly db: DataSource,
    private readonly links: AttachmentLinks,
    sentSteps: SentSteps,
  ) {
    this.pages = new ThreadPages(db, links, sentSteps);
  }

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
      category: query.category,
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
   * A conversation and a page of its thread in time order (`ThreadPages`): the latest `limit`
   * messages, or those before the cursor `before` a page gave (`olderCursor`) — each step we sent
   * as it was sent, each message received (made safe when stored, remote images hidden unless
   * `showImages`) never before the send it answers, each answer from the app.
   */
  async get(
    caller: Caller,
    id: string,
    options: { showImages?: boolean } & InboxThreadPageCommand = {},
  ): Promise<InboxConversationDetail> {
    const { before, limit } = await parse(inboxThreadPageSchema, {
      before: options.before,
      limit: options.limit,
    });
    const cursor = before ? decodeCursor(before) : null;
    if (cursor === undefined) throw AppError.badRequest(INBOX_MESSAGES.cursorInvalid);
    const summary = await this.summary(caller, id);
    const page = await this.pages.page({
      conversationId: summary.id,
      recipientId: summary.recipientId,
      before: cursor,
      limit,
      showImages: options.showImages ?? false,
    });
    return { ...summary, ...page };
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
}
