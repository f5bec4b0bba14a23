import { LEAD_MESSAGES, LEADS_PAGE_SIZE, type LeadStatus } from '@outbound/common';
import { useCallback } from 'react';
import { badRequestMessage } from '../../../app/apollo';
import { type LeadsQuery, useLeadsQuery } from '../../../generated/graphql';

type LeadPage = LeadsQuery['leads'];

/** What the Leads page shows: '' is "all" for the campaign and the assignee. */
export type LeadFilter = {
  searchText: string;
  campaignId: string;
  /** '', 'unassigned' or a user's email. */
  assignedTo: string;
  status: LeadStatus;
};

/** The query's input for a filter, without the empty ones. */
export function leadSearchInput(filter: LeadFilter, offset: number, limit: number) {
  return {
    ...(filter.searchText && { searchText: filter.searchText }),
    ...(filter.campaignId && { campaignId: filter.campaignId }),
    ...(filter.assignedTo && { assignedTo: filter.assignedTo }),
    status: filter.status,
    offset,
    limit,
  };
}

/** Appends a further page to the loaded leads, skipping leads already loaded. */
function appendPage(loaded: LeadPage, next: LeadPage): LeadPage {
  const known = new Set(loaded.leads.map((lead) => lead.id));
  return { ...next, leads: [...loaded.leads, ...next.leads.filter((l) => !known.has(l.id))] };
}

/**
 * The leads of a filter, LEADS_PAGE_SIZE at a time (spec 02 §9): a new filter starts again from
 * the first page, `loadMore` appends the next one, `reload` asks for the first page again. A 400
 * answer is reported with the spec's text.
 */
export function useLeads(filter: LeadFilter) {
  const { data, previousData, loading, error, fetchMore, refetch } = useLeadsQuery({
    variables: { input: leadSearchInput(filter, 0, LEADS_PAGE_SIZE) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    context: badRequestMessage(LEAD_MESSAGES.fetchFailed),
  });
  // While another filter loads, the previous answer stays on screen.
  const page = (data ?? previousData)?.leads;
  const rows = page?.leads ?? [];

  const loadMore = useCallback(() => {
    void fetchMore({
      variables: { input: leadSearchInput(filter, rows.length, LEADS_PAGE_SIZE) },
      updateQuery: (loaded, { fetchMoreResult }) => ({
        leads: appendPage(loaded.leads, fetchMoreResult.leads),
      }),
    }).catch(() => undefined); // Reported by the error link.
  }, [fetchMore, filter, rows.length]);

  const reload = useCallback(() => {
    void refetch().catch(() => undefined);
  }, [refetch]);

  return {
    rows,
    total: page?.totalCount ?? 0,
    loaded: page !== undefined,
    loading,
    failed: Boolean(error) && !data,
    loadMore,
    reload,
  };
}
