import { templateVariables } from '@outbound/common';
import { recipientVariables } from '../../campaign/lists/campaign-lists.service';
import { renderMessage, renderTemplate, stepSubject } from '../render';
import { sanitizeMessageHtml, sanitizeRenderedHtml } from '../sanitize-html';

const UNSUBSCRIBE = 'http://outbound.test/unsubscribe/test';

describe('renderTemplate', () => {
  it('replaces variables (spaces inside the braces and in names allowed), missing ones with nothing', () => {
    const text = 'Hi {{ First Name }}, {{company}} / {{missing}}!';
    expect(
      renderTemplate(
        text,
        { 'First Name': 'Ada', company: 'ACME' },
        { html: false, unsubscribeUrl: UNSUBSCRIBE },
      ),
    ).toBe('Hi Ada, ACME / !');
    expect(templateVariables(text)).toEqual(['First Name', 'company', 'missing']);
  });

  it('renders a fallback when the value is empty, and reports variables left empty without one', () => {
    const missing = new Set<string>();
    const options = { html: false, unsubscribeUrl: UNSUBSCRIBE, missing };
    const text = 'Hi {{ First Name | there }}, {{company|}}{{title}} {{unsubscribe_url|x}}';
    expect(renderTemplate(text, { 'First Name': '  ', company: null }, options)).toBe(
      `Hi there,  ${UNSUBSCRIBE}`,
    );
    expect([...missing]).toEqual(['title']);
    expect(renderTemplate(text, { 'First Name': 'Ada', title: 'CTO' }, options)).toBe(
      `Hi Ada, CTO ${UNSUBSCRIBE}`,
    );
    expect(templateVariables(text)).toEqual(['First Name', 'company', 'title', 'unsubscribe_url']);
  });

  it('keeps an HTML fallback as the template wrote it and escapes values', () => {
    const html = { html: true, unsubscribeUrl: UNSUBSCRIBE };
    expect(renderTemplate('<p>{{who|you &amp; yours}}</p>', {}, html)).toBe(
      '<p>you &amp; yours</p>',
    );
    expect(renderTemplate('<p>{{who|x}}</p>', { who: 'A&B' }, html)).toBe('<p>A&amp;B</p>');
  });

  it('takes no variable from braces longer than the cap', () => {
    const long = `{{name|${'x'.repeat(600)}}}`;
    expect(templateVariables(long)).toEqual([]);
    expect(
      renderTemplate(long, { name: 'Ada' }, { html: false, unsubscribeUrl: UNSUBSCRIBE }),
    ).toBe(long);
  });

  it('answers the missing variables of a message, subject and body', () => {
    const rendered = renderMessage({
      subject: 'For {{company}}',
      body: '<p>Hi {{First Name}}, {{title|friend}}</p>',
      mimeType: 'text/html',
      variables: { company: 'ACME' },
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(rendered.missing).toEqual(['First Name']);
    expect(rendered.text).toBe('Hi , friend');
  });

  it('escapes values in HTML and leaves them as they are in text', () => {
    const variables = { name: '<b>Tom & "Jerry"</b>' };
    expect(
      renderTemplate('<p>{{name}}</p>', variables, { html: true, unsubscribeUrl: UNSUBSCRIBE }),
    ).toBe('<p>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</p>');
    expect(
      renderTemplate('{{name}}', variables, { html: false, unsubscribeUrl: UNSUBSCRIBE }),
    ).toBe('<b>Tom & "Jerry"</b>');
  });

  it('points unsubscribe_url at the URL given, whatever the recipient has', () => {
    expect(
      renderTemplate(
        '<a href="{{unsubscribe_url}}">stop</a>',
        { unsubscribe_url: 'http://evil.test' },
        { html: true, unsubscribeUrl: UNSUBSCRIBE },
      ),
    ).toBe(`<a href="${UNSUBSCRIBE}">stop</a>`);
  });
});

describe('recipient variables through a list mapping', () => {
  it('reads columns by name without a mapping, and variable v from column mapping[v] with one', () => {
    const data = { Email: 'a@x.test', 'Given name': 'Ada', Firm: 'ACME' };
    expect(recipientVariables(null, data)).toEqual(data);
    const mapped = recipientVariables(
      { email: 'Email', first_name: 'Given name', city: 'Town' },
      data,
    );
    expect(mapped).toEqual({ email: 'a@x.test', first_name: 'Ada', city: '' });
    expect(
      renderTemplate('{{first_name}} at {{email}}', mapped, {
        html: false,
        unsubscribeUrl: UNSUBSCRIBE,
      }),
    ).toBe('Ada at a@x.test');
  });
});

describe('renderMessage', () => {
  it('renders an HTML message with a text alternative and the signature', () => {
    const rendered = renderMessage({
      subject: 'Hello {{name}}\r\nBcc: x@evil.test',
      body: '<p>Dear {{name}},</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
      mimeType: 'text/html',
      variables: { name: 'Ada <3' },
      unsubscribeUrl: UNSUBSCRIBE,
      signature: 'Bob\nSales & Co',
    });
    expect(rendered.subject).toBe('Hello Ada <3 Bcc: x@evil.test');
    expect(rendered.html).toBe(
      `<p>Dear Ada &lt;3,</p><p><a href="${UNSUBSCRIBE}">Unsubscribe</a></p>` +
        '<br /><div>Bob<br />Sales &amp; Co</div>',
    );
    expect(rendered.text).toContain('Dear Ada <3,');
    expect(rendered.text).toContain(`Unsubscribe [${UNSUBSCRIBE}]`);
    expect(rendered.text).toContain('Sales & Co');
  });

  it('renders a plain-text message as text, values untouched', () => {
    const rendered = renderMessage({
      subject: 'Hi {{name}}',
      body: 'Dear {{name}}, <b>not markup</b>\nUnsubscribe: {{unsubscribe_url}}',
      mimeType: 'text/plain',
      variables: { name: 'Ada & Bob' },
      unsubscribeUrl: UNSUBSCRIBE,
      signature: 'Bob',
    });
    expect(rendered).toEqual({
      missing: [],
      subject: 'Hi Ada & Bob',
      text: `Dear Ada & Bob, <b>not markup</b>\nUnsubscribe: ${UNSUBSCRIBE}\n\nBob`,
    });
  });

  it('drops a link a recipient value turned into javascript:', () => {
    const rendered = renderMessage({
      subject: 's',
      body: '<p><a href="{{site}}">site</a></p>',
      mimeType: 'text/html',
      variables: { site: 'javascript:alert(1)' },
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(rendered.html).toBe('<p><a>site</a></p>');
  });

  it('gives follow-ups the first subject with Re:', () => {
    expect(stepSubject('Quick question', 1)).toBe('Quick question');
    expect(stepSubject('Quick question', 3)).toBe('Re: Quick question');
  });
});

describe('sanitizing message HTML', () => {
  it('removes scripts, frames, event handlers, javascript: and style URLs', () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script></p>' +
      '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)">' +
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a>' +
      '<a href="&#106;avascript:alert(1)">c</a><a href="data:text/html,x">d</a>' +
      '<iframe src="https://evil.test">frame text</iframe><object data="x"></object>' +
      '<span style="background-image: url(https://evil.test/x.png); color: red">s</span>' +
      '<div style="width: expression(alert(1))">d</div><style>p{}</style><h1>Title</h1>';
    expect(sanitizeMessageHtml(dirty)).toBe(
      '<p>Hi</p><a>a</a><a>b</a><a>c</a><a>d</a>' +
        '<span style="color:red">s</span><div>d</div>Title',
    );
  });

  it('keeps the editor’s formatting, web links, images by URL and variable links', () => {
    const clean =
      '<p style="text-align:center">Hi <strong>{{name}}</strong> <b>b</b> <em>e</em> <i>i</i> ' +
      '<u>u</u> <ins>ins</ins><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<a href="https://example.test/?a=1&amp;b=2">web</a><a href="mailto:a@example.test">mail</a>' +
      '<a href="{{unsubscribe_url}}">stop</a>' +
      '<img src="https://example.test/i.png" alt="logo" /><div><span style="color:#ff0000">red</span></div>';
    expect(sanitizeMessageHtml(clean)).toBe(clean);
  });

  it('lets a lone variable stand for a URL only until it is rendered', () => {
    expect(sanitizeMessageHtml('<img src="{{photo}}" />')).toBe('<img src="{{photo}}" />');
    expect(sanitizeRenderedHtml('<img src="{{photo}}" />')).toBe('');
  });
});
