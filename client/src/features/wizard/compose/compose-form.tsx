import { CAMPAIGN_MESSAGES, VARIANT_LETTERS } from '@outbound/common';
import { type ArrayHelpers, FieldArray, Formik, type FormikErrors, type FormikProps } from 'formik';
import type { EditorState } from 'draft-js';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { campaignTabPath } from '../../../app/paths';
import { showError } from '../../../components/toast';
import type { ComposeCampaignFragment } from '../../../generated/graphql';
import { ConfirmDialog } from './components/confirm-dialog';
import { MessageCard } from './components/message-card';
import { SendTestDialog } from './components/send-test-dialog';
import { COMPOSE_TEXTS } from './compose-texts';
import { useSaveMessages } from './hooks/use-save-messages';
import { htmlFromEditorState } from './message-body';
import {
  bodyOf,
  type ComposeDraft,
  type ComposeValues,
  draftFromCampaign,
  hasChanges,
  hasFieldProblem,
  type MessageDraft,
  type MessageErrors,
  type MessageField,
  newFollowUp,
  newVariant,
  toHtml,
  toPlainText,
  validateMessages,
} from './message-drafts';

/**
 * Where the messages are edited: the wizard's Compose step, or the Edit sequence page of a
 * campaign (spec 01 §2 screen 7).
 */
type ComposeMode = 'wizard' | 'edit-sequence';

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

/** Formik keeps a message's problems and touched fields at `messages.<index>.<field>`. */
type ComposeErrors = { messages?: Array<MessageErrors | undefined> };
type ComposeTouched = { messages?: Array<Partial<Record<MessageField, boolean>> | undefined> };

/** The problems of `values` as Formik keeps them: none, or one entry per message. */
function formErrors(
  values: ComposeValues,
  variables: readonly string[] | null,
): FormikErrors<ComposeValues> {
  const problems = validateMessages(values, variables);
  if (problems.size === 0) return {};
  const errors: ComposeErrors = {
    messages: values.messages.map((message) => problems.get(message.key)),
  };
  return errors as FormikErrors<ComposeValues>;
}

/** The toast of a Next (or Save Changes) refused by the problems of `values`; none when valid. */
function submitProblem(values: ComposeValues, variables: readonly string[] | null) {
  const problems = validateMessages(values, variables);
  if (problems.size === 0) return null;
  const [firstProblem] = Object.values([...problems.values()][0]);
  return hasFieldProblem(problems) ? CAMPAIGN_MESSAGES.fillAllFields : firstProblem;
}

/**
 * The messages of a campaign (spec 01 §2 screens 3 and 7, §5): plain-text switch, the first
 * email and its follow-ups, Add Follow-up, Send Test; in the wizard Cancel Edits and Next (save,
 * then Preview), on Edit sequence Cancel and Save Changes (back to the Sequence page).
 */
export function ComposeForm({ campaign, variables, mode = 'wizard' }: ComposeFormProps) {
  const navigate = useNavigate();
  const [draft] = useState<ComposeDraft>(() => draftFromCampaign(campaign));
  const [save, saving] = useSaveMessages(campaign.id);
  const editing = mode === 'edit-sequence';
  const sequencePath = campaignTabPath(campaign.id, 'sequence');

  return (
    <Formik
      initialValues={draft.values}
      validate={(values) => formErrors(values, variables)}
      onSubmit={async (values) => {
        if (await save(values))
          navigate(editing ? sequencePath : campaignTabPath(campaign.id, 'preview'));
      }}
    >
      {(formik) => (
        <FieldArray name="messages">
          {(messages) => (
            <ComposeFields
              campaign={campaign}
              variables={variables}
              mode={mode}
              saved={draft}
              saving={saving}
              formik={formik}
              messages={messages}
            />
          )}
        </FieldArray>
      )}
    </Formik>
  );
}

type ComposeFieldsProps = Required<ComposeFormProps> & {
  /** The messages as saved, to tell whether Cancel discards anything, and their editors. */
  saved: ComposeDraft;
  saving: boolean;
  formik: FormikProps<ComposeValues>;
  messages: ArrayHelpers;
};

function ComposeFields({
  campaign,
  variables,
  mode,
  saved,
  saving,
  formik,
  messages,
}: ComposeFieldsProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [editors, setEditors] = useState(saved.editors);
  // The variant tab each message shows, by message key (A unless chosen).
  const [tabs, setTabs] = useState<ReadonlyMap<string, number>>(new Map());
  const { values, submitCount, setFieldValue, setFieldTouched, setValues, validateForm } = formik;
  const errors = formik.errors as ComposeErrors;
  const touched = formik.touched as ComposeTouched;

  // Variables that become known can flag a `{{variable}}` already typed.
  useEffect(() => {
    void validateForm();
  }, [variables, validateForm]);

  /** The problems to show: those of touched fields, or all of them once Next was pressed. */
  const shownErrors = (index: number): MessageErrors => {
    const problems = errors.messages?.[index] ?? {};
    if (submitCount > 0) return problems;
    const fields = touched.messages?.[index] ?? {};
    return Object.fromEntries(
      Object.entries(problems).filter(([field]) => fields[field as MessageField]),
    );
  };

  const tabOf = (index: number) => {
    const message = values.messages[index];
    return Math.min(tabs.get(message.key) ?? 0, message.variants.length);
  };
  /** Where the shown variant of a message keeps its text: the message (A) or its variant. */
  const textPath = (index: number) => {
    const tab = tabOf(index);
    return tab === 0 ? `messages.${index}` : `messages.${index}.variants.${tab - 1}`;
  };

  const change = (index: number, patch: Partial<MessageDraft>) => {
    for (const [field, value] of Object.entries(patch)) {
      const path = field === 'delay' ? `messages.${index}` : textPath(index);
      void setFieldValue(`${path}.${field}`, value);
    }
  };

  const changeEditor = (index: number, key: string, editor: EditorState) => {
    setEditors((current) => new Map(current).set(key, editor));
    void setFieldValue(`${textPath(index)}.html`, htmlFromEditorState(editor));
  };

  const selectVariant = (index: number, tab: number) =>
    setTabs((current) => new Map(current).set(values.messages[index].key, tab));

  const addVariant = (index: number) => {
    const message = values.messages[index];
    const shown = [message, ...message.variants][tabOf(index)];
    const { variant, editor } = newVariant(shown, values.mimeType);
    setEditors((current) => new Map(current).set(variant.key, editor));
    void setFieldValue(`messages.${index}.variants`, [...message.variants, variant]);
    selectVariant(index, message.variants.length + 1);
  };

  const removeVariant = (index: number, tab: number) => {
    const message = values.messages[index];
    void setFieldValue(
      `messages.${index}.variants`,
      message.variants.filter((_, at) => at !== tab - 1),
    );
    selectVariant(index, 0);
  };

  /** The key of the editor of the variant a message shows. */
  const shownKey = (message: MessageDraft, tab: number) =>
    tab === 0 ? message.key : message.variants[tab - 1].key;

  const touch = (index: number, field: MessageField) => {
    if (!touched.messages?.[index]?.[field])
      void setFieldTouched(`messages.${index}.${field}`, true);
  };

  const switchMimeType = (plain: boolean) => {
    if (plain) setDialog('plain-text');
    else {
      const html = toHtml(values);
      setEditors(html.editors);
      void setValues(html.values);
    }
  };

  const addFollowUp = () => {
    const { message, editor } = newFollowUp();
    setEditors((current) => new Map(current).set(message.key, editor));
    messages.push(message);
  };

  const cancelEdits = () => {
    const restored = draftFromCampaign(campaign);
    setEditors(restored.editors);
    formik.resetForm({ values: restored.values });
  };

  const editing = mode === 'edit-sequence';
  const sequencePath = campaignTabPath(campaign.id, 'sequence');

  const cancel = () => {
    if (!editing) setDialog('cancel-edits');
    else if (hasChanges(saved.values, values)) setDialog('discard');
    else navigate(sequencePath);
  };

  const submit = async () => {
    const problem = submitProblem(values, variables);
    await formik.submitForm(); // Shows every problem; saves only without any.
    if (problem) showError(problem);
  };

  const [first] = values.messages;
  const plain = values.mimeType === 'text/plain';
  const firstTexts = [first, ...first.variants];
  const testTab = tabOf(0);

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
          // Every message gets its editor where it is made (load, Add Follow-up, back to HTML).
          editor={editors.get(shownKey(message, tabOf(index))) as EditorState}
          mimeType={values.mimeType}
          firstSubject={(firstTexts[tabOf(index)] ?? first).subject}
          activeVariant={tabOf(index)}
          onSelectVariant={(tab) => selectVariant(index, tab)}
          onAddVariant={() => addVariant(index)}
          onRemoveVariant={(tab) => removeVariant(index, tab)}
          errors={shownErrors(index)}
          variables={variables ?? []}
          onChange={(patch) => change(index, patch)}
          onEditorChange={(editor) => changeEditor(index, shownKey(message, tabOf(index)), editor)}
          onTouch={(field) => touch(index, field)}
          onRemove={index === 0 ? undefined : () => messages.remove(index)}
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
          onConfirm={() => void setValues(toPlainText(values, editors))}
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
          // The first message's variant shown, its spintax as the first recipient gets it.
          message={{
            subject: firstTexts[testTab].subject,
            body: bodyOf(firstTexts[testTab], values.mimeType),
            mimeType: values.mimeType,
            stepId: first.id,
            variant: VARIANT_LETTERS[testTab],
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
