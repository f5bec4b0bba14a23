import { INBOX_MESSAGES, type LeadStatus, type ReplyCategoryCorrection } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';
import type { Services } from '../../services';
import type { CategoryCorrections } from './category-correction';
import type { InboxConversationsService } from './inbox-conversations.service';
import type { InboxConversationSummary } from './inbox-thread';
import { markConversation } from './queries/conversations';

/**
 * What a user does from a conversation: mark it read or unread, move the recipient's lead (Won,
 * Lost, Ignored, reopened) or give it an owner through the lead module (the same rules as the
 * Leads page), pause or play the recipient through the campaign module (as the Recipients tab
 * does). Each answers the conversation as it is then.
 */
export class InboxActionsService {
  constructor(
    private readonly db: DataSource,
    private readonly conversations: InboxConversationsService,
    private readonly leads: Services['leads'],
    private readonly recipients: Services['campaignRecipients'],
    private readonly corrections: CategoryCorrections,
  ) {}

  /**
   * A person's correction of a received message's category: the old category's effects undone,
   * the new one's done (`category-correction.ts`). Answers its conversation.
   */
  async setCategory(
    caller: Caller,
    command: Partial<ReplyCategoryCorrection>,
  ): Promise<InboxConversationSummary> {
    const conversationId = await this.corrections.correct(caller, command);
    return this.conversations.summary(caller, conversationId);
  }

  /** Read: every message of it read; unread: its latest message unread again. */
  async setRead(caller: Caller, id: string, read: boolean): Promise<InboxConversationSummary> {
    if (typeof read !== 'boolean') throw AppError.badRequest(INBOX_MESSAGES.readInvalid);
    await this.conversations.summary(caller, id);
    await this.db.transaction((tx) => markConversation(tx, caller.workspaceId, id, read));
    return this.conversations.summary(caller, id);
  }

  /**
   * Moves the recipient's lead to a status. Leads are made by the campaign's lead rules only (the
   * lead module has no other way in): a recipient who is not a lead answers 400 saying so.
   */
  async setLeadStatus(
    caller: Caller,
    id: string,
    status: LeadStatus,
  ): Promise<InboxConversationSummary> {
    const leadId = await this.leadOf(caller, id);
    await this.leads.update(caller, { leadIds: [leadId], status });
    return this.conversations.summary(caller, id);
  }

  /** Gives the recipient's lead an owner ('' or 'unassigned': nobody), as the Leads page does. */
  async assignLead(
    caller: Caller,
    id: string,
    assignedToEmail: string,
  ): Promise<InboxConversationSummary> {
    const leadId = await this.leadOf(caller, id);
    await this.leads.update(caller, { leadIds: [leadId], assignedToEmail });
    return this.conversations.summary(caller, id);
  }

  /** Pauses or plays the recipient in their campaign (409 when it already is so). */
  async setRecipientPaused(
    caller: Caller,
    id: string,
    paused: boolean,
  ): Promise<InboxConversationSummary> {
    if (typeof paused !== 'boolean') throw AppError.badRequest(INBOX_MESSAGES.pausedInvalid);
    const conversation = await this.conversations.summary(caller, id);
    await this.recipients.setPaused(caller, {
      campaignId: conversation.campaignId,
      emails: [conversation.peerEmail],
      action: paused ? 'pause' : 'play',
    });
    return this.conversations.summary(caller, id);
  }

  private async leadOf(caller: Caller, id: string): Promise<string> {
    const conversation = await this.conversations.summary(caller, id);
    if (!conversation.leadId) throw AppError.badRequest(INBOX_MESSAGES.notALead);
    return conversation.leadId;
  }
}
