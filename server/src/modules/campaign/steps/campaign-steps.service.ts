import { CAMPAIGN_MESSAGES, type CampaignStepsCommand } from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../../db/sql';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import type { Campaign, CampaignService } from '../campaign.service';
import { setMessageMimeType } from '../queries/campaign-edits';
import {
  addChangedStepContents,
  deleteStep,
  deleteStepsExcept,
  insertStep,
  selectStep,
  selectSteps,
  selectStepsOfCampaigns,
  type StepWithCountsRow,
} from './queries';
import {
  checkStepRemovable,
  hasStarted,
  lockStepsInUse,
  placeOnRunningSequence,
  type ExistingStep,
} from './running-sequence';
import {
  closeGapAfterRemovedStep,
  keepRecipientsInPlace,
  rescheduleWaiting,
} from '../recipients/recipient-states';
import { Step as StepRow } from './step.entity';
import { messageMimeType, validateSequence, type ValidStep } from './step-sequence';
import { releaseHeldRecipients } from '../recipients/recipient-holds';
import { lettersOf, variantText, type VariantTexts } from '../../message/variants';

/** A step's variants with their letters, A first. */
function lettered(step: VariantTexts): { letter: string; subject: string; body: string }[] {
  return lettersOf(step).map((letter) => variantText(step, letter));
}

type StepStatus = 'active' | 'pause';

interface StepCounts {
  sent: number;
  open: number;
  click: number;
  reply: number;
  bounce: number;
  unsubscribe: number;
}

/** One message of a campaign's sequence, with its counters (kept by the sending module). */
export interface Step {
  id: string;
  campaignId: string;
  position: number;
  subject: string;
  body: string;
  /** Every variant, A (its subject and body) first. */
  variants: { letter: string; subject: string; body: string }[];
  status: StepStatus;
  /** Days after the previous message; 0 for the first one. */
  delayDays: number;
  totalRecipients: number;
  /**
   * Recipients still to get this message: not sent it yet, and not stopped before it (a reply, a
   * lead, a bounce, an unsubscribe or a suppression ends a recipient's sequence).
   */
  pendingRecipients: number;
  counts: StepCounts;
}

/** The events a message's counters show, besides its sends. */
export const STEP_EVENTS = ['open', 'click', 'reply', 'bounce', 'unsubscribe'] as const;

/** An event count as a share of the message's sends, in percent with two decimals (0 unsent). */
export function shareOfSends(count: number, sent: number): number {
  return sent > 0 ? Math.round((count / sent) * 10_000) / 100 : 0;
}

function toStep(row: StepWithCountsRow): Step {
  const counts = (row.counts ?? {}) as Partial<StepCounts>;
  const sent = counts.sent ?? 0;
  const total = row.total_recipients as number;
  const stopped = (row.stopped_before as number | undefined) ?? 0;
  return {
    id: row.id as string,
    campaignId: row.campaign_id as string,
    position: row.position as number,
    subject: row.subject as string,
    body: row.body as string,
    variants: lettered(row as unknown as VariantTexts),
    status: row.status as StepStatus,
    delayDays: row.delay_days as number,
    totalRecipients: total,
    pendingRecipients: Math.max(total - sent - stopped, 0),
    counts: {
      sent,
      open: counts.open ?? 0,
      click: counts.click ?? 0,
      reply: counts.reply ?? 0,
      bounce: counts.bounce ?? 0,
      unsubscribe: counts.unsubscribe ?? 0,
    },
  };
}

/** Kept messages whose delay the edit changes, at their new positions. */
function delayChanges(
  existing: { id: string; delayDays: number }[],
  steps: ValidStep[],
): { position: number; delayDays: number }[] {
  const before = new Map(existing.map((step) => [step.id, step.delayDays]));
  return steps.flatMap((step, index) =>
    step.id !== null && before.get(step.id) !== step.delayDays
      ? [{ position: index + 1, delayDays: step.delayDays }]
      : [],
  );
}

/**
 * The compose step: the message sequence of a campaign (first message and follow-ups), saved as a
 * whole, and the per-message pause / enable / delete of the Sequence page.
 */
export class CampaignStepsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  /** The steps of a campaign in sending order. */
  async list(caller: Caller, campaignId: string): Promise<{ campaign: Campaign; steps: Step[] }> {
    const campaign = await this.campaigns.get(caller, campaignId);
    return { campaign, steps: await this.stepsOf(this.db.manager, campaign.id) };
  }

  /**
   * The steps of many campaigns in one query (a campaign page's `steps` fields), by campaign id.
   * Ids of other workspaces' campaigns get no steps.
   */
  async listByCampaigns(
    caller: Caller,
    campaignIds: readonly string[],
  ): Promise<Map<string, Step[]>> {
    const rows = await selectStepsOfCampaigns(
      this.db,
      campaignIds.filter(isUuid),
      caller.workspaceId,
    );
    const byCampaign = new Map<string, Step[]>();
    for (const step of rows.map(toStep)) {
      byCampaign.set(step.campaignId, [...(byCampaign.get(step.campaignId) ?? []), step]);
    }
    return byCampaign;
  }

  private async stepsOf(manager: EntityManager, campaignId: string): Promise<Step[]> {
    return (await selectSteps(manager, campaignId)).map(toStep);
  }

  /**
   * Saves the whole sequence in one transaction: messages with an id are updated (counters kept),
   * new ones inserted, the campaign's messages left out are deleted, and positions follow the
   * given order. Recipients keep their place in the sequence. Moves the wizard to preview.
   * A campaign past its draft keeps every message in use where it is (`running-sequence.ts`).
   * A step whose content changed gets a new content version (the one later sends are rendered
   * from); sends already claimed keep theirs. All of it commits together or not at all.
   */
  async save(caller: Caller, command: CampaignStepsCommand): Promise<Step[]> {
    const id = await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, command.campaignId);
      const mimeType = messageMimeType(command.mimeType ?? campaign.messageMimeType);
      const validated = await validateSequence(campaign, mimeType, command.steps);
      const running = hasStarted(campaign);
      const existing: { id: string; position: number; delayDays: number }[] = running
        ? await lockStepsInUse(tx, campaign.id)
        : await tx.getRepository(StepRow).find({
            select: { id: true, position: true, delayDays: true },
            where: { campaignId: campaign.id, workspaceId: campaign.workspaceId },
          });
      const oldPosition = new Map(existing.map((step) => [step.id, step.position]));
      if (validated.some((step) => step.id !== null && !oldPosition.has(step.id)))
        throw AppError.notFound(CAMPAIGN_MESSAGES.stepNotFound);
      const steps = running
        ? placeOnRunningSequence(validated, existing as ExistingStep[])
        : validated;

      // The mime type first: the versions the steps' writes make take it.
      await setMessageMimeType(tx, campaign.id, mimeType);
      await this.writeSequence(tx, campaign, steps, oldPosition);
      await addChangedStepContents(tx, campaign.id);
      if (running) await rescheduleWaiting(tx, campaign.id, delayChanges(existing, steps));
      // A fallback may have been added: held recipients are checked again (recipient-holds.ts).
      await releaseHeldRecipients(tx, { campaignId: campaign.id });
      await this.campaigns.advance(tx, campaign, 'compose');
      return campaign.id;
    });
    return this.stepsOf(this.db.manager, id);
  }

  /**
   * Writes the validated sequence: kept messages updated (ids and counters stay), the others
   * deleted, new ones inserted with their counters, positions 1..n in the given order.
   */
  private async writeSequence(
    tx: EntityManager,
    campaign: Campaign,
    steps: ValidStep[],
    oldPosition: Map<string, number>,
  ): Promise<void> {
    const kept = steps.flatMap((step) => (step.id === null ? [] : [step.id]));
    await deleteStepsExcept(tx, campaign.id, kept);
    const moves: { from: number; to: number }[] = [];
    for (const [index, step] of steps.entries()) {
      const text = {
        position: index + 1,
        subject: step.subject,
        body: step.body,
        variants: step.variants,
        delayDays: step.delayDays,
      };
      if (step.id !== null) {
        moves.push({ from: oldPosition.get(step.id) as number, to: text.position });
        await tx
          .getRepository(StepRow)
          .update({ id: step.id, workspaceId: campaign.workspaceId }, text);
      } else {
        await insertStep(tx, campaign, text);
      }
    }
    await keepRecipientsInPlace(tx, campaign.id, moves, kept.length);
  }

  private async lockedStep(
    tx: EntityManager,
    caller: Caller,
    campaignId: string,
    stepId: string,
  ): Promise<{ campaign: Campaign; step: { id: string; position: number } }> {
    const campaign = await this.campaigns.lock(tx, caller, campaignId);
    if (stepId === undefined || stepId === null || stepId === '')
      throw AppError.badRequest(CAMPAIGN_MESSAGES.stepIdMissing);
    if (!isUuid(stepId)) throw AppError.notFound(CAMPAIGN_MESSAGES.stepNotFound);
    const step = await tx.getRepository(StepRow).findOne({
      select: { id: true, position: true },
      where: { id: stepId, campaignId: campaign.id, workspaceId: caller.workspaceId },
    });
    if (!step) throw AppError.notFound(CAMPAIGN_MESSAGES.stepNotFound);
    return { campaign, step: { id: step.id, position: step.position } };
  }

  /**
   * Deletes one message and renumbers the others. The first message goes only when it is the
   * last one left (follow-ups need it for their subject and thread).
   */
  async remove(caller: Caller, campaignId: string, stepId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { campaign, step } = await this.lockedStep(tx, caller, campaignId, stepId);
      if (hasStarted(campaign)) await checkStepRemovable(tx, campaign.id, step.id);
      const steps = tx.getRepository(StepRow);
      const ofCampaign = { campaignId: campaign.id, workspaceId: caller.workspaceId };
      if (step.position === 1 && (await steps.countBy(ofCampaign)) > 1)
        throw AppError.badRequest(CAMPAIGN_MESSAGES.firstStepHasFollowUps);
      await deleteStep(tx, campaign.id, step);
      await closeGapAfterRemovedStep(tx, campaign.id, step.position);
    });
  }

  /**
   * Pauses or enables one message (a paused message is skipped by the sending engine). Answers the
   * message as it is now and the spec's confirmation; asking for the status it already has changes
   * nothing and answers the same (the page may show a state older than another user's change).
   */
  async setStatus(
    caller: Caller,
    campaignId: string,
    stepId: string,
    status: string,
  ): Promise<{ step: Step; message: string }> {
    if (status !== 'active' && status !== 'pause')
      throw AppError.badRequest(CAMPAIGN_MESSAGES.stepStatus);
    const id = await this.db.transaction(async (tx) => {
      const { step } = await this.lockedStep(tx, caller, campaignId, stepId);
      await tx
        .getRepository(StepRow)
        .update({ id: step.id, workspaceId: caller.workspaceId }, { status });
      return step.id;
    });
    const step = toStep((await selectStep(this.db, id)) as StepWithCountsRow);
    const message =
      status === 'pause' ? CAMPAIGN_MESSAGES.stepPaused : CAMPAIGN_MESSAGES.stepEnabled;
    return { step, message };
  }
}
