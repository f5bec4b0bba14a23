import { REPLY_SNIPPET_LENGTH, replySnippet, snippetOfText } from '../reply-snippet';

describe('a reply snippet', () => {
  it('keeps the words above the quoted original, on one line', () => {
    const text = [
      'Hi Sam,',
      '',
      'Sounds   good, tell me more.',
      '> a line quoted inline',
      'Thursday works.',
      '',
      'On Mon, 5 Jan 2026 at 10:00, Sam Sender <sam@sender.test> wrote:',
      '> Hello Ada,',
      'Text below the attribution is quoted too.',
    ].join('\r\n');
    expect(snippetOfText(text)).toBe('Hi Sam, Sounds good, tell me more. Thursday works.');
  });

  it('stops at an attribution wrapped over two lines, or an Original Message separator', () => {
    expect(
      snippetOfText('Yes please.\nOn Mon, 5 Jan 2026 at 10:00 Sam Sender\n<s@x.test> wrote:\n> Hi'),
    ).toBe('Yes please.');
    expect(snippetOfText('Call me.\n-----Original Message-----\nFrom: Sam')).toBe('Call me.');
    // A sentence starting with "On" is no attribution.
    expect(snippetOfText('On Tuesday I am free.\nBest')).toBe('On Tuesday I am free. Best');
  });

  it('cuts a long reply at the snippet length', () => {
    const snippet = snippetOfText('word '.repeat(200));
    expect(snippet.length).toBeLessThanOrEqual(REPLY_SNIPPET_LENGTH);
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('reads an HTML-only reply as text, without its quoted block', () => {
    const html = `<div>Great, <b>let's talk</b> on <a href="https://x.test/a">Friday</a>.</div>
      <div class="gmail_quote"><div>On Mon, Sam wrote:</div>
      <blockquote>Hello Ada, our offer…</blockquote></div>`;
    expect(replySnippet({ text: undefined, html })).toBe("Great, let's talk on Friday.");
    expect(replySnippet({ text: '  \n', html: false })).toBeNull();
  });

  it('answers quickly for a 1 MB body, quoted or not', () => {
    const started = Date.now();
    for (const body of [
      'x'.repeat(1024 * 1024),
      '> quoted\n'.repeat(120_000),
      ' \t'.repeat(512 * 1024) + 'end',
      'On '.repeat(350_000),
    ]) {
      expect(typeof snippetOfText(body)).toBe('string');
      expect(replySnippet({ text: undefined, html: `<p>${body}</p>` })).not.toBe(undefined);
    }
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
