import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../../modules/auth/auth.resolver';
import { TeamResolver } from '../../modules/auth/team.resolver';
import { CampaignListsResolver } from '../../modules/campaign/campaign-lists.resolver';
import { CampaignResolver } from '../../modules/campaign/campaign.resolver';
import { CampaignPreviewResolver } from '../../modules/campaign/campaign-preview.resolver';
import { CampaignRecipientsResolver } from '../../modules/campaign/campaign-recipients.resolver';
import { CampaignSettingsResolver } from '../../modules/campaign/campaign-settings.resolver';
import { CampaignStepsResolver } from '../../modules/campaign/campaign-steps.resolver';
import { ContactImportResolver } from '../../modules/contact/contact-import.resolver';
import { ContactResolver } from '../../modules/contact/contact.resolver';
import { LeadResolver } from '../../modules/lead/lead.resolver';
import { GoogleAccountResolver } from '../../modules/mailbox/google-account.resolver';
import { MailboxResolver } from '../../modules/mailbox/mailbox.resolver';
import { SendingCalendarResolver } from '../../modules/sending/sending-calendar.resolver';
import { UncertainSendsResolver } from '../../modules/sending/uncertain-sends.resolver';
import { WarmupResolver } from '../../modules/mailbox/warmup/warmup.resolver';

export const RESOLVERS = [
  AuthResolver,
  TeamResolver,
  MailboxResolver,
  GoogleAccountResolver,
  WarmupResolver,
  ContactResolver,
  CampaignResolver,
  CampaignStepsResolver,
  CampaignSettingsResolver,
  CampaignPreviewResolver,
  CampaignListsResolver,
  CampaignRecipientsResolver,
  LeadResolver,
  ContactImportResolver,
  SendingCalendarResolver,
  UncertainSendsResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The type-graphql schema, built once per process. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers: RESOLVERS, validate: true });
  return built;
}
