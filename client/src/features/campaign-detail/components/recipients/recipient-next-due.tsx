import type { RecipientNextDueFieldsFragment } from '../../../../generated/graphql';

/** `Nov 24, 09:00` in `zone` (the viewer's when none). */
function wallClock(at: Date, zone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** The viewer's own zone, as the browser knows it. */
function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * When a waiting recipient is next due (under its status, Recipients tab): in the zone whose
 * window applies (the recipient's, when its campaign sends in the recipient's time zone) and in
 * the viewer's. Its own zone is shown when known. Nothing for a recipient that does not wait.
 */
export function RecipientNextDue({ due }: { due: RecipientNextDueFieldsFragment['nextDue'] }) {
  if (!due?.at) return null;
  const at = new Date(due.at);
  const mine = viewerZone();
  const inZone = `${wallClock(at, due.windowZone)} ${due.windowZone}`;
  const text =
    due.windowZone === mine ? `Next: ${inZone}` : `Next: ${inZone} (${wallClock(at)} your time)`;
  const zone = due.timeZone ? `Recipient's time zone: ${due.timeZone}` : 'Time zone not known';
  return (
    <div className="recipients-table__next-due" title={zone}>
      <time dateTime={due.at}>{text}</time>
    </div>
  );
}
