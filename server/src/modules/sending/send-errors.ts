/** What a failed SMTP send means for the send and its mailbox. */
export interface SendFailure {
  /**
   * `transient`: try again later (4xx, network); `permanent`: the server refused this message
   * for good (5xx); `login`: the mailbox's login was refused (nothing was sent).
   */
  kind: 'transient' | 'permanent' | 'login';
  /** A permanent refusal saying the recipient's address is bad (550/551/553 or 5.1.x). */
  badAddress: boolean;
  /** The server's reply (or the error) as stored in `send.last_error`. */
  reason: string;
  /** The server's reply code, when it answered one (a 4xx is a deferral: `domain-deferrals.ts`). */
  code?: number;
}

interface SmtpErrorShape {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** Reply codes that say the mailbox does not exist or cannot be used (RFC 5321 §4.2.3). */
const BAD_ADDRESS_CODES = new Set([550, 551, 553]);
/** Enhanced status codes of the "addressing" class (RFC 3463 §3.2): 5.1.x. */
const BAD_ADDRESS_STATUS = /\b5\.1\.\d{1,3}\b/;

/** Classifies an error thrown by a mail transport's `send` (the SMTP error is its `cause`). */
export function classifySendFailure(error: unknown): SendFailure {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as SmtpErrorShape;
  const reply = cause.response ?? cause.message ?? String(error);
  const reason = reply.slice(0, 500);
  if (cause.code === 'EAUTH' || cause.responseCode === 535)
    return { kind: 'login', badAddress: false, reason };
  const code = cause.responseCode;
  if (code !== undefined && code >= 500 && code < 600) {
    const badAddress = BAD_ADDRESS_CODES.has(code) || BAD_ADDRESS_STATUS.test(reply);
    return { kind: 'permanent', badAddress, reason };
  }
  // 4xx replies, dropped connections, timeouts, DNS trouble: the server may take it later.
  return { kind: 'transient', badAddress: false, reason, code };
}

/**
 * Whether a failed send leaves it unknown if the server took the message: the whole message was
 * handed over after DATA and the connection closed (or timed out) before the server's final
 * reply. Such a send stays `smtp_started` for reconciliation instead of being retried blindly.
 */
export function isAmbiguousFailure(error: unknown, messageHandedOver: boolean): boolean {
  if (!messageHandedOver) return false;
  const cause = ((error as { cause?: unknown })?.cause ?? error) as SmtpErrorShape;
  return typeof cause.responseCode !== 'number' && cause.code !== 'EAUTH';
}

const MINUTE_MS = 60_000;
/** Back-off of the first retry; it doubles with each attempt up to RETRY_CAP_MS. */
export const RETRY_BASE_MS = MINUTE_MS;
const RETRY_CAP_MS = 60 * MINUTE_MS;
/** After this many attempts with transient failures the send is given up as failed. */
export const MAX_ATTEMPTS = 10;

/** When a send that failed for the `attempts`-th time may be tried again. */
export function retryAt(now: Date, attempts: number): Date {
  const delay = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + delay);
}
