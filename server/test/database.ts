import crypto from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';

const TEMPLATE_DATABASE = 'outbound_template';

function serverUrl(): string {
  const url = process.env.OUTBOUND_TEST_PG_URL;
  if (!url)
    throw new Error('OUTBOUND_TEST_PG_URL is not set: run server tests through jest (globalSetup)');
  return url;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  db: DataSource;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const db = createDataSource(url.toString(), { poolSize: 5 });
  await db.initialize();
  return {
    url: url.toString(),
    db,
    async drop() {
      if (db.isInitialized) await db.destroy();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
