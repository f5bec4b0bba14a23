import type { DataSource } from 'typeorm';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';
import type { CampaignService } from '../campaign/campaign.service';
import type {
  CampaignActivityPage,
  CampaignOverview,
  CampaignTimeline,
  ContactExportPage,
  TimelineGraph,
} from './campaign-reports.types';

export interface OverviewQuery {
  campaignId: string;
  listId?: string | null;
}

export interface ActivitiesQuery extends OverviewQuery {
  ignoreSends?: boolean;
  offset?: number;
  limit?: number;
}

export interface TimelineGraphQuery extends OverviewQuery {
  startDate: string;
  endDate: string;
}

export interface ExportPageQuery {
  campaignId: string;
  stepId?: string | null;
  after?: string | null;
  limit?: number;
}

const pending = () => new AppError('BAD_REQUEST', 'Not available yet');

/** The read side of a campaign's pages, from the counters the event recorder keeps. */
export class CampaignReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  async overview(_caller: Caller, _query: OverviewQuery): Promise<CampaignOverview> {
    throw pending();
  }

  async activities(_caller: Caller, _query: ActivitiesQuery): Promise<CampaignActivityPage> {
    throw pending();
  }

  async timeline(_caller: Caller, _query: OverviewQuery): Promise<CampaignTimeline> {
    throw pending();
  }

  async timelineGraph(_caller: Caller, _query: TimelineGraphQuery): Promise<TimelineGraph> {
    throw pending();
  }

  async exportPage(_caller: Caller, _query: ExportPageQuery): Promise<ContactExportPage> {
    throw pending();
  }
}
