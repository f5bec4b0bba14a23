import type { SendingPreference } from '@outbound/common';
import DataLoader from 'dataloader';
import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/context';
import { SendingPreferenceType, MailAccountType } from '../mailbox/mailbox.types';
import { rampUpsOf, type RampUp } from './ramp-up';

@ObjectType('RampUp', { description: "Where a mailbox's ramp-up stands today" })
export class RampUpType {
  @Field(() => Int, { description: 'Its day of ramp-up: 1 + the earlier days it sent' })
  day: number;

  @Field(() => Int, { description: "Today's cap of emails" })
  perDay: number;

  @Field(() => Int, { description: 'The cap it ramps up to (max emails per day)' })
  maxPerDay: number;
}

type RampUpKey = { id: string; pref: SendingPreference };

/** The ramp-up loader of one GraphQL request: every mailbox of a result in one batch. */
const loaders = new WeakMap<GraphQLContext, DataLoader<RampUpKey, RampUp | null>>();

function rampUpLoader(ctx: GraphQLContext): DataLoader<RampUpKey, RampUp | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<RampUpKey, RampUp | null>(
      async (keys) => {
        const found = await rampUpsOf(ctx.services.db, keys);
        return keys.map((key) => found.get(key.id) ?? null);
      },
      { cache: false },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

@Resolver(() => MailAccountType)
export class RampUpResolver {
  @FieldResolver(() => RampUpType, {
    nullable: true,
    description:
      'The ramp-up of a mailbox whose sending preference has one ("Ramp-up: day N, X/day")',
  })
  async rampUp(
    @Root() account: MailAccountType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RampUpType | null> {
    const pref = SendingPreferenceType.toSpec(account.sendingPreference);
    return rampUpLoader(ctx).load({ id: account.id, pref });
  }
}
