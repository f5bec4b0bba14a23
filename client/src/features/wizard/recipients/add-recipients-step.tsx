import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { campaignTabPath } from '../../../app/paths';
import { showError } from '../../../components/toast';
import {
  useWizardContactListsQuery,
  type WizardCampaignFragment,
} from '../../../generated/graphql';
import { ColumnMappingDialog } from './column-mapping-dialog';
import { DeleteListDialog } from './delete-list-dialog';
import { ExistingListForm } from './existing-list-form';
import { type LinkedList, LinkedListsTable } from './linked-lists-table';
import { UploadListForm } from './upload-list-form';
import { type MappingConflict, useCampaignLists } from './use-campaign-lists';
import { useDeleteLoader } from './use-delete-loader';

/**
 * Add recipients (spec 01 §2 step 2): the lists attached, a CSV upload that becomes a list and is
 * linked, or an existing list to link. A list whose columns differ from the campaign's variables
 * opens the column-mapping dialog. Next needs at least one list.
 */
export function AddRecipientsStep({ campaign }: { campaign: WizardCampaignFragment }) {
  const navigate = useNavigate();
  const { lists, link, unlink } = useCampaignLists(campaign.id);
  const contactLists = useWizardContactListsQuery({ fetchPolicy: 'cache-and-network' });
  const [conflict, setConflict] = useState<MappingConflict | null>(null);
  const [deleting, setDeleting] = useState<LinkedList | null>(null);
  const [deleteLoader, deleteList] = useDeleteLoader(unlink);

  const linked = lists.data?.campaignLists ?? [];
  const linkedIds = new Set(linked.map((list) => list.id));
  const available = (contactLists.data?.contactLists ?? []).filter(
    (list) => !linkedIds.has(list.id),
  );

  const linkList = async (listId: string) => {
    const outcome = await link(listId);
    if (outcome.kind === 'conflict') setConflict(outcome.conflict);
    return outcome;
  };

  const next = () => {
    if (linked.length === 0) showError(CAMPAIGN_MESSAGES.addList);
    else navigate(campaignTabPath(campaign.id, 'compose'));
  };

  return (
    <div className="wizard-recipients">
      <h2 className="card__title">Recipients</h2>
      <section aria-label="Linked lists">
        {deleteLoader && lists.data && (
          <p className="loader" role="status">
            Loading…
          </p>
        )}
        {lists.loading && !lists.data ? (
          <p className="loader" role="status">
            Loading…
          </p>
        ) : (
          <LinkedListsTable lists={linked} onDelete={setDeleting} />
        )}
      </section>
      <UploadListForm onImported={(listId) => void linkList(listId)} />
      <ExistingListForm lists={available} onLink={linkList} />
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={next}>
          Next
        </button>
      </div>

      {conflict && (
        <ColumnMappingDialog
          conflict={conflict}
          onSubmit={async (mapping) => (await link(conflict.listId, mapping)).kind === 'linked'}
          onClose={() => setConflict(null)}
        />
      )}
      {deleting && (
        <DeleteListDialog
          list={deleting}
          onDelete={() => deleteList(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
