import crypto from 'node:crypto';

/** How long a link to an attachment lives (it is handed out with the conversation). */
const LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Signed links to stored attachments, so that an `<img src>` of a message (`cid:` images) loads
 * without the bearer token a browser does not send for images: the link names one attachment
 * and expires; it is handed out only with a conversation the caller may read. Downloads from
 * the page use the bearer token instead.
 */
export class AttachmentLinks {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
  ) {}

  private signature(attachmentId: string, expires: number): string {
    return crypto
      .createHmac('sha256', this.secret)
      .update(`inbox-attachment:${attachmentId}:${expires}`)
      .digest('base64url');
  }

  /** The attachment's signed URL; its expiry is rounded to the hour, so a page reads the same. */
  url(attachmentId: string, now = Date.now()): string {
    const expires = Math.ceil((now + LINK_LIFETIME_MS) / LINK_LIFETIME_MS) * LINK_LIFETIME_MS;
    const signature = this.signature(attachmentId, expires);
    return `${this.publicUrl}/v1/inbox/attachments/${attachmentId}?expires=${expires}&signature=${signature}`;
  }

  /** Whether a signed link is genuine and not expired. */
  verify(attachmentId: string, expires: string, signature: string, now = Date.now()): boolean {
    const at = Number(expires);
    if (!Number.isSafeInteger(at) || at < now || signature.length > 100) return false;
    const expected = Buffer.from(this.signature(attachmentId, at));
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
