import { REPLY_CATEGORIES, type LeadStatus, type ReplyCategory } from '@outbound/common';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LeadStatusEnum } from '../lead';
import type { InboxAnswerView } from './inbox-answers.service';
import type {
  InboxAttachmentInfo,
  InboxConversationDetail,
  InboxConversationSummary,
  InboxThreadMessage,
} from './inbox-thread';

const InboxDirectionEnum = { sent: 'sent', received: 'received', answer: 'answer' } as const;
registerEnumType(InboxDirectionEnum, {
  name: 'InboxMessageDirection',
  description:
    'sent: a campaign step; received: their reply or auto-reply; answer: ours from the app',
});

export const ReplyCategoryEnum = Object.fromEntries(
  REPLY_CATEGORIES.map((category) => [category, category]),
) as { [K in ReplyCategory]: K };
registerEnumType(ReplyCategoryEnum, {
  name: 'ReplyCategory',
  description:
    'What a received message is: reply (a person), out_of_office, auto_reply (acknowledgements, tickets), unsubscribe_request, bounce, other',
});

const InboxAnswerFormatEnum = { html: 'html', text: 'text' } as const;
registerEnumType(InboxAnswerFormatEnum, { name: 'InboxAnswerFormat' });

@ObjectType('InboxConversationSummary', {
  description: 'A recipient who answered: a row of the unified inbox',
})
export class InboxConversationSummaryType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  recipientId: string;

  @Field(() => ID)
  campaignId: string;

  @Field(() => String)
  campaignName: string;

  @Field(() => ID, { description: 'The mailbox of the latest message' })
  mailboxId: string;

  @Field(() => String)
  mailboxEmail: string;

  @Field(() => String, { description: "The recipient's address" })
  peerEmail: string;

  @Field(() => String, {
    description: 'The display name of their latest message, as they chose it (may be empty)',
  })
  peerName: string;

  @Field(() => String, { description: 'The From address of their latest message' })
  lastFromEmail: string;

  @Field(() => String, { description: 'The subject of the latest message' })
  subject: string;

  @Field(() => String, { description: 'The first lines of the latest message' })
  snippet: string;

  @Field(() => Date)
  lastMessageAt: Date;

  @Field(() => Int)
  messageCount: number;

  @Field(() => Int)
  unreadCount: number;

  @Field(() => ID, { nullable: true, description: 'None while the recipient is not a lead' })
  leadId: string | null;

  @Field(() => LeadStatusEnum, { nullable: true })
  leadStatus: LeadStatus | null;

  @Field(() => String, { nullable: true, description: "The lead's owner" })
  assignedToEmail: string | null;

  @Field(() => Boolean)
  recipientPaused: boolean;

  @Field(() => ReplyCategoryEnum, {
    nullable: true,
    description: 'The latest received message’s category',
  })
  category: ReplyCategory | null;

  @Field(() => String, {
    nullable: true,
    description: 'While an out-of-office pauses the recipient: "Out of office until … — resumes …"',
  })
  awayNote: string | null;

  static from(summary: InboxConversationSummary): InboxConversationSummaryType {
    return Object.assign(new InboxConversationSummaryType(), summary);
  }
}

@ObjectType('InboxAttachment')
class InboxAttachmentType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  filename: string;

  @Field(() => String)
  contentType: string;

  @Field(() => Int, { description: 'Bytes, as it arrived' })
  size: number;

  @Field(() => Boolean, { description: 'False when it was too large to keep' })
  downloadable: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'A signed download link (an hour); /v1/inbox/attachments/:id with the token too',
  })
  url: string | null;
}

@ObjectType('InboxMessage', { description: 'One message of a conversation, in time order' })
class InboxMessageType {
  @Field(() => ID)
  id: string;

  @Field(() => InboxDirectionEnum)
  direction: string;

  @Field(() => Date)
  at: Date;

  @Field(() => String)
  subject: string;

  @Field(() => String, { nullable: true, description: 'Received: reply or auto_reply' })
  kind: string | null;

  @Field(() => ReplyCategoryEnum, {
    nullable: true,
    description: 'Received: its category, as detected or as a person corrected it',
  })
  category: ReplyCategory | null;

  @Field(() => String)
  fromEmail: string;

  @Field(() => String)
  fromName: string;

  @Field(() => String)
  to: string;

  @Field(() => String)
  cc: string;

  @Field(() => String, {
    nullable: true,
    description: 'Sanitised HTML, safe to show; remote images of received mail hidden unless asked',
  })
  html: string | null;

  @Field(() => String, { nullable: true })
  text: string | null;

  @Field(() => Boolean, { description: 'Cut at the stored-size cap' })
  truncated: boolean;

  @Field(() => Boolean)
  unread: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Sent steps and answers: claimed, smtp_started, sent, failed or uncertain',
  })
  state: string | null;

  @Field(() => Int, { nullable: true, description: "Sent: the step's position" })
  stepPosition: number | null;

  @Field(() => [InboxAttachmentType])
  attachments: InboxAttachmentType[];

  @Field(() => Boolean, { description: 'Remote images were replaced by a placeholder' })
  imagesHidden: boolean;

  @Field(() => Boolean, {
    description:
      'False: received, matched by its sender address alone, sender not proven (stored, no effect)',
  })
  senderVerified: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Received: what was not kept of it (cut at a cap, body not kept), for the reader',
  })
  note: string | null;

  static from(message: InboxThreadMessage): InboxMessageType {
    return Object.assign(new InboxMessageType(), message, {
      senderVerified: message.senderVerified ?? true,
      category: message.category ?? null,
      attachments: message.attachments.map((attachment: InboxAttachmentInfo) =>
        Object.assign(new InboxAttachmentType(), attachment),
      ),
    });
  }
}

@ObjectType('InboxConversation', {
  description: 'A conversation and a page of its thread (the latest messages unless asked)',
})
export class InboxConversationType extends InboxConversationSummaryType {
  @Field(() => [InboxMessageType], { description: 'A page of the thread, oldest first' })
  messages: InboxMessageType[];

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `before` for the messages before this page; null when none',
  })
  olderCursor: string | null;

  static fromDetail(detail: InboxConversationDetail): InboxConversationType {
    return Object.assign(new InboxConversationType(), detail, {
      messages: detail.messages.map(InboxMessageType.from),
    });
  }
}

@ObjectType('InboxConversationPage')
export class InboxConversationPageType {
  @Field(() => [InboxConversationSummaryType])
  conversations: InboxConversationSummaryType[];

  @Field(() => Int)
  totalCount: number;
}

@InputType()
export class InboxConversationsInput {
  @Field(() => String, {
    nullable: true,
    description: 'Part of the address, name or subject; ignored below 2, at most 200',
  })
  searchText?: string | null;

  @Field(() => ID, { nullable: true })
  mailboxId?: string | null;

  @Field(() => ID, { nullable: true })
  campaignId?: string | null;

  @Field(() => LeadStatusEnum, { nullable: true })
  leadStatus?: LeadStatus | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Only conversations with unread mail' })
  unread: boolean;

  @Field(() => ReplyCategoryEnum, {
    nullable: true,
    description: 'Only conversations whose latest received message is of this category',
  })
  category?: ReplyCategory | null;

  @Field(() => Int, { defaultValue: 0 })
  offset: number;

  @Field(() => Int, { defaultValue: 50 })
  limit: number;
}

@InputType()
export class InboxAnswerInput {
  @Field(() => ID, { description: 'The received message answered' })
  messageId: string;

  @Field(() => String, { description: 'HTML from the editor, or plain text' })
  body: string;

  @Field(() => InboxAnswerFormatEnum, { defaultValue: 'html' })
  format: 'html' | 'text';

  @Field(() => ID, {
    description: 'A UUID made by the client per answer: a retry with it never sends twice',
  })
  requestKey: string;
}

@ObjectType('InboxAnswer', { description: 'An answer written in the app and its sending state' })
export class InboxAnswerType {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  conversationId: string;

  @Field(() => String)
  subject: string;

  @Field(() => String, { description: 'claimed, smtp_started, sent, failed or uncertain' })
  state: string;

  @Field(() => String, { nullable: true, description: 'Why it failed or is uncertain' })
  lastError: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  static from(answer: InboxAnswerView): InboxAnswerType {
    return Object.assign(new InboxAnswerType(), answer);
  }
}
