import sanitizeHtml from 'sanitize-html';
import { sanitizeRenderedHtml } from '../message/sanitize-html';

/** What a remote image becomes until the reader asks for images. */
const BLOCKED_IMAGE_TEXT = '[image hidden]';

/**
 * The version of what `storedSafeHtml` makes: raise it when the allow-list or the image rules
 * change, and mail stored before is made safe again (from its stored original) when next read.
 */
export const SAFE_HTML_VERSION = 1;

/**
 * Characters of a received HTML body given to the sanitiser, at most: what is stored of a body
 * (`BODY_CAP`, 256 kB). Measured on deeply nested HTML: ~150 ms at 256 kB, ~550 ms at 1 MB, so it
 * runs in a worker thread (`html-sanitizer.ts`), never on the event loop.
 */
export const SANITIZE_INPUT_CAP = 256 * 1024;

/**
 * Images as stored: a `cid:` image points at `CID_IMAGE` + its Content-ID (URI-encoded), any
 * image that is neither `cid:` nor http(s) at `HIDDEN_IMAGE`. These reserved `.invalid` addresses
 * (RFC 2606) pass the allow-list and are resolved when the message is shown.
 */
const IMAGE_BASE = 'https://inbox-image.invalid/';
const CID_IMAGE = `${IMAGE_BASE}cid/`;
const HIDDEN_IMAGE = `${IMAGE_BASE}hidden`;

interface InboxHtmlOptions {
  /** Whether remote (http/https) images are kept: the reader asked for them. */
  showImages: boolean;
  /** Where a `cid:` image of the message is served from; undefined when it has no such part. */
  inlineImageUrl: (contentId: string) => string | undefined;
  /** Told when an image was replaced by the placeholder. */
  onHidden?: () => void;
}

/** `cid:<id>` (RFC 2392, percent-encoded) as the Content-ID stored, without angle brackets. */
function contentIdOf(src: string): string | null {
  if (!/^cid:/i.test(src)) return null;
  try {
    return decodeURIComponent(src.slice(4)).replace(/^<|>$/g, '');
  } catch {
    return null;
  }
}

/** The stored address of an image: its own (http/s), or a reserved one resolved when shown. */
function storedImageSrc(src: string): string {
  const cid = contentIdOf(src);
  if (cid !== null) return `${CID_IMAGE}${encodeURIComponent(cid)}`;
  if (/^https?:\/\//i.test(src) && !src.toLowerCase().startsWith(IMAGE_BASE)) return src;
  return HIDDEN_IMAGE;
}

/**
 * A received message's HTML as it is stored, made safe once (in a worker: `html-sanitizer.ts`):
 * images given their stored address (above), links opening apart from the app without telling
 * the target where they came from, then the campaign bodies' allow-list
 * (`message/sanitize-html.ts`): no scripts, styles, frames, forms or SVG, no event handlers,
 * `srcset` or `style` with `url()`, links only http(s) and mailto. The first pass only rewrites
 * images and links; the second is the guard. The input is cut at `SANITIZE_INPUT_CAP` first.
 */
export function storedSafeHtml(html: string): string {
  const images = sanitizeHtml(html.slice(0, SANITIZE_INPUT_CAP), {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: storedImageSrc((attribs.src ?? '').trim()) },
      }),
    },
  });
  return sanitizeRenderedHtml(images);
}

/** Every `<img …>` of a stored body: the sanitiser escapes `>` inside attribute values. */
const IMG_TAG = /<img\s[^>]*>/g;
const SRC_ATTR = /\ssrc="([^"]*)"/;
const ALT_ATTR = /\salt="([^"]*)"/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A stored safe body as the reader sees it, in one linear pass over its `<img>` tags (the body is
 * not parsed again): a `cid:` image points at its stored attachment (a signed link), a remote one
 * stays only when `showImages`, any other becomes the placeholder `[image hidden] <alt>`.
 */
export function shownInboxHtml(safe: string, options: InboxHtmlOptions): string {
  return safe.replace(IMG_TAG, (tag) => {
    const src = SRC_ATTR.exec(tag)?.[1] ?? '';
    if (src.startsWith(CID_IMAGE)) {
      let url: string | undefined;
      try {
        url = options.inlineImageUrl(decodeURIComponent(src.slice(CID_IMAGE.length)));
      } catch {
        url = undefined;
      }
      if (url) return tag.replace(SRC_ATTR, ` src="${escapeAttribute(url)}"`);
    } else if (src !== HIDDEN_IMAGE && options.showImages) {
      return tag;
    }
    options.onHidden?.();
    const alt = ALT_ATTR.exec(tag)?.[1];
    return `<span>${BLOCKED_IMAGE_TEXT}${alt ? ` ${alt}` : ''}</span>`;
  });
}

/** Both steps at once: a received body made safe and shown (as stored, then as read). */
export function safeInboxHtml(html: string, options: InboxHtmlOptions): string {
  return shownInboxHtml(storedSafeHtml(html), options);
}
