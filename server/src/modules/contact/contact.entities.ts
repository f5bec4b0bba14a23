import { ContactActivity } from './contact-activity.entity';
import { ContactImport } from './contact-import.entity';
import { ContactListMember } from './contact-list-member.entity';
import { ContactList } from './contact-list.entity';
import { ContactTally } from './contact-tally.entity';
import { Contact } from './contact.entity';
import { Unsubscribe } from './unsubscribe.entity';
import { EmailDomainCheck } from './email-domain-check.entity';
import { DoNotContact } from './do-not-contact.entity';

/** The TypeORM entities of the tables the contact module owns (apart: see auth.entities.ts). */
export const CONTACT_ENTITIES = [
  Contact,
  ContactList,
  ContactListMember,
  ContactImport,
  ContactActivity,
  ContactTally,
  Unsubscribe,
  EmailDomainCheck,
  DoNotContact,
];
