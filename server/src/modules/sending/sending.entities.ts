import { MailboxDispatch } from './mailbox-dispatch.entity';
import { MailDomainProvider } from './providers/mail-domain-provider.entity';
import { RecipientDomainDeferral } from './recipient-domain-deferral.entity';
import { SendLink } from './send-link.entity';
import { Send } from './send.entity';

/** The TypeORM entities of the tables the sending module owns (apart: see auth.entities.ts). */
export const SENDING_ENTITIES = [
  Send,
  SendLink,
  MailboxDispatch,
  MailDomainProvider,
  RecipientDomainDeferral,
];
