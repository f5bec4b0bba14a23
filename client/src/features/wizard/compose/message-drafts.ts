import {
  CAMPAIGN_MESSAGES,
  DEFAULT_FOLLOW_UP_DELAY,
  followUpSubject,
  stepSchema,
  templateVariables,
} from '@outbound/common';
import type { EditorState } from 'draft-js';
import { ValidationError } from 'yup';
import type { ComposeCampaignFragment } from '../../../generated/graphql';
import {
  editorStateFromHtml,
  editorStateFromText,
  htmlFromEditorState,
  textFromEditorState,
} from './message-body';

export type MimeType = 'text/html' | 'text/plain';

/** One message being composed: the first email or a follow-up. */
export type MessageDraft = {
  /** Stable React key, also for new messages. */
  key: string;
  /** The saved message's id; null until saved. */
  id: string | null;
  subject: string;
  /** Days after the previous message, as typed (follow-ups only). */
  delay: string;
  /** The body in HTML mode, as its editor last produced it. */
  html: string;
  /** The body in plain-text mode. */
  text: string;
};

export type ComposeValues = { mimeType: MimeType; messages: MessageDraft[] };

/**
 * The rich editors' states, by message key. They sit beside the form values (which hold the HTML
 * they produce): an editor state is a large immutable structure that form state would copy.
 */
type MessageEditors = ReadonlyMap<string, EditorState>;

/** What Compose edits: the form values and the rich editors of their messages. */
export type ComposeDraft = { values: ComposeValues; editors: MessageEditors };

export type MessageField = 'subject' | 'body' | 'delay';
export type MessageErrors = Partial<Record<MessageField, string>>;

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `message-${nextKey}`;
}

function toMimeType(value: string): MimeType {
  return value === 'text/plain' ? 'text/plain' : 'text/html';
}

function blankDraft(delay: number): MessageDraft {
  return { key: newKey(), id: null, subject: '', delay: String(delay), html: '', text: '' };
}

/** A new follow-up, 7 days after the previous message (spec 01 §9), and its empty editor. */
export function newFollowUp(): { message: MessageDraft; editor: EditorState } {
  return { message: blankDraft(DEFAULT_FOLLOW_UP_DELAY), editor: editorStateFromText('') };
}

/** The saved sequence as drafts; a campaign without messages starts with an empty first email. */
export function draftFromCampaign(campaign: ComposeCampaignFragment): ComposeDraft {
  const mimeType = toMimeType(campaign.messageMimeType);
  const steps = [...campaign.steps].sort((a, b) => a.position - b.position);
  const editors = new Map<string, EditorState>();
  const messages = steps.map((step): MessageDraft => {
    const key = newKey();
    const editor =
      mimeType === 'text/html' ? editorStateFromHtml(step.body) : editorStateFromText(step.body);
    editors.set(key, editor);
    return {
      key,
      id: step.id,
      subject: step.subject,
      delay: String(step.delay),
      html: htmlFromEditorState(editor),
      text: mimeType === 'text/plain' ? step.body : '',
    };
  });
  if (messages.length === 0) {
    const first = blankDraft(0);
    editors.set(first.key, editorStateFromText(''));
    messages.push(first);
  }
  return { values: { mimeType, messages }, editors };
}

/** The form values of the saved sequence (see draftFromCampaign). */
export function valuesFromCampaign(campaign: ComposeCampaignFragment): ComposeValues {
  return draftFromCampaign(campaign).values;
}

/** The body as it is saved and sent: HTML from the editor, or the text. */
export function bodyOf(message: MessageDraft, mimeType: MimeType): string {
  return mimeType === 'text/html' ? message.html : message.text;
}

/** Every message as plain text (the formatting is dropped). */
export function toPlainText(values: ComposeValues, editors: MessageEditors): ComposeValues {
  return {
    mimeType: 'text/plain',
    messages: values.messages.map((message) => {
      const editor = editors.get(message.key);
      return { ...message, text: editor ? textFromEditorState(editor) : '' };
    }),
  };
}

/** Every message back in the rich editor, one paragraph per line of text. */
export function toHtml(values: ComposeValues): ComposeDraft {
  const editors = new Map<string, EditorState>();
  const messages = values.messages.map((message) => {
    const editor = editorStateFromText(message.text);
    editors.set(message.key, editor);
    return { ...message, html: htmlFromEditorState(editor) };
  });
  return { values: { mimeType: 'text/html', messages }, editors };
}

/** The subject a message is saved with: follow-ups take `Re: ` + the first subject. */
function subjectOf(values: ComposeValues, index: number): string {
  const first = values.messages[0]?.subject.trim() ?? '';
  return index === 0 ? first : followUpSubject(first);
}

/** The sequence as the save mutation takes it. */
export function stepsInput(values: ComposeValues) {
  return values.messages.map((message, index) => ({
    id: message.id,
    subject: subjectOf(values, index),
    body: bodyOf(message, values.mimeType),
    delay: index === 0 ? 0 : Number(message.delay),
  }));
}

/** A delay as it counts: blank stays blank, "07" is 7. */
function delayValue(delay: string): string {
  return delay.trim() === '' ? '' : String(Number(delay));
}

/**
 * Whether `values` would save something else than `saved`: another body type, messages added,
 * removed or moved, or another subject, body or delay (compared as saved, so moving the cursor
 * or typing a delay as "07" instead of "7" is no change).
 */
export function hasChanges(saved: ComposeValues, values: ComposeValues): boolean {
  if (saved.mimeType !== values.mimeType) return true;
  if (saved.messages.length !== values.messages.length) return true;
  const before = stepsInput(saved);
  return stepsInput(values).some(
    (step, index) =>
      step.id !== before[index].id ||
      step.subject !== before[index].subject ||
      step.body !== before[index].body ||
      (index > 0 &&
        delayValue(values.messages[index].delay) !== delayValue(saved.messages[index].delay)),
  );
}

const FIELD_OF_PATH: Record<string, MessageField> = {
  subject: 'subject',
  body: 'body',
  minimum_delay_after_last_send: 'delay',
};

function unknownVariable(text: string, known: ReadonlySet<string>): string | undefined {
  const name = templateVariables(text).find((variable) => !known.has(variable));
  return name === undefined ? undefined : CAMPAIGN_MESSAGES.unknownVariable(name);
}

/**
 * The problems of each message, by key (spec 01 §5 Compose), checked with the same schema as the
 * server; then a `{{variable}}` that is neither a list column nor unsubscribe_url is flagged.
 * `variables` null means they are not known yet: no variable is flagged.
 */
export function validateMessages(
  values: ComposeValues,
  variables: readonly string[] | null,
): Map<string, MessageErrors> {
  const known = variables && new Set(variables);
  const result = new Map<string, MessageErrors>();
  values.messages.forEach((message, index) => {
    const isFirst = index === 0;
    const body = bodyOf(message, values.mimeType);
    const errors: MessageErrors = {};
    try {
      stepSchema(isFirst).validateSync(
        {
          subject: message.subject,
          body,
          minimum_delay_after_last_send: isFirst ? 0 : message.delay,
        },
        { abortEarly: false },
      );
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const inner of error.inner) {
        const field = FIELD_OF_PATH[inner.path ?? ''];
        if (field && !errors[field]) errors[field] = inner.message;
      }
    }
    if (known) {
      if (isFirst && !errors.subject) errors.subject = unknownVariable(message.subject, known);
      if (!errors.body) errors.body = unknownVariable(body, known);
    }
    const problems = Object.fromEntries(
      Object.entries(errors).filter(([, text]) => text !== undefined),
    ) as MessageErrors;
    if (Object.keys(problems).length > 0) result.set(message.key, problems);
  });
  return result;
}

/** Whether any problem is one of the spec's field messages (rather than only unknown variables). */
export function hasFieldProblem(errors: Map<string, MessageErrors>): boolean {
  const fieldMessages = new Set<string>([
    CAMPAIGN_MESSAGES.subjectRequired,
    CAMPAIGN_MESSAGES.bodyRequired,
    CAMPAIGN_MESSAGES.delayBlank,
    CAMPAIGN_MESSAGES.delayZero,
    CAMPAIGN_MESSAGES.followUpBlank,
  ]);
  return [...errors.values()].some((problems) =>
    Object.values(problems).some((text) => fieldMessages.has(text)),
  );
}
