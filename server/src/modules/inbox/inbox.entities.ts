import { InboxCursor } from './inbox-cursor.entity';
import { InboxMessage } from './inbox-message.entity';

/** The TypeORM entities of the tables the inbox module owns (apart: see auth.entities.ts). */
export const INBOX_ENTITIES = [InboxCursor, InboxMessage];
