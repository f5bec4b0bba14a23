import type { ApolloCache, Reference } from '@apollo/client';
import {
  MailAccountFieldsFragmentDoc,
  type MailAccountFieldsFragment,
} from '../../../generated/graphql';

/**
 * Writes a new account to the cache and appends it to the loaded account list (the list is oldest
 * first) instead of refetching it; an account the list already has stays where it is.
 */
export function appendMailAccount(cache: ApolloCache<unknown>, account: MailAccountFieldsFragment) {
  const created = cache.writeFragment<MailAccountFieldsFragment>({
    data: account,
    fragment: MailAccountFieldsFragmentDoc,
    fragmentName: 'MailAccountFields',
  });
  if (!created) return;
  cache.modify<{ mailAccounts: Reference[] }>({
    fields: {
      mailAccounts(existing, { readField }) {
        const known = existing.some((entry) => readField('id', entry) === account.id);
        return known ? existing : [...existing, created];
      },
    },
  });
}
