import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { MinimumRole } from '../../http/roles';
import {
  DeliverabilityProbeType,
  DeliverabilityType,
  DeliverabilityWarningType,
} from './deliverability.types';

@Resolver()
export class DeliverabilityResolver {
  @MinimumRole('viewer')
  @Query(() => DeliverabilityType, {
    description: "The mailbox's last deliverability check (checked now if it never was).",
  })
  async mailAccountDeliverability(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeliverabilityType> {
    return DeliverabilityType.from(
      await ctx.services.deliverability.report(requireCaller(ctx), id),
    );
  }

  @MinimumRole('member')
  @Mutation(() => DeliverabilityType, { description: "Checks the mailbox's domain again now." })
  async checkMailAccountDeliverability(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeliverabilityType> {
    return DeliverabilityType.from(await ctx.services.deliverability.check(requireCaller(ctx), id));
  }

  @MinimumRole('admin')
  @Mutation(() => DeliverabilityType, {
    description:
      "Sets the mailbox's tracking domain (a CNAME to the public host; null or empty: none), then checks the mailbox again.",
  })
  async setMailAccountTrackingDomain(
    @Arg('id', () => ID) id: string,
    @Arg('trackingDomain', () => String, { nullable: true }) trackingDomain: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeliverabilityType> {
    return DeliverabilityType.from(
      await ctx.services.deliverability.setTrackingDomain(requireCaller(ctx), id, trackingDomain),
    );
  }

  @MinimumRole('member')
  @Mutation(() => DeliverabilityProbeType, {
    description:
      'Sends a message from the mailbox to itself and reads the Authentication-Results its provider added.',
  })
  async probeMailAccountDeliverability(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeliverabilityProbeType> {
    return DeliverabilityProbeType.from(
      await ctx.services.deliverability.probe(requireCaller(ctx), id),
    );
  }

  @MinimumRole('viewer')
  @Query(() => [DeliverabilityWarningType], {
    description: 'Mailboxes whose domain checks went from pass to fail (the dashboard).',
  })
  async deliverabilityWarnings(@Ctx() ctx: GraphQLContext): Promise<DeliverabilityWarningType[]> {
    const warnings = await ctx.services.deliverability.warnings(requireCaller(ctx));
    return warnings.map(DeliverabilityWarningType.from);
  }
}
