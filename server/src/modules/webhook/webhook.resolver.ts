import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import {
  WebhookCreateInput,
  WebhookDeliveryType,
  WebhookType,
  WebhookUpdateInput,
  WebhookWithSecretType,
} from './webhook.types';
import { MinimumRole } from '../../http/roles';

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The workspace's webhook endpoints (Settings › Webhooks). */
@Resolver()
export class WebhookResolver {
  @MinimumRole('admin')
  @Query(() => [WebhookType], { description: "The workspace's webhook endpoints" })
  async webhooks(@Ctx() ctx: GraphQLContext): Promise<WebhookType[]> {
    return (await ctx.services.webhooks.list(requireCaller(ctx))).map(WebhookType.from);
  }

  @MinimumRole('admin')
  @Query(() => [WebhookDeliveryType], {
    description: "An endpoint's last deliveries, newest first",
  })
  async webhookDeliveries(
    @Arg('webhookId', () => ID) webhookId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDeliveryType[]> {
    const deliveries = await ctx.services.webhooks.deliveries(requireCaller(ctx), webhookId);
    return deliveries.map(WebhookDeliveryType.from);
  }

  @MinimumRole('admin')
  @Mutation(() => WebhookWithSecretType, {
    description: 'Registers an endpoint; its secret is shown once',
  })
  async createWebhook(
    @Arg('input', () => WebhookCreateInput) input: WebhookCreateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookWithSecretType> {
    const created = await ctx.services.webhooks.create(requireCaller(ctx), {
      url: input.url,
      events: input.events,
      enabled: orUndefined(input.enabled),
    });
    return WebhookWithSecretType.from(created);
  }

  @MinimumRole('admin')
  @Mutation(() => WebhookType, { description: "Changes an endpoint's URL, events or enabled" })
  async updateWebhook(
    @Arg('webhookId', () => ID) webhookId: string,
    @Arg('input', () => WebhookUpdateInput) input: WebhookUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookType> {
    const webhook = await ctx.services.webhooks.update(requireCaller(ctx), webhookId, {
      url: orUndefined(input.url),
      events: orUndefined(input.events),
      enabled: orUndefined(input.enabled),
    });
    return WebhookType.from(webhook);
  }

  @MinimumRole('admin')
  @Mutation(() => ID, { description: 'Deletes an endpoint and its deliveries; answers its id' })
  async deleteWebhook(
    @Arg('webhookId', () => ID) webhookId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    await ctx.services.webhooks.delete(requireCaller(ctx), webhookId);
    return webhookId;
  }

  @MinimumRole('admin')
  @Mutation(() => WebhookWithSecretType, { description: 'A new secret, shown once' })
  async rotateWebhookSecret(
    @Arg('webhookId', () => ID) webhookId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookWithSecretType> {
    const rotated = await ctx.services.webhooks.rotateSecret(requireCaller(ctx), webhookId);
    return WebhookWithSecretType.from(rotated);
  }

  @MinimumRole('admin')
  @Mutation(() => WebhookDeliveryType, {
    description: 'Delivers a test event now; answers how it went',
  })
  async sendWebhookTest(
    @Arg('webhookId', () => ID) webhookId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDeliveryType> {
    const delivery = await ctx.services.webhooks.sendTest(requireCaller(ctx), webhookId);
    return WebhookDeliveryType.from(delivery);
  }
}
