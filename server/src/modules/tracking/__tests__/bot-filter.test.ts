import { automatedReason, type TrackingHitFacts } from '../bot-filter';

const SENT = new Date('2025-03-01T10:00:00Z');
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function facts(overrides: Partial<TrackingHitFacts> = {}): TrackingHitFacts {
  return {
    kind: 'open',
    method: 'GET',
    userAgent: BROWSER,
    at: new Date(SENT.getTime() + 60_000),
    sentAt: SENT,
    ...overrides,
  };
}

const after = (ms: number) => new Date(SENT.getTime() + ms);

describe('automatedReason', () => {
  it('takes a browser or mail client a while after delivery for a person', () => {
    expect(automatedReason(facts())).toBeNull();
    expect(automatedReason(facts({ kind: 'click' }))).toBeNull();
    expect(
      automatedReason(facts({ userAgent: 'Microsoft Office/16.0 (Microsoft Outlook 16.0.17328)' })),
    ).toBeNull();
    // A phone maker whose name ends in "bot".
    expect(
      automatedReason(
        facts({ userAgent: 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) Chrome/120.0 Mobile' }),
      ),
    ).toBeNull();
  });

  it("counts mail providers' image proxies: they fetch when the reader opens", () => {
    for (const userAgent of [
      'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)',
      'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html',
    ])
      expect(automatedReason(facts({ userAgent }))).toBeNull();
  });

  it('flags opens within 5 s and clicks within 2 s of delivery', () => {
    expect(automatedReason(facts({ at: after(4_999) }))).toBe('too-soon');
    expect(automatedReason(facts({ at: after(5_000) }))).toBeNull();
    expect(automatedReason(facts({ kind: 'click', at: after(1_999) }))).toBe('too-soon');
    expect(automatedReason(facts({ kind: 'click', at: after(2_000) }))).toBeNull();
    // Delivery time unknown: no timing rule.
    expect(automatedReason(facts({ sentAt: null, at: SENT }))).toBeNull();
  });

  it('flags security gateways, link scanners, crawlers and scripts', () => {
    for (const userAgent of [
      'Barracuda Sentinel (EE)',
      'Mozilla/5.0 (compatible; Mimecast URL Protect)',
      'Proofpoint URL Defense',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/534+ (KHTML, like Gecko) BingPreview/1.0b',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Go-http-client/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    ])
      expect({ userAgent, reason: automatedReason(facts({ userAgent })) }).toEqual({
        userAgent,
        reason: 'scanner-agent',
      });
  });

  it('flags HEAD requests and requests without a User-Agent', () => {
    expect(automatedReason(facts({ method: 'HEAD' }))).toBe('head-request');
    expect(automatedReason(facts({ kind: 'click', method: 'head' }))).toBe('head-request');
    expect(automatedReason(facts({ userAgent: undefined }))).toBe('no-agent');
    expect(automatedReason(facts({ userAgent: '  ' }))).toBe('no-agent');
  });
});
