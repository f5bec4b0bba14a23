import { INBOX_MESSAGES } from '@outbound/common';
import type { InboxMessageFieldsFragment } from '../../../generated/graphql';
import { INBOX_TEXTS as T, sizeText } from '../inbox-texts';

type Attachment = InboxMessageFieldsFragment['attachments'][number];

/** A message's attachments: name and size, each a download through the server's signed link. */
export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="inbox-attachments" aria-label={T.attachments}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {attachment.downloadable && attachment.url ? (
            <a href={attachment.url} download={attachment.filename} rel="noreferrer">
              {attachment.filename}
            </a>
          ) : (
            <span title={INBOX_MESSAGES.attachmentTooLarge}>{attachment.filename}</span>
          )}{' '}
          <span className="inbox-attachments__size">({sizeText(attachment.size)})</span>
        </li>
      ))}
    </ul>
  );
}
