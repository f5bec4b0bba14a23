import { AUDIT_PAGE_SIZE } from '@outbound/common';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { MinimumRole } from '../../http/roles';
import { AuditEntryType, AuditPageType } from './audit.types';

@Resolver()
export class AuditResolver {
  @MinimumRole('admin')
  @Query(() => AuditPageType, {
    description: "The workspace's audit log, newest first (offset ≤ 100000, limit 1..100)",
  })
  async auditLog(
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    // A default the cost estimator sees: the page's entries are priced by it.
    @Arg('limit', () => Int, { defaultValue: AUDIT_PAGE_SIZE }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuditPageType> {
    const page = await ctx.services.audit.page(requireCaller(ctx), { offset, limit });
    return { entries: page.entries.map(AuditEntryType.from), total: page.total };
  }
}
