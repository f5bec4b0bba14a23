import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { sharedDns } from '../../../dns/resolver';
import { checkDomains } from '../../contact/domain-checks';
import {
  findCheckedRecipients,
  recipientDomains,
  stopCheckedRecipients,
} from './recipient-address-checks';

/** What a check covers: a campaign's recipients (enrolment; a list's members are checked at import). */
export type AddressCheckTarget = { campaignId: string };

/**
 * The recipient address checks run off the send path (issue 27 §2): the domains of a campaign's
 * recipients or a list's members are queued in the shared cache, pending ones are looked up
 * through the one cached resolver, and a campaign's recipients the verdicts and its options stop
 * are stopped. Run by a job queued at enrolment (`address-checks.jobs.ts`; a list's members are
 * checked by the import's job); safe to run again (a crashed check is run again by its job).
 */
export class AddressChecksService {
  private enqueue: ((target: AddressCheckTarget) => Promise<void>) | null = null;

  constructor(private readonly db: DataSource) {}

  useQueue(enqueue: (target: AddressCheckTarget) => Promise<void>): void {
    this.enqueue = enqueue;
  }

  /** Queues a check (nothing without a job queue: the claim then finds no verdict and sends). */
  async queue(target: AddressCheckTarget, logger?: Logger): Promise<void> {
    await this.enqueue?.(target).catch((err) =>
      logger?.warn({ err }, 'queueing address checks failed'),
    );
  }

  /** Runs a check: queue the target's domains, look up the pending ones, stop what they say. */
  async run(target: AddressCheckTarget): Promise<number> {
    await checkDomains(
      this.db,
      sharedDns(),
      await recipientDomains(this.db.manager, target.campaignId),
    );
    return this.stopChecked(target.campaignId);
  }

  /** Stops the campaign's recipients the verdicts known now and its options stop. */
  async stopChecked(campaignId: string): Promise<number> {
    return this.db.transaction(async (tx) =>
      stopCheckedRecipients(tx, await findCheckedRecipients(tx, campaignId)),
    );
  }
}
