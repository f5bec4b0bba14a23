import crypto from 'node:crypto';

/** The headers a delivery carries besides its content type. */
export const SIGNATURE_HEADER = 'x-outbound-signature';
export const TIMESTAMP_HEADER = 'x-outbound-timestamp';
export const EVENT_ID_HEADER = 'x-outbound-event-id';

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

/**
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" under the secret>`: the timestamp (Unix
 * seconds, also sent as X-Outbound-Timestamp) is signed with the body, so a receiver that refuses
 * old timestamps cannot be replayed an old delivery. The README shows the receiver's side.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `sha256=${mac}`;
}

/** The receiver's check (used by the tests the way the README tells receivers to do it). */
export function verifyWebhook(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
