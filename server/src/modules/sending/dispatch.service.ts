import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Caller } from '../auth/caller';
import type { ZoneGate } from '../campaign/recipients/recipient-zones';
import type { ImapLogins } from '../mailbox/imap-login';
import { MailAccount } from '../mailbox/mail-account.entity';
import type { MailTransports } from '../mailbox/mail-transport';
import type { MailboxService } from '../mailbox/mailbox.service';
import type { EventRecorder } from '../events/event-recorder';
import type { TrackingTokens } from './tracking-urls';
import type { DkimKeys } from '../message/dkim';
import { KeptConnections } from './kept-connections';
import { Lease, sendBurst, type BurstDeps } from './send-burst';
import { SendLedger, type ClaimedSend } from './send-ledger';
import { countUncertainSends, dueCandidates, dueRetries } from './queries/dispatch';
import { heldDomains } from './domain-deferrals';
import {
  addMailboxesWithWork,
  bringScheduledStartsForward,
  removeIdleMailboxes,
  selectDispatchRows,
} from './queries/dispatch-schedule';
import { completeFinished, startDueCampaigns } from './send-planner';
import { planRun, type RunPlan } from './zone-plan';
import { pacedRunSize, sendPaced, type Pacing } from './paced-burst';
import { isPaced } from '../mailbox/pacing';
import { localDayBounds } from '../mailbox/sending-window';
import { firstMessageCampaigns } from './pool-room';
import { Reconciler, type ReconcileOptions } from './reconcile';
import { SentBatcher } from './sent-batcher';
import { SentCopies } from './sent-copies';
import { declinedRecheckMs } from './dispatch-scheduler';
import { unboundFirstMessagesDue } from '../campaign/recipients/recipient-progress';

/** What one dispatch run did. */
export interface DispatchResult {
  sent: number;
  failed: number;
  /** Sends put back for a later attempt (transient failure or refused login). */
  retrying: number;
  /** Sends whose connection broke after the whole message was handed over: left to reconcile. */
  interrupted: number;
  /** Interrupted sends known accepted or found filed in the Sent folder, now `sent`. */
  reconciled: number;
  /** Interrupted sends with no copy in the Sent folder, put back for their one re-send. */
  resent: number;
  /** Interrupted sends given up as `uncertain`. */
  uncertain: number;
  /** When the next burst may start (null: never, or the mailbox cannot send). */
  nextAt: Date | null;
}

/** What the caller of a dispatch run hears while it works. */
interface DispatchHooks {
  /** Called between messages once `keepAliveEveryMs` have passed (a caller renewing a lease). */
  keepAlive?: () => Promise<void>;
  /** LEASE_RENEW_MS (20 s) unless told. */
  keepAliveEveryMs?: number;
  /**
   * Given by a caller on the real clock (the scheduler): a paced mailbox's run sends what falls
   * within `horizonMs` of its start, each at its own instant (`paced-burst.ts`), waiting with
   * `wait` between them. Without it, a run sends one burst at `now` (a paced one, one message).
   */
  pacing?: { horizonMs: number; wait(ms: number): Promise<void>; stopping(): boolean };
}

/** A run that did nothing (yet). */
export const emptyResult = (): DispatchResult => ({
  sent: 0,
  failed: 0,
  retrying: 0,
  interrupted: 0,
  reconciled: 0,
  resent: 0,
  uncertain: 0,
  nextAt: null,
});

/** How often a mailbox whose bursts are full looks for what has finished (`mayHaveFinished`). */
const COMPLETION_EVERY_MS = 60_000;

/** Most sends a paced run claims (its horizon holds fewer unless the gaps are seconds). */
const PACED_RUN_MOST = 30;

/** Candidates read beyond the burst, for claims refused at the last moment. */
const EXTRA_CANDIDATES = 20;
const CLAIM_PASSES = 3;

/**
 * The dispatcher (ARCHITECTURE §4): one run per mailbox sends at most one burst: retries whose
 * back-off has passed first, then follow-ups due, then first messages, each claimed in the ledger
 * and re-checked right before it is handed to the mailbox's pooled SMTP connection.
 */
export class DispatchService {
  readonly ledger: SendLedger;
  private readonly reconciler: Reconciler;
  private readonly burstDeps: BurstDeps;
  /** The mailboxes' SMTP connections, kept from one burst to the next. */
  private readonly connections = new KeptConnections();
  /** Which mailboxes' servers file their own Sent copies, as learnt by earlier runs. */
  private readonly serverFiles = new Map<string, boolean>();
  /** When (run clock, ms) each mailbox's runs last looked for what has finished. */
  private readonly completedAt = new Map<string, number>();

  constructor(
    private readonly db: DataSource,
    events: EventRecorder,
    transports: MailTransports,
    private readonly imap: ImapLogins,
    mailbox: MailboxService,
    tokens: TrackingTokens,
    publicUrl: string,
    private readonly logger: Logger,
    dkim: DkimKeys,
    options: ReconcileOptions = {},
  ) {
    this.ledger = new SendLedger(db, events);
    this.reconciler = new Reconciler(this.ledger, logger, options);
    this.burstDeps = {
      db,
      ledger: this.ledger,
      transports,
      mailbox,
      tokens,
      publicUrl,
      logger,
      dkim,
      connections: this.connections,
      batcher: new SentBatcher(this.ledger, logger),
    };
  }

  /** Closes the SMTP connections kept between bursts (the worker stops). */
  closeConnections(): void {
    this.connections.closeAll();
  }

  /**
   * Keeps the sending schedule (`mailbox_dispatch`) in line with the work: scheduled campaigns
   * whose time has come are started, each mailbox with a started or scheduled campaign or an open
   * send (`claimed`, or `smtp_started` to reconcile, also after its campaign was paused) gets its
   * row, due at once (a scheduled campaign: at its start), and the rows of mailboxes left with none go (unless a worker holds them).
   */
  async refreshSchedule(now: Date = new Date()): Promise<void> {
    await startDueCampaigns(this.db, now);
    await addMailboxesWithWork(this.db);
    await bringScheduledStartsForward(this.db);
    await removeIdleMailboxes(this.db);
  }

  /** The mailboxes on the sending schedule, whether due or not. */
  async scheduledMailboxes(): Promise<string[]> {
    return (await selectDispatchRows(this.db)).map((row) => row.mailbox_id);
  }

  /**
   * One dispatch run for a mailbox at `now` (the job passes the current time; tests a clock of
   * their own): reconciles sends interrupted by a crash, starts its scheduled campaigns whose
   * time has come, sends the burst that is due, if any, and completes campaigns with nothing left
   * to send. `keepAlive` is called now and then while it works (a caller renewing a lease).
   */
  async dispatchOnce(
    mailboxId: string,
    now: Date = new Date(),
    hooks: DispatchHooks = {},
  ): Promise<DispatchResult> {
    const result = emptyResult();
    const account = await this.db.getRepository(MailAccount).findOneBy({ id: mailboxId });
    if (!account || account.status !== 'active') return result;
    const copies = new SentCopies(this.imap, account, this.logger, this.serverFiles);
    const lease = new Lease(hooks.keepAlive, hooks.keepAliveEveryMs);
    try {
      await this.reconciler.run(account, now, copies, result, lease);
      // Paused by the deliverability guard: it keeps its recipients and sends nothing.
      if (account.pausedAt) return result;
      await startDueCampaigns(this.db, now, mailboxId);
      const plan = await planRun(this.db, mailboxId, account.sendingPreference, now);
      result.nextAt = plan.nextAt;
      let full = false;
      if (plan.size > 0) {
        const paced = this.pacedRun(account, plan, now, hooks);
        const size = paced ? paced.size : plan.size;
        const { burst, declined } = await this.claimBurst(
          mailboxId,
          account.workspaceId,
          now,
          size,
          plan.gate,
        );
        full = burst.length >= size;
        // Its pools' first messages were another's to take while some wait: a paced mailbox looks
        // again after its shortest gap, not a minute later (the others' sends change the balance).
        const pref = account.sendingPreference;
        if (burst.length === 0 && isPaced(pref) && declined.length > 0)
          if (await unboundFirstMessagesDue(this.db, declined, now))
            result.nextAt = new Date(now.getTime() + declinedRecheckMs(pref));
        if (burst.length > 0) {
          const { gate } = plan;
          const sending = { account, burst, now, result, copies, lease, gate };
          if (paced) {
            const handedAt = await sendPaced(this.burstDeps, sending, paced.pacing);
            // The next send's instant after those this run handed over, from the state it read.
            result.nextAt = plan.afterSendsAt(handedAt);
          } else {
            await sendBurst(this.burstDeps, sending);
            // The plan's instant was this burst's: the next one counts from what it handed over
            // (a paced mailbox is due again after its drawn gap, not at the scheduler's minute
            // recheck), weighed over the state the plan read, without reading it again.
            result.nextAt = plan.after(result.sent + result.interrupted);
          }
        }
      }
      if (this.mayHaveFinished(mailboxId, now, full)) await completeFinished(this.db, mailboxId);
    } finally {
      await copies.close();
    }
    return result;
  }

  /**
   * A paced mailbox's run on the real clock: how many sends it claims (those whose instants fall
   * within the horizon and the mailbox's local day) and how it times them. Null: one burst.
   */
  private pacedRun(
    account: MailAccount,
    plan: RunPlan,
    now: Date,
    hooks: DispatchHooks,
  ): { size: number; pacing: Pacing } | null {
    const pref = account.sendingPreference;
    if (!hooks.pacing || !isPaced(pref)) return null;
    const { wait, stopping, horizonMs } = hooks.pacing;
    // Within the local day: its cap and the gaps' seed are the day's.
    const until = Math.min(now.getTime() + horizonMs, localDayBounds(pref, now).end.getTime() - 1);
    const nextAfter = (handedAt: readonly Date[]) => plan.afterSendsAt(handedAt);
    return {
      size: pacedRunSize(now, until, PACED_RUN_MOST, nextAfter),
      pacing: { nextAfter, gateAt: plan.gateAt, until, wait, stopping, clock: Date.now },
    };
  }

  /**
   * Whether the run looks for recipients and campaigns with nothing left (`completeFinished`): a
   * run that found less to send than it could may have sent the last of something; a run whose
   * burst was full still had work, so its mailbox looks at most once a minute (a campaign of its
   * pools that finished meanwhile completes within the minute). A paced mailbox sends one message
   * a run, and the look reads every active recipient of its pools' campaigns.
   */
  private mayHaveFinished(mailboxId: string, now: Date, full: boolean): boolean {
    const last = this.completedAt.get(mailboxId);
    if (full && last !== undefined && Math.abs(now.getTime() - last) < COMPLETION_EVERY_MS)
      return false;
    this.completedAt.set(mailboxId, now.getTime());
    return true;
  }

  /** Reconciliation (`reconcile.ts`) on its own: what `dispatchOnce` does first. */
  async reconcile(mailboxId: string, now: Date = new Date()): Promise<DispatchResult> {
    const result = emptyResult();
    const account = await this.db.getRepository(MailAccount).findOneBy({ id: mailboxId });
    if (!account || account.status !== 'active') return result;
    const copies = new SentCopies(this.imap, account, this.logger, this.serverFiles);
    try {
      await this.reconciler.run(account, now, copies, result, new Lease());
    } finally {
      await copies.close();
    }
    return result;
  }

  /**
   * How many `uncertain` sends each campaign has (sent status unknown after an interruption, not
   * sent again), for a page of campaigns in one query (send_uncertain_idx). Campaigns of another
   * workspace count nothing.
   */
  async uncertainCounts(
    caller: Caller,
    campaignIds: readonly string[],
  ): Promise<Map<string, number>> {
    const rows = await countUncertainSends(this.db, caller.workspaceId, campaignIds);
    return new Map(rows.map((row) => [row.campaign_id, row.count]));
  }

  /**
   * Up to `size` sends: due retries first, then new claims in the planner's order; with a zone
   * gate, only recipients inside their hours (`zone-plan.ts`).
   */
  private async claimBurst(
    mailboxId: string,
    workspaceId: string,
    now: Date,
    size: number,
    gate: ZoneGate | null,
  ): Promise<{ burst: ClaimedSend[]; declined: string[] }> {
    // Recipient domains held after repeated deferrals wait, whichever mailbox (domain-deferrals.ts).
    const held = await heldDomains(this.db, workspaceId, now);
    const burst = await dueRetries(this.db, mailboxId, now, size, gate, held);
    if (burst.length >= size) return { burst, declined: [] };
    const firstsOf = await firstMessageCampaigns(this.db, mailboxId, now);
    for (let pass = 0; pass < CLAIM_PASSES && burst.length < size; pass++) {
      const candidates = await dueCandidates(
        this.db,
        mailboxId,
        now,
        size - burst.length + EXTRA_CANDIDATES,
        firstsOf,
        gate,
        held,
      );
      const left = size - burst.length;
      burst.push(...(await this.ledger.claimMany(candidates, mailboxId, now, left, gate)));
      if (candidates.length < size - burst.length + EXTRA_CANDIDATES) break;
    }
    return { burst, declined: firstsOf.declined ?? [] };
  }
}
