import { safeInboxHtml } from '../inbox-html';

const MALICIOUS = [
  '<script>alert(1)</script>',
  '<p onclick="alert(2)" onmouseover="alert(3)">Click</p>',
  '<a href="javascript:alert(4)">js</a>',
  '<a href="JaVaScRiPt&colon;alert(5)">js2</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">data</a>',
  '<style>body { background: url(https://tracker.test/css.gif) }</style>',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '<div style="background-image: url(https://tracker.test/bg.gif)">bg</div>',
  '<span style="color: red; behavior: url(x.htc)">styled</span>',
  '<img src="https://tracker.test/pixel.gif" width="1" height="1">',
  '<img src="x" srcset="https://tracker.test/a.gif 1x, https://tracker.test/b.gif 2x">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<svg onload="alert(7)"><script>alert(8)</script><image href="https://tracker.test/svg.gif"/></svg>',
  '<iframe src="https://evil.test/"></iframe>',
  '<form action="https://evil.test/"><input name="password"></form>',
  '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/y">',
  '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
  '<base href="https://evil.test/">',
  '<p>Kind <b>regards</b>, <a href="https://ada.test/">Ada</a></p>',
].join('\n');

const inlineImageUrl = (cid: string) =>
  cid === 'logo@ada.test' ? 'http://outbound.test/v1/inbox/attachments/1?signature=s' : undefined;

describe('a received message made safe to show', () => {
  const html = safeInboxHtml(MALICIOUS, { showImages: false, inlineImageUrl });

  it.each([
    'script',
    'onclick',
    'onmouseover',
    'onload',
    'javascript',
    'data:',
    '<style',
    '<link',
    'url(',
    'behavior',
    'srcset',
    'tracker.test',
    '<svg',
    '<iframe',
    '<form',
    '<input',
    '<object',
    '<embed',
    '<meta',
    '<base',
    'evil.test',
    'alert',
  ])('has no %s', (needle) => {
    expect(html.toLowerCase()).not.toContain(needle);
  });

  it('keeps the text and the web links', () => {
    expect(html).toContain(
      '<p>Kind <b>regards</b>, <a href="https://ada.test/" target="_blank" rel="noopener noreferrer nofollow">Ada</a></p>',
    );
    expect(html).toContain('<span style="color:red">styled</span>');
  });

  it('replaces remote images by a placeholder until asked', () => {
    expect(html).toContain('[image hidden]');
    let hidden = 0;
    safeInboxHtml('<img src="https://ada.test/photo.jpg">', {
      showImages: false,
      inlineImageUrl,
      onHidden: () => (hidden += 1),
    });
    expect(hidden).toBe(1);
    const shown = safeInboxHtml('<img src="https://ada.test/photo.jpg" onerror="alert(1)">', {
      showImages: true,
      inlineImageUrl,
    });
    expect(shown).toBe('<img src="https://ada.test/photo.jpg" />');
  });

  it('serves cid: images from their stored attachment, and drops unknown ones', () => {
    const inline = safeInboxHtml('<img src="cid:logo@ada.test" alt="Logo"><img src="cid:other">', {
      showImages: false,
      inlineImageUrl,
    });
    expect(inline).toContain(
      '<img src="http://outbound.test/v1/inbox/attachments/1?signature=s" alt="Logo" />',
    );
    expect(inline).not.toContain('cid:');
  });

  it('reads a huge hostile body in linear time', () => {
    const hostile = '<a href="'.repeat(20_000) + '<p style="'.repeat(20_000);
    const started = Date.now();
    safeInboxHtml(hostile, { showImages: false, inlineImageUrl });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
