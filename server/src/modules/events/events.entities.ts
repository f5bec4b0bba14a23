import { CampaignCounter } from './campaign-counter.entity';
import { EmailEvent } from './email-event.entity';
import { StepCounter } from './step-counter.entity';

/** The TypeORM entities of the tables the events module owns (apart: see auth.entities.ts). */
export const EVENTS_ENTITIES = [EmailEvent, CampaignCounter, StepCounter];
