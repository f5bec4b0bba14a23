import type { Logger } from 'pino';
import type { SendLedger } from './send-ledger';

/**
 * How long a batch waits for the other runs' accepted messages once one is waiting, when other
 * bursts are on the wire: a paced mailbox sends one message a run, and a thousand of them would
 * otherwise each record alone (a transaction of some twenty statements per message).
 */
export const BATCH_WITHIN_MS = 100;
/** Sends recorded in one transaction at most. */
const BATCH_MAX = 200;

/** A send accepted by its server, and the instant of its run (its `sent_at`). */
export interface AcceptedAt {
  id: string;
  at: Date;
}

interface Waiting {
  sends: AcceptedAt[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Marks accepted messages sent for every run of a worker together (`SendLedger.markSentAt`): what
 * the runs' recorders hand over within BATCH_WITHIN_MS of each other is one transaction, whatever
 * their mailboxes, each send with its own run's instant. A run alone records at once. A batch that
 * fails is tried again one run's sends at a time, so that one run's failure stays its own (its
 * burst stops; what it could not record is settled by reconciliation from its `accepted_at`).
 */
export class SentBatcher {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Bursts on the wire now (`enter`/`leave`): with others about, a batch waits for theirs. */
  private bursts = 0;

  constructor(
    private readonly ledger: SendLedger,
    private readonly logger: Logger,
    private readonly withinMs: number = BATCH_WITHIN_MS,
  ) {}

  /** A burst starts sending. */
  enter(): void {
    this.bursts += 1;
  }

  /** A burst ended (after its last `markSent` resolved). */
  leave(): void {
    this.bursts = Math.max(0, this.bursts - 1);
  }

  /** Resolves once `sends` are recorded (or were no longer on the wire); rejects when they could not be. */
  markSent(sends: AcceptedAt[]): Promise<void> {
    if (sends.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiting.push({ sends, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.timer) return;
    if (this.bursts <= 1) {
      this.flush();
      return;
    }
    this.timer = setTimeout(() => this.flush(), this.withinMs);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.waiting.length > 0) this.schedule();
    });
  }

  private async run(): Promise<void> {
    const batch: Waiting[] = [];
    let size = 0;
    while (this.waiting.length > 0 && (batch.length === 0 || size < BATCH_MAX)) {
      const next = this.waiting.shift()!;
      batch.push(next);
      size += next.sends.length;
    }
    try {
      await this.ledger.markSentAt(batch.flatMap((entry) => entry.sends));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      this.logger.warn(
        { err: error, runs: batch.length },
        'a batch of sent messages failed: by run',
      );
      for (const entry of batch) {
        try {
          await this.ledger.markSentAt(entry.sends);
          entry.resolve();
        } catch (own) {
          entry.reject(own);
        }
      }
    }
  }
}
