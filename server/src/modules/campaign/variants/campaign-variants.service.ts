import { VARIANT_MESSAGES, VARIANT_MIN_SAMPLE } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import type { CampaignService } from '../campaign.service';
import type { CampaignStepsService } from '../steps/campaign-steps.service';
import {
  selectAutoPick,
  selectLetterFigures,
  selectVariantFigures,
  updateAutoPick,
  type VariantFigureRow,
} from './queries';
import { pickWinner, type TestResult } from './variant-test';

/** One variant's figures at one message (recipients counted once each). */
export interface VariantFigures {
  letter: string;
  sent: number;
  /** People only: automatic answers are `auto_reply` events, never counted here. */
  replied: number;
  leads: number;
  bounced: number;
  unsubscribed: number;
  /** Unreliable: mail clients and scanners fetch images and follow links on their own. */
  opened: number;
  clicked: number;
  /** replied / sent, in percent (two decimals). */
  replyRate: number;
}

export interface StepVariants {
  stepId: string;
  position: number;
  variants: VariantFigures[];
  test: TestResult;
}

export interface CampaignVariants {
  campaignId: string;
  autoPick: boolean;
  /** The winner new recipients get (auto-pick), once found. */
  pick: string | null;
  minSample: number;
  steps: StepVariants[];
  /** Per letter over the whole sequence: what auto-pick compares. */
  sequence: {
    variants: { letter: string; sent: number; replied: number; replyRate: number }[];
    test: TestResult;
  };
}

const EMPTY = { sent: 0, replied: 0, leads: 0, bounced: 0, unsubscribed: 0, opened: 0, clicked: 0 };
const rateOf = (replied: number, sent: number) =>
  sent > 0 ? Math.round((replied / sent) * 10_000) / 100 : 0;

/**
 * The Experiments figures of a campaign (campaign README "Experiments"): per message and variant,
 * the winner test, and auto-pick.
 */
export class CampaignVariantsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
    private readonly steps: CampaignStepsService,
  ) {}

  async figures(caller: Caller, campaignId: string): Promise<CampaignVariants> {
    const { campaign, steps } = await this.steps.list(caller, campaignId);
    const [rows, letters, settings] = await Promise.all([
      selectVariantFigures(this.db, campaign.id, caller.workspaceId),
      selectLetterFigures(this.db, campaign.id, caller.workspaceId),
      selectAutoPick(this.db, campaign.id, caller.workspaceId),
    ]);
    const byStep = new Map<string, VariantFigureRow[]>();
    for (const row of rows) byStep.set(row.step_id, [...(byStep.get(row.step_id) ?? []), row]);
    return {
      campaignId: campaign.id,
      autoPick: settings?.auto_pick ?? false,
      pick: settings?.pick ?? null,
      minSample: VARIANT_MIN_SAMPLE,
      steps: steps.map((step) => {
        const figures = step.variants.map(({ letter }) => {
          const row = byStep.get(step.id)?.find((found) => found.variant === letter) ?? EMPTY;
          const { sent, replied, leads, bounced, unsubscribed, opened, clicked } = row;
          const replyRate = rateOf(replied, sent);
          return {
            letter,
            sent,
            replied,
            leads,
            bounced,
            unsubscribed,
            opened,
            clicked,
            replyRate,
          };
        });
        const arms = figures.map((f) => ({ variant: f.letter, sent: f.sent, replied: f.replied }));
        return {
          stepId: step.id,
          position: step.position,
          variants: figures,
          test: pickWinner(arms),
        };
      }),
      sequence: {
        variants: letters.map((row) => ({
          letter: row.variant,
          sent: row.sent,
          replied: row.replied,
          replyRate: rateOf(row.replied, row.sent),
        })),
        test: pickWinner(letters),
      },
    };
  }

  /**
   * Turns auto-pick on or off: once a letter wins over the sequence, recipients given their letter
   * after that get only it; nobody already given one changes. Turning it off forgets the pick.
   */
  async setAutoPick(
    caller: Caller,
    campaignId: string,
    enabled: unknown,
  ): Promise<CampaignVariants> {
    if (typeof enabled !== 'boolean') throw AppError.badRequest(VARIANT_MESSAGES.autoPick);
    await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, campaignId);
      await updateAutoPick(tx, campaign.id, caller.workspaceId, enabled);
    });
    return this.figures(caller, campaignId);
  }
}
