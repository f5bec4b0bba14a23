import type { Reference } from '@apollo/client';
import {
  TeamMemberFieldsFragmentDoc,
  type TeamMemberFieldsFragment,
  useInviteUserMutation,
} from '../../../generated/graphql';

type CachedUserPage = { total: number; users: Reference[] };

/**
 * The invite mutation, putting the new member at the top of the loaded team list (the list is
 * newest first) instead of refetching it.
 */
export function useInviteUser() {
  return useInviteUserMutation({
    update(cache, { data }) {
      if (!data) return;
      const invited = cache.writeFragment<TeamMemberFieldsFragment>({
        data: data.inviteUser,
        fragment: TeamMemberFieldsFragmentDoc,
        fragmentName: 'TeamMemberFields',
      });
      if (!invited) return;
      cache.modify<{ searchUsers: CachedUserPage }>({
        fields: {
          searchUsers(existing, { readField, isReference }) {
            if (isReference(existing)) return existing;
            const known = existing.users.some(
              (user) => readField('id', user) === data.inviteUser.id,
            );
            if (known) return existing;
            return { ...existing, total: existing.total + 1, users: [invited, ...existing.users] };
          },
        },
      });
    },
  });
}
