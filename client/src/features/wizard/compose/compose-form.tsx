import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { campaignTabPath } from '../../../app/paths';
import { showError } from '../../../components/toast';
import type { ComposeCampaignFragment } from '../../../generated/graphql';
import { ConfirmDialog } from './components/confirm-dialog';
import { MessageCard } from './components/message-card';
import { SendTestDialog } from './components/send-test-dialog';
import { COMPOSE_TEXTS } from './compose-texts';
import { useSaveMessages } from './hooks/use-save-messages';
import {
  bodyOf,
  type ComposeValues,
  hasFieldProblem,
  type MessageDraft,
  type MessageErrors,
  type MessageField,
  newFollowUp,
  toHtml,
  toPlainText,
  validateMessages,
  valuesFromCampaign,
} from './message-drafts';

type ComposeFormProps = {
  campaign: ComposeCampaignFragment;
  /** The variables messages may use; null while unknown. */
  variables: readonly string[] | null;
};

type OpenDialog = 'plain-text' | 'cancel-edits' | 'send-test' | null;

/**
 * The Compose step (spec 01 §2 screen 3, §5): plain-text switch, the first email and its
 * follow-ups, Add Follow-up, Send Test, Cancel Edits and Next (save, then Preview).
 */
export function ComposeForm({ campaign, variables }: ComposeFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ComposeValues>(() => valuesFromCampaign(campaign));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [save, saving] = useSaveMessages(campaign.id);

  const errors = useMemo(() => validateMessages(values, variables), [values, variables]);
  const shownErrors = (message: MessageDraft): MessageErrors => {
    const problems = errors.get(message.key) ?? {};
    if (submitted) return problems;
    return Object.fromEntries(
      Object.entries(problems).filter(([field]) => touched.has(`${message.key}.${field}`)),
    );
  };

  const change = useCallback((key: string, patch: Partial<MessageDraft>) => {
    setValues((current) => ({
      ...current,
      messages: current.messages.map((message) =>
        message.key === key ? { ...message, ...patch } : message,
      ),
    }));
  }, []);

  const touch = useCallback((key: string, field: MessageField) => {
    setTouched((current) => {
      const name = `${key}.${field}`;
      return current.has(name) ? current : new Set(current).add(name);
    });
  }, []);

  const switchMimeType = (plain: boolean) => {
    if (plain) setDialog('plain-text');
    else setValues((current) => toHtml(current));
  };

  const addFollowUp = () =>
    setValues((current) => ({ ...current, messages: [...current.messages, newFollowUp()] }));

  const removeMessage = (key: string) =>
    setValues((current) => ({
      ...current,
      messages: current.messages.filter((message) => message.key !== key),
    }));

  const cancelEdits = () => {
    setValues(valuesFromCampaign(campaign));
    setTouched(new Set());
    setSubmitted(false);
  };

  const next = async () => {
    setSubmitted(true);
    if (errors.size > 0) {
      const [firstProblem] = Object.values([...errors.values()][0]);
      showError(hasFieldProblem(errors) ? CAMPAIGN_MESSAGES.fillAllFields : firstProblem);
      return;
    }
    if (await save(values)) navigate(campaignTabPath(campaign.id, 'preview'));
  };

  const [first] = values.messages;
  const plain = values.mimeType === 'text/plain';

  return (
    <div className="compose">
      <div className="compose__bar">
        <h2 className="compose__title">{COMPOSE_TEXTS.title}</h2>
        <label className="checkbox compose__switch">
          <input
            type="checkbox"
            role="switch"
            checked={plain}
            onChange={(event) => switchMimeType(event.target.checked)}
          />
          {COMPOSE_TEXTS.plainText}
        </label>
      </div>

      {values.messages.map((message, index) => (
        <MessageCard
          key={message.key}
          index={index}
          message={message}
          mimeType={values.mimeType}
          firstSubject={first.subject}
          errors={shownErrors(message)}
          variables={variables ?? []}
          onChange={(patch) => change(message.key, patch)}
          onTouch={(field) => touch(message.key, field)}
          onRemove={index === 0 ? undefined : () => removeMessage(message.key)}
        />
      ))}

      <div className="compose__actions">
        <button type="button" className="button" onClick={addFollowUp}>
          {COMPOSE_TEXTS.addFollowUp}
        </button>
        <button type="button" className="button" onClick={() => setDialog('send-test')}>
          {COMPOSE_TEXTS.sendTest}
        </button>
        <span className="compose__spacer" />
        <button type="button" className="button" onClick={() => setDialog('cancel-edits')}>
          {COMPOSE_TEXTS.cancelEdits}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => void next()}
        >
          {COMPOSE_TEXTS.next}
        </button>
      </div>

      {dialog === 'plain-text' && (
        <ConfirmDialog
          title={COMPOSE_TEXTS.plainTextTitle}
          text={COMPOSE_TEXTS.plainTextWarning}
          confirmLabel={COMPOSE_TEXTS.plainTextConfirm}
          cancelLabel={COMPOSE_TEXTS.cancel}
          onConfirm={() => setValues((current) => toPlainText(current))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel-edits' && (
        <ConfirmDialog
          title={COMPOSE_TEXTS.cancelEditsTitle}
          text={COMPOSE_TEXTS.cancelEditsText}
          confirmLabel={COMPOSE_TEXTS.cancelEditsConfirm}
          cancelLabel={COMPOSE_TEXTS.keepEditing}
          onConfirm={cancelEdits}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'send-test' && (
        <SendTestDialog
          campaignId={campaign.id}
          from={campaign.mailAccount ?? null}
          message={{
            subject: first.subject,
            body: bodyOf(first, values.mimeType),
            mimeType: values.mimeType,
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
