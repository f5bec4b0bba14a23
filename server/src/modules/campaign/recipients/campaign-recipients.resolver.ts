import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import {
  CampaignRecipientExportInput,
  CampaignRecipientExportPageType,
  CampaignRecipientPageType,
  CampaignRecipientsInput,
  CampaignRecipientType,
} from './campaign-recipients.types';
import { MinimumRole } from '../../../http/roles';

/** The Recipients tab of a campaign. */
@Resolver()
export class CampaignRecipientsResolver {
  @MinimumRole('viewer')
  @Query(() => CampaignRecipientPageType)
  async campaignRecipients(
    @Arg('input', () => CampaignRecipientsInput) input: CampaignRecipientsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignRecipientPageType> {
    const page = await ctx.services.campaignRecipients.list(requireCaller(ctx), {
      campaignId: input.campaignId,
      eventType: input.eventType ?? '',
      text: input.text ?? '',
      listId: input.listId ?? '',
      offset: input.offset,
      limit: input.limit,
    });
    return Object.assign(new CampaignRecipientPageType(), {
      recipients: page.recipients.map((row) => CampaignRecipientType.from(row, page.displayKeys)),
      displayKeys: page.displayKeys,
      totalCount: page.total,
    });
  }

  @MinimumRole('member')
  @Query(() => CampaignRecipientExportPageType, {
    description: "The Recipients tab's export: every recipient of its filter, a page at a time",
  })
  async campaignRecipientExport(
    @Arg('input', () => CampaignRecipientExportInput) input: CampaignRecipientExportInput,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('limit', () => Int, {
      defaultValue: 500,
      description:
        'Rows per page (1 to 500); 500 full rows (with __typename, as Apollo Client asks) fit the query cost limit',
    })
    limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignRecipientExportPageType> {
    const page = await ctx.services.campaignRecipients.exportPage(requireCaller(ctx), {
      campaignId: input.campaignId,
      eventType: input.eventType ?? '',
      text: input.text ?? '',
      listId: input.listId ?? '',
      after,
      limit,
    });
    return Object.assign(new CampaignRecipientExportPageType(), {
      recipients: page.recipients.map((row) => CampaignRecipientType.from(row, page.displayKeys)),
      displayKeys: page.displayKeys,
      next: page.next,
    });
  }

  @MinimumRole('member')
  @Mutation(() => [CampaignRecipientType], {
    description:
      'Pauses or plays recipients by address; CONFLICT when none of them changes. Answers those changed.',
  })
  async setRecipientsPaused(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('emails', () => [String]) emails: string[],
    @Arg('paused', () => Boolean) paused: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignRecipientType[]> {
    const caller = requireCaller(ctx);
    const { changed } = await ctx.services.campaignRecipients.setPaused(caller, {
      campaignId,
      emails,
      action: paused ? 'pause' : 'play',
    });
    const { variables } = await ctx.services.campaigns.get(caller, campaignId);
    return changed.map((row) => CampaignRecipientType.from(row, variables));
  }

  @MinimumRole('member')
  @Mutation(() => [CampaignRecipientType], {
    description:
      "Moves recipients (by address) to another mailbox of the campaign's pool: their next message starts a new thread from it. CONFLICT when none can move. Answers those moved.",
  })
  async moveRecipientsToMailbox(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('emails', () => [String]) emails: string[],
    @Arg('mailAccountId', () => ID) mailAccountId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignRecipientType[]> {
    const caller = requireCaller(ctx);
    const { moved } = await ctx.services.campaignRecipients.moveToMailbox(caller, {
      campaignId,
      emails,
      mailAccountId,
    });
    const { variables } = await ctx.services.campaigns.get(caller, campaignId);
    return moved.map((row) => CampaignRecipientType.from(row, variables));
  }
}
