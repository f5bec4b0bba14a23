import { number, object } from 'yup';

/**
 * The deepest offset a page accepts: more rows than any list holds, refused before Postgres walks
 * an index that far, and before a number past its integers (1e20) reaches a query.
 */
export const MAX_PAGE_OFFSET = 10_000_000;

/**
 * A page's offset: a whole number from 0 to MAX_PAGE_OFFSET, 0 when absent; anything else (huge,
 * negative, fractional, Infinity, not a number) fails with `message`.
 */
export function pageOffsetSchema(message: string) {
  return number()
    .typeError(message)
    .integer(message)
    .min(0, message)
    .max(MAX_PAGE_OFFSET, message)
    .default(0);
}

/** Paging of the Teammates list (`/v1/user/search`, `searchUsers`): answers 400 with these texts. */
export const USER_SEARCH_MESSAGES = {
  offset: 'Offset must be a whole number of 0 or more.',
  limit: 'Limit must be a whole number from 1 to 100.',
} as const;

export const userSearchSchema = object({
  offset: pageOffsetSchema(USER_SEARCH_MESSAGES.offset),
  limit: number()
    .typeError(USER_SEARCH_MESSAGES.limit)
    .integer(USER_SEARCH_MESSAGES.limit)
    .min(1, USER_SEARCH_MESSAGES.limit)
    .max(100, USER_SEARCH_MESSAGES.limit)
    .default(10),
});
export type UserSearchCommand = { offset?: unknown; limit?: unknown };
