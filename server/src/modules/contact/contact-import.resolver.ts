import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../../http/context';
import { ContactImportType } from './contact-import.types';
import { MinimumRole } from '../../http/roles';

@Resolver()
export class ContactImportResolver {
  @MinimumRole('viewer')
  @Query(() => ContactImportType, {
    description: 'Progress and outcome of a contact import started by POST /v1/contactList/create.',
  })
  async contactImport(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactImportType> {
    return ContactImportType.from(await ctx.services.contactImport.get(requireCaller(ctx), id));
  }
}
