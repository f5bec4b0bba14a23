import { MailboxDeliverability } from './mailbox-deliverability.entity';

/** The TypeORM entities of the tables the deliverability module owns. */
export const DELIVERABILITY_ENTITIES = [MailboxDeliverability];
