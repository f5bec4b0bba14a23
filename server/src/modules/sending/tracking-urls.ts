/**
 * The signed links a message carries (open pixel, clicks, unsubscribe). The tracking module's
 * `TrackingTokens` makes them and is what `createServices` hands in: the tracking module depends on
 * this one (a hit is a hit of a send), never the other way, so the shape is declared here.
 */
export interface TrackingTokens {
  /** The URLs of send `sendId` under the product's public address. */
  urls(publicUrl: string, sendId: string): TrackingUrls;
}

/**
 * Where a send's links point: the public URL with its host name replaced by the mailbox's
 * tracking domain (a CNAME to the public host, so the same server answers: same scheme, port and
 * path), else the public URL itself.
 */
export function trackingBase(publicUrl: string, trackingDomain: string | null): string {
  if (!trackingDomain) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = trackingDomain;
  return url.href.replace(/\/+$/, '');
}

export interface TrackingUrls {
  openPixel: string;
  click: (index: number) => string;
  unsubscribe: string;
}
