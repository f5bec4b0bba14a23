import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { CampaignPreviewType, PreviewMessagesType } from './campaign-preview.types';
import { MinimumRole } from '../../../http/roles';

@Resolver()
export class CampaignPreviewResolver {
  @MinimumRole('viewer')
  @Query(() => CampaignPreviewType)
  async campaignPreview(
    @Arg('campaignId', () => ID) campaignId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CampaignPreviewType> {
    const preview = await ctx.services.campaignPreview.preview(requireCaller(ctx), campaignId);
    return CampaignPreviewType.from(preview);
  }

  @MinimumRole('viewer')
  @Query(() => PreviewMessagesType, {
    description: 'The messages of the recipient with that address, else of the one at offset',
  })
  async previewMessages(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('variant', () => String, {
      nullable: true,
      description: 'A to E: every message in that variant; none: the recipient’s',
    })
    variant: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PreviewMessagesType> {
    const page = await ctx.services.campaignPreview.messages(requireCaller(ctx), {
      campaignId,
      email,
      offset,
      variant,
    });
    return PreviewMessagesType.from(page);
  }

  @MinimumRole('member')
  @Mutation(() => String, { description: 'Send Test; answers the success message' })
  sendTestEmail(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('email', () => String) email: string,
    @Arg('subject', () => String) subject: string,
    @Arg('body', () => String) body: string,
    @Arg('mimeType', () => String, { defaultValue: 'text/html' }) mimeType: string,
    @Arg('stepId', () => ID, { nullable: true, description: 'The message tested (its spintax)' })
    stepId: string | null,
    @Arg('variant', () => String, { nullable: true, description: 'The variant tested, A to E' })
    variant: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.campaignPreview.sendTest(requireCaller(ctx), {
      campaignId,
      email,
      subject,
      body,
      mimeType,
      stepId,
      variant,
    });
  }
}
