import {
  INBOX_MESSAGES,
  REPLY_CATEGORY_MESSAGES,
  type ReplyCategoryCorrection,
  type InboxAnswerCommand,
  type InboxConversationsCommand,
  type LeadStatus,
} from '@outbound/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { InboxAnswerView } from './inbox-answers.service';
import type { AttachmentDownload } from './inbox-conversations.service';
import type { InboxConversationDetail, InboxConversationSummary } from './inbox-thread';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

const conversationsCommand = legacy<InboxConversationsCommand>({
  searchText: ['searchText'],
  mailboxId: ['mailboxID', 'mailboxId'],
  campaignId: ['campaignID', 'campaignId'],
  leadStatus: ['leadStatus'],
  category: ['category'],
  unread: ['unread'],
  offset: ['offset'],
  limit: ['limit'],
});

const categoryCommand = legacy<ReplyCategoryCorrection>({
  mailId: ['messageID', 'messageId'],
  category: ['category'],
});

const answerCommand = legacy<InboxAnswerCommand>({
  mailId: ['messageID', 'messageId'],
  body: ['body'],
  format: ['format'],
  requestKey: ['requestKey'],
});

const action = legacy<{
  id: string;
  read: boolean;
  paused: boolean;
  status: LeadStatus;
  assignedToEmail: string;
  showImages: boolean;
  before: string;
  limit: number;
}>({
  id: ['conversationID', 'conversationId'],
  read: ['read'],
  paused: ['paused'],
  status: ['status'],
  assignedToEmail: ['assignedToEmail'],
  showImages: ['showImages'],
  before: ['before'],
  limit: ['limit'],
});

/** A conversation in the /v1 shape (snake_case, as the Leads page's). */
function conversationJson(c: InboxConversationSummary) {
  return {
    _id: c.id,
    recipient_id: c.recipientId,
    campaign_id: c.campaignId,
    campaign_name: c.campaignName,
    mailbox_id: c.mailboxId,
    mailbox_email: c.mailboxEmail,
    email: c.peerEmail,
    name: c.peerName,
    from_email: c.lastFromEmail,
    subject: c.subject,
    snippet: c.snippet,
    last_message_at: c.lastMessageAt,
    message_count: c.messageCount,
    unread_count: c.unreadCount,
    lead_id: c.leadId,
    lead_status: c.leadStatus,
    assigned_to: c.assignedToEmail ?? '',
    recipient_paused: c.recipientPaused,
    category: c.category,
    away_note: c.awayNote,
  };
}

function threadJson(detail: InboxConversationDetail) {
  return {
    ...conversationJson(detail),
    messages: detail.messages.map((m) => ({
      _id: m.id,
      direction: m.direction,
      at: m.at,
      subject: m.subject,
      kind: m.kind,
      category: m.category ?? null,
      from_email: m.fromEmail,
      from_name: m.fromName,
      to: m.to,
      cc: m.cc,
      html: m.html,
      text: m.text,
      truncated: m.truncated,
      unread: m.unread,
      state: m.state,
      step_position: m.stepPosition,
      images_hidden: m.imagesHidden,
      sender_verified: m.senderVerified ?? true,
      note: m.note,
      attachments: m.attachments.map((a) => ({
        _id: a.id,
        filename: a.filename,
        content_type: a.contentType,
        size: a.size,
        downloadable: a.downloadable,
        url: a.url,
      })),
    })),
    older_cursor: detail.olderCursor,
  };
}

function answerJson(answer: InboxAnswerView) {
  return {
    _id: answer.id,
    conversation_id: answer.conversationId,
    subject: answer.subject,
    state: answer.state,
    last_error: answer.lastError,
    created_at: answer.createdAt,
    sent_at: answer.sentAt,
  };
}

/** Raster images keep their type (a `cid:` image must load in an `<img>`); SVG and all else do not. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * An attachment as a download, never shown inline: `attachment` disposition (the name quoted as
 * RFC 6266 asks), no sniffing, and a CSP that runs and loads nothing should a browser render it.
 */
function sendAttachment(reply: FastifyReply, file: AttachmentDownload) {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header(
      'Content-Type',
      IMAGE_TYPES.has(file.contentType.toLowerCase())
        ? file.contentType.toLowerCase()
        : 'application/octet-stream',
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.content);
}

/** `/v1/inbox/*`: the unified inbox over the same services as GraphQL (README, API). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const { inboxConversations, inboxActions, inboxAnswers } = app.services;

  app.post<{ Body: Body }>('/v1/inbox/conversations', minRole.viewer, async (request) => {
    const caller = requireRestCaller(request);
    const page = await inboxConversations.list(caller, conversationsCommand(request.body ?? {}));
    return { conversations: page.conversations.map(conversationJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/inbox/conversation', minRole.viewer, async (request) => {
    const caller = requireRestCaller(request);
    const { id, showImages, before, limit } = action(request.body ?? {});
    const detail = await inboxConversations.get(caller, String(id ?? ''), {
      showImages: showImages === true,
      before,
      limit,
    });
    return { conversation: threadJson(detail) };
  });

  app.post('/v1/inbox/unreadCount', minRole.viewer, async (request) => {
    return { unread_count: await inboxConversations.unreadCount(requireRestCaller(request)) };
  });

  app.post<{ Body: Body }>('/v1/inbox/read', minRole.viewer, async (request) => {
    const caller = requireRestCaller(request);
    const { id, read } = action(request.body ?? {});
    const summary = await inboxActions.setRead(caller, String(id ?? ''), read);
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/leadStatus', minRole.member, async (request) => {
    const caller = requireRestCaller(request);
    const { id, status } = action(request.body ?? {});
    const summary = await inboxActions.setLeadStatus(caller, String(id ?? ''), status);
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/assign', minRole.member, async (request) => {
    const caller = requireRestCaller(request);
    const { id, assignedToEmail } = action(request.body ?? {});
    const summary = await inboxActions.assignLead(caller, String(id ?? ''), assignedToEmail ?? '');
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/pause', minRole.member, async (request) => {
    const caller = requireRestCaller(request);
    const { id, paused } = action(request.body ?? {});
    const summary = await inboxActions.setRecipientPaused(caller, String(id ?? ''), paused);
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/category', minRole.member, async (request) => {
    const caller = requireRestCaller(request);
    const summary = await inboxActions.setCategory(caller, categoryCommand(request.body ?? {}));
    return { message: REPLY_CATEGORY_MESSAGES.corrected, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/answer', minRole.member, async (request) => {
    const caller = requireRestCaller(request);
    const answer = await inboxAnswers.answer(caller, answerCommand(request.body ?? {}));
    return { answer: answerJson(answer) };
  });

  app.get<{
    Params: { attachmentId: string };
    Querystring: { expires?: string; signature?: string };
  }>('/v1/inbox/attachments/:attachmentId', minRole.public, async (request, reply) => {
    const { expires, signature } = request.query;
    const file =
      typeof expires === 'string' && typeof signature === 'string'
        ? await inboxConversations.attachmentByLink(request.params.attachmentId, {
            expires,
            signature,
          })
        : await inboxConversations.attachment(
            requireRestCaller(request),
            request.params.attachmentId,
          );
    return sendAttachment(reply, file);
  });
}
