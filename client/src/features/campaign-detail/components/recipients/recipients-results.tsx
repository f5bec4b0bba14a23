import { RECIPIENTS_PAGE_SIZE } from '@outbound/common';
import { Pager } from '../../../../components/pager';
import type { CampaignRecipientFieldsFragment } from '../../../../generated/graphql';
import { RECIPIENTS_TEXTS } from '../../campaign-detail-texts';
import type { useRecipientsPage } from '../../hooks/use-recipients-page';
import { RecipientsTable } from './recipients-table';

type RecipientsResultsProps = {
  view: ReturnType<typeof useRecipientsPage>;
  /** A pause or play is on its way: the controls wait. */
  busy: boolean;
  onTogglePaused: (recipient: CampaignRecipientFieldsFragment) => void;
  /** The SENDER column shows (a pool of several mailboxes). */
  showSender?: boolean;
};

/** The page of recipients: loading, empty, or the range shown, the table and the pager. */
export function RecipientsResults({
  view,
  busy,
  onTogglePaused,
  showSender = false,
}: RecipientsResultsProps) {
  const { result } = view;
  if (!result)
    return view.loading ? (
      <p className="loader" role="status">
        Loading…
      </p>
    ) : null;
  if (result.recipients.length === 0) return <p className="empty">{RECIPIENTS_TEXTS.empty}</p>;
  return (
    <>
      <p className="recipients__range">
        {RECIPIENTS_TEXTS.range(
          view.offset + 1,
          view.offset + result.recipients.length,
          result.totalCount,
        )}
      </p>
      <RecipientsTable
        recipients={result.recipients}
        displayKeys={result.displayKeys}
        selected={view.selected}
        onSelectedChange={view.setSelected}
        busy={busy}
        onTogglePaused={onTogglePaused}
        showSender={showSender || result.recipients.some((row) => row.waitingReason)}
      />
      <Pager
        page={view.page}
        lastPage={Math.max(1, Math.ceil(result.totalCount / RECIPIENTS_PAGE_SIZE))}
        more={false}
        onPage={view.setPage}
      />
    </>
  );
}
