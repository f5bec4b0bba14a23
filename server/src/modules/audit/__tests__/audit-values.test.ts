import { storableLabel, storableMeta, storableUserAgent } from '../audit-values';

/** What an entry keeps can always be stored: capped, no NUL, no lone surrogate, never throws. */
it('caps and cleans labels, user agents and details, in linear time on 1 MB', () => {
  expect(storableLabel('a\u0000b\ud800c')).toBe('a\ufffdb\ufffdc');
  expect(storableLabel('😀')).toBe('😀');
  expect(storableLabel(undefined)).toBeNull();
  const mb = `${'\ud800'.repeat(512 * 1024)}${'x'.repeat(512 * 1024)}`;
  const started = process.hrtime.bigint();
  expect(storableLabel(mb)).toHaveLength(300);
  expect(storableUserAgent(mb)).toHaveLength(256);
  const meta = JSON.parse(storableMeta({ text: mb, nested: { deeper: { deepest: { x: 1 } } } }));
  expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(200);
  expect(meta.text).toHaveLength(300);
  expect(meta.nested).toEqual({ deeper: { deepest: null } });

  const cyclic: Record<string, unknown> = { n: 1n as unknown };
  cyclic.self = cyclic;
  expect(() => storableMeta(cyclic)).not.toThrow();
  expect(storableMeta({ many: Array.from({ length: 20 }, () => 'y'.repeat(300)) })).toBe(
    '{"truncated":true}',
  );
});
