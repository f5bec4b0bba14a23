import { ApolloError, type Reference } from '@apollo/client';
import { useCallback } from 'react';
import {
  type CampaignLabelFragment,
  CampaignLabelFragmentDoc,
  useCreateLabelMutation,
  useDeleteLabelMutation,
  useRenameLabelMutation,
} from '../../../generated/graphql';
import { badRequestMessage } from '../../../app/apollo';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';

const FAILED = CAMPAIGN_LIST_TEXTS.labelFailed;

/** The server's text of a 409 (a label name already taken), or null for any other failure. */
export function conflictMessage(error: unknown): string | null {
  if (!(error instanceof ApolloError)) return null;
  const conflict = error.graphQLErrors.find((entry) => entry.extensions?.code === 'CONFLICT');
  return conflict?.message ?? null;
}

/** Result of a label call: the label, or the failure (already reported by the error link). */
export type LabelOutcome =
  { ok: true; label: CampaignLabelFragment } | { ok: false; error: unknown };

/**
 * Create, rename and delete labels with cache updates instead of refetches: a new label joins the
 * cached `labels` list in name order, a renamed one is updated in place (chips and rows alike), a
 * deleted one is evicted, so it leaves the label bar and every campaign row.
 */
export function useLabelMutations() {
  const [create] = useCreateLabelMutation();
  const [rename] = useRenameLabelMutation();
  const [remove] = useDeleteLabelMutation();

  const createLabel = useCallback(
    async (name: string): Promise<LabelOutcome> => {
      try {
        const { data } = await create({
          variables: { name },
          context: badRequestMessage(FAILED.create),
          update(cache, { data: created }) {
            if (!created) return;
            cache.modify({
              id: 'ROOT_QUERY',
              fields: {
                labels(value, { readField }) {
                  const existing = (value ?? []) as readonly Reference[];
                  const ref = cache.writeFragment({
                    data: created.createLabel,
                    fragment: CampaignLabelFragmentDoc,
                  });
                  if (!ref || existing.some((item) => item.__ref === ref.__ref)) return existing;
                  const nameOf = (item: Reference) =>
                    (readField<string>('name', item) ?? '').toLowerCase();
                  return [...existing, ref].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
                },
              },
            });
          },
        });
        return data ? { ok: true, label: data.createLabel } : { ok: false, error: null };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [create],
  );

  const renameLabel = useCallback(
    async (id: string, name: string): Promise<LabelOutcome> => {
      try {
        const { data } = await rename({
          variables: { id, name },
          context: badRequestMessage(FAILED.rename),
        });
        return data ? { ok: true, label: data.updateLabel } : { ok: false, error: null };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [rename],
  );

  const deleteLabel = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await remove({
          variables: { id },
          context: badRequestMessage(FAILED.delete),
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'Label', id }) });
            cache.gc();
          },
        });
        return true;
      } catch {
        return false;
      }
    },
    [remove],
  );

  return { createLabel, renameLabel, deleteLabel };
}
