import { getNullableType, isListType } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { FIELD_COSTS, type DeclaredCost } from './field-costs';

/** The size assumed for a list field without a size argument (a campaign's steps, mailboxes…). */
const DEFAULT_LIST_SIZE = 10;

const SIZE_ARGUMENTS = ['limit', 'first', 'last', 'pageSize'];

/** A page size given to the field: `limit`, `first`, `last` or `pageSize`, directly or in an input object. */
function pageSizeOf(args: Record<string, unknown>): number | undefined {
  const candidates = [args, ...Object.values(args).filter((value) => typeof value === 'object')];
  for (const candidate of candidates) {
    if (!candidate || Array.isArray(candidate)) continue;
    for (const name of SIZE_ARGUMENTS) {
      const value = (candidate as Record<string, unknown>)[name];
      if (typeof value === 'number' && Number.isFinite(value)) return Math.max(1, value);
    }
  }
  return undefined;
}

/** A declared field's own cost (see FIELD_COSTS), and whether its page size is already in it. */
function ownCost(
  declared: DeclaredCost,
  args: Record<string, unknown>,
  pageSize: number | undefined,
): { own: number; paged: boolean } {
  if (declared.perPageRow !== undefined && pageSize !== undefined) {
    return { own: declared.perPageRow * pageSize, paged: true };
  }
  const items = declared.each ? args[declared.each] : undefined;
  const times = Array.isArray(items) ? Math.max(1, items.length) : 1;
  return { own: declared.cost * times, paged: false };
}

/**
 * Each field costs 1 (or its declared cost, FIELD_COSTS), plus its children's cost times the
 * number of times they run:
 * - a field with a page size (`campaigns(input: { limit: 100 })`, `searchUsers(limit: 10)`),
 *   list or page object, multiplies its children by that size;
 * - the list inside a `…Page` object counts once (its page field already multiplied);
 * - any other list multiplies by DEFAULT_LIST_SIZE;
 * - introspection fields count 1 each, as before;
 * - a declared field's own cost replaces the 1 (`perPageRow` with a page size: its children count
 *   once, the declared cost per row standing for them).
 * So `campaigns(input: { limit: 100 }) { campaigns { steps { id } } }` costs about 1,250, and
 * 10 aliases of it about 12,500; `inboxConversation(…) { id }` (a page of 10) costs 1,001.
 */
export const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection (GraphiQL, codegen) reads the schema, never the database: no multipliers.
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 1 + childComplexity;
  const pageSize = pageSizeOf(args);
  const declared = FIELD_COSTS[`${type.name}.${field.name}`];
  const { own, paged } = declared ? ownCost(declared, args, pageSize) : { own: 1, paged: false };
  if (paged) return own + childComplexity;
  if (pageSize !== undefined) return own + pageSize * childComplexity;
  if (!isListType(getNullableType(field.type))) return own + childComplexity;
  const insidePage = type.name.endsWith('Page');
  return own + (insidePage ? 1 : DEFAULT_LIST_SIZE) * childComplexity;
};
