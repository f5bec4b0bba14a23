import { ContentState, EditorState, Modifier, convertToRaw } from 'draft-js';
import draftToHtml from 'draftjs-to-html';
import htmlToDraft from 'html-to-draftjs';

/**
 * Conversions of a message body between what is stored (HTML, or text for plain-text campaigns)
 * and the rich editor's state.
 */

/** The editor state of a stored HTML body (an empty editor for an empty body). */
export function editorStateFromHtml(html: string): EditorState {
  if (!html.trim()) return EditorState.createEmpty();
  const { contentBlocks, entityMap } = htmlToDraft(html);
  if (contentBlocks.length === 0) return EditorState.createEmpty();
  return EditorState.createWithContent(ContentState.createFromBlockArray(contentBlocks, entityMap));
}

/** The editor state of a plain-text body: one paragraph per line, no formatting. */
export function editorStateFromText(text: string): EditorState {
  return text
    ? EditorState.createWithContent(ContentState.createFromText(text))
    : EditorState.createEmpty();
}

/** The HTML the editor holds (what is saved; the server sanitizes it before storing). */
export function htmlFromEditorState(state: EditorState): string {
  const content = state.getCurrentContent();
  if (!content.hasText() && !hasImage(state)) return '';
  return draftToHtml(convertToRaw(content)).trim();
}

function hasImage(state: EditorState): boolean {
  const content = state.getCurrentContent();
  return content
    .getBlocksAsArray()
    .some((block) => block.getType() === 'atomic' && block.getEntityAt(0) !== null);
}

/** The text of the editor without any formatting, one line per paragraph. */
export function textFromEditorState(state: EditorState): string {
  return state.getCurrentContent().getPlainText('\n');
}

/**
 * Inserts `text` at the editor's cursor (replacing a selection), or at the end when the editor was
 * never used, and puts the cursor after it.
 */
export function insertIntoEditor(state: EditorState, text: string, atEnd = false): EditorState {
  const selection = (atEnd ? EditorState.moveSelectionToEnd(state) : state).getSelection();
  const content = Modifier.replaceText(state.getCurrentContent(), selection, text);
  const next = EditorState.push(state, content, 'insert-characters');
  return EditorState.forceSelection(next, content.getSelectionAfter());
}

/** `value` with `text` put in place of the characters from `start` to `end`. */
export function insertIntoText(value: string, text: string, start: number, end: number) {
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
