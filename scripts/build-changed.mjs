#!/usr/bin/env node
// Builds the parts (common, client, server) whose sources changed since their last build.
// `npm start` builds all three before it runs the product; the benchmarks that run the built
// server build common and server: `node scripts/build-changed.mjs common server`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time below `dir` (ignoring node_modules and build output). */
function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

function builtAt(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

const PARTS = [
  { name: 'common', sources: ['common/src'], output: 'common/dist/index.js' },
  {
    name: 'client',
    sources: ['client/src', 'client/index.html', 'common/src'],
    output: 'client/dist/index.html',
  },
  { name: 'server', sources: ['server/src', 'common/src'], output: 'server/dist/main.js' },
];

/** Builds each named part whose sources are newer than its output; exits the process on failure. */
export function buildChanged(names = PARTS.map((part) => part.name)) {
  for (const part of PARTS.filter((p) => names.includes(p.name))) {
    const changed = Math.max(
      ...part.sources.map((source) => {
        const full = path.join(root, source);
        return fs.statSync(full).isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
      }),
    );
    if (changed > builtAt(path.join(root, part.output))) {
      console.log(`Building ${part.name}…`);
      const result = spawnSync('npm', ['run', 'build', '-w', part.name], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exit(result.status ?? 1);
      fs.utimesSync(path.join(root, part.output), new Date(), new Date());
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildChanged(process.argv.slice(2));
