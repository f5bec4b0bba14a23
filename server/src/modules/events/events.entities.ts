import { CampaignCounter } from './campaign-counter.entity';
import { CampaignListCounter } from './campaign-list-counter.entity';
import { CampaignTimelineCounter } from './campaign-timeline-counter.entity';
import { EmailEvent } from './email-event.entity';
import { MailboxDayCounter } from './mailbox-day-counter.entity';
import { StepCounter } from './step-counter.entity';
import { StepListCounter } from './step-list-counter.entity';
import { WorkspaceTimelineCounter } from './workspace-timeline-counter.entity';

/** The TypeORM entities of the tables the events module owns (apart: see auth.entities.ts). */
export const EVENTS_ENTITIES = [
  EmailEvent,
  CampaignCounter,
  StepCounter,
  CampaignListCounter,
  StepListCounter,
  CampaignTimelineCounter,
  WorkspaceTimelineCounter,
  MailboxDayCounter,
];
