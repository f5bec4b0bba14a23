import {
  type CampaignDetailFieldsFragment,
  useDetailCampaignListsQuery,
} from '../../../../generated/graphql';
import { RECIPIENT_SENDER_MESSAGES } from '@outbound/common';
import { useState } from 'react';
import { CAMPAIGN_DETAIL_TEXTS, RECIPIENTS_TEXTS } from '../../campaign-detail-texts';
import { useRecipientExport } from '../../hooks/use-recipient-export';
import { useRecipientsPage } from '../../hooks/use-recipients-page';
import { useRecipientsMove } from '../../hooks/use-recipients-move';
import { useRecipientsPause } from '../../hooks/use-recipients-pause';
import { useRecipientValues } from '../../hooks/use-recipient-values';
import { EditRecipientValuesDialog } from './edit-recipient-values-dialog';
import { editableFields } from './recipient-columns';
import { MoveRecipientsDialog } from './move-recipients-dialog';
import { RecipientsFilters } from './recipients-filters';
import { RecipientsResults } from './recipients-results';
import './recipients.css';

/**
 * The Recipients tab (spec 01 §2): search, event and list filters, 50 recipients a page, pause /
 * play per recipient, bulk Pause of the selection, Export of every recipient of the filter, and for
 * a pool of mailboxes each recipient's sender and "Move to another mailbox of the pool".
 */
export function RecipientsTab({ campaign }: { campaign: CampaignDetailFieldsFragment }) {
  const view = useRecipientsPage(campaign.id);
  const lists = useDetailCampaignListsQuery({
    variables: { campaignId: campaign.id },
    fetchPolicy: 'cache-and-network',
  });
  const { setPaused, pausing } = useRecipientsPause(campaign.id);
  const { exportRecipients, exportedRows } = useRecipientExport();
  const pauseSelected = async () => {
    if (await setPaused([...view.selected], true)) view.setSelected(new Set());
  };
  const { move, moving } = useRecipientsMove(campaign.id);
  const [moveOpen, setMoveOpen] = useState(false);
  const values = useRecipientValues(campaign.id);
  const [editOpen, setEditOpen] = useState(false);
  // "Edit values" of the one recipient selected (a recipient held for an empty field is sent then).
  const editing =
    view.selected.size === 1
      ? view.result?.recipients.find((row) => view.selected.has(row.email))
      : undefined;
  const pool = campaign.mailAccounts;
  const waiting = view.result?.recipients.some((row) => row.waitingReason) ?? false;
  const canMove = pool.length > 1 || waiting;
  const moveSelected = async (mailAccountId: string) => {
    const moved = await move([...view.selected], mailAccountId);
    if (moved) view.setSelected(new Set());
    return moved;
  };

  return (
    <section className="card recipients" aria-label="Recipients">
      <div className="recipients__toolbar">
        <RecipientsFilters {...view.search} lists={lists.data?.campaignLists ?? []} />
        <div className="recipients__actions">
          {view.selected.size > 0 && (
            <button
              type="button"
              className="button"
              disabled={pausing}
              onClick={() => void pauseSelected()}
            >
              Pause
            </button>
          )}
          {editing && (
            <button
              type="button"
              className="button"
              disabled={values.saving}
              onClick={() => setEditOpen(true)}
            >
              {RECIPIENTS_TEXTS.editValues}
            </button>
          )}
          {view.selected.size > 0 && canMove && (
            <button
              type="button"
              className="button"
              disabled={moving}
              onClick={() => setMoveOpen(true)}
            >
              {RECIPIENT_SENDER_MESSAGES.moveAction}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={exportedRows !== null}
            onClick={() => void exportRecipients(view.filter, campaign.name)}
          >
            Export
          </button>
        </div>
      </div>
      {exportedRows !== null && (
        <p className="notice" role="status">
          {CAMPAIGN_DETAIL_TEXTS.exporting(exportedRows)}
        </p>
      )}
      <RecipientsResults
        view={view}
        busy={pausing}
        onTogglePaused={(row) => void setPaused([row.email], !row.paused)}
        showSender={pool.length > 1}
      />
      {editOpen && editing && view.result && (
        <EditRecipientValuesDialog
          email={editing.email}
          reason={editing.reason ?? null}
          fields={editableFields(view.result.displayKeys, editing.values)}
          onSave={(changed) => values.save(editing.email, changed)}
          onClose={() => setEditOpen(false)}
        />
      )}
      {moveOpen && (
        <MoveRecipientsDialog
          pool={pool}
          count={view.selected.size}
          onMove={moveSelected}
          onClose={() => setMoveOpen(false)}
        />
      )}
    </section>
  );
}
