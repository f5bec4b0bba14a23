import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import { useDeleteMailAccountMutation } from '../../../generated/graphql';

type DeletedAccount = { id: string; email: string };

/**
 * The delete mutation, dropping the account from the cache (and so from the loaded list) instead
 * of refetching the list. Resolves to whether the account is gone; failures are reported by the
 * global error handling.
 */
export function useDeleteMailAccount() {
  const [mutate, state] = useDeleteMailAccountMutation();

  const deleteAccount = useCallback(
    async (account: DeletedAccount): Promise<boolean> => {
      try {
        const { data } = await mutate({
          variables: { email: account.email },
          update(cache, { data: result }) {
            if (!result?.deleteMailAccount) return;
            const id = cache.identify({ __typename: 'MailAccount', id: account.id });
            cache.modify<{ mailAccounts: Reference[] }>({
              fields: {
                mailAccounts(existing, { readField }) {
                  return existing.filter((ref) => readField('id', ref) !== account.id);
                },
              },
            });
            // The campaign lookup is always fetched afresh, so its cached answer is left alone:
            // evicting it would make the still-open dialog ask for it again.
            cache.evict({
              id: 'ROOT_QUERY',
              fieldName: 'mailAccount',
              args: { email: account.email },
            });
            if (id) cache.evict({ id });
            cache.gc();
          },
        });
        return Boolean(data?.deleteMailAccount);
      } catch {
        return false;
      }
    },
    [mutate],
  );

  return [deleteAccount, state] as const;
}
