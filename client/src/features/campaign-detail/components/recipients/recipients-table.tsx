import { RECIPIENT_MESSAGES, RECIPIENT_SENDER_MESSAGES } from '@outbound/common';
import type { CampaignRecipientFieldsFragment } from '../../../../generated/graphql';
import { CampaignIcon } from '../../../campaigns/components/campaign-icon';
import { rowSelection, SelectAllCheckbox } from '../../../../components/select-all-checkbox';
import { RECIPIENTS_TEXTS } from '../../campaign-detail-texts';
import { dateTimeText } from '../../date-time-text';
import {
  type DisplayColumn,
  displayColumns,
  recipientStatusText,
  sentOnText,
} from './recipient-columns';
import { RecipientNextDue } from './recipient-next-due';
import { RecipientFlags } from './recipient-flags';
import { RecipientWhy } from './recipient-why';

type RecipientsTableProps = {
  recipients: CampaignRecipientFieldsFragment[];
  displayKeys: readonly string[];
  /** Selected addresses. */
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** A pause or play is on its way: the controls wait. */
  busy: boolean;
  onTogglePaused: (recipient: CampaignRecipientFieldsFragment) => void;
  /** A pool of several mailboxes (or a recipient waiting for its own): the SENDER column shows. */
  showSender?: boolean;
};

type RecipientRowProps = {
  recipient: CampaignRecipientFieldsFragment;
  columns: DisplayColumn[];
  selected: boolean;
  onToggle: () => void;
  busy: boolean;
  onTogglePaused: () => void;
  showSender: boolean;
};

/** One recipient: its select box, columns, status and pause / play control (`Pause <email>`). */
function RecipientRow({
  recipient,
  columns,
  selected,
  onToggle,
  busy,
  onTogglePaused,
  showSender,
}: RecipientRowProps) {
  const action = recipient.paused ? 'Play' : 'Pause';
  return (
    <tr>
      <td className="recipients-table__select">
        <input
          type="checkbox"
          aria-label={`Select ${recipient.email}`}
          checked={selected}
          onChange={onToggle}
        />
      </td>
      <td>{recipient.email}</td>
      {columns.map(({ key, index }) => (
        <td key={key}>{recipient.values[index] ?? ''}</td>
      ))}
      <td>
        <time dateTime={recipient.createdAt}>{dateTimeText(recipient.createdAt)}</time>
      </td>
      <td>{sentOnText(recipient.latestSentAt)}</td>
      {showSender && <td>{recipient.senderEmail ?? ''}</td>}
      <td>
        <RecipientWhy recipientId={recipient.id} email={recipient.email}>
          {recipientStatusText(recipient)}
        </RecipientWhy>
        {(recipient.reason ?? recipient.waitingReason) && (
          <span className="recipients-table__waiting">
            {recipient.reason ?? recipient.waitingReason}
          </span>
        )}
        <RecipientFlags flags={recipient.flags} />
        <RecipientNextDue due={recipient.nextDue} />
      </td>
      <td>
        <button
          type="button"
          className={`icon-button status-control status-control--${recipient.paused ? 'paused' : 'started'}`}
          aria-label={`${action} ${recipient.email}`}
          title={`${action} recipient`}
          disabled={busy}
          onClick={onTogglePaused}
        >
          <CampaignIcon name={recipient.paused ? 'play' : 'pause'} />
        </button>
      </td>
    </tr>
  );
}

/**
 * A page of recipients (spec 01 §2, §3 Recipient): a select box, the address, the list's own
 * columns, ADDED ON, SENT ON ('Not Sent' when none), the sender (a pool of several mailboxes),
 * the status with why it waits for its sender, and a pause / play control.
 */
export function RecipientsTable({
  recipients,
  displayKeys,
  selected,
  onSelectedChange,
  busy,
  onTogglePaused,
  showSender = false,
}: RecipientsTableProps) {
  const columns = displayColumns(displayKeys);
  const { allSelected, someSelected, toggleAll, toggle } = rowSelection(
    recipients.map((row) => row.email),
    selected,
    onSelectedChange,
  );

  return (
    <div className="recipients-table__scroll">
      <table className="table recipients-table">
        <thead>
          <tr>
            <th scope="col" className="recipients-table__select">
              <SelectAllCheckbox
                label={RECIPIENTS_TEXTS.selectAll}
                checked={allSelected}
                indeterminate={someSelected}
                onChange={toggleAll}
              />
            </th>
            <th scope="col">Email</th>
            {columns.map(({ key }) => (
              <th key={key} scope="col">
                {key}
              </th>
            ))}
            <th scope="col">{RECIPIENT_MESSAGES.addedOnHeader}</th>
            <th scope="col">{RECIPIENT_MESSAGES.sentOnHeader}</th>
            {showSender && <th scope="col">{RECIPIENT_SENDER_MESSAGES.senderHeader}</th>}
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Pause or play</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((recipient) => (
            <RecipientRow
              key={recipient.id}
              recipient={recipient}
              columns={columns}
              selected={selected.has(recipient.email)}
              onToggle={() => toggle(recipient.email)}
              busy={busy}
              onTogglePaused={() => onTogglePaused(recipient)}
              showSender={showSender}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
