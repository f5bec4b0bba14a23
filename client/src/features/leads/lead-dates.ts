const pad = (n: number): string => String(n).padStart(2, '0');

/** A time sent by the server, or null when it cannot be read. */
function timeOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Lead Date column (spec 02 §2): `MM/dd/yyyy` in local time; empty when unknown. */
export function leadDateText(iso: string): string {
  const date = timeOf(iso);
  if (!date) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** When a reply arrived: `MM/dd/yyyy hh:mm AM` in local time; empty when unknown. */
export function replyTimeText(iso: string): string {
  const date = timeOf(iso);
  if (!date) return '';
  const hours = date.getHours();
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${leadDateText(iso)} ${pad(clock)}:${pad(date.getMinutes())} ${meridiem}`;
}
