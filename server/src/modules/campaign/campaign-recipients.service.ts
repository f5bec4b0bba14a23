import {
  MIN_SEARCH_LENGTH,
  RECIPIENT_MESSAGES,
  recipientListCommandSchema,
  recipientPauseCommandSchema,
  type RecipientListCommand,
  type RecipientPauseCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';
import { likePattern } from '../../db/sql';
import { RECIPIENT_VARIABLES_SQL } from './campaign-lists.service';
import type { CampaignService } from './campaign.service';
import { setRecipientsPaused } from './recipient-states';

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
}

/**
 * One row per recipient of campaign $1, with its variables from its list row. The latest send
 * falls back to the ledger for recipients sent to before `last_sent_at` was kept.
 */
const RECIPIENT_SELECT = `
  SELECT r.id, ct.email::text AS email, r.created_at, r.paused, r.state,
         coalesce(r.last_sent_at, (SELECT max(s.sent_at) FROM send s
                                    WHERE s.recipient_id = r.id AND s.state = 'sent'))
           AS latest_sent_at,
         coalesce(${RECIPIENT_VARIABLES_SQL}, '{}'::jsonb) AS variables
    FROM campaign_recipient r
    JOIN contact ct ON ct.id = r.contact_id
    LEFT JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
    LEFT JOIN campaign_list cl ON cl.campaign_id = r.campaign_id AND cl.list_id = r.list_id`;

function toRecipient(row: Record<string, unknown>): CampaignRecipient {
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
  };
}

/** The Recipients tab: who a campaign sends to, what they did, and pausing single recipients. */
export class CampaignRecipientsService {
  constructor(
    private readonly db: DataSource,
    private readonly campaigns: CampaignService,
  ) {}

  /**
   * One page of recipients in the order they were added (index campaign_recipient_order_idx),
   * filtered by an event they had (not flagged; index email_event_recipient_idx), part of the
   * address and the list they came from. The display keys are the campaign's variables.
   */
  async list(
    caller: Caller,
    command: RecipientListCommand,
  ): Promise<{ recipients: CampaignRecipient[]; displayKeys: string[]; total: number }> {
    const query = await parse(recipientListCommandSchema, command);
    const campaign = await this.campaigns.get(caller, command.campaignId);
    const params: unknown[] = [campaign.id];
    const where = ['r.campaign_id = $1'];
    if (query.eventType) {
      params.push(query.eventType);
      where.push(`EXISTS (SELECT 1 FROM email_event e WHERE e.recipient_id = r.id
                            AND e.type = $${params.length} AND NOT e.flagged)`);
    }
    if (query.text.length >= MIN_SEARCH_LENGTH) {
      params.push(likePattern(query.text));
      where.push(`ct.email::text ILIKE $${params.length}`);
    }
    if (query.listId) {
      params.push(query.listId);
      where.push(`r.list_id = $${params.length}`);
    }
    const filter = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `${RECIPIENT_SELECT} WHERE ${filter} ORDER BY r.created_at, r.id
          LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.db.query(
        `SELECT count(*)::int AS total FROM campaign_recipient r
           JOIN contact ct ON ct.id = r.contact_id WHERE ${filter}`,
        params,
      ) as Promise<{ total: number }[]>,
    ]);
    return { recipients: rows.map(toRecipient), displayKeys: campaign.variables, total };
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
      const found = await this.lockByEmail(tx, campaign.id, emails);
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
    const rows = await this.db.query(
      `${RECIPIENT_SELECT} WHERE r.id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
      [ids],
    );
    return {
      changed: rows.map(toRecipient),
      message: pause ? RECIPIENT_MESSAGES.paused : RECIPIENT_MESSAGES.played,
    };
  }

  /** The recipients of a campaign with these addresses, locked for the transaction. */
  private lockByEmail(
    tx: EntityManager,
    campaignId: string,
    emails: string[],
  ): Promise<{ id: string; paused: boolean }[]> {
    return tx.query(
      `SELECT r.id, r.paused FROM campaign_recipient r JOIN contact ct ON ct.id = r.contact_id
        WHERE r.campaign_id = $1 AND ct.email = ANY($2::citext[])
        ORDER BY r.id
        FOR UPDATE OF r`,
      [campaignId, emails],
    );
  }
}
