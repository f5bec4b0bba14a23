import {
  CAMPAIGN_MESSAGES,
  DEFAULT_FOLLOW_UP_DELAY,
  followUpSubject,
  stepSchema,
  findTemplateVariables,
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
  /** Its variants after A (B to E): the message's own subject and body are A. */
  variants: VariantDraft[];
};

/** One variant after A of a message: its own editor key, subject (first message) and body. */
export type VariantDraft = { key: string; subject: string; html: string; text: string };

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
  return {
    key: newKey(),
    id: null,
    subject: '',
    delay: String(delay),
    html: '',
    text: '',
    variants: [],
  };
}

/** A new variant of a message (a copy of the text shown when it is added), and its editor. */
export function newVariant(
  from: { subject: string; html: string; text: string },
  mimeType: MimeType,
): { variant: VariantDraft; editor: EditorState } {
  const editor =
    mimeType === 'text/html' ? editorStateFromHtml(from.html) : editorStateFromText(from.text);
  const variant = { key: newKey(), subject: from.subject, html: from.html, text: from.text };
  return { variant, editor };
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
    const variants = (step.variants ?? []).slice(1).map((saved): VariantDraft => {
      const made = newVariant(
        { subject: saved.subject, html: saved.body, text: saved.body },
        mimeType,
      );
      editors.set(made.variant.key, made.editor);
      return {
        ...made.variant,
        html: htmlFromEditorState(made.editor),
        text: mimeType === 'text/plain' ? saved.body : '',
      };
    });
    return {
      key,
      id: step.id,
      subject: step.subject,
      delay: String(step.delay),
      html: htmlFromEditorState(editor),
      text: mimeType === 'text/plain' ? step.body : '',
      variants,
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
export function bodyOf(message: { html: string; text: string }, mimeType: MimeType): string {
  return mimeType === 'text/html' ? message.html : message.text;
}

/** Every message as plain text (the formatting is dropped). */
export function toPlainText(values: ComposeValues, editors: MessageEditors): ComposeValues {
  return {
    mimeType: 'text/plain',
    messages: values.messages.map((message) => {
      const textOf = (key: string) => {
        const editor = editors.get(key);
        return editor ? textFromEditorState(editor) : '';
      };
      const variants = message.variants.map((variant) => ({
        ...variant,
        text: textOf(variant.key),
      }));
      return { ...message, text: textOf(message.key), variants };
    }),
  };
}

/** Every message back in the rich editor, one paragraph per line of text. */
export function toHtml(values: ComposeValues): ComposeDraft {
  const editors = new Map<string, EditorState>();
  const messages = values.messages.map((message) => {
    const editor = editorStateFromText(message.text);
    editors.set(message.key, editor);
    const variants = message.variants.map((variant) => {
      const own = editorStateFromText(variant.text);
      editors.set(variant.key, own);
      return { ...variant, html: htmlFromEditorState(own) };
    });
    return { ...message, html: htmlFromEditorState(editor), variants };
  });
  return { values: { mimeType: 'text/html', messages }, editors };
}

/** The subject a message is saved with: follow-ups take `Re: ` + the first subject. */
function subjectOf(values: ComposeValues, index: number): string {
  const first = values.messages[0]?.subject.trim() ?? '';
  return index === 0 ? first : followUpSubject(first);
}

/**
 * A message's variants as saved (A first), or undefined without variants: a follow-up's subject
 * is `Re: ` + the first message's subject of the same letter (else A's).
 */
function variantsInput(values: ComposeValues, index: number) {
  const message = values.messages[index];
  if (message.variants.length === 0) return undefined;
  const first = values.messages[0];
  const firstSubjects = [first, ...first.variants].map((text) => text.subject.trim());
  return [message, ...message.variants].map((text, letter) => ({
    subject:
      index === 0
        ? text.subject.trim()
        : followUpSubject(firstSubjects[letter] ?? firstSubjects[0]),
    body: bodyOf(text, values.mimeType),
  }));
}

/** The sequence as the save mutation takes it. */
export function stepsInput(values: ComposeValues) {
  return values.messages.map((message, index) => ({
    id: message.id,
    subject: subjectOf(values, index),
    body: bodyOf(message, values.mimeType),
    delay: index === 0 ? 0 : Number(message.delay),
    variants: variantsInput(values, index),
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
      JSON.stringify(step.variants) !== JSON.stringify(before[index].variants) ||
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
  // `{{RANDOM|…}}` is spintax, not a variable (the server checks its syntax).
  const name = findTemplateVariables(text)
    .filter((found) => !(found.name.toUpperCase() === 'RANDOM' && found.fallback !== undefined))
    .map((found) => found.name)
    .find((variable) => !known.has(variable));
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
    const errors: MessageErrors = {};
    // Each variant is checked like the message; the first problem of a field is shown.
    for (const text of [message, ...message.variants]) {
      const found = textProblems(text, values.mimeType, isFirst, message.delay, known);
      for (const [field, problem] of Object.entries(found) as [MessageField, string][])
        if (!errors[field]) errors[field] = problem;
    }
    const problems = Object.fromEntries(
      Object.entries(errors).filter(([, text]) => text !== undefined),
    ) as MessageErrors;
    if (Object.keys(problems).length > 0) result.set(message.key, problems);
  });
  return result;
}

/** The problems of one variant of a message (its subject, body and the message's delay). */
function textProblems(
  message: { subject: string; html: string; text: string },
  mimeType: MimeType,
  isFirst: boolean,
  delay: string,
  known: ReadonlySet<string> | null,
): MessageErrors {
  const body = bodyOf(message, mimeType);
  const errors: MessageErrors = {};
  try {
    stepSchema(isFirst).validateSync(
      {
        subject: message.subject,
        body,
        minimum_delay_after_last_send: isFirst ? 0 : delay,
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
  return errors;
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
