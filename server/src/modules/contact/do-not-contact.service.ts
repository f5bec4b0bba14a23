import {
  DO_NOT_CONTACT_MESSAGES as M,
  MAX_DO_NOT_CONTACT_CSV,
  MAX_DO_NOT_CONTACT_ENTRIES,
  doNotContactCsv,
  doNotContactEntry,
  type DoNotContactKind,
} from '@outbound/common';
import type { DataSource } from 'typeorm';
import { affectedCount } from '../../db/sql';
import { AppError } from '../../http/errors';
import type { Caller } from '../auth/caller';
import { contactHooks } from './hooks';

/** An entry of the list. */
export interface DoNotContactEntry {
  value: string;
  kind: DoNotContactKind;
  createdAt: Date;
}

/** The page of `list`. */
export interface DoNotContactPage {
  entries: DoNotContactEntry[];
  total: number;
}

/** Entries as sent: a list of texts, each an address or a domain (all checked before any change). */
function parseEntries(input: unknown): { value: string; kind: DoNotContactKind }[] {
  if (!Array.isArray(input)) throw AppError.badRequest(M.entriesInvalid);
  if (input.length === 0) throw AppError.badRequest(M.entriesRequired);
  if (input.length > MAX_DO_NOT_CONTACT_ENTRIES) throw AppError.badRequest(M.tooMany);
  const parsed = input.map((raw) => {
    if (typeof raw !== 'string') throw AppError.badRequest(M.entriesInvalid);
    const entry = doNotContactEntry(raw.slice(0, 300));
    if (!entry) throw AppError.badRequest(M.invalidEntry(raw.slice(0, 100)));
    return entry;
  });
  return [...new Map(parsed.map((entry) => [entry.value, entry])).values()];
}

function whole(value: unknown, fallback: number, max: number, message: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
    throw AppError.badRequest(message);
  return value;
}

/**
 * A workspace's do-not-contact list (issue 27 §2): addresses and whole domains its campaigns
 * never send to. Read at enrolment and again at claim (`campaign/recipients/recipient-address-checks.ts`),
 * like unsubscribes. An addition also stops, in its transaction, the active recipients it names
 * in every campaign of the workspace (`contactHooks.doNotContactAdded`); a removal releases no
 * one (as deleting an unsubscribe).
 */
export class DoNotContactService {
  constructor(private readonly db: DataSource) {}

  async list(
    caller: Caller,
    command: { offset?: unknown; limit?: unknown },
  ): Promise<DoNotContactPage> {
    const offset = whole(command.offset, 0, 1_000_000_000, M.offset);
    const limit = whole(command.limit, 50, 100, M.limit);
    if (limit === 0) throw AppError.badRequest(M.limit);
    const rows: { value: string; kind: DoNotContactKind; created_at: Date; total: number }[] =
      await this.db.query(
        `SELECT value, kind, created_at, count(*) OVER ()::int AS total FROM do_not_contact
          WHERE workspace_id = $1 ORDER BY value LIMIT $2 OFFSET $3`,
        [caller.workspaceId, limit, offset],
      );
    const total =
      rows[0]?.total ??
      (
        await this.db.query(
          `SELECT count(*)::int AS n FROM do_not_contact WHERE workspace_id = $1`,
          [caller.workspaceId],
        )
      )[0].n;
    return {
      entries: rows.map((row) => ({ value: row.value, kind: row.kind, createdAt: row.created_at })),
      total,
    };
  }

  /** Adds entries (those already listed are kept as they are). Answers how many were new. */
  async add(caller: Caller, input: unknown): Promise<number> {
    return this.insert(caller, parseEntries(input));
  }

  /** Removes entries; none of them listed is a 404. Answers how many went. */
  async remove(caller: Caller, input: unknown): Promise<number> {
    const entries = parseEntries(input);
    const removed = affectedCount(
      await this.db.query(
        `DELETE FROM do_not_contact WHERE workspace_id = $1 AND value = ANY($2::text[])`,
        [caller.workspaceId, entries.map((entry) => entry.value)],
      ),
    );
    if (removed === 0) throw AppError.notFound(M.notFound);
    return removed;
  }

  /**
   * Imports a CSV text (first column; a header line is skipped): all or nothing, any line that is
   * neither an address nor a domain refuses the file with it. Answers how many were new.
   */
  async importCsv(caller: Caller, csv: unknown): Promise<number> {
    if (typeof csv !== 'string' || csv.trim() === '') throw AppError.badRequest(M.csvRequired);
    if (csv.length > MAX_DO_NOT_CONTACT_CSV) throw AppError.badRequest(M.csvTooLarge);
    const { entries, invalid } = doNotContactCsv(csv);
    if (invalid.length > 0) throw AppError.badRequest(M.invalidEntry(invalid[0]));
    if (entries.length === 0) throw AppError.badRequest(M.csvRequired);
    return this.insert(caller, parseEntries(entries));
  }

  private async insert(
    caller: Caller,
    entries: { value: string; kind: DoNotContactKind }[],
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const inserted: unknown[] = await tx.query(
        `INSERT INTO do_not_contact (workspace_id, value, kind)
         SELECT $1, * FROM unnest($2::text[], $3::text[])
         ON CONFLICT (workspace_id, value) DO NOTHING RETURNING value`,
        [
          caller.workspaceId,
          entries.map((entry) => entry.value),
          entries.map((entry) => entry.kind),
        ],
      );
      await contactHooks.call.doNotContactAdded(tx, caller.workspaceId, entries);
      return inserted.length;
    });
  }
}
