import type { EditorState } from 'draft-js';
import { Editor } from 'react-draft-wysiwyg';
import 'react-draft-wysiwyg/dist/react-draft-wysiwyg.css';

/**
 * The body editor's toolbar, exactly the spec's (spec 01 §2 Compose): bold, italic, underline,
 * lists, link, image (by URL only, no upload), remove formatting, undo/redo.
 */
const BODY_TOOLBAR = {
  options: ['inline', 'list', 'link', 'image', 'remove', 'history'],
  inline: { options: ['bold', 'italic', 'underline'] },
  list: { options: ['unordered', 'ordered'] },
  link: { options: ['link', 'unlink'], defaultTargetOption: '_blank' },
  image: {
    urlEnabled: true,
    uploadEnabled: false,
    alignmentEnabled: false,
    previewImage: false,
    alt: { present: true, mandatory: false },
  },
  history: { options: ['undo', 'redo'] },
} as const;

type RichBodyEditorProps = {
  label: string;
  editorState: EditorState;
  onChange: (state: EditorState) => void;
  onFocus: () => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
};

/** The HTML body of one message (react-draft-wysiwyg over draft-js). */
export function RichBodyEditor({
  label,
  editorState,
  onChange,
  onFocus,
  onBlur,
  invalid,
  describedBy,
}: RichBodyEditorProps) {
  return (
    <Editor
      editorState={editorState}
      onEditorStateChange={onChange}
      onFocus={onFocus}
      onBlur={onBlur}
      toolbar={BODY_TOOLBAR}
      ariaLabel={label}
      ariaDescribedBy={describedBy}
      wrapperClassName={invalid ? 'body-editor body-editor--invalid' : 'body-editor'}
      toolbarClassName="body-editor__toolbar"
      editorClassName="body-editor__content"
    />
  );
}
