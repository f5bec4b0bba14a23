import { INBOX_MESSAGES } from '@outbound/common';
import { In, type DataSource } from 'typeorm';
import type { AttachmentLinks } from './attachment-links';
import { inboxHtmlSanitizer } from './html-sanitizer';
import { InboxAnswer } from './inbox-answer.entity';
import { SAFE_HTML_VERSION, shownInboxHtml } from './inbox-html';
import { InboxMail } from './inbox-mail.entity';
import type { InboxAttachmentInfo, InboxThreadMessage, InboxThreadPage } from './inbox-thread';
import { selectAttachmentsOf, type AttachmentRow, type SentRow } from './queries/conversations';
import {
  keepSafeHtml,
  selectAnswerPlaces,
  selectReceivedPlaces,
  type ThreadCursor,
} from './queries/thread';
import type { SentSteps } from './sent-steps';
import { compareKeys, encodeCursor, RANK, type ThreadKey } from './thread-order';

/** What a page of a conversation's thread is read for. */
export interface ThreadPageQuery {
  conversationId: string;
  recipientId: string;
  before: ThreadCursor | null;
  limit: number;
  showImages: boolean;
}

/**
 * A conversation's thread read a page at a time (README, "Pages of a thread"): the `limit`
 * messages before a cursor (or the latest ones), whatever their kind. Only the page's places are
 * read from each kind (received: an index range; answers: few; sends: one per step), merged in
 * thread order (`compareKeys`), and only the page's messages are read whole: bodies, attachments,
 * steps rendered. A received body is shown from what was made safe when it was stored; mail
 * stored before that is made safe once (in the sanitiser's worker) and kept. An open costs one
 * page, whatever the length of the thread.
 */
export class ThreadPages {
  constructor(
    private readonly db: DataSource,
    private readonly links: AttachmentLinks,
    private readonly sentSteps: SentSteps,
  ) {}

  async page(query: ThreadPageQuery): Promise<InboxThreadPage> {
    const { conversationId, before, limit } = query;
    const [sends, received, answers] = await Promise.all([
      this.sentSteps.rowsOf(query.recipientId),
      selectReceivedPlaces(this.db, conversationId, before, limit + 1),
      selectAnswerPlaces(this.db, conversationId, before, limit + 1),
    ]);
    const places: (ThreadKey & { sent?: SentRow })[] = [
      ...sends.map((sent) => ({ us: sent.at_us, rank: RANK.sent, id: sent.id, sent })),
      ...received.map((row) => ({ us: row.us, rank: RANK.received, id: row.id })),
      ...answers.map((row) => ({ us: row.us, rank: RANK.answer, id: row.id })),
    ].filter((key) => !before || compareKeys(key, before) < 0);
    places.sort((a, b) => compareKeys(b, a));
    const shown = places.slice(0, limit).reverse();
    const pick = (rank: number) => shown.filter((key) => key.rank === rank);
    const [sentMessages, receivedMessages, answerMessages] = await Promise.all([
      this.sentSteps.messages(
        query.recipientId,
        pick(RANK.sent).map((key) => key.sent!),
      ),
      this.received(
        pick(RANK.received).map((key) => key.id),
        query.showImages,
      ),
      this.answers(pick(RANK.answer).map((key) => key.id)),
    ]);
    const byId = new Map(
      [...sentMessages, ...receivedMessages, ...answerMessages].map((m) => [m.id, m]),
    );
    return {
      messages: shown.map((key) => byId.get(key.id)).filter((m) => m !== undefined),
      olderCursor: places.length > limit ? encodeCursor(shown[0]) : null,
    };
  }

  private async received(ids: string[], showImages: boolean): Promise<InboxThreadMessage[]> {
    if (ids.length === 0) return [];
    const [mails, attachments] = await Promise.all([
      this.db.getRepository(InboxMail).findBy({ id: In(ids) }),
      selectAttachmentsOf(this.db, ids),
    ]);
    for (const mail of mails) await this.madeSafe(mail);
    return mails.map((mail) =>
      this.receivedMessage(
        mail,
        attachments.filter((row) => row.mail_id === mail.id),
        showImages,
      ),
    );
  }

  /** Mail stored before bodies were made safe when stored (or by an older allow-list): once. */
  private async madeSafe(mail: InboxMail): Promise<void> {
    if (mail.htmlBody === null || mail.safeHtmlVersion === SAFE_HTML_VERSION) return;
    mail.safeHtml = await inboxHtmlSanitizer.sanitize(mail.htmlBody);
    mail.safeHtmlVersion = SAFE_HTML_VERSION;
    await keepSafeHtml(this.db, mail.id, mail.safeHtml, SAFE_HTML_VERSION);
  }

  private receivedMessage(
    mail: InboxMail,
    attachments: AttachmentRow[],
    showImages: boolean,
  ): InboxThreadMessage {
    let imagesHidden = false;
    const inline = new Map(
      attachments
        .filter((row) => row.content_id && row.downloadable)
        .map((row) => [row.content_id!.replace(/^<|>$/g, ''), row.id]),
    );
    const html =
      mail.safeHtml === null
        ? null
        : shownInboxHtml(mail.safeHtml, {
            showImages,
            inlineImageUrl: (cid) => {
              const attachmentId = inline.get(cid);
              return attachmentId ? this.links.url(attachmentId) : undefined;
            },
            onHidden: () => {
              imagesHidden = true;
            },
          });
    return {
      id: mail.id,
      direction: 'received',
      at: mail.receivedAt,
      subject: mail.subject,
      kind: mail.kind,
      category: mail.category as InboxThreadMessage['category'],
      fromEmail: mail.fromEmail,
      fromName: mail.fromName,
      to: mail.toAddresses,
      cc: mail.ccAddresses,
      html,
      text: mail.textBody,
      truncated: mail.truncated || mail.bodyDropped,
      unread: mail.unread,
      state: null,
      stepPosition: null,
      attachments: attachments.map((row) => this.attachmentInfo(row)),
      imagesHidden,
      note: noteOf(mail),
      senderVerified: mail.senderVerified,
    };
  }

  private attachmentInfo(row: AttachmentRow): InboxAttachmentInfo {
    return {
      id: row.id,
      filename: row.filename,
      contentType: row.content_type,
      size: row.size,
      downloadable: row.downloadable,
      url: row.downloadable ? this.links.url(row.id) : null,
    };
  }

  private async answers(ids: string[]): Promise<InboxThreadMessage[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.getRepository(InboxAnswer).find({
      where: { id: In(ids) },
      relations: { mailAccount: true },
    });
    return rows.map(answerMessage);
  }
}

/** What the reader is told was not kept of a received message. */
function noteOf(mail: InboxMail): string | null {
  if (mail.bodyDropped) return INBOX_MESSAGES.bodyDropped;
  if (mail.htmlBody !== null && mail.safeHtml === null) return INBOX_MESSAGES.htmlDropped;
  if (mail.truncated) return INBOX_MESSAGES.bodyCut;
  return null;
}

function answerMessage(row: InboxAnswer): InboxThreadMessage {
  return {
    id: row.id,
    direction: 'answer' as const,
    at: row.sentAt ?? row.smtpStartedAt ?? row.createdAt,
    subject: row.subject,
    kind: null,
    fromEmail: row.mailAccount?.email ?? '',
    fromName: row.mailAccount?.name ?? '',
    to: row.toEmail,
    cc: '',
    html: row.htmlBody,
    text: row.textBody,
    truncated: false,
    unread: false,
    state: row.state,
    stepPosition: null,
    attachments: [],
    imagesHidden: false,
    note: null,
  };
}
