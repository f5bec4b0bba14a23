/**
 * The signed links a message carries (open pixel, clicks, unsubscribe). The tracking module's
 * `TrackingTokens` makes them and is what `createServices` hands in: the tracking module depends on
 * this one (a hit is a hit of a send), never the other way, so the shape is declared here.
 */
export interface TrackingTokens {
  /** The URLs of send `sendId` under the product's public address. */
  urls(publicUrl: string, sendId: string): TrackingUrls;
}

export interface TrackingUrls {
  openPixel: string;
  click: (index: number) => string;
  unsubscribe: string;
}
