import {
  CAMPAIGN_MESSAGES,
  labelCreateCommandSchema,
  labelUpdateCommandSchema,
  type LabelApplyCommand,
  type LabelCreateCommand,
  type LabelUpdateCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid, updatedRows } from '../../db/sql';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { Caller } from '../auth/caller';

export interface Label {
  id: string;
  name: string;
}

/** Postgres' unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** Campaign labels: names unique per workspace whatever their case. */
export class LabelService {
  constructor(private readonly db: DataSource) {}

  async list(caller: Caller): Promise<Label[]> {
    return this.db.query(
      `SELECT id, name FROM label WHERE workspace_id = $1 ORDER BY lower(name), id`,
      [caller.workspaceId],
    );
  }

  async create(caller: Caller, command: LabelCreateCommand): Promise<Label> {
    const { name } = await parse(labelCreateCommandSchema, command);
    try {
      const [label] = await this.db.query(
        `INSERT INTO label (workspace_id, name) VALUES ($1, $2) RETURNING id, name`,
        [caller.workspaceId, name],
      );
      return label;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw AppError.conflict(CAMPAIGN_MESSAGES.labelExists);
      throw error;
    }
  }

  async update(caller: Caller, command: LabelUpdateCommand): Promise<Label> {
    const { id } = command;
    const { name } = await parse(labelUpdateCommandSchema, command);
    await this.get(caller, id);
    try {
      const rows = updatedRows<Label>(
        await this.db.query(
          `UPDATE label SET name = $3 WHERE id = $1 AND workspace_id = $2 RETURNING id, name`,
          [id, caller.workspaceId, name],
        ),
      );
      return rows[0];
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw AppError.conflict(CAMPAIGN_MESSAGES.labelExists);
      throw error;
    }
  }

  /** Deletes the label; the campaigns it was on simply lose it. */
  async delete(caller: Caller, id: string): Promise<void> {
    const label = await this.get(caller, id);
    await this.db.query(`DELETE FROM label WHERE id = $1 AND workspace_id = $2`, [
      label.id,
      caller.workspaceId,
    ]);
  }

  /** The label, or 404 (another workspace's too); none given → 'Please select a Label'. */
  async get(
    caller: Caller,
    id: string | null,
    manager: EntityManager = this.db.manager,
  ): Promise<Label> {
    if (id === undefined || id === null || id === '')
      throw AppError.badRequest(CAMPAIGN_MESSAGES.selectLabel);
    if (!isUuid(id)) throw AppError.notFound(CAMPAIGN_MESSAGES.labelNotFound);
    const [label] = await manager.query(
      `SELECT id, name FROM label WHERE id = $1 AND workspace_id = $2`,
      [id, caller.workspaceId],
    );
    if (!label) throw AppError.notFound(CAMPAIGN_MESSAGES.labelNotFound);
    return label;
  }

  /** Puts a label on campaigns (or takes it off); all campaigns must be the caller's. */
  async apply(
    caller: Caller,
    { campaignIds: given, labelId, add }: LabelApplyCommand,
  ): Promise<void> {
    const ids = campaignIds(given);
    await this.db.transaction(async (tx) => {
      const label = await this.get(caller, labelId, tx);
      const found: { id: string }[] = await tx.query(
        `SELECT id FROM campaign
          WHERE workspace_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`,
        [caller.workspaceId, ids],
      );
      if (found.length !== ids.length) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
      if (add) {
        await tx.query(
          `INSERT INTO campaign_label (campaign_id, label_id, workspace_id)
           SELECT unnest($1::uuid[]), $2, $3 ON CONFLICT DO NOTHING`,
          [ids, label.id, caller.workspaceId],
        );
      } else {
        await tx.query(
          `DELETE FROM campaign_label WHERE label_id = $1 AND campaign_id = ANY($2::uuid[])`,
          [label.id, ids],
        );
      }
    });
  }
}

/** A non-empty list of distinct campaign ids; an id that is not a uuid answers 404. */
export function campaignIds(
  value: unknown,
  emptyMessage: string = CAMPAIGN_MESSAGES.campaignIdMissing,
): string[] {
  if (!Array.isArray(value) || value.length === 0) throw AppError.badRequest(emptyMessage);
  if (!value.every(isUuid)) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
  return [...new Set(value as string[])];
}
