import { MIN_SEARCH_LENGTH, RECIPIENTS_PAGE_SIZE } from '@outbound/common';
import { useState } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { useCampaignRecipientsQuery } from '../../../generated/graphql';
import { useSearchText } from '../../../hooks/use-search-text';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';

const FETCH_FAILED = badRequestMessage(RECIPIENTS_TEXTS.fetchFailed);

/**
 * The page shown, remembered with the filter it belongs to: another filter starts at page 1
 * (and with nothing selected) without a render of the old page under the new filter.
 */
type Paging = { filterKey: string; page: number; selected: Set<string> };

/**
 * The Recipients tab's filters, page and selection, and the page's recipients (spec 01 §2, §9):
 * the search applies from 2 characters once typing pauses (a shorter text clears it), 50
 * recipients a page, and a filter change goes back to page 1 with nothing selected.
 */
export function useRecipientsPage(campaignId: string) {
  const [typed, setTyped] = useState('');
  const text = useSearchText(typed.trim().length < MIN_SEARCH_LENGTH ? '' : typed);
  const [eventType, setEventType] = useState('');
  const [listId, setListId] = useState('');
  const filterKey = JSON.stringify([text, eventType, listId]);
  const [paging, setPaging] = useState<Paging>({ filterKey, page: 1, selected: new Set() });
  const current =
    paging.filterKey === filterKey ? paging : { filterKey, page: 1, selected: new Set<string>() };
  const filter = {
    campaignId,
    text: text || null,
    eventType: eventType || null,
    listId: listId || null,
  };
  const offset = (current.page - 1) * RECIPIENTS_PAGE_SIZE;
  const recipients = useCampaignRecipientsQuery({
    variables: { input: { ...filter, offset, limit: RECIPIENTS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
    context: FETCH_FAILED,
  });
  return {
    search: { typed, setTyped, eventType, setEventType, listId, setListId },
    filter,
    page: current.page,
    offset,
    setPage: (page: number) => setPaging({ filterKey, page, selected: new Set() }),
    selected: current.selected,
    setSelected: (selected: Set<string>) => setPaging({ ...current, selected }),
    result: (recipients.data ?? recipients.previousData)?.campaignRecipients,
    loading: recipients.loading,
  };
}
