import { auditModule } from './audit';
import { authModule } from './auth';
import { campaignModule } from './campaign';
import { contactModule } from './contact';
import { deliverabilityModule } from './deliverability';
import { eventsModule } from './events';
import { guardrailsModule } from './guardrails';
import { inboxModule } from './inbox';
import { leadModule } from './lead';
import { mailboxModule } from './mailbox';
import { messageModule } from './message';
import type { ServerModule } from './server-module';
import { reportsModule } from './reports';
import { sendingModule } from './sending';
import { systemMailModule } from './system-mail';
import { trackingModule } from './tracking';
import { webhookModule } from './webhook';

export type { ServerModule } from './server-module';

/**
 * Every feature module of the server. The GraphQL schema (resolvers), the HTTP app (`/v1` routes),
 * the data source (entities) and the worker (jobs) read this list: a new module is added here.
 * A module's index also exports how its services are built (`build…Services`); `createServices`
 * (services.ts) calls those in the order their dependencies need.
 */
export const MODULES: readonly ServerModule[] = [
  authModule,
  mailboxModule,
  contactModule,
  campaignModule,
  leadModule,
  reportsModule,
  sendingModule,
  trackingModule,
  inboxModule,
  eventsModule,
  messageModule,
  systemMailModule,
  webhookModule,
  auditModule,
  deliverabilityModule,
  guardrailsModule,
];
