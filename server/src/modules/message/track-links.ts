const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** An attribute value as the browser reads it (sanitized HTML escapes only these). */
function decodeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
}

/**
 * Points every http(s) link of `html` (but the unsubscribe link) at its click-tracking URL, in
 * document order; answers the rewritten HTML and the original URLs by index.
 */
export function trackLinks(
  html: string,
  clickUrl: (index: number) => string,
  keep: string,
): { html: string; links: { index: number; url: string }[] } {
  const links: { index: number; url: string }[] = [];
  const rewritten = html.replace(
    // `[^<>]`: a tag ends at the next `<` at the latest, so the scan is linear even on raw HTML.
    /(<a\b[^<>]*?\shref=")(https?:\/\/[^"]+)(")/gi,
    (whole, before: string, href: string, after: string) => {
      const url = decodeAttribute(href);
      if (url === keep) return whole;
      const index = links.length;
      links.push({ index, url });
      return `${before}${clickUrl(index)}${after}`;
    },
  );
  return { html: rewritten, links };
}
