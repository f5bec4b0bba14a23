import { INBOX_PAGE_SIZE, type LeadStatus, type ReplyCategory } from '@outbound/common';
import { badRequestFallback } from '../../../app/apollo';
import { useInboxConversationsQuery } from '../../../generated/graphql';
import { INBOX_TEXTS } from '../inbox-texts';

/** What the inbox list shows: '' is "all" for the mailbox, the campaign and the lead status. */
export type InboxFilter = {
  searchText: string;
  mailboxId: string;
  campaignId: string;
  leadStatus: LeadStatus | '';
  category: ReplyCategory | '';
  unread: boolean;
};

export const NO_FILTER: InboxFilter = {
  searchText: '',
  mailboxId: '',
  campaignId: '',
  leadStatus: '',
  category: '',
  unread: false,
};

/** The query's input for a filter and a page (1-based), without the empty filters. */
export function inboxConversationsInput(filter: InboxFilter, page: number) {
  return {
    ...(filter.searchText && { searchText: filter.searchText }),
    ...(filter.mailboxId && { mailboxId: filter.mailboxId }),
    ...(filter.campaignId && { campaignId: filter.campaignId }),
    ...(filter.leadStatus && { leadStatus: filter.leadStatus }),
    ...(filter.category && { category: filter.category }),
    unread: filter.unread,
    offset: (page - 1) * INBOX_PAGE_SIZE,
    limit: INBOX_PAGE_SIZE,
  };
}

/** How often an open inbox asks for its page again, so that new replies come in by themselves. */
export const LIST_POLL_MS = 60_000;

/**
 * One page of conversations, newest first, INBOX_PAGE_SIZE a page, asked again every minute;
 * while another filter or page loads, the previous answer stays on screen. A 400 shows the
 * server's reason.
 */
export function useInboxConversations(filter: InboxFilter, page: number) {
  const { data, previousData, loading, error } = useInboxConversationsQuery({
    variables: { input: inboxConversationsInput(filter, page) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    pollInterval: LIST_POLL_MS,
    context: badRequestFallback(INBOX_TEXTS.listFailed),
  });
  const answer = (data ?? previousData)?.inboxConversations;
  return {
    rows: answer?.conversations ?? [],
    total: answer?.totalCount ?? 0,
    loaded: answer !== undefined,
    loading,
    failed: Boolean(error) && !data,
  };
}
