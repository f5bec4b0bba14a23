#!/usr/bin/env node
// `npm start`: builds what changed since the last build, then runs the whole product (API + worker
// + client) in one process. Ctrl-C stops everything, the embedded Postgres included.
import { spawn, spawnSync } from 'node:child_process';
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

const parts = [
  { name: 'common', sources: ['common/src'], output: 'common/dist/index.js' },
  {
    name: 'client',
    sources: ['client/src', 'client/index.html', 'common/src'],
    output: 'client/dist/index.html',
  },
  { name: 'server', sources: ['server/src', 'common/src'], output: 'server/dist/main.js' },
];
for (const part of parts) {
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

const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
