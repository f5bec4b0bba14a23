import { followUpSubject, MAX_VARIANTS, VARIANT_LETTERS } from '@outbound/common';
import type { EditorState } from 'draft-js';
import { useId, useLayoutEffect, useRef } from 'react';
import { COMPOSE_TEXTS, dayLabel } from '../compose-texts';
import { insertIntoEditor, insertIntoText } from '../message-body';
import type { MessageDraft, MessageErrors, MessageField, MimeType } from '../message-drafts';
import { RichBodyEditor } from './rich-body-editor';
import { VariablesMenu } from './variables-menu';

type MessageCardProps = {
  /** 0 for the first email, then the follow-ups. */
  index: number;
  message: MessageDraft;
  /** The rich editor (HTML mode) of the variant shown. */
  editor: EditorState;
  mimeType: MimeType;
  /** The first message's subject in the letter shown (a follow-up's is `Re: ` + it). */
  firstSubject: string;
  /** The variant shown: 0 for A (the message's own text), then B to E. */
  activeVariant: number;
  onSelectVariant: (variant: number) => void;
  onAddVariant: () => void;
  onRemoveVariant: (variant: number) => void;
  /** The problems to show now (touched fields, or all after Next). */
  errors: MessageErrors;
  variables: readonly string[];
  /** Changes the message (`delay`) or the variant shown (`subject`, `text`). */
  onChange: (patch: Partial<Pick<MessageDraft, 'subject' | 'delay' | 'text'>>) => void;
  onEditorChange: (editor: EditorState) => void;
  onTouch: (field: MessageField) => void;
  /** Follow-ups only. */
  onRemove?: () => void;
};

type TextControl = HTMLInputElement | HTMLTextAreaElement;

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {text}
    </p>
  );
}

/**
 * One message of the sequence (spec 01 §2 Compose, §5): the first email has its subject; a
 * follow-up shows its forced `Re: ` subject read-only and its delay in days.
 */
export function MessageCard({
  index,
  message,
  editor,
  mimeType,
  firstSubject,
  activeVariant,
  onSelectVariant,
  onAddVariant,
  onRemoveVariant,
  errors,
  variables,
  onChange,
  onEditorChange,
  onTouch,
  onRemove,
}: MessageCardProps) {
  const id = useId();
  const isFirst = index === 0;
  const title = isFirst ? COMPOSE_TEXTS.firstMessage : COMPOSE_TEXTS.followUp(index);
  const texts = [message, ...message.variants];
  const shown = texts[activeVariant] ?? message;
  const shownKey = activeVariant === 0 ? message.key : message.variants[activeVariant - 1].key;
  const subjectRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // Where a chosen variable goes: the field last focused in this message (the body at first).
  const lastField = useRef<'subject' | 'body'>('body');
  const bodyUsed = useRef(false);
  const pendingCaret = useRef<{ control: TextControl; caret: number } | null>(null);

  useLayoutEffect(() => {
    const pending = pendingCaret.current;
    if (!pending) return;
    pendingCaret.current = null;
    pending.control.focus();
    pending.control.setSelectionRange(pending.caret, pending.caret);
  });

  const insertInto = (control: TextControl, value: string, token: string) => {
    const start = control.selectionStart ?? value.length;
    const end = control.selectionEnd ?? start;
    const result = insertIntoText(value, token, start, end);
    pendingCaret.current = { control, caret: result.caret };
    return result.value;
  };

  const insertVariable = (name: string) => {
    const token = `{{${name}}}`;
    if (isFirst && lastField.current === 'subject' && subjectRef.current) {
      onChange({ subject: insertInto(subjectRef.current, shown.subject, token) });
    } else if (mimeType === 'text/plain' && textRef.current) {
      onChange({ text: insertInto(textRef.current, shown.text, token) });
    } else {
      onEditorChange(insertIntoEditor(editor, token, !bodyUsed.current));
    }
  };

  const errorId = (field: MessageField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const inputClass = (field: MessageField) =>
    errors[field] ? 'field__input field__input--invalid' : 'field__input';

  return (
    <section className="message-card" aria-labelledby={`${id}-title`}>
      <header className="message-card__header">
        <h3 id={`${id}-title`} className="message-card__title">
          {title}
        </h3>
        {!isFirst && (
          <div className="message-card__delay">
            <label htmlFor={`${id}-delay`}>{COMPOSE_TEXTS.waitFor}</label>
            <input
              id={`${id}-delay`}
              className={`${inputClass('delay')} message-card__delay-input`}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={message.delay}
              aria-invalid={Boolean(errors.delay)}
              aria-describedby={errorId('delay')}
              onChange={(event) => onChange({ delay: event.target.value })}
              onBlur={() => onTouch('delay')}
            />
            <span className="message-card__delay-unit">{dayLabel(message.delay)}</span>
          </div>
        )}
        <div className="message-card__tools">
          <VariablesMenu title={title} variables={variables} onInsert={insertVariable} />
          {onRemove && (
            <button
              type="button"
              className="button button--danger"
              aria-label={COMPOSE_TEXTS.removeFollowUp(title)}
              onClick={onRemove}
            >
              Remove
            </button>
          )}
        </div>
      </header>
      <FieldError id={`${id}-delay-error`} text={errors.delay} />

      <div className="message-card__variants">
        <div role="tablist" aria-label={`Variants of ${title}`}>
          {texts.map((text, variant) => (
            <button
              key={variant === 0 ? 'A' : message.variants[variant - 1].key}
              type="button"
              role="tab"
              className="message-card__variant-tab"
              aria-selected={variant === activeVariant}
              onClick={() => onSelectVariant(variant)}
            >
              {VARIANT_LETTERS[variant]}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="button"
          disabled={texts.length >= MAX_VARIANTS}
          aria-label={`Add a variant to ${title}`}
          onClick={onAddVariant}
        >
          + Variant
        </button>
        {activeVariant > 0 && (
          <button
            type="button"
            className="button button--danger"
            aria-label={`Remove variant ${VARIANT_LETTERS[activeVariant]} of ${title}`}
            onClick={() => onRemoveVariant(activeVariant)}
          >
            Remove variant
          </button>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-subject`}>
          {COMPOSE_TEXTS.subject}
        </label>
        {isFirst ? (
          <input
            id={`${id}-subject`}
            ref={subjectRef}
            className={inputClass('subject')}
            value={shown.subject}
            aria-invalid={Boolean(errors.subject)}
            aria-describedby={errorId('subject')}
            onChange={(event) => onChange({ subject: event.target.value })}
            onFocus={() => {
              lastField.current = 'subject';
            }}
            onBlur={() => onTouch('subject')}
          />
        ) : (
          <input
            id={`${id}-subject`}
            className="field__input"
            value={followUpSubject(firstSubject.trim())}
            readOnly
          />
        )}
        <FieldError id={`${id}-subject-error`} text={errors.subject} />
      </div>

      <div className="field">
        {mimeType === 'text/plain' ? (
          <>
            <label className="field__label" htmlFor={`${id}-body`}>
              {COMPOSE_TEXTS.body(title)}
            </label>
            <textarea
              id={`${id}-body`}
              ref={textRef}
              className={`${inputClass('body')} message-card__text`}
              rows={10}
              value={shown.text}
              aria-invalid={Boolean(errors.body)}
              aria-describedby={errorId('body')}
              onChange={(event) => onChange({ text: event.target.value })}
              onFocus={() => {
                lastField.current = 'body';
              }}
              onBlur={() => onTouch('body')}
            />
          </>
        ) : (
          <>
            <span className="field__label" aria-hidden="true">
              {COMPOSE_TEXTS.body(title)}
            </span>
            <RichBodyEditor
              key={shownKey}
              label={COMPOSE_TEXTS.body(title)}
              editorState={editor}
              onChange={onEditorChange}
              onFocus={() => {
                lastField.current = 'body';
                bodyUsed.current = true;
              }}
              onBlur={() => onTouch('body')}
              invalid={Boolean(errors.body)}
              describedBy={errorId('body')}
            />
          </>
        )}
        <FieldError id={`${id}-body-error`} text={errors.body} />
      </div>
    </section>
  );
}
