/**
 * Editing the sequence of a campaign that has started sending (started, paused, complete): the
 * messages recipients have been sent or have reached stay where they are, with
 * their ids, counters and ledger rows, so no position is ever sent twice or skipped because of an
 * edit. Their subject, body and delay may change (later sends only); new follow-ups go after the
 * last message. Recipients who completed the sequence stay complete: a new last follow-up goes
 * to those still in the sequence, never to someone whose sequence had ended.
 */
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../../http/errors';
import type { Campaign } from '../campaign.service';
import { lockStepsInUse as lockStepRowsInUse } from './queries';
import type { ValidStep } from './step-sequence';

/**
 * A campaign that has started sending (started, paused, complete) keeps its messages in use; a
 * draft or a scheduled campaign has sent nothing yet (scheduled only ever follows a draft).
 */
export function hasStarted(campaign: Pick<Campaign, 'status'>): boolean {
  return campaign.status !== 'draft' && campaign.status !== 'scheduled';
}

/** A message of the campaign before the edit. */
export interface ExistingStep {
  id: string;
  position: number;
  delayDays: number;
  /** Some recipient has a send of it, or has reached its position (is waiting for it or past it). */
  used: boolean;
}

/**
 * The campaign's messages and which are in use, read with every recipient of the campaign locked
 * (in id order, the order the dispatcher and the event recorder lock in): no recipient moves on
 * to another message until the edit is committed. Campaign row first, then recipients.
 */
export async function lockStepsInUse(
  tx: EntityManager,
  campaignId: string,
): Promise<ExistingStep[]> {
  const rows = await lockStepRowsInUse(tx, campaignId);
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    delayDays: row.delay_days,
    used: row.used,
  }));
}

/**
 * The new sequence of a started campaign: a sequence given without any id (`/v1/campaign/steps/add`
 * sends the whole sequence that way) edits the existing messages by position and appends the rest.
 * Refuses with a 409, before anything is written, to remove or move a message in use.
 */
export function placeOnRunningSequence(steps: ValidStep[], existing: ExistingStep[]): ValidStep[] {
  const byPosition = steps.every((step) => step.id === null);
  const placed = byPosition
    ? steps.map((step, index) => (existing[index] ? { ...step, id: existing[index].id } : step))
    : steps;
  for (const step of existing.filter((candidate) => candidate.used)) {
    const index = placed.findIndex((candidate) => candidate.id === step.id);
    if (index === -1) throw AppError.conflict(CAMPAIGN_MESSAGES.stepInUseRemoved);
    if (index + 1 !== step.position) throw AppError.conflict(CAMPAIGN_MESSAGES.stepInUseMoved);
  }
  return placed;
}

/** Refuses (409) to delete a message in use of a started campaign. */
export async function checkStepRemovable(
  tx: EntityManager,
  campaignId: string,
  stepId: string,
): Promise<void> {
  const existing = await lockStepsInUse(tx, campaignId);
  if (existing.some((step) => step.id === stepId && step.used))
    throw AppError.conflict(CAMPAIGN_MESSAGES.stepInUseRemoved);
}
