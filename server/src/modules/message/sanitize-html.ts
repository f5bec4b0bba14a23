import { findTemplateVariables } from '@outbound/common';
import sanitizeHtml from 'sanitize-html';

/**
 * A link or image address that is only a variable (`{{website}}`): checked again once rendered.
 * Found by the linear scan of the renderer, never by a backtracking pattern.
 */
function isVariableUrl(url: string): boolean {
  const variables = findTemplateVariables(url);
  return variables.length === 1 && variables[0].start === 0 && variables[0].end === url.length;
}

/** Safe inline styles: the editor's colours, sizes, fonts and alignment, never a `url(...)`. */
const STYLE_VALUE = /^(?!.*(url|expression|javascript|@import|\\))[#\w\s,.%()'"-]+$/i;
const ALLOWED_STYLES = Object.fromEntries(
  [
    'color',
    'background-color',
    'font-size',
    'font-family',
    'font-weight',
    'font-style',
    'text-decoration',
    'text-align',
    'line-height',
    'margin',
    'margin-left',
    'padding-left',
  ].map((property) => [property, [STYLE_VALUE]]),
);

/** The attributes with `name` set to `url` (in place), or without it when the URL was refused. */
function withUrl(
  attribs: sanitizeHtml.Attributes,
  name: string,
  url: string | undefined,
): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).flatMap(([key, value]) =>
      key !== name ? [[key, value]] : url === undefined ? [] : [[key, url]],
    ),
  );
}

function options(allowVariableUrls: boolean): sanitizeHtml.IOptions {
  /** Keeps an attribute's URL only when it is http(s) (or mailto for links), or a lone variable. */
  const keepUrl = (value: string | undefined, schemes: RegExp) => {
    const url = (value ?? '').trim();
    if (allowVariableUrls && isVariableUrl(url)) return url;
    return schemes.test(url) ? url : undefined;
  };
  return {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ins',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'span',
      'div',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'style'],
      p: ['style'],
      span: ['style'],
      div: ['style'],
      li: ['style'],
    },
    allowedStyles: { '*': ALLOWED_STYLES },
    // Checked by the transforms below, so that a variable standing for a URL survives storing.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: withUrl(attribs, 'href', keepUrl(attribs.href, /^(https?:\/\/|mailto:)/i)),
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: withUrl(attribs, 'src', keepUrl(attribs.src, /^https?:\/\//i)),
      }),
    },
    // An image without an address is nothing.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

const STORED = options(true);
const RENDERED = options(false);

/**
 * A message body as it is stored: only the editor's formatting (paragraphs, bold, italic,
 * underline, lists, links, images by URL, styled spans), without scripts, frames, event handlers,
 * `javascript:` or other non-web URLs. A link or image may be a lone `{{variable}}`.
 */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, STORED);
}

/**
 * A rendered body as it is shown or sent: the same allow-list, and a URL that came from a
 * recipient's variables must be a web (or mailto) address too.
 */
export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, RENDERED);
}
