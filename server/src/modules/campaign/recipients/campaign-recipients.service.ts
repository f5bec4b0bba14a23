import {
  MIN_SEARCH_LENGTH,
  RECIPIENT_MESSAGES,
  RECIPIENT_SENDER_MESSAGES,
  recipientListCommandSchema,
  recipientMoveSchema,
  recipientPauseCommandSchema,
  type RecipientListCommand,
  type RecipientMoveCommand,
  type RecipientPauseCommand,
  type RecipientStatus,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { AppError } from '../../../http/errors';
import { parse } from '../../../http/parse-input';
import type { AuditService } from '../../audit/audit.service';
import type { Caller } from '../../auth/caller';
import type { CampaignService } from '../campaign.service';
import { selectRecipientPage } from './queries/recipient-tab';
import {
  lockRecipientsByEmail,
  selectRecipientsById,
  type RecipientTabRow,
} from './queries/recipients';
import { selectRecipientExportPage } from './queries/recipient-export';
import {
  recipientExportCursor,
  recipientExportKeyOf,
  recipientExportLimitOf,
} from './recipient-export-cursor';
import { setRecipientsPaused } from './recipient-states';
import { moveRecipientsToPoolMailbox } from './recipient-move';
import { recipientStatus } from './recipient-status';
import { addressFlags } from '../../contact/address-checks';

/** A page of the Recipients export: `next` continues it, null at the end. */
export interface RecipientExportPage {
  recipients: CampaignRecipient[];
  displayKeys: string[];
  next: string | null;
}

/** The export's page: the tab's filter, and where to start (`after`, a cursor of the last page). */
export interface RecipientExportQuery extends RecipientListCommand {
  after?: string | null;
}

/** A row of the Recipients tab (spec 01 §3 Recipient). */
export interface CampaignRecipient {
  id: string;
  email: string;
  createdAt: Date;
  /** When the last message went out; null when none has. */
  latestSentAt: Date | null;
  /** Paused recipients are skipped by sending until played again (`is_ignore_contact`). */
  paused: boolean;
  /** active, suppressed, replied, lead, bounced, unsubscribed or complete. */
  state: string;
  /** Its variables (the list row through the campaign's mapping), for the display keys. */
  values: Record<string, string>;
  /** The pool mailbox it is bound to (its sticky sender); null before its first message. */
  sender: { id: string; email: string } | null;
  /** Why it waits for its sender (`RECIPIENT_SENDER_MESSAGES.waiting…`); null when it does not. */
  waitingReason: string | null;
  /** Its state as the tab shows it, held recipients `waiting` (`recipient-status.ts`). */
  status: RecipientStatus;
  /** Why it waits or is paused: a hold of the send checks, else its sender's; null otherwise. */
  reason: string | null;
  /** What its address says of itself: `role`, `disposable` (`contact/address-checks.ts`). */
  flags: string[];
}

/** The text of each waiting code of `queries/recipients.ts`. */
const WAITING_REASONS: Record<string, string> = {
  deleted: RECIPIENT_SENDER_MESSAGES.waitingDeleted,
  left_pool: RECIPIENT_SENDER_MESSAGES.waitingLeftPool,
  disabled: RECIPIENT_SENDER_MESSAGES.waitingDisabled,
  stopped: RECIPIENT_SENDER_MESSAGES.waitingStopped,
};

export function toRecipient(row: RecipientTabRow): CampaignRecipient {
  const variables = (row.variables ?? {}) as Record<string, unknown>;
  return {
    id: row.id as string,
    email: row.email as string,
    createdAt: row.created_at as Date,
    latestSentAt: (row.latest_sent_at as Date | null) ?? null,
    paused: row.paused as boolean,
    state: row.state as string,
    values: Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [key, value == null ? '' : String(value)]),
    ),
    sender: row.sender_id
      ? { id: row.sender_id as string, email: (row.sender_email as string | null) ?? '' }
      : null,
    waitingReason: WAITING_REASONS[row.waiting as string] ?? null,
    ...recipientStatus(row, WAITING_REASONS[row.waiting as string] ?? null),
    flags: addressFlags(row.email as string),
  };
}

/** The Recipients tab: who a campaign sends to, what they did, and pausing single recipients. */
export class CampaignRecipientsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
    private readonly audit: AuditService,
  ) {}

  /**
   * One page of recipients in the order they were added, filtered by an event they had (not
   * flagged), part of the address and the list they came from, with the exact total
   * (`queries/recipient-tab.ts` says how it stays cheap). The display keys are the campaign's
   * variables.
   */
  async list(
    caller: Caller,
    command: RecipientListCommand,
  ): Promise<{ recipients: CampaignRecipient[]; displayKeys: string[]; total: number }> {
    const query = await parse(recipientListCommandSchema, command);
    const campaign = await this.campaigns.get(caller, command.campaignId);
    const { rows, total } = await selectRecipientPage(
      this.db,
      campaign.id,
      {
        eventType: query.eventType,
        text: query.text.length >= MIN_SEARCH_LENGTH ? query.text : '',
        listId: query.listId,
      },
      query,
    );
    return { recipients: rows.map(toRecipient), displayKeys: campaign.variables, total };
  }

  /**
   * A page of every recipient of the tab's filter (search, event, list) for the export, in the
   * tab's order, from the cursor `after` on: a keyset page, so the whole campaign is never read
   * at once and every page costs the same.
   */
  async exportPage(caller: Caller, command: RecipientExportQuery): Promise<RecipientExportPage> {
    // The filter is the tab's, checked by its schema; the page (cursor, up to 500) is the export's.
    const query = await parse(recipientListCommandSchema, { ...command, offset: 0, limit: 1 });
    const after = recipientExportKeyOf(command.after);
    const limit = recipientExportLimitOf(command.limit);
    const campaign = await this.campaigns.get(caller, command.campaignId);
    const rows = await selectRecipientExportPage(
      this.db,
      campaign.id,
      {
        eventType: query.eventType,
        text: query.text.length >= MIN_SEARCH_LENGTH ? query.text : '',
        listId: query.listId,
      },
      { after, limit },
    );
    const last = rows.at(-1);
    await this.audit.record(caller, {
      action: 'export.downloaded',
      target: { type: 'campaign', id: campaign.id, label: campaign.name },
      meta: { export: 'campaign_recipients', rows: rows.length, continued: after !== null },
    });
    return {
      recipients: rows.map(toRecipient),
      displayKeys: campaign.variables,
      next:
        last && rows.length === limit
          ? recipientExportCursor({ addedAt: last.added_at as string, id: last.id as string })
          : null,
    };
  }

  /**
   * Pauses or plays recipients by address (`campaign_recipient.paused` only: sending skips paused
   * recipients and a played one resumes at the step it stopped at). Nothing to change is a 409
   * with the spec's text; an address that is not a recipient answers 404. Answers those changed.
   */
  async setPaused(
    caller: Caller,
    command: RecipientPauseCommand,
  ): Promise<{ changed: CampaignRecipient[]; message: string }> {
    const values = await parse(recipientPauseCommandSchema, command);
    const pause = values.action === 'pause';
    const emails = [...new Set(values.emails.map((email) => email.toLowerCase()))];
    const ids = await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.get(caller, command.campaignId, tx);
      const found = await lockRecipientsByEmail(tx, campaign.id, emails);
      if (found.length !== emails.length) throw AppError.notFound(RECIPIENT_MESSAGES.notFound);
      const toChange = found.filter((recipient) => recipient.paused !== pause);
      if (toChange.length === 0) {
        if (!pause) throw AppError.conflict(RECIPIENT_MESSAGES.alreadyActive);
        throw AppError.conflict(
          emails.length > 1
            ? RECIPIENT_MESSAGES.bulkAlreadyPaused
            : RECIPIENT_MESSAGES.alreadyPaused,
        );
      }
      const changed = toChange.map((recipient) => recipient.id);
      await setRecipientsPaused(tx, changed, pause);
      return changed;
    });
    const rows = await selectRecipientsById(this.db, ids);
    return {
      changed: rows.map(toRecipient),
      message: pause ? RECIPIENT_MESSAGES.paused : RECIPIENT_MESSAGES.played,
    };
  }

  /**
   * Moves recipients (by address) to another mailbox of the campaign's pool: their next message
   * starts a new thread from it (`recipient-move.ts` says who moves). All or nothing; answers
   * those moved.
   */
  async moveToMailbox(
    caller: Caller,
    command: RecipientMoveCommand,
  ): Promise<{ moved: CampaignRecipient[]; message: string }> {
    const values = await parse(recipientMoveSchema, command);
    const emails = [...new Set(values.emails.map((email) => email.toLowerCase()))];
    const mailboxId = values.mailAccountId.toLowerCase();
    const ids = await this.db.transaction(async (tx) => {
      const campaign = await this.campaigns.lock(tx, caller, command.campaignId);
      return moveRecipientsToPoolMailbox(tx, campaign.id, emails, mailboxId);
    });
    const rows = await selectRecipientsById(this.db, ids);
    return { moved: rows.map(toRecipient), message: RECIPIENT_SENDER_MESSAGES.moved };
  }
}
