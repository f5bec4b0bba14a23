import {
  INBOX_MESSAGES,
  REPLY_CATEGORIES,
  REPLY_CATEGORY_MESSAGES,
  type ReplyCategoryCorrection,
  type InboxAnswerCommand,
  type InboxConversationsCommand,
  type LeadStatus,
  inboxConversationsSchema,
  inboxThreadPageSchema,
  inboxAnswerSchema,
  leadSearchSchema,
} from '@outbound/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { InboxAnswerView } from './inbox-answers.service';
import type { AttachmentDownload } from './inbox-conversations.service';
import type { InboxConversationDetail, InboxConversationSummary } from './inbox-thread';
import {
  bool,
  documented,
  fields,
  int,
  legacyBody,
  list,
  obj,
  oneOfValues,
  str,
  uuid,
} from '../../http/openapi/declare';
import { conversationAnswer, inboxReplyAnswer, threadAnswer } from '../../http/openapi/answers';
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

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/inbox/conversations */
  conversations: documented(minRole.viewer, {
    summary: 'Conversations of the unified inbox, filtered and paged.',
    body: legacyBody(conversationsCommand, inboxConversationsSchema),
    response: obj({ conversations: list(conversationAnswer), total_count: int }),
  }),
  /** POST /v1/inbox/conversation */
  conversation: documented(minRole.viewer, {
    summary: 'One conversation with its messages.',
    body: legacyBody(action, inboxThreadPageSchema, { id: uuid, showImages: bool }),
    response: obj({ conversation: threadAnswer }),
  }),
  /** POST /v1/inbox/unreadCount */
  unreadCount: documented(minRole.viewer, {
    summary: 'Unread conversations.',
    none: true,
    response: obj({ unread_count: int }),
  }),
  /** POST /v1/inbox/read */
  read: documented(minRole.viewer, {
    summary: 'Mark a conversation read or unread.',
    body: legacyBody(action, { id: uuid, read: bool }),
    response: obj({ message: str, conversation: conversationAnswer }),
    example: { message: INBOX_MESSAGES.marked },
  }),
  /** POST /v1/inbox/leadStatus */
  leadStatus: documented(minRole.member, {
    summary: 'Set the lead status of a conversation.',
    body: legacyBody(action, { id: uuid, status: leadSearchSchema.fields.status }),
    response: obj({ message: str, conversation: conversationAnswer }),
    example: { message: INBOX_MESSAGES.marked },
  }),
  /** POST /v1/inbox/assign */
  assign: documented(minRole.member, {
    summary: 'Assign a conversation’s lead to a teammate.',
    body: legacyBody(action, { id: uuid, assignedToEmail: str }),
    response: obj({ message: str, conversation: conversationAnswer }),
    example: { message: INBOX_MESSAGES.marked },
  }),
  /** POST /v1/inbox/pause */
  pause: documented(minRole.member, {
    summary: 'Pause or resume the recipient of a conversation.',
    body: legacyBody(action, { id: uuid, paused: bool }),
    response: obj({ message: str, conversation: conversationAnswer }),
    example: { message: INBOX_MESSAGES.marked },
  }),
  /** POST /v1/inbox/category */
  category: documented(minRole.member, {
    summary: 'Correct the category of a received message (its effects follow).',
    body: legacyBody(categoryCommand, { mailId: uuid, category: oneOfValues(...REPLY_CATEGORIES) }),
    response: obj({ message: str, conversation: conversationAnswer }),
    example: { message: REPLY_CATEGORY_MESSAGES.corrected },
  }),
  /** POST /v1/inbox/answer */
  answer: documented(minRole.member, {
    summary: 'Reply in a conversation.',
    body: legacyBody(answerCommand, inboxAnswerSchema),
    response: obj({ answer: inboxReplyAnswer }),
  }),
  /** GET /v1/inbox/attachments/:attachmentId */
  byAttachmentId: documented(minRole.public, {
    summary: 'Download an attachment (signed in, or with a signed link).',
    query: fields({ expires: str, signature: str }),
    produces: 'application/octet-stream',
  }),
};

/** `/v1/inbox/*`: the unified inbox over the same services as GraphQL (README, API). */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const { inboxConversations, inboxActions, inboxAnswers } = app.services;

  app.post<{ Body: Body }>('/v1/inbox/conversations', api.conversations, async (request) => {
    const caller = requireRestCaller(request);
    const page = await inboxConversations.list(caller, conversationsCommand(request.body ?? {}));
    return { conversations: page.conversations.map(conversationJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/inbox/conversation', api.conversation, async (request) => {
    const caller = requireRestCaller(request);
    const { id, showImages, before, limit } = action(request.body ?? {});
    const detail = await inboxConversations.get(caller, String(id ?? ''), {
      showImages: showImages === true,
      before,
      limit,
    });
    return { conversation: threadJson(detail) };
  });

  app.post('/v1/inbox/unreadCount', api.unreadCount, async (request) => {
    return { unread_count: await inboxConversations.unreadCount(requireRestCaller(request)) };
  });

  app.post<{ Body: Body }>('/v1/inbox/read', api.read, async (request) => {
    const caller = requireRestCaller(request);
    const { id, read } = action(request.body ?? {});
    const summary = await inboxActions.setRead(caller, String(id ?? ''), read);
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/leadStatus', api.leadStatus, async (request) => {
    const caller = requireRestCaller(request);
    const { id, status } = action(request.body ?? {});
    const summary = await inboxActions.setLeadStatus(caller, String(id ?? ''), status);
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/assign', api.assign, async (request) => {
    const caller = requireRestCaller(request);
    const { id, assignedToEmail } = action(request.body ?? {});
    const summary = await inboxActions.assignLead(caller, String(id ?? ''), assignedToEmail ?? '');
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/pause', api.pause, async (request) => {
    const caller = requireRestCaller(request);
    const { id, paused } = action(request.body ?? {});
    const summary = await inboxActions.setRecipientPaused(caller, String(id ?? ''), paused);
    return { message: INBOX_MESSAGES.marked, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/category', api.category, async (request) => {
    const caller = requireRestCaller(request);
    const summary = await inboxActions.setCategory(caller, categoryCommand(request.body ?? {}));
    return { message: REPLY_CATEGORY_MESSAGES.corrected, conversation: conversationJson(summary) };
  });

  app.post<{ Body: Body }>('/v1/inbox/answer', api.answer, async (request) => {
    const caller = requireRestCaller(request);
    const answer = await inboxAnswers.answer(caller, answerCommand(request.body ?? {}));
    return { answer: answerJson(answer) };
  });

  app.get<{
    Params: { attachmentId: string };
    Querystring: { expires?: string; signature?: string };
  }>('/v1/inbox/attachments/:attachmentId', api.byAttachmentId, async (request, reply) => {
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
