/** A UUID's text form, 8-4-4-4-12 hex digits in either case: 36 characters. */
const UUID_LENGTH = 36;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A well-formed UUID. The length is checked before the pattern, and the pattern has no nested
 * repetition, so the check stays linear whatever the caller sends.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && value.length === UUID_LENGTH && UUID.test(value);
}
