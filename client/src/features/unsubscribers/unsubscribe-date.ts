import type { UnsubscriberFieldsFragment } from '../../generated/graphql';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * When the recipient unsubscribed (spec 02 §2): the latest unsubscribe entry, or the record's
 * updated time when it has no entries. Null when no time can be read.
 */
export function unsubscribeTime(unsubscriber: UnsubscriberFieldsFragment): Date | null {
  const times = unsubscriber.unsubscribes
    .map((entry) => new Date(entry.createTime).getTime())
    .filter((time) => !Number.isNaN(time));
  if (times.length > 0) return new Date(Math.max(...times));
  const updated = new Date(unsubscriber.updatedAt);
  return Number.isNaN(updated.getTime()) ? null : updated;
}

/** `MMM dd, yyyy hh:mm a` in local time, for example `Nov 22, 2026 03:04 PM`. */
function formatUnsubscribeDate(date: Date): string {
  const hours = date.getHours();
  const clockHours = hours % 12 === 0 ? 12 : hours % 12;
  return (
    `${MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()} ` +
    `${pad(clockHours)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`
  );
}

/** The Unsubscribe Date cell of a row: its formatted unsubscribe time, or empty when unknown. */
export function unsubscribeDateText(unsubscriber: UnsubscriberFieldsFragment): string {
  const time = unsubscribeTime(unsubscriber);
  return time ? formatUnsubscribeDate(time) : '';
}
