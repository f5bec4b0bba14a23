import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { LeadSettingsService } from './lead-settings.service';
import { LeadService } from './lead.service';
import { LeadResolver } from './lead.resolver';
import { leadRoutes } from './lead.rest';
import { LEAD_ENTITIES } from './lead.entities';

/** Leads, their statuses and the lead rules of a campaign. */
export const leadModule: ServerModule = {
  name: 'lead',
  resolvers: [LeadResolver],
  routes: [leadRoutes],
  entities: LEAD_ENTITIES,
};

/** Builds the lead and lead-settings services. */
export function buildLeadServices({
  db,
  campaigns,
  webhookOutbox,
}: Pick<ServiceDeps, 'db' | 'campaigns' | 'webhookOutbox'>): Pick<
  Services,
  'leadSettings' | 'leads'
> {
  return {
    leadSettings: new LeadSettingsService(db, campaigns),
    leads: new LeadService(db, webhookOutbox),
  };
}

export { LeadStatusEnum } from './lead.types';
