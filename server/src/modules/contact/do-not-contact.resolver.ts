import { DO_NOT_CONTACT_MESSAGES } from '@outbound/common';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { MinimumRole } from '../../http/roles';

@ObjectType('DoNotContactEntry', { description: 'An address or a whole domain never contacted' })
export class DoNotContactEntryType {
  @Field(() => String)
  value: string;

  @Field(() => String, { description: 'address or domain' })
  kind: string;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('DoNotContactPage')
export class DoNotContactPageType {
  @Field(() => [DoNotContactEntryType])
  entries: DoNotContactEntryType[];

  @Field(() => Int)
  totalCount: number;
}

/** The workspace's do-not-contact list. */
@Resolver()
export class DoNotContactResolver {
  @MinimumRole('viewer')
  @Query(() => DoNotContactPageType)
  async doNotContact(
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DoNotContactPageType> {
    const page = await ctx.services.doNotContact.list(requireCaller(ctx), { offset, limit });
    return { entries: page.entries, totalCount: page.total };
  }

  @MinimumRole('member')
  @Mutation(() => String, { description: 'Adds addresses or domains; answers how many were new' })
  async addDoNotContact(
    @Arg('entries', () => [String]) entries: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return DO_NOT_CONTACT_MESSAGES.added(
      await ctx.services.doNotContact.add(requireCaller(ctx), entries),
    );
  }

  @MinimumRole('member')
  @Mutation(() => String, {
    description: 'Removes addresses or domains; NOT_FOUND when none is listed',
  })
  async removeDoNotContact(
    @Arg('entries', () => [String]) entries: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return DO_NOT_CONTACT_MESSAGES.removed(
      await ctx.services.doNotContact.remove(requireCaller(ctx), entries),
    );
  }

  @MinimumRole('member')
  @Mutation(() => String, {
    description: 'Imports a CSV text (first column, at most 1 MB): all or nothing',
  })
  async importDoNotContact(
    @Arg('csv', () => String) csv: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return DO_NOT_CONTACT_MESSAGES.added(
      await ctx.services.doNotContact.importCsv(requireCaller(ctx), csv),
    );
  }
}
