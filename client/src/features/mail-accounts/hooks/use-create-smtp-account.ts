import type { Reference } from '@apollo/client';
import {
  MailAccountFieldsFragmentDoc,
  type MailAccountFieldsFragment,
  useCreateSmtpAccountMutation,
} from '../../../generated/graphql';

/**
 * The create mutation, appending the new account to the loaded account list (the list is oldest
 * first) instead of refetching it.
 */
export function useCreateSmtpAccount() {
  return useCreateSmtpAccountMutation({
    update(cache, { data }) {
      if (!data) return;
      const created = cache.writeFragment<MailAccountFieldsFragment>({
        data: data.createSmtpAccount,
        fragment: MailAccountFieldsFragmentDoc,
        fragmentName: 'MailAccountFields',
      });
      if (!created) return;
      cache.modify<{ mailAccounts: Reference[] }>({
        fields: {
          mailAccounts(existing, { readField }) {
            const known = existing.some(
              (account) => readField('id', account) === data.createSmtpAccount.id,
            );
            return known ? existing : [...existing, created];
          },
        },
      });
    },
  });
}
