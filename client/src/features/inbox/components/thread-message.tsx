import type { InboxMessageFieldsFragment } from '../../../generated/graphql';
import { replyTimeText } from '../../leads/lead-dates';
import { INBOX_TEXTS as T, SEND_STATE_LABELS } from '../inbox-texts';
import { AttachmentList } from './attachment-list';
import { CategoryCorrection } from './category-label';
import { MessageFrame } from './message-frame';

type ThreadMessageProps = {
  message: InboxMessageFieldsFragment;
  ownOrigins: readonly string[];
  remoteImages: boolean;
};

/** What a message of the thread is: a step as sent, their reply or auto-reply, our answer. */
function kindLabel(message: InboxMessageFieldsFragment): string {
  if (message.direction === 'sent') return `Step ${message.stepPosition ?? ''}`.trim();
  if (message.direction === 'answer') return 'Our answer';
  return message.kind === 'auto_reply' ? 'Auto-reply' : 'Reply';
}

/** One message of the thread: who, when, its state, its body (HTML in a sandbox, or text), attachments. */
export function ThreadMessage({ message, ownOrigins, remoteImages }: ThreadMessageProps) {
  const from = message.fromName ? `${message.fromName} <${message.fromEmail}>` : message.fromEmail;
  const label = kindLabel(message);
  const state = message.state ? (SEND_STATE_LABELS[message.state] ?? message.state) : null;
  return (
    <article className={`inbox-message inbox-message--${message.direction}`} aria-label={label}>
      <header className="inbox-message__header">
        <span className="inbox-message__kind">{label}</span>
        <span className="inbox-message__from">{from}</span>
        {message.direction === 'received' && (
          <CategoryCorrection messageId={message.id} category={message.category} />
        )}
        {message.senderVerified === false && (
          <span className="inbox-badge inbox-badge--unverified" title={T.senderNotVerifiedHint}>
            {T.senderNotVerified}
          </span>
        )}
        {state && <span className={`inbox-state inbox-state--${state}`}>{state}</span>}
        <time dateTime={message.at}>{replyTimeText(message.at)}</time>
      </header>
      <p className="inbox-message__subject">{message.subject}</p>
      {message.html !== null && message.html !== undefined ? (
        <MessageFrame
          html={message.html}
          title={`${label} from ${from}`}
          ownOrigins={ownOrigins}
          remoteImages={remoteImages}
          text={message.text}
        />
      ) : (
        <pre className="inbox-message__text">{message.text ?? ''}</pre>
      )}
      {(message.note || message.truncated) && (
        <p className="inbox-message__note">{message.note || T.truncated}</p>
      )}
      <AttachmentList attachments={message.attachments} />
    </article>
  );
}
