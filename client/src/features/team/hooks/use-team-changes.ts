import type { Reference } from '@apollo/client';
import { useRemoveUserMutation, useSetUserRoleMutation } from '../../../generated/graphql';

type CachedUserPage = { total: number; users: Reference[] };

/** A teammate's role change: the cached teammate (by id) takes the answer's role. */
export function useSetUserRole() {
  return useSetUserRoleMutation();
}

/** Removes a teammate and takes them out of the loaded team list instead of refetching it. */
export function useRemoveUser() {
  return useRemoveUserMutation({
    update(cache, { data }, { variables }) {
      if (!data?.removeUser || !variables) return;
      cache.modify<{ searchUsers: CachedUserPage }>({
        fields: {
          searchUsers(existing, { readField, isReference }) {
            if (isReference(existing)) return existing;
            const users = existing.users.filter(
              (user) => readField('id', user) !== variables.userId,
            );
            if (users.length === existing.users.length) return existing;
            return { ...existing, total: existing.total - 1, users };
          },
        },
      });
      cache.evict({ id: cache.identify({ __typename: 'User', id: variables.userId }) });
      cache.gc();
    },
  });
}
