import {
  INBOX_THREAD_PAGE_SIZE,
  type LeadStatus,
  type ReplyCategory,
  type ReplyCategoryCorrection,
} from '@outbound/common';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { LeadStatusEnum } from '../lead';
import {
  InboxAnswerInput,
  InboxAnswerType,
  InboxConversationPageType,
  InboxConversationsInput,
  InboxConversationSummaryType,
  InboxConversationType,
  ReplyCategoryEnum,
} from './inbox.types';
import { MinimumRole } from '../../http/roles';

/** The unified inbox: conversations, their threads, actions and answers. */
@Resolver()
export class InboxResolver {
  @MinimumRole('viewer')
  @Query(() => InboxConversationPageType, {
    description: 'One page of conversations, newest first by their last received message',
  })
  async inboxConversations(
    @Arg('input', () => InboxConversationsInput) input: InboxConversationsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxConversationPageType> {
    const page = await ctx.services.inboxConversations.list(requireCaller(ctx), {
      searchText: input.searchText ?? undefined,
      mailboxId: input.mailboxId ?? undefined,
      campaignId: input.campaignId ?? undefined,
      leadStatus: input.leadStatus ?? undefined,
      category: input.category ?? undefined,
      unread: input.unread,
      offset: input.offset,
      limit: input.limit,
    });
    return Object.assign(new InboxConversationPageType(), {
      conversations: page.conversations.map(InboxConversationSummaryType.from),
      totalCount: page.total,
    });
  }

  @MinimumRole('viewer')
  @Query(() => InboxConversationType, {
    description:
      'A conversation and a page of its thread: the latest `limit` messages, or those before `before` (an `olderCursor`)',
  })
  async inboxConversation(
    @Arg('conversationId', () => ID) id: string,
    @Arg('showImages', () => Boolean, { defaultValue: false }) showImages: boolean,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('limit', () => Int, { defaultValue: INBOX_THREAD_PAGE_SIZE }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxConversationType> {
    const detail = await ctx.services.inboxConversations.get(requireCaller(ctx), id, {
      showImages,
      before: before ?? undefined,
      limit,
    });
    return InboxConversationType.fromDetail(detail);
  }

  @MinimumRole('viewer')
  @Query(() => Int, { description: 'Conversations of the workspace with unread mail' })
  async inboxUnreadCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.inboxConversations.unreadCount(requireCaller(ctx));
  }

  @MinimumRole('viewer')
  @Mutation(() => InboxConversationSummaryType, {
    description: 'Read: all its messages read; unread: its latest message unread again',
  })
  async markInboxConversationRead(
    @Arg('conversationId', () => ID) id: string,
    @Arg('read', () => Boolean) read: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxConversationSummaryType> {
    const summary = await ctx.services.inboxActions.setRead(requireCaller(ctx), id, read);
    return InboxConversationSummaryType.from(summary);
  }

  @MinimumRole('member')
  @Mutation(() => InboxConversationSummaryType, {
    description: "Moves the recipient's lead to a status (the Leads page's rules)",
  })
  async setInboxLeadStatus(
    @Arg('conversationId', () => ID) id: string,
    @Arg('status', () => LeadStatusEnum) status: LeadStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxConversationSummaryType> {
    const summary = await ctx.services.inboxActions.setLeadStatus(requireCaller(ctx), id, status);
    return InboxConversationSummaryType.from(summary);
  }

  @MinimumRole('member')
  @Mutation(() => InboxConversationSummaryType, {
    description: "Gives the recipient's lead an owner ('' for nobody)",
  })
  async assignInboxLead(
    @Arg('conversationId', () => ID) id: string,
    @Arg('assignedToEmail', () => String) assignedToEmail: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxConversationSummaryType> {
    const caller = requireCaller(ctx);
    const summary = await ctx.services.inboxActions.assignLead(caller, id, assignedToEmail);
    return InboxConversationSummaryType.from(summary);
  }

  @MinimumRole('member')
  @Mutation(() => InboxConversationSummaryType, {
    description: 'Pauses or plays the recipient in their campaign',
  })
  async setInboxRecipientPaused(
    @Arg('conversationId', () => ID) id: string,
    @Arg('paused', () => Boolean) paused: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxConversationSummaryType> {
    const caller = requireCaller(ctx);
    const summary = await ctx.services.inboxActions.setRecipientPaused(caller, id, paused);
    return InboxConversationSummaryType.from(summary);
  }

  @MinimumRole('member')
  @Mutation(() => InboxConversationSummaryType, {
    description:
      'Corrects a received message’s category: what the old one did is undone, what the new one does is done',
  })
  async setInboxMessageCategory(
    @Arg('messageId', () => ID) messageId: string,
    @Arg('category', () => ReplyCategoryEnum) category: ReplyCategory,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxConversationSummaryType> {
    const caller = requireCaller(ctx);
    const summary = await ctx.services.inboxActions.setCategory(caller, {
      mailId: messageId,
      category: category as ReplyCategoryCorrection['category'],
    });
    return InboxConversationSummaryType.from(summary);
  }

  @MinimumRole('member')
  @Mutation(() => InboxAnswerType, {
    description:
      'Sends an answer to a received message from the mailbox that received it; the same requestKey answers the same answer and never sends twice',
  })
  async answerInboxMessage(
    @Arg('input', () => InboxAnswerInput) input: InboxAnswerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InboxAnswerType> {
    const answer = await ctx.services.inboxAnswers.answer(requireCaller(ctx), {
      mailId: input.messageId,
      body: input.body,
      format: input.format,
      requestKey: input.requestKey,
    });
    return InboxAnswerType.from(answer);
  }
}
