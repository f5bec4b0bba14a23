import {
  CAMPAIGN_MESSAGES,
  labelCreateCommandSchema,
  labelUpdateCommandSchema,
  type LabelApplyCommand,
  type LabelCreateCommand,
  type LabelUpdateCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../../db/sql';
import { AppError } from '../../../http/errors';
import { parse } from '../../../http/parse-input';
import type { Caller } from '../../auth/caller';
import { Label as LabelRow } from './label.entity';
import { selectCampaignIds } from '../queries/campaigns';
import { addLabel, removeLabel, selectLabels } from './queries';

interface Label {
  id: string;
  name: string;
}

/** Postgres' unique_violation: the name is taken (label_name_idx, on lower(name)). */
const UNIQUE_VIOLATION = '23505';

/** A write of a label's name, a taken name answered as 'Label already exists'. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw AppError.conflict(CAMPAIGN_MESSAGES.labelExists);
    throw error;
  }
}

/** Campaign labels: names unique per workspace whatever their case. */
export class LabelService {
  constructor(private readonly db: DataSource) {}

  async list(caller: Caller): Promise<Label[]> {
    return selectLabels(this.db, caller.workspaceId);
  }

  async create(caller: Caller, command: LabelCreateCommand): Promise<Label> {
    const { name } = await parse(labelCreateCommandSchema, command);
    const { identifiers } = await withUniqueName(() =>
      this.db.getRepository(LabelRow).insert({ workspaceId: caller.workspaceId, name }),
    );
    return { id: identifiers[0].id as string, name };
  }

  async update(caller: Caller, command: LabelUpdateCommand): Promise<Label> {
    const { id } = command;
    const { name } = await parse(labelUpdateCommandSchema, command);
    const label = await this.get(caller, id);
    await withUniqueName(() =>
      this.db
        .getRepository(LabelRow)
        .update({ id: label.id, workspaceId: caller.workspaceId }, { name }),
    );
    return { id: label.id, name };
  }

  /** Deletes the label; the campaigns it was on simply lose it. */
  async delete(caller: Caller, id: string): Promise<void> {
    const label = await this.get(caller, id);
    await this.db.getRepository(LabelRow).delete({ id: label.id, workspaceId: caller.workspaceId });
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
    const label = await manager.getRepository(LabelRow).findOne({
      select: { id: true, name: true },
      where: { id, workspaceId: caller.workspaceId },
    });
    if (!label) throw AppError.notFound(CAMPAIGN_MESSAGES.labelNotFound);
    return { id: label.id, name: label.name };
  }

  /** Puts a label on campaigns (or takes it off); all campaigns must be the caller's. */
  async apply(
    caller: Caller,
    { campaignIds: given, labelId, add }: LabelApplyCommand,
  ): Promise<void> {
    const ids = campaignIds(given);
    await this.db.transaction(async (tx) => {
      const label = await this.get(caller, labelId, tx);
      const found = await selectCampaignIds(tx, caller.workspaceId, ids);
      if (found.length !== ids.length) throw AppError.notFound(CAMPAIGN_MESSAGES.notFound);
      if (add) {
        await addLabel(tx, label.id, ids, caller.workspaceId);
      } else {
        await removeLabel(tx, label.id, ids);
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
