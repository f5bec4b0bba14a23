import { HtmlSanitizer } from '../html-sanitizer';
import { SANITIZE_INPUT_CAP, storedSafeHtml } from '../inbox-html';

/** `bytes` of tags nested inside each other, the shape that costs sanitize-html the most. */
function nested(bytes: number): string {
  const open = '<div style="color: red"><p><span>Hi <b>there</b> <a href="https://a.test/">a</a>';
  const close = '</span></p></div>';
  const depth = Math.floor(bytes / (open.length + close.length));
  return `${open.repeat(depth)}deep${close.repeat(depth)}`;
}

/** The longest the event loop went without a turn while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('received HTML made safe off the event loop', () => {
  const sanitizer = new HtmlSanitizer();
  afterAll(() => sanitizer.close());

  it('cuts the input at its cap before sanitising', () => {
    const safe = storedSafeHtml(`<p>${'a'.repeat(SANITIZE_INPUT_CAP * 2)}</p>`);
    expect(safe.length).toBeLessThanOrEqual(SANITIZE_INPUT_CAP + 10);
  });

  it('sanitises 256 kB and 1 MB nested bodies in its worker, the event loop never held for long', async () => {
    await sanitizer.sanitize('<p>warm</p>');
    for (const bytes of [256 * 1024, 1024 * 1024]) {
      const html = nested(bytes);
      let safe: string | null = null;
      const started = performance.now();
      const stall = await longestStall(async () => {
        safe = await sanitizer.sanitize(html);
      });
      console.log(
        `${bytes / 1024} kB nested: ${(performance.now() - started).toFixed(0)} ms in the worker, event loop held at most ${stall.toFixed(0)} ms`,
      );
      expect([safe !== null, (safe ?? '').startsWith('<div style="color:red">')]).toEqual([
        true,
        true,
      ]);
      expect(stall).toBeLessThan(100);
    }
  }, 60_000);

  it('gives up on a body over its time budget, and the next body is made safe by a new worker', async () => {
    const hurried = new HtmlSanitizer(1);
    try {
      expect(await hurried.sanitize(nested(1024 * 1024))).toBeNull();
      const slow = new HtmlSanitizer(10_000);
      try {
        expect(await slow.sanitize('<p onclick="x()">ok<script>1</script></p>')).toBe('<p>ok</p>');
      } finally {
        await slow.close();
      }
    } finally {
      await hurried.close();
    }
  }, 60_000);
});
