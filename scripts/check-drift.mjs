#!/usr/bin/env node
// Fails when schema.graphql or the generated client code is not what the server and the client's
// GraphQL documents produce now: run `npm run codegen` and commit the result.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = ['schema.graphql', 'client/src/generated/graphql.tsx'];
const before = Object.fromEntries(
  files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
);
execFileSync('npm', ['run', '--silent', 'codegen'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The regenerated files stay in place, so `git diff` shows what changed.
const stale = files.filter(
  (file) => fs.readFileSync(path.join(root, file), 'utf8') !== before[file],
);
if (stale.length > 0) {
  console.error(`Out of date: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('schema.graphql and client/src/generated are up to date.');
