import { useCreateSmtpAccountMutation } from '../../../generated/graphql';
import { appendMailAccount } from './append-mail-account';

/**
 * The create mutation, appending the new account to the loaded account list (the list is oldest
 * first) instead of refetching it.
 */
export function useCreateSmtpAccount() {
  return useCreateSmtpAccountMutation({
    update(cache, { data }) {
      if (data) appendMailAccount(cache, data.createSmtpAccount);
    },
  });
}
