import { MAIL_ACCOUNT_MESSAGES, RECIPIENT_MESSAGES } from '@outbound/common';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../../db/sql';
import { AppError } from '../../../http/errors';
import type { Caller } from '../../auth/caller';
import type { CampaignService } from '../../campaign/campaign.service';
import { MailAccount } from '../../mailbox/mail-account.entity';
import {
  inZone,
  mailboxVerdict,
  type DiagnosisDetail,
  type DiagnosisState,
  type MailboxVerdict,
} from './mailbox-verdict';
import { deferredDomains } from '../domain-deferrals';
import { poolVerdict, strandedText, verdictsForDue } from './pool-verdict';
import { hasActiveStep, poolAccounts, readPoolMailboxIds, readRecipientWaits } from './queries';
import { diagnoseRecipient } from './recipient-diagnosis';
import { readDueBySender, readRecipientRow } from './recipient-queries';

export type { DiagnosisDetail, DiagnosisState } from './mailbox-verdict';

/** "Why isn't it sending?": a state, the reason that decides it, when the next send may go. */
export interface Diagnosis {
  state: DiagnosisState;
  reason: string;
  nextSendAt: Date | null;
  details: DiagnosisDetail[];
}

const detail = (kind: string, message: string, extra: Partial<DiagnosisDetail> = {}) => ({
  kind,
  message,
  mailAccountId: null,
  email: null,
  at: null,
  count: null,
  ...extra,
});

type GatedCampaign = Awaited<ReturnType<CampaignService['get']>>;

/** What a campaign's own status says before any recipient or mailbox: null once it sends. */
function campaignGate(campaign: GatedCampaign, now: Date): Diagnosis | null {
  const status = campaign.status as string;
  if (status === 'complete')
    return {
      state: 'completed',
      reason: 'Every recipient finished.',
      nextSendAt: null,
      details: [],
    };
  if (status === 'draft')
    return {
      state: 'blocked',
      reason: 'The campaign has not been started.',
      nextSendAt: null,
      details: [],
    };
  if (status === 'paused')
    return {
      state: 'paused',
      reason: campaign.pauseReason
        ? `The campaign is paused: ${campaign.pauseReason}`
        : 'The campaign is paused.',
      nextSendAt: null,
      details: [],
    };
  const start = campaign.startTime ? new Date(campaign.startTime) : null;
  if (status === 'scheduled' && start && start > now)
    return {
      state: 'waiting',
      reason: `Scheduled to start ${inZone(start, campaign.startTimeZone ?? 'UTC')}.`,
      nextSendAt: start,
      details: [],
    };
  return null;
}

/**
 * The diagnosis of a campaign or a mailbox (issue 27 §4), from the dispatcher's own planner
 * (`mailbox-verdict.ts`: `planRun` and the window, cap, ramp-up and gap rules) and the campaign's
 * recipients: the same code that decides, not a second guess.
 */
export class DiagnosisService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  /** The campaign's diagnosis; 404 for another workspace's or a missing campaign. */
  async campaign(caller: Caller, campaignId: string, now = new Date()): Promise<Diagnosis> {
    const campaign = await this.campaigns.get(caller, campaignId);
    return (
      campaignGate(campaign, now) ?? this.startedCampaign(campaign.id, campaign.workspaceId, now)
    );
  }

  /**
   * A recipient's diagnosis (`recipient-diagnosis.ts`): 404 for another workspace's or a missing
   * campaign, then for a recipient not of that campaign.
   */
  async recipient(
    caller: Caller,
    campaignId: string,
    recipientId: string,
    now = new Date(),
  ): Promise<Diagnosis> {
    const campaign = await this.campaigns.get(caller, campaignId);
    const row = isUuid(recipientId)
      ? await readRecipientRow(this.db, campaign.workspaceId, campaign.id, recipientId)
      : null;
    if (!row) throw AppError.notFound(RECIPIENT_MESSAGES.notFound);
    if (row.state === 'active' && !row.check_status) {
      const gate = campaignGate(campaign, now);
      if (gate) return gate;
    }
    const pool = await poolAccounts(this.db, await readPoolMailboxIds(this.db, campaign.id));
    return diagnoseRecipient(this.db, campaign.workspaceId, row, pool, now);
  }

  /** The mailbox's diagnosis; 404 for another workspace's or a missing mailbox. */
  async mailbox(caller: Caller, mailAccountId: string, now = new Date()): Promise<Diagnosis> {
    const account = isUuid(mailAccountId)
      ? await this.db
          .getRepository(MailAccount)
          .findOneBy({ id: mailAccountId, workspaceId: caller.workspaceId })
      : null;
    if (!account) throw AppError.notFound(MAIL_ACCOUNT_MESSAGES.notFound);
    const verdict = await mailboxVerdict(this.db, account, now);
    return {
      state: verdict.state,
      reason: verdict.detail.message,
      nextSendAt: verdict.nextSendAt,
      details: [verdict.detail],
    };
  }

  private async startedCampaign(
    campaignId: string,
    workspaceId: string,
    now: Date,
  ): Promise<Diagnosis> {
    const [waits, ids, steps, held, dueBySender] = await Promise.all([
      readRecipientWaits(this.db, campaignId, now),
      readPoolMailboxIds(this.db, campaignId),
      hasActiveStep(this.db, campaignId),
      deferredDomains(this.db, workspaceId, now),
      readDueBySender(this.db, campaignId, now),
    ]);
    const details: DiagnosisDetail[] = held.map((domain) =>
      detail(
        'deferred_domain',
        `${domain.domain} answered "try again later" ${domain.deferrals} times in a row: its recipients wait until ${inZone(domain.heldUntil, 'UTC')}.`,
        { at: domain.heldUntil },
      ),
    );
    if (waits.uncertain > 0)
      details.push(
        detail(
          'uncertain',
          `${waits.uncertain} sends were interrupted and their fate is unknown: they are never sent again.`,
          { count: waits.uncertain },
        ),
      );
    if (waits.held > 0)
      details.push(
        detail(
          'missing_variables',
          `${waits.held} recipients wait for a value their message needs (${waits.held_reason}): edit the contact or add a fallback.`,
          { count: waits.held },
        ),
      );
    if (waits.undeliverable > 0)
      details.push(
        detail(
          'undeliverable',
          `${waits.undeliverable} recipients are never sent: their domain has no mail server (no MX and no A record).`,
          { count: waits.undeliverable },
        ),
      );
    if (waits.skipped > 0)
      details.push(
        detail(
          'skipped',
          `${waits.skipped} recipients were skipped: on the do-not-contact list, or a role address or disposable domain the campaign skips.`,
          { count: waits.skipped },
        ),
      );
    if (waits.paused > 0)
      details.push(
        detail('recipients_paused', `${waits.paused} recipients are paused.`, {
          count: waits.paused,
        }),
      );
    if (waits.delayed > 0)
      details.push(
        detail('follow_up_delay', `${waits.delayed} recipients wait for their follow-up's delay.`, {
          count: waits.delayed,
          at: waits.next_due_at,
        }),
      );
    if (waits.active + waits.paused + waits.held === 0 && waits.open === 0)
      return {
        state: 'completed',
        reason: 'Nothing is left to send: the campaign completes on its next run.',
        nextSendAt: null,
        details,
      };
    if (!steps)
      return {
        state: 'blocked',
        reason: 'Every step is paused: activate a step to send.',
        nextSendAt: null,
        details,
      };
    if (ids.length === 0)
      return {
        state: 'blocked',
        reason: 'The campaign has no mailbox to send from: add one to its sending pool.',
        nextSendAt: null,
        details,
      };
    const accounts = await poolAccounts(this.db, ids);
    const verdicts = await Promise.all(
      accounts.map((account) => mailboxVerdict(this.db, account, now)),
    );
    details.unshift(...verdicts.map((verdict) => verdict.detail));
    const due = verdictsForDue(verdicts, dueBySender);
    if (due.stranded > 0)
      details.push(detail('sender_left_pool', strandedText(due.stranded), { count: due.stranded }));
    const zone = accounts[0]?.sendingPreference.work_time.time_zone ?? 'UTC';
    return { ...this.decide(waits, verdicts, due, zone), details };
  }

  /** The campaign's state from its recipients' waits and its mailboxes' verdicts. */
  private decide(
    waits: Awaited<ReturnType<typeof readRecipientWaits>>,
    verdicts: MailboxVerdict[],
    due: ReturnType<typeof verdictsForDue>,
    zone: string,
  ): Omit<Diagnosis, 'details'> {
    if (waits.due === 0 && waits.open === 0) {
      if (waits.delayed > 0)
        return {
          state: 'waiting',
          reason: `Recipients wait for their follow-up's delay: the next is due ${inZone(waits.next_due_at!, zone)}.`,
          nextSendAt: waits.next_due_at,
        };
      return {
        state: waits.held > 0 ? 'blocked' : 'waiting',
        reason:
          waits.held > 0
            ? `Recipients wait for a value their message needs (${waits.held_reason}): edit the contact or add a fallback.`
            : 'The recipients left are paused.',
        nextSendAt: null,
      };
    }
    // Due recipients go from their own sender, first messages from any mailbox of the pool.
    if (waits.due > 0 && due.verdicts.length === 0 && waits.open === 0)
      return { state: 'blocked', reason: strandedText(due.stranded), nextSendAt: null };
    const deciding = poolVerdict(
      waits.due > 0 && due.verdicts.length > 0 ? due.verdicts : verdicts,
    );
    if (!deciding)
      return {
        state: 'blocked',
        reason: 'The campaign has no mailbox to send from: add one to its sending pool.',
        nextSendAt: null,
      };
    if (deciding.state === 'sending')
      return {
        state: 'sending',
        reason: `Sending: ${waits.due} recipients are due.`,
        nextSendAt: deciding.nextSendAt,
      };
    return {
      state:
        deciding.state === 'waiting' && deciding.nextSendAt
          ? 'waiting'
          : deciding.state === 'paused'
            ? 'paused'
            : 'blocked',
      reason: deciding.detail.message,
      nextSendAt: deciding.state === 'waiting' ? deciding.nextSendAt : null,
    };
  }
}
