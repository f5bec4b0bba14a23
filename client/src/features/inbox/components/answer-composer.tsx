import { INBOX_ANSWER_MAX_LENGTH } from '@outbound/common';
import { EditorState } from 'draft-js';
import { useId, useState } from 'react';
import { RichBodyEditor } from '../../wizard/compose/components/rich-body-editor';
import { htmlFromEditorState } from '../../wizard/compose/message-body';
import { type AnswerFormat, useAnswer } from '../hooks/use-answer';
import { INBOX_TEXTS as T } from '../inbox-texts';

type AnswerComposerProps = {
  /** The received message answered (the latest of the thread). */
  messageId: string;
  onAnswered: () => void;
};

/** HTML from the campaign editor, or plain text. */
function FormatChoice({
  format,
  onChange,
}: {
  format: AnswerFormat;
  onChange: (f: AnswerFormat) => void;
}) {
  const name = useId();
  return (
    <fieldset className="inbox-composer__format">
      <legend className="visually-hidden">Format</legend>
      {(['html', 'text'] as const).map((value) => (
        <label key={value}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={format === value}
            onChange={() => onChange(value)}
          />{' '}
          {value === 'html' ? T.formatHtml : T.formatText}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The answer to a conversation: the campaign compose editor (HTML) or a plain text box, and Send,
 * disabled while the answer is on its way; the answer keeps its request key across retries.
 */
export function AnswerComposer({ messageId, onAnswered }: AnswerComposerProps) {
  const [format, setFormat] = useState<AnswerFormat>('html');
  const [editor, setEditor] = useState(() => EditorState.createEmpty());
  const [text, setText] = useState('');
  const { send, sending } = useAnswer(messageId, onAnswered);
  const body = format === 'html' ? htmlFromEditorState(editor) : text;

  const submit = async () => {
    if (!(await send(body, format))) return;
    setEditor(EditorState.createEmpty());
    setText('');
  };

  return (
    <section className="inbox-composer" aria-label={T.answer}>
      <FormatChoice format={format} onChange={setFormat} />
      {format === 'html' ? (
        <RichBodyEditor
          label={T.answerBody}
          editorState={editor}
          onChange={setEditor}
          onFocus={() => undefined}
          onBlur={() => undefined}
          invalid={false}
        />
      ) : (
        <textarea
          aria-label={T.answerBody}
          className="field__input inbox-composer__text"
          rows={8}
          maxLength={INBOX_ANSWER_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <div className="inbox-composer__bar">
        <button
          type="button"
          className="button button--primary"
          disabled={sending || body.trim() === ''}
          onClick={() => void submit()}
        >
          {sending ? T.sending : T.send}
        </button>
      </div>
    </section>
  );
}
