import sanitizeHtml from 'sanitize-html';
import { sanitizeRenderedHtml } from '../message';

/** What a remote image becomes until the reader asks for images. */
const BLOCKED_IMAGE_TEXT = '[image hidden]';

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

/**
 * A received message's HTML as the inbox shows it: images decided first (a `cid:` image points
 * at its stored attachment, a remote one is replaced by a placeholder unless `showImages`, any
 * other is dropped), then the campaign bodies' allow-list (`message/sanitize-html.ts`): no
 * scripts, styles, frames, forms or SVG, no event handlers, `srcset` or `style` with `url()`,
 * links only http(s) and mailto (opened in a new tab, `noopener noreferrer`). The first pass only
 * rewrites images and links; the second is the guard.
 */
export function safeInboxHtml(html: string, options: InboxHtmlOptions): string {
  const images = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      // Their links open apart from the app, without telling the target where they came from.
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const cid = contentIdOf(src);
        const url = cid !== null ? options.inlineImageUrl(cid) : undefined;
        if (url) return { tagName, attribs: { ...attribs, src: url } };
        if (cid === null && /^https?:\/\//i.test(src) && options.showImages)
          return { tagName, attribs };
        options.onHidden?.();
        const alt = attribs.alt ? ` ${attribs.alt}` : '';
        return { tagName: 'span', attribs: {}, text: `${BLOCKED_IMAGE_TEXT}${alt}` };
      },
    },
  });
  return sanitizeRenderedHtml(images);
}
