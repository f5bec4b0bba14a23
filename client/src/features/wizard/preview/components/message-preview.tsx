import { useCallback, useRef } from 'react';
import { dayLabel } from '../../compose/compose-texts';
import { PREVIEW_TEXTS } from '../preview-texts';

type MessagePreviewProps = {
  index: number;
  subject: string;
  body: string;
  delay: number;
  /** The variant letter shown, when the campaign has variants. */
  variant?: string | null;
  html: boolean;
};

/**
 * The document an HTML body is shown in. The body was rendered and sanitized by the server; it is
 * still shown only inside a sandboxed frame (no scripts, no forms), links open in a new tab.
 */
function previewDocument(body: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><base target="_blank">',
    '<style>body{margin:12px;font:14px/1.5 system-ui,sans-serif;color:#1f2433;',
    'overflow-wrap:anywhere}img{max-width:100%;height:auto}</style></head><body>',
    body,
    '</body></html>',
  ].join('');
}

/** One message of the sequence as the recipient will get it. */
export function MessagePreview({
  index,
  subject,
  body,
  delay,
  variant,
  html,
}: MessagePreviewProps) {
  const title = PREVIEW_TEXTS.messageTitle(index);
  const frame = useRef<HTMLIFrameElement | null>(null);

  // The frame is as tall as its content (readable because the sandbox keeps the same origin).
  const fitHeight = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    if (frame.current && root) frame.current.style.height = `${root.scrollHeight + 4}px`;
  }, []);

  return (
    <article className="preview-message" aria-label={title}>
      <header className="preview-message__header">
        <h3 className="preview-message__title">
          {title}
          {variant ? ` — ${PREVIEW_TEXTS.variant} ${variant}` : ''}
        </h3>
        {index > 0 && (
          <p className="preview-message__delay">
            {PREVIEW_TEXTS.delay}: {delay} {dayLabel(delay)}
          </p>
        )}
      </header>
      <p className="preview-message__subject">
        <span className="preview-message__label">{PREVIEW_TEXTS.subject}:</span> {subject}
      </p>
      {html ? (
        <iframe
          ref={frame}
          className="preview-message__frame"
          title={`${title} body`}
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          srcDoc={previewDocument(body)}
          onLoad={fitHeight}
        />
      ) : (
        <pre className="preview-message__text" aria-label={`${title} body`}>
          {body}
        </pre>
      )}
    </article>
  );
}
