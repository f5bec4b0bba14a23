#!/usr/bin/env node
// `npm start`: builds what changed since the last build, then runs the whole product (API + worker
// + client) in one process. Ctrl-C stops everything, the embedded Postgres included.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChanged } from './build-changed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Node's flags for the server, as the image and docker-compose.yml run it. */
const nodeFlags = JSON.parse(fs.readFileSync(path.join(root, 'server/node-flags.json'), 'utf8'));

buildChanged();

const server = spawn(process.execPath, [...nodeFlags, path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
