import {
  CORRECTABLE_CATEGORIES,
  REPLY_CATEGORY_LABELS,
  type ReplyCategory,
} from '@outbound/common';
import { useId } from 'react';
import { badRequestFallback } from '../../../app/apollo';
import { useSetInboxMessageCategoryMutation } from '../../../generated/graphql';

const CORRECTION_FAILED = 'The category could not be changed.';

/** A message's or a conversation's category, as a label. */
export function CategoryLabel({ category }: { category: string | null | undefined }) {
  if (!category) return null;
  const label = REPLY_CATEGORY_LABELS[category as ReplyCategory] ?? category;
  return <span className={`inbox-category inbox-category--${category}`}>{label}</span>;
}

/**
 * A received message's category, which a person may correct: what the old category did is
 * undone and what the new one does is done (the server's `setInboxMessageCategory`); the thread
 * is read again to show it.
 */
export function CategoryCorrection({
  messageId,
  category,
}: {
  messageId: string;
  category: string | null | undefined;
}) {
  const id = useId();
  const [correct, correcting] = useSetInboxMessageCategoryMutation({
    context: badRequestFallback(CORRECTION_FAILED),
    refetchQueries: ['InboxConversation', 'InboxConversations'],
  });
  return (
    <span className="inbox-category-correction">
      <label className="visually-hidden" htmlFor={id}>
        Category
      </label>
      <select
        id={id}
        className={`inbox-category inbox-category--${category ?? 'reply'}`}
        value={category ?? 'reply'}
        disabled={correcting.loading}
        onChange={(event) =>
          void correct({
            variables: { messageId, category: event.target.value as ReplyCategory },
          }).catch(() => undefined)
        }
      >
        {CORRECTABLE_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {REPLY_CATEGORY_LABELS[value]}
          </option>
        ))}
      </select>
    </span>
  );
}
