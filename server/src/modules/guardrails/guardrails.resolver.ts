import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { MinimumRole } from '../../http/roles';
import { MailAccountType } from '../mailbox/mailbox.types';
import { GuardrailSettingsInput, GuardrailSettingsType } from './guardrails.types';

@Resolver()
export class GuardrailsResolver {
  @MinimumRole('admin')
  @Mutation(() => MailAccountType, {
    description: 'Resumes a mailbox the deliverability guard paused (its bounce rate).',
  })
  async resumeMailAccount(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailAccountType> {
    return MailAccountType.from(await ctx.services.guardrails.resume(requireCaller(ctx), email));
  }

  @MinimumRole('viewer')
  @Query(() => GuardrailSettingsType, {
    description: "The workspace's deliverability thresholds, or a mailbox's overrides (email).",
  })
  async guardrailSettings(
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GuardrailSettingsType> {
    const settings = await ctx.services.guardrails.settings(requireCaller(ctx), email ?? null);
    return GuardrailSettingsType.from(settings);
  }

  @MinimumRole('admin')
  @Mutation(() => GuardrailSettingsType)
  async updateGuardrailSettings(
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Arg('input', () => GuardrailSettingsInput) input: GuardrailSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GuardrailSettingsType> {
    const settings = await ctx.services.guardrails.updateSettings(
      requireCaller(ctx),
      email ?? null,
      input,
    );
    return GuardrailSettingsType.from(settings);
  }
}
