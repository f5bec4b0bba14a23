import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { CampaignReportsResolver } from './campaign-reports.resolver';
import { campaignReportsRoutes } from './campaign-reports.rest';
import { CampaignReportsService } from './campaign-reports.service';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

/** The read side: a campaign's Overview, Timeline and exports; the dashboard. */
export const reportsModule: ServerModule = {
  name: 'reports',
  resolvers: [CampaignReportsResolver, DashboardResolver],
  routes: [campaignReportsRoutes],
};

/** Builds the reports services. */
export function buildReportsServices({
  db,
  campaigns,
  mailbox,
  sendingCalendar,
  audit,
}: Pick<ServiceDeps, 'db' | 'campaigns' | 'mailbox' | 'sendingCalendar' | 'audit'>): Pick<
  Services,
  'campaignReports' | 'dashboard'
> {
  return {
    campaignReports: new CampaignReportsService(db, campaigns, audit),
    dashboard: new DashboardService(db, mailbox, sendingCalendar),
  };
}
