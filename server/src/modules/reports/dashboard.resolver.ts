import { Ctx, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { Dashboard } from './dashboard.types';
import { MinimumRole } from '../../http/roles';

/** The home page. */
@Resolver()
export class DashboardResolver {
  @MinimumRole('viewer')
  @Query(() => Dashboard, {
    description:
      'The workspace’s home page: the last 30 days, today per mailbox, mailboxes needing ' +
      'attention, the latest replies and leads, and what is set up',
  })
  async dashboard(@Ctx() ctx: GraphQLContext): Promise<Dashboard> {
    return ctx.services.dashboard.get(requireCaller(ctx));
  }
}
