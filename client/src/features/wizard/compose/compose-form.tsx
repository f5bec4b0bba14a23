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
  hasChanges,
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

/**
 * Where the messages are edited: the wizard's Compose step, or the Edit sequence page of a
 * campaign (spec 01 §2 screen 7).
 */
export type ComposeMode = 'wizard' | 'edit-sequence';

type ComposeFormProps = {
  campaign: ComposeCampaignFragment;
  /** The variables messages may use; null while unknown. */
  variables: readonly string[] | null;
  /**
   * `wizard` (default): Cancel Edits restores the saved messages, Next saves and goes to Preview.
   * `edit-sequence`: Cancel leaves for the Sequence page (asking first when something changed),
   * Save Changes saves and goes there.
   */
  mode?: ComposeMode;
};

type OpenDialog = 'plain-text' | 'cancel-edits' | 'discard' | 'send-test' | null;

/**
 * The messages of a campaign (spec 01 §2 screens 3 and 7, §5): plain-text switch, the first
 * email and its follow-ups, Add Follow-up, Send Test; in the wizard Cancel Edits and Next (save,
 * then Preview), on Edit sequence Cancel and Save Changes (back to the Sequence page).
 */
export function ComposeForm({ campaign, variables, mode = 'wizard' }: ComposeFormProps) {
  const navigate = useNavigate();
  const [saved] = useState<ComposeValues>(() => valuesFromCampaign(campaign));
  const [values, setValues] = useState<ComposeValues>(saved);
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

  const editing = mode === 'edit-sequence';
  const sequencePath = campaignTabPath(campaign.id, 'sequence');

  const cancel = () => {
    if (!editing) setDialog('cancel-edits');
    else if (hasChanges(saved, values)) setDialog('discard');
    else navigate(sequencePath);
  };

  const submit = async () => {
    setSubmitted(true);
    if (errors.size > 0) {
      const [firstProblem] = Object.values([...errors.values()][0]);
      showError(hasFieldProblem(errors) ? CAMPAIGN_MESSAGES.fillAllFields : firstProblem);
      return;
    }
    if (await save(values))
      navigate(editing ? sequencePath : campaignTabPath(campaign.id, 'preview'));
  };

  const [first] = values.messages;
  const plain = values.mimeType === 'text/plain';

  return (
    <div className="compose">
      <div className="compose__bar">
        <h2 className="compose__title">
          {editing ? COMPOSE_TEXTS.editSequence : COMPOSE_TEXTS.title}
        </h2>
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
        <button type="button" className="button" onClick={cancel}>
          {editing ? COMPOSE_TEXTS.cancel : COMPOSE_TEXTS.cancelEdits}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => void submit()}
        >
          {editing ? COMPOSE_TEXTS.saveChanges : COMPOSE_TEXTS.next}
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
      {dialog === 'discard' && (
        <ConfirmDialog
          title={COMPOSE_TEXTS.discardTitle}
          text={COMPOSE_TEXTS.discardText}
          confirmLabel={COMPOSE_TEXTS.discardConfirm}
          cancelLabel={COMPOSE_TEXTS.keepEditing}
          onConfirm={() => navigate(sequencePath)}
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
