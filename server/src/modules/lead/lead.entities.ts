import { Lead } from './lead.entity';

/** The TypeORM entities of the tables the lead module owns (see auth.entities.ts for why apart). */
export const LEAD_ENTITIES = [Lead];
