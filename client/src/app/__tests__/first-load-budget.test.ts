import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The first page after sign-in (the home page and its chart) is measured from a real production
// build of the client, as a browser would fetch it from index.html: bench/first-load.mjs.
const ROOT = path.resolve(__dirname, '../../../..');
const SCRIPT = path.join(ROOT, 'bench', 'first-load.mjs');
const BUDGET_KB = 250;

type Report = {
  gzipKb: number;
  budget: number;
  over: boolean;
  warnings: string[];
  chunks: { file: string; gzip: number }[];
  ownChunks: string[];
};

function firstLoad(args: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (!result.stdout) throw new Error(`first-load measure failed: ${result.stderr}`);
  return { status: result.status, report: JSON.parse(result.stdout) as Report };
}

describe('the first load', () => {
  let out: string;
  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-first-load-test-'));
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('builds without warnings, and the first page after sign-in stays within 250 kB of gzip JavaScript; over the budget fails', () => {
    const built = firstLoad(['--out', out, '--budget', String(BUDGET_KB)]);
    expect(built.report.warnings).toEqual([]);
    // The home page is a chunk of its own (a lazy route), counted with the app's frame.
    expect(built.report.ownChunks.some((file) => /home-page/.test(file))).toBe(true);
    expect(built.report.chunks.length).toBeGreaterThan(1);
    expect(built.report.gzipKb).toBeLessThanOrEqual(BUDGET_KB);
    expect(built.status).toBe(0);

    // The same build against a budget it exceeds: the measure fails.
    const tight = firstLoad(['--dist', out, '--budget', String(built.report.gzipKb - 1)]);
    expect(tight.report.over).toBe(true);
    expect(tight.status).toBe(1);
  }, 180_000);
});
