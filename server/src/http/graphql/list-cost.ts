import { getNullableType, isListType } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';

/** The size assumed for a list field without a size argument (a campaign's steps, mailboxes…). */
const DEFAULT_LIST_SIZE = 10;

const SIZE_ARGUMENTS = ['limit', 'first', 'pageSize'];

/** A page size given to the field: `limit`, `first` or `pageSize`, directly or in an input object. */
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

/**
 * Each field costs 1, plus its children's cost times the number of times they run:
 * - a field with a page size (`campaigns(input: { limit: 100 })`, `searchUsers(limit: 10)`),
 *   list or page object, multiplies its children by that size;
 * - the list inside a `…Page` object counts once (its page field already multiplied);
 * - any other list multiplies by DEFAULT_LIST_SIZE;
 * - introspection fields count 1 each, as before.
 * So `campaigns(input: { limit: 100 }) { campaigns { steps { id } } }` costs about 1,200, and
 * 200 aliases of it about 240,000.
 */
export const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection (GraphiQL, codegen) reads the schema, never the database: no multipliers.
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 1 + childComplexity;
  const pageSize = pageSizeOf(args);
  if (pageSize !== undefined) return 1 + pageSize * childComplexity;
  if (!isListType(getNullableType(field.type))) return 1 + childComplexity;
  const insidePage = type.name.endsWith('Page');
  return 1 + (insidePage ? 1 : DEFAULT_LIST_SIZE) * childComplexity;
};
