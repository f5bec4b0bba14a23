/**
 * The document a message's HTML is shown in: the `srcdoc` of a sandboxed iframe (no scripts, no
 * same origin), so nothing of it reaches the app. The HTML comes sanitised from the server; it is
 * parsed once more into an inert document and stripped of what could run or load anything, and a
 * Content-Security-Policy forbids scripts, frames, fonts, styles from elsewhere and remote images
 * unless the reader allowed them.
 */

/** Elements that never belong in a message shown here. */
const DROPPED = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link, form';

/** Where images may come from: the server's own links (inline `cid:` parts) and, if allowed, anywhere. */
function imageSources(ownOrigins: readonly string[], remoteImages: boolean): string {
  const sources = remoteImages ? ['https:', 'http:', 'data:'] : ['data:', ...ownOrigins];
  return sources.join(' ');
}

/** The policy of the message's document. */
export function messagePolicy(ownOrigins: readonly string[], remoteImages: boolean): string {
  return [
    "default-src 'none'",
    "script-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    `img-src ${imageSources(ownOrigins, remoteImages)}`,
    "style-src 'unsafe-inline'",
    "font-src 'none'",
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** A `javascript:` or `vbscript:` URL, however spaced (browsers drop blanks and controls in URLs). */
function isScriptUrl(value: string): boolean {
  const start = Array.from(value.slice(0, 64))
    .filter((character) => character.charCodeAt(0) > 0x20)
    .join('');
  return /^(javascript|vbscript):/i.test(start);
}

/** The body's markup without scripts, frames, forms, event handlers or `javascript:` links. */
export function inertBody(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(DROPPED).forEach((element) => element.remove());
  doc.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of Array.from(element.attributes)) {
      const lowered = name.toLowerCase();
      if (lowered.startsWith('on') || lowered === 'srcdoc' || isScriptUrl(value))
        element.removeAttribute(name);
    }
  });
  return doc.body.innerHTML;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The whole `srcdoc`: the policy first, a readable default style, then the body. */
export function messageDocument(
  html: string,
  { ownOrigins, remoteImages }: { ownOrigins: readonly string[]; remoteImages: boolean },
): string {
  const policy = escapeAttribute(messagePolicy(ownOrigins, remoteImages));
  return [
    '<!doctype html><html><head>',
    `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
    '<meta charset="utf-8">',
    '<style>body{margin:8px;font:14px/1.5 system-ui,sans-serif;color:#1f2937;word-wrap:break-word}img{max-width:100%}</style>',
    '</head><body>',
    inertBody(html),
    '</body></html>',
  ].join('');
}
