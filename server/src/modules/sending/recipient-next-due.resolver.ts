import DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { CampaignRecipientType } from '../campaign/recipients/campaign-recipients.types';
import type { RecipientNextDue } from './recipient-next-due';

@ObjectType('RecipientNextDue', {
  description:
    'When a waiting recipient is next due: the earliest instant by its delay and the sending window (the mailbox caps may put it later)',
})
class RecipientNextDueType {
  @Field(() => String, { nullable: true, description: "The recipient's own time zone, if known" })
  timeZone: string | null;

  @Field(() => String, {
    description:
      "The zone whose window applies: the recipient's (campaign setting on), else the mailbox's",
  })
  windowZone: string;

  @Field(() => Date, { nullable: true, description: 'Null when the window never opens' })
  at: Date | null;
}

/** The next-due loader of one GraphQL request. */
const loaders = new WeakMap<GraphQLContext, DataLoader<string, RecipientNextDue | null>>();

/** `CampaignRecipient.nextDue` for a whole page in one query per tick. */
function nextDueLoader(ctx: GraphQLContext): DataLoader<string, RecipientNextDue | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, RecipientNextDue | null>(
      async (ids) => {
        const due = await ctx.services.sendingCalendar.nextDueOf(requireCaller(ctx), ids);
        return ids.map((id) => due.get(id) ?? null);
      },
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => CampaignRecipientType)
export class RecipientNextDueResolver {
  @FieldResolver(() => RecipientNextDueType, {
    nullable: true,
    description: 'When it is next due, if it waits for a message (active, not paused, started)',
  })
  async nextDue(
    @Root() recipient: CampaignRecipientType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RecipientNextDueType | null> {
    const due = await nextDueLoader(ctx).load(recipient.id);
    return due && Object.assign(new RecipientNextDueType(), due);
  }
}
