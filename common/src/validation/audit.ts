import { number, object, type InferType } from 'yup';

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;
/** How far the audit log pages: a year of a busy workspace, well below what an offset costs. */
export const AUDIT_MAX_OFFSET = 100_000;
/** How long entries are kept. */
export const AUDIT_RETENTION_DAYS = 365;

/** Texts of the audit log (beyond the specs: the issue's own). */
export const AUDIT_MESSAGES = {
  offset: `Offset must be a whole number from 0 to ${AUDIT_MAX_OFFSET}.`,
  limit: 'Limit must be a whole number from 1 to 100.',
} as const;

/**
 * What the log records, as stable codes (stored; never renamed) with the words the page shows.
 * Sign-in failures are recorded for known accounts only.
 */
export const AUDIT_ACTIONS = {
  'auth.signed_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'team.role_changed': 'Changed a role',
  'team.user_removed': 'Removed a teammate',
  'mailbox.connected': 'Connected a mailbox',
  'mailbox.credentials_changed': 'Changed mailbox credentials',
  'mailbox.deleted': 'Deleted a mailbox',
  'webhook.created': 'Created a webhook',
  'webhook.updated': 'Changed a webhook',
  'webhook.deleted': 'Deleted a webhook',
  'webhook.secret_rotated': 'Rotated a webhook secret',
  'suppression.deleted': 'Removed unsubscribers',
  'export.downloaded': 'Exported',
  'campaign.deleted': 'Deleted a campaign',
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'api_key.used': 'Used an API key',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** A page of the audit log, newest first. */
export const auditPageSchema = object({
  offset: number()
    .typeError(AUDIT_MESSAGES.offset)
    .integer(AUDIT_MESSAGES.offset)
    .min(0, AUDIT_MESSAGES.offset)
    .max(AUDIT_MAX_OFFSET, AUDIT_MESSAGES.offset)
    .default(0),
  limit: number()
    .typeError(AUDIT_MESSAGES.limit)
    .integer(AUDIT_MESSAGES.limit)
    .min(1, AUDIT_MESSAGES.limit)
    .max(100, AUDIT_MESSAGES.limit)
    .default(AUDIT_PAGE_SIZE),
});
export type AuditPageCommand = Partial<InferType<typeof auditPageSchema>>;
