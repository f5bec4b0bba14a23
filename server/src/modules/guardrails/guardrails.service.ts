import {
  GUARDRAIL_MESSAGES,
  guardrailSettingsSchema,
  type GuardrailSettingsCommand,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import type { MailAccount } from '../mailbox/mail-account.entity';
import type { MailboxService } from '../mailbox/mailbox.service';
import { deferredDomains, type DeferredDomain } from '../sending/domain-deferrals';
import type { BounceGuard } from './bounce-guard';
import {
  resumeMailbox,
  selectPausedPoolMailboxes,
  sendsToReweigh,
  type GuardRule,
} from './queries';
import {
  readRule,
  readStoredSettings,
  writeStoredSettings,
  type StoredSettings,
} from './settings-queries';

/** What a settings page shows: what is stored at that level, and the rule in force there. */
export interface GuardrailSettings {
  /** The mailbox's overrides (or the workspace's settings); null fields: not set there. */
  stored: StoredSettings;
  effective: GuardRule;
}

const NOTHING_STORED: StoredSettings = {
  enabled: null,
  bounce_percent: null,
  min_sends: null,
  window_days: null,
  complaint_percent: null,
};

/** The longest window a rule may have (the settings' bound): how far back the sweep looks. */
const MAX_WINDOW_DAYS = 90;

/**
 * Deliverability guardrails as callers see them: resuming a paused mailbox, the thresholds of the
 * workspace and of a mailbox, and the sweep that weighs again the mailboxes with recent bounces.
 */
export class GuardrailsService {
  constructor(
    private readonly db: DataSource,
    private readonly mailboxes: MailboxService,
    private readonly guard: BounceGuard,
  ) {}

  /**
   * Resumes a mailbox the guard paused: it sends again, and its bounce rate counts from now (it is
   * not paused again before the minimum of sends). 404 for a mailbox not of the workspace, 409
   * when it is not paused.
   */
  async resume(caller: Caller, email: string): Promise<MailAccount> {
    const account = await this.mailboxes.getAccount(caller, email);
    const resumed = await resumeMailbox(this.db, caller.workspaceId, account.email);
    if (!resumed) throw AppError.conflict(GUARDRAIL_MESSAGES.notPaused);
    return this.mailboxes.getAccount(caller, account.email);
  }

  /** The workspace's thresholds (no email) or a mailbox's overrides, with what is in force. */
  async settings(caller: Caller, email: string | null): Promise<GuardrailSettings> {
    const mailboxId = email === null ? null : (await this.mailboxes.getAccount(caller, email)).id;
    return this.read(caller.workspaceId, mailboxId);
  }

  /**
   * Stores the workspace's thresholds (no email) or a mailbox's overrides, whole: a field left out
   * or null is not set at that level (a mailbox then follows the workspace, which follows the
   * defaults). `enabled: false` switches the guard off there.
   */
  async updateSettings(
    caller: Caller,
    email: string | null,
    command: GuardrailSettingsCommand,
  ): Promise<GuardrailSettings> {
    const values = await parse(guardrailSettingsSchema, command);
    const mailboxId = email === null ? null : (await this.mailboxes.getAccount(caller, email)).id;
    await writeStoredSettings(this.db, caller.workspaceId, mailboxId, {
      enabled: values.enabled ?? null,
      bounce_percent: values.bouncePercent ?? null,
      min_sends: values.minSends ?? null,
      window_days: values.windowDays ?? null,
      complaint_percent: values.complaintPercent ?? null,
    });
    return this.read(caller.workspaceId, mailboxId);
  }

  /**
   * Weighs again every mailbox and campaign with a bounce in the longest window that is not
   * paused (a weighing lost to a failed transaction, a threshold lowered since): the worker runs
   * it every 2 minutes. Answers how many sends it weighed from.
   */
  async sweep(now: Date = new Date()): Promise<number> {
    const sendIds = await sendsToReweigh(this.db, MAX_WINDOW_DAYS);
    if (sendIds.length === 0) return 0;
    await this.db.transaction((tx) => this.guard.bouncesRecorded(tx, sendIds, now));
    return sendIds.length;
  }

  /**
   * The recipient domains held for the workspace after repeated deferrals (4xx), with until when
   * and the last reply, longest held first: what a diagnosis shows as "deferred by the receiver".
   */
  async deferredDomains(caller: Caller, now: Date = new Date()): Promise<DeferredDomain[]> {
    return deferredDomains(this.db, caller.workspaceId, now);
  }

  /** Per campaign of the workspace, the paused mailboxes of its pool (one statement). */
  async pausedPoolMailboxes(
    caller: Caller,
    campaignIds: readonly string[],
  ): Promise<Map<string, { email: string; reason: string | null; since: Date }[]>> {
    const ids = campaignIds.filter(isUuid);
    const byCampaign = new Map<string, { email: string; reason: string | null; since: Date }[]>();
    if (ids.length === 0) return byCampaign;
    for (const row of await selectPausedPoolMailboxes(this.db, caller.workspaceId, ids)) {
      const list = byCampaign.get(row.campaign_id) ?? [];
      list.push({ email: row.email, reason: row.pause_reason, since: row.paused_at });
      byCampaign.set(row.campaign_id, list);
    }
    return byCampaign;
  }

  private async read(workspaceId: string, mailboxId: string | null): Promise<GuardrailSettings> {
    const [stored, effective] = await Promise.all([
      readStoredSettings(this.db, workspaceId, mailboxId),
      readRule(this.db, workspaceId, mailboxId),
    ]);
    return { stored: stored ?? NOTHING_STORED, effective };
  }
}
