import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { dataDir } from './env';

/**
 * A connection to the e2e server's embedded Postgres, for seeding what no screen creates yet (e.g.
 * an unsubscribe, which arrives through a recipient's link): the password is kept beside the data
 * directory and the port is in the running postmaster's pid file.
 */
export async function withDatabase<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const pgDir = join(dataDir(), 'postgres');
  const password = readFileSync(`${pgDir}.password`, 'utf8').trim();
  const port = Number(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new Client({
    host: '127.0.0.1',
    port,
    user: 'outbound',
    password,
    database: 'outbound',
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
