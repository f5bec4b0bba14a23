#!/usr/bin/env node
// `npm run bench [-- name…]`: runs the named benchmarks (all when none is named). Each prints its
// figures as ratios against a reference measured in the same run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const BENCHMARKS = {
  import: 'import.ts',
  'contact-search': 'contact-search.ts',
  tracking: 'tracking.ts',
  'campaign-list': 'campaign-list.ts',
  reports: 'reports.ts',
  recipients: 'recipients.ts',
  dispatch: 'dispatch.ts',
  mailboxes: 'mailboxes.ts',
  dashboard: 'dashboard.ts',
  leads: 'leads.ts',
  webhooks: 'webhooks.ts',
  inbox: 'inbox.ts',
  'first-load': 'first-load.mjs',
};
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(BENCHMARKS).join(', ')}`,
  );
  process.exit(1);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(BENCHMARKS)) {
  const result = spawnSync(
    process.execPath,
    ['-r', '@swc-node/register', path.join(here, BENCHMARKS[name])],
    { stdio: 'inherit', cwd: path.join(here, '..', 'server') },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
