import { useMemo } from 'react';
import { messageDocument } from '../message-document';

type MessageFrameProps = {
  html: string;
  /** A title for the frame (its accessible name). */
  title: string;
  /** Origins the message's own images are served from (the server's signed attachment links). */
  ownOrigins: readonly string[];
  remoteImages: boolean;
};

/**
 * A message's HTML in a sandboxed iframe: `sandbox=""` (no scripts, no same origin, no forms, no
 * popups, no navigation of the app) and a `srcdoc` whose policy forbids scripts and remote loads,
 * so neither their scripts nor their styles ever reach the app.
 */
export function MessageFrame({ html, title, ownOrigins, remoteImages }: MessageFrameProps) {
  const srcDoc = useMemo(
    () => messageDocument(html, { ownOrigins, remoteImages }),
    [html, ownOrigins, remoteImages],
  );
  return (
    <iframe
      className="inbox-message__frame"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={srcDoc}
    />
  );
}
