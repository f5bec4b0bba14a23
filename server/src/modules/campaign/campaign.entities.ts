import { CampaignLabel } from './campaign-label.entity';
import { CampaignList } from './campaign-list.entity';
import { CampaignRecipient } from './campaign-recipient.entity';
import { Campaign } from './campaign.entity';
import { Label } from './label.entity';
import { Step } from './step.entity';

/** The TypeORM entities of the tables the campaign module owns (apart: see auth.entities.ts). */
export const CAMPAIGN_ENTITIES = [
  Campaign,
  Step,
  CampaignList,
  CampaignRecipient,
  Label,
  CampaignLabel,
];
