import { ApolloError } from '@apollo/client';
import { CAMPAIGN_MESSAGES, VARIANT_LETTERS } from '@outbound/common';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { campaignTabPath } from '../../../app/paths';
import { usePreviewCampaignQuery, usePreviewMessagesQuery } from '../../../generated/graphql';
import { MessagePreview } from './components/message-preview';
import { RecipientSearch } from './components/recipient-search';
import { ReminderChecklist } from './components/reminder-checklist';
import { PREVIEW_TEXTS } from './preview-texts';

/** Which recipient to preview: the one with `email`, else the one at `offset` (0-based). */
type RecipientRequest = { email: string | null; offset: number };

function isNotFound(error: ApolloError | undefined): boolean {
  return Boolean(error?.graphQLErrors.some((entry) => entry.extensions?.code === 'NOT_FOUND'));
}

/**
 * The wizard's Preview step (spec 01 §2 screen 4): every message rendered for one recipient at a
 * time, previous/next through the recipients ('n of total Recipients') or a search by email, and
 * the reminder checklist. Next goes on to Options (saving messages already moved the campaign's
 * progress past this step).
 */
export function PreviewStep({ campaignId }: { campaignId: string }) {
  const navigate = useNavigate();
  const [request, setRequest] = useState<RecipientRequest>({ email: null, offset: 0 });
  const overview = usePreviewCampaignQuery({
    variables: { campaignId },
    fetchPolicy: 'cache-and-network',
  });
  // Always asked again: the messages, the lists and the signature may have changed since.
  // A variant letter to show every recipient in; none: each recipient's own.
  const [variant, setVariant] = useState<string | null>(null);
  const messages = usePreviewMessagesQuery({
    variables: {
      campaignId,
      email: request.email,
      offset: request.offset,
      ...(variant ? { variant } : {}),
    },
    fetchPolicy: 'network-only',
  });

  const preview = overview.data?.campaignPreview;
  const notFound = !messages.loading && isNotFound(messages.error);
  // While the next recipient loads, and after a search that found nobody, the recipient shown
  // before stays; paging to nobody (no recipients at all) shows the 404 text instead.
  const page =
    messages.data?.previewMessages ??
    (messages.loading || request.email ? messages.previousData?.previewMessages : undefined);
  // How bodies are shown; unknown until the campaign is loaded (HTML if it cannot be).
  const mimeType = preview?.campaign.messageMimeType ?? (overview.loading ? null : 'text/html');
  const account = preview?.campaign.mailAccount;

  const goTo = (offset: number) => setRequest({ email: null, offset });
  const letters = Math.max(1, ...(preview?.steps ?? []).map((step) => step.variants.length));

  return (
    <div className="preview">
      <div className="preview__bar">
        <h2 className="preview__title">{PREVIEW_TEXTS.title}</h2>
        {account && (
          <p className="preview__from">
            {PREVIEW_TEXTS.from}:{' '}
            {account.name ? `${account.name} <${account.email}>` : account.email}
          </p>
        )}
      </div>
      {preview && preview.lists.length > 0 && (
        <p className="preview__lists">
          {PREVIEW_TEXTS.lists}:{' '}
          {preview.lists.map((list) => `${list.name} (${list.contactsCount})`).join(', ')}
        </p>
      )}

      <RecipientSearch
        suggestions={preview?.contacts ?? []}
        notFound={notFound && request.email ? CAMPAIGN_MESSAGES.previewNoContact : null}
        onSearch={(email) => setRequest({ email, offset: 0 })}
      />

      {letters > 1 && (
        <label className="field preview__variant">
          <span className="field__label">{PREVIEW_TEXTS.variant}</span>
          <select
            className="field__input"
            value={variant ?? ''}
            onChange={(event) => setVariant(event.target.value || null)}
          >
            <option value="">{PREVIEW_TEXTS.ownVariant}</option>
            {VARIANT_LETTERS.slice(0, letters).map((letter) => (
              <option key={letter} value={letter}>
                {letter}
              </option>
            ))}
          </select>
        </label>
      )}

      {page && (
        <nav className="preview__pager" aria-label="Recipients">
          <button
            type="button"
            className="button"
            disabled={messages.loading || page.offset <= 0}
            onClick={() => goTo(page.offset - 1)}
          >
            {PREVIEW_TEXTS.previous}
          </button>
          <p className="preview__position" aria-live="polite">
            <strong>{page.email}</strong>{' '}
            <span>{PREVIEW_TEXTS.position(page.offset + 1, page.total)}</span>
          </p>
          <button
            type="button"
            className="button"
            disabled={messages.loading || page.offset + 1 >= page.total}
            onClick={() => goTo(page.offset + 1)}
          >
            {PREVIEW_TEXTS.next}
          </button>
        </nav>
      )}

      {!page && messages.loading && (
        <p className="loader" role="status">
          {PREVIEW_TEXTS.loading}
        </p>
      )}
      {!page && notFound && (
        <p className="empty preview__empty" role="alert">
          {CAMPAIGN_MESSAGES.previewNoContact}
        </p>
      )}
      {page && mimeType && (
        <div className="preview__messages">
          {page.messages.map((message, index) => (
            <MessagePreview
              // The position in the sequence is the message's identity here.
              key={index}
              index={index}
              subject={message.subject}
              body={message.body}
              delay={message.delay}
              variant={letters > 1 ? message.variant : null}
              html={mimeType === 'text/html'}
            />
          ))}
        </div>
      )}

      <ReminderChecklist />

      <div className="form__actions preview__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(campaignTabPath(campaignId, 'options'))}
        >
          {PREVIEW_TEXTS.continue}
        </button>
      </div>
    </div>
  );
}
