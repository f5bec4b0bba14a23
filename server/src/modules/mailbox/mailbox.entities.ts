import { MailAccount } from './mail-account.entity';

/** The TypeORM entities of the tables the mailbox module owns (see auth.entities.ts for why apart). */
export const MAILBOX_ENTITIES = [MailAccount];
