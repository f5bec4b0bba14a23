/** Business constants of the specification (spec 01 §9, spec 02 §9). */
export const TEAM_PAGE_SIZE = 10;
export const UNSUBSCRIBERS_PAGE_SIZE = 10;
export const LEADS_PAGE_SIZE = 20;
export const CAMPAIGN_LIST_PAGE_SIZE = 100;
export const RECIPIENTS_PAGE_SIZE = 50;
export const MIN_SEARCH_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;

/** Delays, in milliseconds, before the client redirects after an action (spec 01 §9). */
export const REDIRECT_DELAY_MS = {
  sessionExpired: 2000,
  logout: 2000,
  campaignSaved: 2500,
  afterAction: 1500,
} as const;

/** Toast durations (spec 01 §8). */
export const TOAST_MS = { error: 2000, errorDark: 3000, success: 1000 } as const;

/**
 * Length caps checked before any pattern runs on a value (RFC 5321 §4.5.3.1 for addresses, RFC
 * 5322 §2.1.1 for a header line), so that no input is long enough to make validation slow.
 */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const SUBJECT_MAX_LENGTH = 998;
/** A message body (HTML as the editor saves it, or plain text). */
export const STEP_BODY_MAX_LENGTH = 256_000;
export const SIGNATURE_MAX_LENGTH = 10_000;
