import type { Logger } from 'pino';
import type { ClaimedSend } from './send-ledger';

/** Accepted messages waiting to be recorded at most (the sending loop waits beyond). */
const RECORD_BACKLOG = 50;
/**
 * How long an accepted message may wait for others to be recorded with: a server taking hundreds
 * of ms per message would otherwise make every message a transaction of its own.
 */
export const RECORD_WITHIN_MS = 2_000;

/** A message the server answered 250 to, waiting to be recorded. */
interface AcceptedMessage {
  send: ClaimedSend;
  /** When the server answered. */
  at: Date;
  /** The uid of its pending copy in the Sent folder (null: none was filed). */
  copyUid: number | null;
}

/**
 * Records accepted messages behind the sending loop: the first at once, then whatever has
 * accumulated within RECORD_WITHIN_MS of the first one waiting (or at the end of the burst) in one
 * batch (marked sent, then their Sent copies confirmed) while the loop sends the next ones. `add`
 * returns at once unless RECORD_BACKLOG messages wait. Each acceptance is already in the ledger
 * (`accepted_at`, written with the next message's start), so a batch lost to a crash is settled
 * as sent by reconciliation. A failing batch is logged and sets `failed`: the loop stops the burst.
 */
export class SentRecorder {
  private waiting: AcceptedMessage[] = [];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** The first acceptance is recorded at once: a failing database stops the burst early. */
  private recordedOnce = false;
  /** A batch could not be recorded: no more messages go in this burst. */
  failed = false;

  constructor(
    private readonly write: (accepted: AcceptedMessage[]) => Promise<void>,
    private readonly logger: Logger,
    private readonly withinMs: number = RECORD_WITHIN_MS,
  ) {}

  async add(accepted: AcceptedMessage): Promise<void> {
    this.waiting.push(accepted);
    if (this.waiting.length >= RECORD_BACKLOG) await this.drain();
    else if (!this.recordedOnce) this.record();
    else if (!this.running) this.timer ??= setTimeout(() => this.record(), this.withinMs);
  }

  /** Records what waits now and resolves once nothing is left. */
  async drain(): Promise<void> {
    this.record();
    while (this.running) await this.running;
  }

  private record(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    this.recordedOnce = true;
    this.running ??= this.run().finally(() => (this.running = null));
  }

  private async run(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.write(batch);
      } catch (error) {
        this.failed = true;
        this.logger.warn({ err: error }, 'recording sent messages failed: the burst stops');
      }
    }
  }
}
