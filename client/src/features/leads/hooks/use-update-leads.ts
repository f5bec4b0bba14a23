import { LEAD_MESSAGES, REDIRECT_DELAY_MS, type LeadStatus } from '@outbound/common';
import { useCallback, useEffect, useRef } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import { useUpdateLeadsMutation } from '../../../generated/graphql';

/** A status to move leads to, or an assignee ('' for nobody). */
export type LeadChange = { status: LeadStatus } | { assignedToEmail: string };

/**
 * Moves or reassigns leads, confirms it with the spec's text and calls `reload` 1.5 s later
 * (spec 02 §4, §9; a later success replaces a pending reload, leaving the page cancels it).
 * Resolves to whether it worked; a 400 is reported by the error link with the spec's text.
 */
export function useUpdateLeads(reload: () => void) {
  const [mutate, { loading }] = useUpdateLeadsMutation({
    context: badRequestMessage(LEAD_MESSAGES.updateFailed),
  });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => () => clearTimeout(timer.current), []);

  const updateLeads = useCallback(
    async (ids: string[], change: LeadChange): Promise<boolean> => {
      try {
        await mutate({ variables: { ids, ...change } });
      } catch {
        return false;
      }
      showSuccess(LEAD_MESSAGES.statusUpdated);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => reloadRef.current(), REDIRECT_DELAY_MS.afterAction);
      return true;
    },
    [mutate],
  );

  return [updateLeads, loading] as const;
}
