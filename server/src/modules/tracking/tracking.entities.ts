import { TrackingHitCount } from './tracking-hit.entity';
import { TrackingSpoolSegment } from './tracking-spool.entity';

/** The TypeORM entities of the tables the tracking module owns. */
export const TRACKING_ENTITIES = [TrackingSpoolSegment, TrackingHitCount];
