/** The warmup summary covers the past week (spec 02 §9). */
export const WARMUP_SUMMARY_DAYS = 7;

/**
 * What a warmup answer's `error_code` means (spec 02 §8). Any other value is unexpected.
 * 0: unable to get account info; 1: the account is no longer in the warmup provider;
 * 2: a restriction blocks the change; 3: the account must be made active.
 */
export const WARMUP_ERROR_CODES = {
  accountInfoUnavailable: 0,
  notInProvider: 1,
  restricted: 2,
  accountInactive: 3,
} as const;
export type WarmupErrorCode = (typeof WARMUP_ERROR_CODES)[keyof typeof WARMUP_ERROR_CODES];

/** Texts of the warmup dialog and calls (spec 02 §8); the error_code sentences are our own. */
export const WARMUP_MESSAGES = {
  /** HTTP 400. */
  unavailable: 'Not able to fetch the warmup status at this time...',
  /** HTTP 404. */
  notFound: 'The mail account does not exists any more.',
  /** Any other failure, and an error_code outside 0–3. */
  unexpected: 'An unexpected error occured. Please try later',
  notConfigured:
    'Warmup is not available: no warmup provider is set up on this server. An administrator can set one up.',
  errorCodes: {
    0: 'Unable to get the information of this mail account from the warmup provider.',
    1: 'This mail account is no longer in the warmup provider.',
    2: 'The warmup provider does not allow this change for this mail account.',
    3: 'This mail account must be made active before warmup can be turned on.',
  } satisfies Record<WarmupErrorCode, string>,
} as const;

/** The sentence for an answer's error_code; unknown codes read as unexpected. */
export function warmupErrorMessage(code: number | null | undefined): string {
  const known = WARMUP_MESSAGES.errorCodes as Record<number, string>;
  return (code !== null && code !== undefined && known[code]) || WARMUP_MESSAGES.unexpected;
}
