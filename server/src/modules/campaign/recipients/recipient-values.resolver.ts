import { SEND_CHECK_MESSAGES } from '@outbound/common';
import DataLoader from 'dataloader';
import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Resolver,
  Root,
} from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { MinimumRole } from '../../../http/roles';
import { CampaignType } from '../campaign.types';
import { CampaignRecipientType } from './campaign-recipients.types';
import { countHeldRecipients } from './recipient-holds';

@InputType({ description: "One of a recipient's values: the campaign's variable and its text" })
export class RecipientValueInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  value: string;
}

@ObjectType('HeldRecipients', {
  description: 'Recipients held because a merge field of their message is empty, and the fix',
})
export class HeldRecipientsType {
  @Field(() => Int)
  count: number;

  @Field(() => String, { nullable: true, description: 'What to do; null when none is held' })
  fix: string | null;
}

/** The held-count loader of one GraphQL request: every campaign of a result in one query. */
const loaders = new WeakMap<GraphQLContext, DataLoader<string, number>>();

function heldLoader(ctx: GraphQLContext): DataLoader<string, number> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, number>(
      async (ids) => {
        const { workspaceId } = requireCaller(ctx);
        const counts = await countHeldRecipients(ctx.services.db, workspaceId, ids);
        return ids.map((id) => counts.get(id) ?? 0);
      },
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

/** Recipients held by the send checks: the campaign header's count, and editing their values. */
@Resolver(() => CampaignType)
export class RecipientValuesResolver {
  @FieldResolver(() => HeldRecipientsType, {
    description: 'Recipients waiting because a merge field of their next message is empty',
  })
  async heldRecipients(
    @Root() campaign: CampaignType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<HeldRecipientsType> {
    const count = await heldLoader(ctx).load(campaign.id);
    return { count, fix: count > 0 ? SEND_CHECK_MESSAGES.heldRecipients(count) : null };
  }

  @MinimumRole('member')
  @Mutation(() => CampaignRecipientType, {
    description:
      "Edits a recipient's values (its row in the list it came from); a recipient held for an empty field is checked again",
  })
  async updateRecipientValues(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('email', () => String) email: string,
    @Arg('values', () => [RecipientValueInput]) values: RecipientValueInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignRecipientType> {
    const caller = requireCaller(ctx);
    const recipient = await ctx.services.recipientValues.update(caller, {
      campaignId,
      email,
      values: Object.fromEntries(values.map((entry) => [entry.name, entry.value])),
    });
    const { variables } = await ctx.services.campaigns.get(caller, campaignId);
    return CampaignRecipientType.from(recipient, variables);
  }
}
