import { AuditEntry } from './audit-entry.entity';

/** The TypeORM entities of the tables the audit module owns (see auth.entities.ts for why apart). */
export const AUDIT_ENTITIES = [AuditEntry];
