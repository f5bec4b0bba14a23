import { useMemo } from 'react';
import { messageDocument } from '../message-document';

type MessageFrameProps = {
  html: string;
  /** A title for the frame (its accessible name). */
  title: string;
  /** Origins the message's own images are served from (the server's signed attachment links). */
  ownOrigins: readonly string[];
  remoteImages: boolean;
  /** The message's text, if it has one: the frame's first height follows its length. */
  text: string | null | undefined;
};

/** Characters of a line at the frame's usual width. */
const LINE_CHARS = 90;

/** The characters of markup outside its tags, in one pass. */
function textOfMarkup(html: string): string {
  let inTag = false;
  let text = '';
  for (const character of html) {
    if (character === '<') inTag = true;
    else if (character === '>') inTag = false;
    else if (!inTag) text += character;
  }
  return text;
}

/**
 * A first height for the frame (its content cannot be measured from the app: no same origin):
 * about a line of 22 px per line of the message's text, between 96 and 480 px; the reader can
 * drag it taller.
 */
export function frameHeight(text: string | null | undefined, html: string): number {
  const source = (text ?? textOfMarkup(html.slice(0, 40_000))).slice(0, 20_000);
  const lines = source
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / LINE_CHARS)), 0);
  return Math.min(480, Math.max(96, 32 + lines * 22));
}

/**
 * A message's HTML in a sandboxed iframe: no scripts, no same origin, no forms, no navigation of
 * the app; its links (which the server gives `target="_blank"` and `rel="noopener noreferrer"`)
 * open in a new tab outside the sandbox, only when the reader clicks, since nothing in the frame
 * can run. The `srcdoc`'s policy forbids scripts and remote loads, so neither their scripts nor
 * their styles ever reach the app.
 */
export const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

export function MessageFrame({ html, title, ownOrigins, remoteImages, text }: MessageFrameProps) {
  const srcDoc = useMemo(
    () => messageDocument(html, { ownOrigins, remoteImages }),
    [html, ownOrigins, remoteImages],
  );
  return (
    <iframe
      className="inbox-message__frame"
      title={title}
      sandbox={FRAME_SANDBOX}
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
      style={{ height: frameHeight(text, html) }}
    />
  );
}
