import { LEAD_STATUS_OPTIONS } from '@outbound/common';
import { NavLink } from 'react-router-dom';
import { inboxConversationPath } from '../../../app/paths';
import type { InboxConversationRowFragment } from '../../../generated/graphql';
import { replyTimeText } from '../../leads/lead-dates';
import { INBOX_TEXTS as T } from '../inbox-texts';
import { CategoryLabel } from './category-label';

/** The label of a lead status, or "Not a lead". */
export function leadStatusLabel(status: string | null | undefined): string {
  return LEAD_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? T.notALead;
}

/**
 * Who wrote: the address their latest mail came from (never the display name they chose, which
 * anyone can set to look like someone else), and the contact's own address when it differs.
 */
export function senderText(row: { lastFromEmail: string; peerEmail: string }): string {
  const from = row.lastFromEmail || row.peerEmail;
  return from.toLowerCase() === row.peerEmail.toLowerCase()
    ? from
    : `${from} (for ${row.peerEmail})`;
}

/** One conversation: unread marker, sender, subject and snippet, mailbox, campaign, time, status. */
function ConversationRow({ row }: { row: InboxConversationRowFragment }) {
  const unread = row.unreadCount > 0;
  return (
    <li className={unread ? 'inbox-row inbox-row--unread' : 'inbox-row'}>
      <NavLink to={inboxConversationPath(row.id)} className="inbox-row__link">
        <span className="inbox-row__top">
          {unread && (
            <span className="inbox-row__dot" title={T.unread}>
              <span className="visually-hidden">{T.unread}</span>
            </span>
          )}
          <span className="inbox-row__sender">{senderText(row)}</span>
          <time className="inbox-row__time" dateTime={row.lastMessageAt}>
            {replyTimeText(row.lastMessageAt)}
          </time>
        </span>
        <span className="inbox-row__subject">{row.subject}</span>
        <span className="inbox-row__snippet">{row.snippet}</span>
        <span className="inbox-row__meta">
          <span>{row.mailboxEmail}</span>
          <span>{row.campaignName}</span>
          <span className="inbox-status">{leadStatusLabel(row.leadStatus)}</span>
          <CategoryLabel category={row.category} />
        </span>
        {row.awayNote && <span className="inbox-row__away">{row.awayNote}</span>}
      </NavLink>
    </li>
  );
}

/** The page's conversations, newest first. */
export function ConversationList({ rows }: { rows: readonly InboxConversationRowFragment[] }) {
  return (
    <ul className="inbox-list" aria-label={T.listLabel}>
      {rows.map((row) => (
        <ConversationRow key={row.id} row={row} />
      ))}
    </ul>
  );
}
