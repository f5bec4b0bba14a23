import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { AUDIT_ENTITIES } from './audit.entities';
import { AuditResolver } from './audit.resolver';
import { auditRoutes } from './audit.rest';
import { AuditService } from './audit.service';

/**
 * The audit log: who did what, when and from where. Other modules' services record their
 * audited changes through `AuditService.record` (in the change's transaction where it has one);
 * the admins read it a page at a time. The housekeeping job drops entries older than a year.
 */
export const auditModule: ServerModule = {
  name: 'audit',
  resolvers: [AuditResolver],
  routes: [auditRoutes],
  entities: AUDIT_ENTITIES,
};

/** Builds the audit service; the modules whose changes are audited take it. */
export function buildAuditServices({
  db,
  logger,
}: Pick<ServiceDeps, 'db' | 'logger'>): Pick<Services, 'audit'> {
  return { audit: new AuditService(db, logger.child({ module: 'audit' })) };
}
