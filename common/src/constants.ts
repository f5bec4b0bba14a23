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
