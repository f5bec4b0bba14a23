import type { RecipientStatus } from '@outbound/common';
import type { RecipientTabRow } from './queries/recipients';

/**
 * A recipient's status and its reason on the Recipients tab: a recipient held by the send checks
 * (`recipient-holds.ts`) or waiting for its sender is `waiting`, with why; one paused by hand is
 * `paused`; an active one `active`; one that stopped shows its state.
 */
export function recipientStatus(
  row: RecipientTabRow,
  waitingReason: string | null,
): { status: RecipientStatus; reason: string | null } {
  const state = row.state as RecipientStatus;
  const hold = (row.hold_reason as string | null) ?? null;
  if (state !== 'active') return { status: state, reason: null };
  if (hold) return { status: 'waiting', reason: hold };
  if (row.paused) return { status: 'paused', reason: null };
  if (waitingReason) return { status: 'waiting', reason: waitingReason };
  return { status: 'active', reason: null };
}
