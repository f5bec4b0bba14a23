import { awayNote, COLLEAGUE_REPLIED, type RecipientStatus } from '@outbound/common';
import type { RecipientTabRow } from './queries/recipients';

/** The status of a recipient an address check stopped. */
const CHECK_STATUSES: Record<string, RecipientStatus> = {
  undeliverable: 'undeliverable',
  role: 'skipped',
  disposable: 'skipped',
  do_not_contact: 'do_not_contact',
};

/**
 * A recipient's status and its reason on the Recipients tab: a recipient held by the send checks
 * (`recipient-holds.ts`) or waiting for its sender is `waiting`, with why; one paused by hand is
 * `paused`; an active one `active`; one an address check stopped `undeliverable`, `skipped` (a
 * role or disposable address the campaign skips) or `do_not_contact`, with why; one that stopped
 * otherwise shows its state.
 */
export function recipientStatus(
  row: RecipientTabRow,
  waitingReason: string | null,
): { status: RecipientStatus; reason: string | null } {
  const state = row.state as RecipientStatus;
  const hold = (row.hold_reason as string | null) ?? null;
  const check = (row.check_status as string | null) ?? null;
  if (state === 'suppressed' && check) return { status: CHECK_STATUSES[check], reason: hold };
  if (state !== 'active')
    return { status: state, reason: row.stopped_by_colleague ? COLLEAGUE_REPLIED : null };
  if (hold) return { status: 'waiting', reason: hold };
  if (row.paused) return { status: 'paused', reason: null };
  const away = row.away as { until: string; resumes_on: string; date_found: boolean } | null;
  if (away)
    return { status: 'waiting', reason: awayNote(away.until, away.resumes_on, away.date_found) };
  if (waitingReason) return { status: 'waiting', reason: waitingReason };
  return { status: 'active', reason: null };
}
