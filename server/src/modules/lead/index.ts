import type { ServerModule } from '../server-module';
import { LeadResolver } from './lead.resolver';
import { leadRoutes } from './lead.rest';

/** Leads, their statuses and the lead rules of a campaign. */
export const leadModule: ServerModule = {
  name: 'lead',
  resolvers: [LeadResolver],
  routes: [leadRoutes],
};
