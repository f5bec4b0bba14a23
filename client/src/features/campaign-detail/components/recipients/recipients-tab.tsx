import { MIN_SEARCH_LENGTH, RECIPIENTS_PAGE_SIZE } from '@outbound/common';
import { useState } from 'react';
import { badRequestMessage } from '../../../../app/apollo';
import { Pager } from '../../../../components/pager';
import {
  type CampaignDetailFieldsFragment,
  type CampaignRecipientFieldsFragment,
  useCampaignRecipientsQuery,
  useDetailCampaignListsQuery,
} from '../../../../generated/graphql';
import { useSearchText } from '../../../../hooks/use-search-text';
import { CAMPAIGN_DETAIL_TEXTS, RECIPIENTS_TEXTS } from '../../campaign-detail-texts';
import { useRecipientExport } from '../../hooks/use-recipient-export';
import { useRecipientsPause } from '../../hooks/use-recipients-pause';
import { RecipientsFilters } from './recipients-filters';
import { RecipientsTable } from './recipients-table';
import './recipients.css';

const FETCH_FAILED = badRequestMessage(RECIPIENTS_TEXTS.fetchFailed);

/**
 * The page shown, remembered with the filter it belongs to: another filter starts at page 1
 * (and with nothing selected) without a render of the old page under the new filter.
 */
type Paging = { filterKey: string; page: number; selected: Set<string> };

/**
 * The Recipients tab (spec 01 §2): search from 2 characters (a shorter text clears it), event and
 * list filters, 50 recipients a page, pause / play per recipient, bulk Pause, and Export of every
 * recipient of the filter.
 */
export function RecipientsTab({ campaign }: { campaign: CampaignDetailFieldsFragment }) {
  const [typed, setTyped] = useState('');
  const text = useSearchText(typed.trim().length < MIN_SEARCH_LENGTH ? '' : typed);
  const [eventType, setEventType] = useState('');
  const [listId, setListId] = useState('');
  const filterKey = JSON.stringify([text, eventType, listId]);
  const [paging, setPaging] = useState<Paging>({ filterKey, page: 1, selected: new Set() });
  const current =
    paging.filterKey === filterKey ? paging : { filterKey, page: 1, selected: new Set<string>() };
  const filter = {
    campaignId: campaign.id,
    text: text || null,
    eventType: eventType || null,
    listId: listId || null,
  };
  const lists = useDetailCampaignListsQuery({
    variables: { campaignId: campaign.id },
    fetchPolicy: 'cache-and-network',
  });
  const recipients = useCampaignRecipientsQuery({
    variables: {
      input: {
        ...filter,
        offset: (current.page - 1) * RECIPIENTS_PAGE_SIZE,
        limit: RECIPIENTS_PAGE_SIZE,
      },
    },
    fetchPolicy: 'cache-and-network',
    context: FETCH_FAILED,
  });
  const { setPaused, pausing } = useRecipientsPause(campaign.id);
  const { exportRecipients, exportedRows } = useRecipientExport();
  const page = (recipients.data ?? recipients.previousData)?.campaignRecipients;
  const rows = page?.recipients ?? [];
  const setSelected = (selected: Set<string>) => setPaging({ ...current, selected });
  const toggle = (row: CampaignRecipientFieldsFragment) => void setPaused([row.email], !row.paused);
  const pauseSelected = async () => {
    if (await setPaused([...current.selected], true)) setSelected(new Set());
  };

  return (
    <section className="card recipients" aria-label="Recipients">
      <div className="recipients__toolbar">
        <RecipientsFilters
          typed={typed}
          onTypedChange={setTyped}
          eventType={eventType}
          onEventTypeChange={setEventType}
          listId={listId}
          onListIdChange={setListId}
          lists={lists.data?.campaignLists ?? []}
        />
        <div className="recipients__actions">
          {current.selected.size > 0 && (
            <button
              type="button"
              className="button"
              disabled={pausing}
              onClick={() => void pauseSelected()}
            >
              Pause
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={exportedRows !== null}
            onClick={() => void exportRecipients(filter, campaign.name)}
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
      {!page && recipients.loading && (
        <p className="loader" role="status">
          Loading…
        </p>
      )}
      {page && rows.length === 0 && <p className="empty">{RECIPIENTS_TEXTS.empty}</p>}
      {page && rows.length > 0 && (
        <>
          <p className="recipients__range">
            {RECIPIENTS_TEXTS.range(
              (current.page - 1) * RECIPIENTS_PAGE_SIZE + 1,
              (current.page - 1) * RECIPIENTS_PAGE_SIZE + rows.length,
              page.totalCount,
            )}
          </p>
          <RecipientsTable
            recipients={rows}
            displayKeys={page.displayKeys}
            selected={current.selected}
            onSelectedChange={setSelected}
            busy={pausing}
            onTogglePaused={toggle}
          />
          <Pager
            page={current.page}
            lastPage={Math.max(1, Math.ceil(page.totalCount / RECIPIENTS_PAGE_SIZE))}
            more={false}
            onPage={(next) => setPaging({ filterKey, page: next, selected: new Set() })}
          />
        </>
      )}
    </section>
  );
}
