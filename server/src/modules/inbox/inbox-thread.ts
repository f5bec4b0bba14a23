import { awayNote, type LeadStatus, type ReplyCategory } from '@outbound/common';
import type { ConversationRow } from './queries/conversations';

/** A row of the unified inbox: a recipient who answered, with what the page shows beside it. */
export interface InboxConversationSummary {
  id: string;
  recipientId: string;
  campaignId: string;
  campaignName: string;
  mailboxId: string;
  mailboxEmail: string;
  peerEmail: string;
  peerName: string;
  /** The From address of their latest message. */
  lastFromEmail: string;
  subject: string;
  snippet: string;
  lastMessageAt: Date;
  messageCount: number;
  unreadCount: number;
  leadId: string | null;
  leadStatus: LeadStatus | null;
  assignedToEmail: string | null;
  recipientPaused: boolean;
  /** The latest received message's category (null: read before categories). */
  category: ReplyCategory | null;
  /** "Out of office until Tue 2 Dec — resumes Wed 3 Dec" while an out-of-office pauses them. */
  awayNote: string | null;
}

/** An attachment of a received message; `url` only when its content was kept. */
export interface InboxAttachmentInfo {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  downloadable: boolean;
  url: string | null;
}

/** Who wrote a message of the thread: we (a campaign step, an answer from the app) or they. */
export type ThreadDirection = 'sent' | 'received' | 'answer';

/** One message of a conversation's thread, in time order. */
export interface InboxThreadMessage {
  id: string;
  direction: ThreadDirection;
  at: Date;
  subject: string;
  /** Received: reply or auto_reply. */
  kind: string | null;
  /** Received: its category (`reply-category.ts`), as last set. */
  category?: ReplyCategory | null;
  fromEmail: string;
  fromName: string;
  to: string;
  cc: string;
  /** Sanitised HTML (received: remote images hidden unless asked); null for plain text. */
  html: string | null;
  text: string | null;
  /** Received: a body or the message was cut at its cap. */
  truncated: boolean;
  unread: boolean;
  /** Sent and answers: the ledger state (sent, smtp_started, uncertain, failed, claimed). */
  state: string | null;
  /** Sent: the step's position. */
  stepPosition: number | null;
  attachments: InboxAttachmentInfo[];
  /** Received: remote images were replaced by a placeholder. */
  imagesHidden: boolean;
  /**
   * Received: false when it was matched by its sender's address alone and its sender is not
   * proven ("sender not verified": stored, no effect). Absent: true (ours, or proven).
   */
  senderVerified?: boolean;
  /** Received: what was not kept of it (cut at a cap, body dropped, HTML not shown), for the reader. */
  note: string | null;
}

/** A page of a conversation's thread, oldest first, and where the page before it starts. */
export interface InboxThreadPage {
  messages: InboxThreadMessage[];
  /** Asks for the messages before this page; null when it holds the first. */
  olderCursor: string | null;
}

/** A conversation with a page of its thread (the latest messages unless asked otherwise). */
export interface InboxConversationDetail extends InboxConversationSummary, InboxThreadPage {}

export function toSummary(row: ConversationRow): InboxConversationSummary {
  return {
    id: row.id,
    recipientId: row.recipient_id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    mailboxId: row.mail_account_id,
    mailboxEmail: row.mailbox_email,
    peerEmail: row.peer_email,
    peerName: row.peer_name,
    lastFromEmail: row.last_from_email,
    subject: row.subject,
    snippet: row.snippet,
    lastMessageAt: row.last_message_at,
    messageCount: row.message_count,
    unreadCount: row.unread_count,
    leadId: row.lead_id,
    leadStatus: row.lead_status,
    assignedToEmail: row.assigned_to_email,
    recipientPaused: row.paused,
    category: (row.category as ReplyCategory | null) ?? null,
    awayNote:
      row.away_until && row.resumes_on
        ? awayNote(row.away_until, row.resumes_on, row.date_found ?? true)
        : null,
  };
}
