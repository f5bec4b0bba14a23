import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import {
  ContactListType,
  ContactPage,
  ContactSearchInput,
  ContactStats,
  UnsubscriberPage,
} from './contact.types';
import { MinimumRole } from '../../http/roles';

@Resolver()
export class ContactResolver {
  @MinimumRole('viewer')
  @Query(() => ContactPage, { description: 'All Contacts: one page of the search' })
  contacts(
    @Arg('input', () => ContactSearchInput) input: ContactSearchInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactPage> {
    return ctx.services.contactSearch.search(requireCaller(ctx), {
      userEmail: input.userEmail ?? undefined,
      listId: input.listId ?? undefined,
      searchText: input.searchText ?? undefined,
      filter: input.filter ?? undefined,
      offset: input.offset,
      limit: input.limit,
    });
  }

  @MinimumRole('viewer')
  @Query(() => ContactStats, { description: 'The stat tiles of All Contacts' })
  contactStats(
    @Arg('userEmail', () => String, { nullable: true }) userEmail: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactStats> {
    return ctx.services.contactSearch.stats(requireCaller(ctx), userEmail);
  }

  @MinimumRole('viewer')
  @Query(() => [ContactListType])
  async contactLists(@Ctx() ctx: GraphQLContext): Promise<ContactListType[]> {
    const lists = await ctx.services.contactLists.listLists(requireCaller(ctx));
    return lists.map(ContactListType.from);
  }

  @MinimumRole('viewer')
  @Query(() => UnsubscriberPage)
  unsubscribers(
    @Arg('searchText', () => String, { nullable: true }) searchText: string | null,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UnsubscriberPage> {
    return ctx.services.unsubscribes.search(requireCaller(ctx), {
      searchText: searchText ?? undefined,
      offset,
      limit,
    });
  }

  @MinimumRole('admin')
  @Mutation(() => String, { description: 'Lets those senders email the address again' })
  deleteUnsubscribeDomains(
    @Arg('email', () => String) email: string,
    @Arg('domains', () => [String]) domains: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.unsubscribes.deleteDomains(requireCaller(ctx), { email, domains });
  }

  @MinimumRole('admin')
  @Mutation(() => String, { description: 'Deletes every unsubscribe of the addresses' })
  deleteUnsubscribers(
    @Arg('emails', () => [String]) emails: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.unsubscribes.deleteAll(requireCaller(ctx), { emails });
  }
}
