import { UNASSIGNED_FILTER, type LeadStatus } from '@outbound/common';
import type { InboxConversationRowFragment } from '../../../generated/graphql';
import type { useConversationActions } from '../hooks/use-conversation-actions';
import { INBOX_TEXTS as T } from '../inbox-texts';

type ConversationActionsProps = {
  conversation: InboxConversationRowFragment;
  users: readonly { email: string; name: string }[];
  actions: ReturnType<typeof useConversationActions>;
};

/** Where a lead can be moved from a conversation, as the Leads page names them. */
const MOVES: { status: LeadStatus; label: string }[] = [
  { status: 'won', label: 'Won' },
  { status: 'lost', label: 'Lost' },
  { status: 'ignore', label: 'Ignored' },
];

/** The lead's owner: a select that acts as soon as a teammate (or nobody) is picked. */
function AssignSelect({ users, actions }: Omit<ConversationActionsProps, 'conversation'>) {
  return (
    <select
      aria-label={T.assign}
      className="field__input"
      value=""
      disabled={actions.busy}
      onChange={(event) => {
        const value = event.target.value;
        if (value) void actions.assign(value === UNASSIGNED_FILTER ? '' : value);
      }}
    >
      <option value="">{T.assignPrompt}</option>
      <option value={UNASSIGNED_FILTER}>{T.unassigned}</option>
      {users.map((user) => (
        <option key={user.email} value={user.email}>
          {user.name || user.email}
        </option>
      ))}
    </select>
  );
}

/** Mark the lead Won / Lost / Ignored, reassign it, pause the recipient, mark read or unread. */
export function ConversationActions({ conversation, users, actions }: ConversationActionsProps) {
  const { busy } = actions;
  const unread = conversation.unreadCount > 0;
  return (
    <div className="action-bar inbox-actions" role="toolbar" aria-label="Conversation actions">
      {MOVES.map(({ status, label }) => (
        <button
          key={status}
          type="button"
          className="button"
          aria-pressed={conversation.leadStatus === status}
          disabled={busy}
          onClick={() => void actions.setLeadStatus(status)}
        >
          {`Mark as ${label}`}
        </button>
      ))}
      <AssignSelect users={users} actions={actions} />
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void actions.setPaused(!conversation.recipientPaused)}
      >
        {conversation.recipientPaused ? T.resume : T.pause}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void actions.setRead(unread)}
      >
        {unread ? T.markRead : T.markUnread}
      </button>
    </div>
  );
}
