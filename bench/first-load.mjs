#!/usr/bin/env node
// The client's first load: the gzip JavaScript a browser fetches for the first page after sign-in
// (the home page and its chart), measured from the built index.html, against a budget.
//
//   node bench/first-load.mjs [--dist <dir> | --out <dir>] [--budget <kB>] [--json]
//
// Without --dist it builds the client with its own Vite config (with a manifest) into --out, or a
// temporary directory removed afterwards, and fails on any build warning; --dist measures a build
// made before (with `vite build --manifest`). From index.html it takes the entry script and its
// modulepreloads, then follows the static imports of every chunk (the manifest's `imports`), and adds
// the chunks of the first page's own modules (lazy routes) with their static imports. Exits 1 over
// the budget or on a warning.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, '..', 'client');

/** kB of gzip JavaScript (1 kB = 1000 bytes, as Vite prints them). */
export const FIRST_LOAD_BUDGET_KB = 250;

/** The modules that make up the first page after sign-in: the home page and its chart. */
export const FIRST_PAGE_MODULES = [
  'src/features/home/home-page.tsx',
  'src/features/home/components/dashboard-chart.tsx',
];

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** Builds the client into `outDir`; returns the warnings Vite printed. */
function build(outDir) {
  const vite = path.join(path.dirname(fileURLToPath(import.meta.resolve('vite'))), '..', '..');
  const result = spawnSync(
    process.execPath,
    [path.join(vite, 'bin', 'vite.js'), 'build', '--manifest', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: clientDir,
      encoding: 'utf8',
      // What `npm start` builds, whatever the caller runs under (Jest sets NODE_ENV=test).
      env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`vite build failed:\n${output}`);
  // Vite prints its warnings as "(!) …", Rolldown's as "[WARN]" or "warning".
  return output.split('\n').filter((line) => /\(!\)|\bwarn(ing)?\b/i.test(line));
}

/** The chunks a first visit fetches, with their gzip sizes. */
export function measure(dist, pageModules = FIRST_PAGE_MODULES) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const fromHtml = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/?([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g),
  ].map((match) => match[1]);
  if (fromHtml.length === 0) throw new Error('index.html loads no module script.');

  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    for (const key of chunk?.imports ?? []) visit(manifest[key].file);
  };
  fromHtml.forEach(visit);
  const ownChunks = [];
  for (const source of pageModules) {
    // A module that is no manifest key lives inside a chunk already counted (or is unused).
    if (manifest[source]) {
      ownChunks.push(manifest[source].file);
      visit(manifest[source].file);
    }
  }
  const chunks = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const code = fs.readFileSync(path.join(dist, file));
      return { file, bytes: code.length, gzip: zlib.gzipSync(code).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const gzipKb = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) / 1000;
  return { chunks, gzipKb, ownChunks };
}

function main() {
  const budget = Number(option('--budget') ?? FIRST_LOAD_BUDGET_KB);
  const given = option('--dist');
  const out = option('--out');
  const dist = given ?? out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-first-load-'));
  try {
    const warnings = given ? [] : build(dist);
    const { chunks, gzipKb, ownChunks } = measure(dist);
    const over = gzipKb > budget;
    if (process.argv.includes('--json')) {
      console.log(JSON.stringify({ gzipKb, budget, over, warnings, chunks, ownChunks }));
    } else {
      for (const chunk of chunks) {
        console.log(`${(chunk.gzip / 1000).toFixed(2).padStart(8)} kB  ${chunk.file}`);
      }
      console.log(`first-load: ${gzipKb.toFixed(2)} kB gzip JavaScript (budget ${budget} kB)`);
      for (const warning of warnings) console.log(`build warning: ${warning}`);
    }
    if (over || warnings.length > 0) process.exitCode = 1;
  } finally {
    if (!given && !out) fs.rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
