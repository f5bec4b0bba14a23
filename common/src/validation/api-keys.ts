import { array, date, object, string, type InferType } from 'yup';

/** The scopes a key may carry: `read` calls as a viewer, `write` as a member (never an admin). */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX_LENGTH = 100;
/** Keys a workspace may hold at once, revoked ones not counted. */
export const API_KEYS_MAX = 50;

/** Texts of the API keys settings page and its server answers (issue 29; the spec has none). */
export const API_KEY_MESSAGES = {
  nameRequired: 'Please enter a name for the key.',
  nameTooLong: `The name must be at most ${API_KEY_NAME_MAX_LENGTH} characters.`,
  scopesRequired: 'Please choose at least one scope.',
  scopeInvalid: 'A scope must be read or write.',
  expiryInvalid: 'The expiry must be a date in the future.',
  tooMany: `A workspace may hold at most ${API_KEYS_MAX} keys. Revoke one first.`,
  notFound: 'This API key does not exist.',
  created: 'API key created. Copy it now: it will not be shown again.',
  revoked: 'API key revoked.',
  fetchFailed: 'Unable to fetch API keys. Please try again.',
} as const;

/** Texts of the Idempotency-Key header's answers. */
export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  bodyDiffers:
    'This Idempotency-Key was already used with another request. Use a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Retry in a moment.',
  notKept: 'This request was already done; its answer was too large to keep.',
} as const;

export const apiKeyCreateSchema = object({
  name: string()
    .typeError(API_KEY_MESSAGES.nameRequired)
    .trim()
    .required(API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX_LENGTH, API_KEY_MESSAGES.nameTooLong),
  scopes: array(
    string()
      .typeError(API_KEY_MESSAGES.scopeInvalid)
      .oneOf([...API_KEY_SCOPES], API_KEY_MESSAGES.scopeInvalid)
      .required(API_KEY_MESSAGES.scopeInvalid),
  )
    .typeError(API_KEY_MESSAGES.scopesRequired)
    .required(API_KEY_MESSAGES.scopesRequired)
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length, API_KEY_MESSAGES.scopeInvalid),
  expiresAt: date()
    .typeError(API_KEY_MESSAGES.expiryInvalid)
    .nullable()
    .min(new Date(0), API_KEY_MESSAGES.expiryInvalid)
    .max(new Date('9999-12-31T00:00:00Z'), API_KEY_MESSAGES.expiryInvalid),
});
export type ApiKeyCreateCommand = {
  name: unknown;
  scopes: unknown;
  expiresAt?: unknown;
};
export type ApiKeyCreateInput = InferType<typeof apiKeyCreateSchema>;
