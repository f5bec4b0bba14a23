import type { Logger } from 'pino';
import type { ClaimedSend } from './send-ledger';

/** Accepted messages waiting to be recorded at most (the sending loop waits beyond). */
const RECORD_BACKLOG = 50;

/** A message the server answered 250 to, waiting to be recorded. */
interface AcceptedMessage {
  send: ClaimedSend;
  /** When the server answered. */
  at: Date;
  /** The uid of its pending copy in the Sent folder (null: none was filed). */
  copyUid: number | null;
}

/**
 * Records accepted messages behind the sending loop: whatever has accumulated is recorded in one
 * batch (marked sent, then their Sent copies confirmed) while the loop sends the next ones. `add`
 * returns at once unless RECORD_BACKLOG messages wait. Each acceptance is already in the ledger
 * (`accepted_at`, written with the next message's start), so a batch lost to a crash is settled
 * as sent by reconciliation. A failing batch is logged and sets `failed`: the loop stops the burst.
 */
export class SentRecorder {
  private waiting: AcceptedMessage[] = [];
  private running: Promise<void> | null = null;
  /** A batch could not be recorded: no more messages go in this burst. */
  failed = false;

  constructor(
    private readonly record: (accepted: AcceptedMessage[]) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  async add(accepted: AcceptedMessage): Promise<void> {
    this.waiting.push(accepted);
    this.running ??= this.run().finally(() => (this.running = null));
    if (this.waiting.length >= RECORD_BACKLOG) await this.drain();
  }

  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async run(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.record(batch);
      } catch (error) {
        this.failed = true;
        this.logger.warn({ err: error }, 'recording sent messages failed: the burst stops');
      }
    }
  }
}
