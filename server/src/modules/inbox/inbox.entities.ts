import { InboxAnswer } from './inbox-answer.entity';
import { InboxAttachment } from './inbox-attachment.entity';
import { InboxConversation } from './inbox-conversation.entity';
import { InboxCursor } from './inbox-cursor.entity';
import { InboxMail } from './inbox-mail.entity';
import { InboxMessage } from './inbox-message.entity';
import { RecipientAway } from './recipient-away.entity';

/** The TypeORM entities of the tables the inbox module owns (apart: see auth.entities.ts). */
export const INBOX_ENTITIES = [
  InboxCursor,
  InboxMessage,
  InboxConversation,
  InboxMail,
  InboxAttachment,
  InboxAnswer,
  RecipientAway,
];
