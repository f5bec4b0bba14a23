import { RECIPIENT_MESSAGES } from '@outbound/common';
import { RECIPIENTS_TEXTS } from '../../campaign-detail-texts';
import { dateTimeText } from '../../date-time-text';

/** A display key shown as its own column, with its place in a recipient's `values`. */
export type DisplayColumn = { key: string; index: number };

/**
 * The campaign's display keys that get a column of their own: all but the address, which the
 * Email column already shows (the campaign's variables always hold it).
 */
export function displayColumns(displayKeys: readonly string[]): DisplayColumn[] {
  return displayKeys
    .map((key, index) => ({ key, index }))
    .filter(({ key }) => key.toLowerCase() !== 'email');
}

/** SENT ON: when the last message went out, 'Not Sent' when none has (spec 01 §7). */
export function sentOnText(latestSentAt: string | null): string {
  return latestSentAt ? dateTimeText(latestSentAt) : RECIPIENT_MESSAGES.notSent;
}

/** The status column: 'Paused' for a paused recipient, else its state ('Active', 'Replied'…). */
export function recipientStatusText(recipient: {
  paused: boolean;
  state: string;
  status?: string;
}): string {
  // Held by a send check (paused with a reason): it waits for its values, not for a click.
  if (recipient.status === 'waiting' && recipient.paused) return RECIPIENTS_TEXTS.waiting;
  if (recipient.paused) return RECIPIENTS_TEXTS.paused;
  if (recipient.status && recipient.status in RECIPIENTS_TEXTS.checkStatus)
    return RECIPIENTS_TEXTS.checkStatus[
      recipient.status as keyof typeof RECIPIENTS_TEXTS.checkStatus
    ];
  return recipient.state.charAt(0).toUpperCase() + recipient.state.slice(1);
}

/** The variables a recipient's values can be edited by (all but the address), with its values. */
export function editableFields(
  displayKeys: readonly string[],
  values: readonly string[],
): { name: string; value: string }[] {
  return displayColumns(displayKeys).map(({ key, index }) => ({
    name: key,
    value: values[index] ?? '',
  }));
}
