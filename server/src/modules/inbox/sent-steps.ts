import type { DataSource } from 'typeorm';
import type { Services } from '../../services';
import { recipientVariablesOf } from '../campaign';
import { pickSpintax, renderMessage, spintaxSeeds, stepSubject, variantText } from '../message';
import type { InboxThreadMessage } from './inbox-thread';
import { selectSentToRecipient, type SentRow } from './queries/conversations';

/**
 * The body a send went with: its letter's variant of the version (A when the version lacks it)
 * with its spintax picked from the same seeds as the send path (`sending/send-message.ts`).
 */
function sentBody(row: SentRow, body: string): string {
  const chosen = variantText({ subject: '', body, variants: row.variants }, row.variant);
  const seeds = spintaxSeeds(
    row.recipient_id,
    row.step_id ?? '',
    row.first_step_id ?? '',
    chosen.letter,
  );
  return pickSpintax(chosen.body, seeds.body);
}

/**
 * What we sent to a recipient, for a conversation's thread. The ledger keeps each send's subject,
 * time, step, state and the version of the step's content it was rendered from (`step_content`),
 * not the rendered body: the body is that version rendered again with the recipient's variables,
 * the mailbox signature and their unsubscribe link, without tracking. A send older than versions
 * shows its step as it is now (README, "What the thread shows").
 */
export class SentSteps {
  constructor(
    private readonly db: DataSource,
    private readonly tokens: Services['trackingTokens'],
    private readonly publicUrl: string,
  ) {}

  /** The sends of a recipient (few: one per step), not rendered yet. */
  async rowsOf(recipientId: string): Promise<SentRow[]> {
    return selectSentToRecipient(this.db, recipientId);
  }

  /** Sends of a recipient as the thread shows them: rendered, only those asked for (a page). */
  async messages(recipientId: string, rows: SentRow[]): Promise<InboxThreadMessage[]> {
    if (rows.length === 0) return [];
    const variables = await recipientVariablesOf(this.db, [recipientId]);
    const values = variables.get(recipientId) ?? {};
    return rows.map((row) => this.message(row, values));
  }

  private message(row: SentRow, variables: Record<string, unknown>): InboxThreadMessage {
    const subject = row.subject ?? stepSubject(row.first_subject, row.position);
    const rendered =
      row.body === null
        ? null
        : renderMessage({
            subject,
            body: sentBody(row, row.body),
            mimeType: row.mime_type,
            variables,
            unsubscribeUrl: this.tokens.urls(this.publicUrl, row.id).unsubscribe,
            signature: row.signature ?? undefined,
          });
    return {
      id: row.id,
      direction: 'sent',
      at: row.at,
      subject,
      kind: null,
      fromEmail: row.from_email ?? '',
      fromName: row.from_name ?? '',
      to: row.to_email,
      cc: '',
      html: rendered?.html ?? null,
      text: rendered?.text ?? null,
      truncated: false,
      unread: false,
      state: row.state,
      stepPosition: row.position,
      attachments: [],
      imagesHidden: false,
      note: null,
    };
  }
}
