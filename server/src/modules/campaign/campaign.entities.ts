import { CampaignLabel } from './labels/campaign-label.entity';
import { CampaignList } from './lists/campaign-list.entity';
import { CampaignRecipient } from './recipients/campaign-recipient.entity';
import { Campaign } from './campaign.entity';
import { Label } from './labels/label.entity';
import { CampaignMailAccount } from './pool/campaign-mail-account.entity';
import { StepContent } from './steps/step-content.entity';
import { Step } from './steps/step.entity';

/** The TypeORM entities of the tables the campaign module owns (apart: see auth.entities.ts). */
export const CAMPAIGN_ENTITIES = [
  Campaign,
  Step,
  StepContent,
  CampaignList,
  CampaignRecipient,
  Label,
  CampaignLabel,
  CampaignMailAccount,
];
