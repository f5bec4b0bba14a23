/** An open-pixel fetch or a link click, as the tracking endpoints saw it. */
export interface TrackingHitFacts {
  kind: 'open' | 'click';
  /** HTTP method: GET, or HEAD from link checkers. */
  method: string;
  userAgent: string | undefined;
  at: Date;
  /** When the message was handed to the mail server; null when not known to be delivered. */
  sentAt: Date | null;
}

export type AutomatedReason = 'head-request' | 'no-agent' | 'scanner-agent' | 'too-soon';

/** Opens this soon after delivery are a gateway or client prefetching the message, not a reader. */
const OPEN_MIN_DELAY_MS = 5_000;
/** Clicks this soon after delivery are a security scanner following every link. */
const CLICK_MIN_DELAY_MS = 2_000;

/**
 * Security gateways, link scanners, unfurlers, crawlers and scripts. Mail image proxies that fetch
 * on behalf of a reader who opened the message (Gmail's GoogleImageProxy, YahooMailProxy, Outlook's
 * "Microsoft Office" client) are real opens and deliberately absent.
 */
const SCANNER_AGENTS = new RegExp(
  [
    'barracuda',
    'mimecast',
    'proofpoint',
    'bingpreview',
    'safelinks',
    'messagelabs',
    'symantec',
    'forcepoint',
    'fireeye',
    'trendmicro',
    'sophos',
    'ironport',
    'zscaler',
    'cloudmark',
    'headlesschrome',
    'phantomjs',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'go-http-client',
    'okhttp',
    'java/',
    'apache-httpclient',
    'libwww-perl',
    'node-fetch',
    'axios/',
    'scrapy',
    'facebookexternalhit',
    'slackbot',
    'discordbot',
    'telegrambot',
    'whatsapp',
    'skypeuripreview',
    // "Googlebot/2.1", "bingbot/2.0" — a name ending in "bot" followed by its version.
    '[a-z]bot/',
    // "bot", "crawler" or "spider" as a word of its own (not "CUBOT", a phone maker).
    '\\b(?:bot|crawler|spider)\\b',
  ].join('|'),
  'i',
);

/**
 * Why an open or click looks automated, or null for a person. Automated hits are recorded with
 * `flagged: true`: kept for inspection, never counted, no effect on leads. The rules:
 * - a HEAD request (link checkers look without fetching);
 * - no User-Agent at all, or a known scanner, gateway, unfurler, crawler or script;
 * - an open within 5 s of delivery, a click within 2 s (gateways fetch as the message arrives).
 */
export function automatedReason(hit: TrackingHitFacts): AutomatedReason | null {
  return (
    requestReason(hit.method, hit.userAgent) ??
    (hit.sentAt && tooSoon(hit.kind, hit.at.getTime(), hit.sentAt.getTime()) ? 'too-soon' : null)
  );
}

/**
 * The rules that depend on the request alone (method and User-Agent), which a batch asks once per
 * distinct pair: a HEAD request, no User-Agent, or a known scanner's.
 */
export function requestReason(
  method: string,
  userAgent: string | undefined,
): AutomatedReason | null {
  if (method.toUpperCase() === 'HEAD') return 'head-request';
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return 'no-agent';
  if (SCANNER_AGENTS.test(agent)) return 'scanner-agent';
  return null;
}

/** Whether a hit at `atMs` came too soon after delivery at `sentAtMs` for a person (epoch ms). */
export function tooSoon(kind: 'open' | 'click', atMs: number, sentAtMs: number): boolean {
  return atMs - sentAtMs < (kind === 'open' ? OPEN_MIN_DELAY_MS : CLICK_MIN_DELAY_MS);
}
