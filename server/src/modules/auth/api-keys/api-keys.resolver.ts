import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../../http/context';
import { MinimumRole } from '../../../http/roles';
import { ApiKeyCreateInput, ApiKeyType, CreatedApiKeyType } from './api-keys.types';

/** The workspace's API keys (Settings › API keys): admins only; a key never manages keys. */
@Resolver()
export class ApiKeysResolver {
  @MinimumRole('admin')
  @Query(() => [ApiKeyType], { description: "The workspace's API keys not revoked, newest first" })
  async apiKeys(@Ctx() ctx: GraphQLContext): Promise<ApiKeyType[]> {
    return (await ctx.services.apiKeys.list(requireCaller(ctx))).map(ApiKeyType.from);
  }

  @MinimumRole('admin')
  @Mutation(() => CreatedApiKeyType, { description: 'Makes an API key; the key is shown once' })
  async createApiKey(
    @Arg('input', () => ApiKeyCreateInput) input: ApiKeyCreateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiKeyType> {
    const created = await ctx.services.apiKeys.create(requireCaller(ctx), {
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expiresAt ?? null,
    });
    return CreatedApiKeyType.from(created);
  }

  @MinimumRole('admin')
  @Mutation(() => ID, { description: 'Revokes an API key at once; answers its id' })
  async revokeApiKey(
    @Arg('apiKeyId', () => ID) apiKeyId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    await ctx.services.apiKeys.revoke(requireCaller(ctx), apiKeyId);
    return apiKeyId;
  }
}
