/** Texts of the unified inbox's screens (beyond the specs: the issue's own). */
export const INBOX_TEXTS = {
  title: 'Inbox',
  listLabel: 'Conversations',
  loading: 'Loading…',
  empty: 'No conversation matches.',
  listFailed: 'The conversations could not be loaded.',
  conversationFailed: 'The conversation could not be loaded.',
  actionFailed: 'The conversation could not be updated.',
  answerFailed: 'The answer could not be sent.',
  pickConversation: 'Pick a conversation to read it here.',
  search: 'Search inbox',
  searchPlaceholder: 'Address, name or subject',
  mailbox: 'Mailbox',
  allMailboxes: 'All Mailboxes',
  campaign: 'Campaign',
  allCampaigns: 'All Campaigns',
  leadStatus: 'Lead status',
  allStatuses: 'All',
  category: 'Category',
  allCategories: 'All categories',
  unreadOnly: 'Unread only',
  unread: 'Unread',
  notALead: 'Not a lead',
  showImages: 'Show images',
  imagesHidden: 'Remote images are hidden.',
  senderNotVerified: 'sender not verified',
  senderNotVerifiedHint:
    'Matched by its sender address only, and its sender could not be authenticated (SPF/DKIM/DMARC): it did not count as a reply.',
  truncated: 'Cut at the stored size: the whole message is in the mailbox.',
  showOlder: 'Show older messages',
  loadingOlder: 'Loading older messages…',
  olderFailed: 'The older messages could not be loaded.',
  attachments: 'Attachments',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  pause: 'Pause recipient',
  resume: 'Resume recipient',
  assign: 'Assign',
  assignPrompt: 'Assign to…',
  unassigned: 'Unassigned',
  answer: 'Answer',
  answerBody: 'Answer body',
  formatHtml: 'HTML',
  formatText: 'Plain text',
  send: 'Send',
  sending: 'Sending…',
} as const;

/** The label of a message's sending state (campaign steps and answers). */
export const SEND_STATE_LABELS: Record<string, string> = {
  claimed: 'sending',
  smtp_started: 'sending',
  sent: 'sent',
  failed: 'failed',
  uncertain: 'uncertain',
};

/** A size in bytes as people read it: 512 B, 2.4 kB, 1.3 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
