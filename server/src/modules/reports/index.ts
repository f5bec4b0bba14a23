import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { CampaignReportsResolver } from './campaign-reports.resolver';
import { campaignReportsRoutes } from './campaign-reports.rest';
import { CampaignReportsService } from './campaign-reports.service';

/** The read side: a campaign's Overview, Timeline and exports. */
export const reportsModule: ServerModule = {
  name: 'reports',
  resolvers: [CampaignReportsResolver],
  routes: [campaignReportsRoutes],
};

/** Builds the reports services. */
export function buildReportsServices({
  db,
  campaigns,
}: Pick<ServiceDeps, 'db' | 'campaigns'>): Pick<Services, 'campaignReports'> {
  return { campaignReports: new CampaignReportsService(db, campaigns) };
}
