import { ApolloError } from '@apollo/client';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useCallback } from 'react';
import { CONFLICT_AS_INFO } from '../../../app/apollo';
import { showSuccess } from '../../../components/toast';
import {
  useLinkWizardListMutation,
  useUnlinkWizardListMutation,
  useWizardCampaignListsQuery,
  type VariableMappingInput,
  WizardCampaignListsDocument,
} from '../../../generated/graphql';

/** A list whose columns differ from the campaign's variables: what the mapping dialog needs. */
export type MappingConflict = {
  listId: string;
  /** The campaign's variables (the server's original parameter). */
  variables: string[];
  /** The new list's columns (the server's current parameter). */
  columns: string[];
};

type LinkOutcome =
  { kind: 'linked' } | { kind: 'conflict'; conflict: MappingConflict } | { kind: 'failed' };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The column-mapping conflict a link answered (409, spec 01 §8), if that is what it answered. */
function mappingConflict(error: unknown, listId: string): MappingConflict | null {
  if (!(error instanceof ApolloError)) return null;
  const entry = error.graphQLErrors.find((candidate) => candidate.extensions?.code === 'CONFLICT');
  const variables = entry?.extensions?.originalParameter;
  const columns = entry?.extensions?.currentParameter;
  if (!isStringArray(variables) || !isStringArray(columns)) return null;
  return { listId, variables, columns };
}

/**
 * The lists of a campaign, and linking and unlinking them. Both change which list each recipient
 * belongs to (an address in two lists counts for the first), so the campaign's lists are read
 * again after each; the campaign itself (its progress) comes back in the mutation's answer.
 */
export function useCampaignLists(campaignId: string) {
  const lists = useWizardCampaignListsQuery({
    variables: { campaignId },
    fetchPolicy: 'cache-and-network',
  });
  const refetch = {
    refetchQueries: [{ query: WizardCampaignListsDocument, variables: { campaignId } }],
    awaitRefetchQueries: true,
  };
  // A conflict opens the mapping dialog; its text shows as news, not as a failure.
  const [linkList] = useLinkWizardListMutation({ context: CONFLICT_AS_INFO, ...refetch });
  const [unlinkList] = useUnlinkWizardListMutation(refetch);

  const link = useCallback(
    async (listId: string, mapping?: VariableMappingInput[]): Promise<LinkOutcome> => {
      try {
        await linkList({ variables: { campaignId, listId, ...(mapping && { mapping }) } });
        showSuccess(CAMPAIGN_MESSAGES.listLinked);
        return { kind: 'linked' };
      } catch (error) {
        const conflict = mappingConflict(error, listId);
        return conflict ? { kind: 'conflict', conflict } : { kind: 'failed' };
      }
    },
    [campaignId, linkList],
  );

  const unlink = useCallback(
    async (listId: string): Promise<boolean> => {
      try {
        await unlinkList({ variables: { campaignId, listId } });
        showSuccess(CAMPAIGN_MESSAGES.listDeleted);
        return true;
      } catch {
        return false;
      }
    },
    [campaignId, unlinkList],
  );

  return { lists, link, unlink };
}
