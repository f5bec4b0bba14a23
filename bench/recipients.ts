/**
 * Recipients tab benchmark (issue 14, "Scale"): the reports benchmark's data (reports-data.ts) —
 * a campaign of BENCH_RECIPIENTS recipients (default 100,000) in two lists, 3 messages and
 * BENCH_CAMPAIGN_EVENTS events (default 1,000,000) among 499 other campaigns, whose events are
 * BENCH_EVENTS (default 1,000,000 here: the tab reads one campaign's rows, and the other
 * campaigns' events only make the indexes larger).
 *
 * Measured in process, after warm-up, p50 and p95 of BENCH_SAMPLES calls (default 60) of the
 * Recipients tab's call (`campaignRecipients.list`) at page 1 and page 20 (offset 950): no filter,
 * a common and a rare search, each event filter, the smaller list, and combined filters. Reference
 * in the same run: the campaign's row read by primary key. Target: p95 ≤ 50 ms each.
 * Then the export (`campaignRecipients.exportPage`, every page of 500) without a filter and with
 * the open filter, against COPY of the same rows' query. Last, linking both lists (100,000
 * recipients) to a new campaign, rolled back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import type { Caller } from '../server/src/modules/auth/caller';
import { addListRecipients } from '../server/src/modules/campaign/recipients/recipient-states';
import type { Services } from '../server/src/services';
import type { DataSize, Seeded } from './reports-data';
import { runCopy } from './reports-export';
import { seed, timings, withServices } from './reports';

const SIZE: DataSize = {
  bigRecipients: Number(process.env.BENCH_RECIPIENTS ?? 100_000),
  bigEvents: Number(process.env.BENCH_CAMPAIGN_EVENTS ?? 1_000_000),
  otherEvents: Number(process.env.BENCH_EVENTS ?? 1_000_000),
};
const TARGET_MS = 50;
const PAGE = 50;

const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;
const verdict = (holds: boolean) => (holds ? 'holds' : 'MISSED');

type Filter = { eventType?: string; text?: string; listId?: string };

/** The tab's filters measured: each alone, and some together. */
function filters(seeded: Seeded): [string, Filter][] {
  const smaller = seeded.listIds[1];
  return [
    ['no filter', {}],
    // Every contact's address is person<n>@company<n % 997>.com.
    ['common search "company1"', { text: 'company1' }],
    ['rare search "person4242@"', { text: 'person4242@' }],
    ...['lead', 'open', 'click', 'reply', 'bounce'].map((eventType): [string, Filter] => [
      `event ${eventType}`,
      { eventType },
    ]),
    ['smaller list', { listId: smaller }],
    ['event reply + smaller list', { eventType: 'reply', listId: smaller }],
    ['event open + search "company1"', { eventType: 'open', text: 'company1' }],
    [
      'event click + smaller list + search "company"',
      { eventType: 'click', listId: smaller, text: 'company' },
    ],
  ];
}

async function measureTab(services: Services, caller: Caller, seeded: Seeded, reference: number) {
  for (const [name, filter] of filters(seeded)) {
    for (const page of [1, 20]) {
      const run = () =>
        services.campaignRecipients.list(caller, {
          campaignId: seeded.campaignId,
          ...filter,
          offset: (page - 1) * PAGE,
          limit: PAGE,
        });
      const answer = await run();
      const t = await timings(run);
      console.log(
        `  ${name}, page ${page}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms (${(t.p95 / reference).toFixed(0)}× the reference; target p95 ≤ ${TARGET_MS} ms: ${verdict(t.p95 <= TARGET_MS)}) [${answer.recipients.length} of ${answer.total.toLocaleString('en')}]`,
      );
    }
  }
}

/**
 * Linking the campaign's two lists (100,000 members) to a new campaign, as the app links a list
 * (`addListRecipients`: one INSERT … SELECT per list, then the counts), in a transaction rolled
 * back: what writing each recipient's address and its index entries costs.
 */
async function measureLinking(database: DataSource, seeded: Seeded) {
  const runner = database.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const [copy] = await runner.query(
      `INSERT INTO campaign SELECT (jsonb_populate_record(NULL::campaign,
                to_jsonb(c) || jsonb_build_object('id', gen_random_uuid()))).*
         FROM campaign c WHERE c.id = $1 RETURNING id`,
      [seeded.campaignId],
    );
    const started = process.hrtime.bigint();
    for (const listId of seeded.listIds) await addListRecipients(runner.manager, copy.id, listId);
    const linked = seconds(started);
    const [{ count }] = await runner.query(
      `SELECT count(*)::int AS count FROM campaign_recipient WHERE campaign_id = $1`,
      [copy.id],
    );
    console.log(
      `  linking both lists to a new campaign: ${(linked * 1000).toFixed(0)} ms for ${count.toLocaleString('en')} recipients`,
    );
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

/** The export's rows as one query, for COPY: the same columns the export pages read. */
function copyQuery(campaignId: string, eventType: string | null): string {
  const event = eventType
    ? `AND EXISTS (SELECT 1 FROM email_event e WHERE e.recipient_id = r.id
                     AND e.type = '${eventType}' AND NOT e.flagged)`
    : '';
  return `SELECT ct.email::text, r.created_at, r.last_sent_at, r.paused, r.state, m.data
            FROM campaign_recipient r
            JOIN contact ct ON ct.id = r.contact_id
            LEFT JOIN contact_list_member m ON m.list_id = r.list_id AND m.contact_id = r.contact_id
           WHERE r.campaign_id = '${campaignId}' ${event}
           ORDER BY r.created_at, r.id`;
}

async function measureExport(url: string, services: Services, caller: Caller, seeded: Seeded) {
  for (const eventType of [null, 'open']) {
    let rows = 0;
    let pages = 0;
    const started = process.hrtime.bigint();
    let after: string | null = null;
    do {
      const page = await services.campaignRecipients.exportPage(caller, {
        campaignId: seeded.campaignId,
        eventType,
        after,
      });
      rows += page.recipients.length;
      pages += 1;
      after = page.next;
    } while (after);
    const exported = seconds(started);
    const copy = await runCopy(url, copyQuery(seeded.campaignId, eventType));
    console.log(
      `  export${eventType ? ` (event ${eventType})` : ''}: ${exported.toFixed(2)} s for ${rows.toLocaleString('en')} rows in ${pages} pages of 500; COPY of the same rows ${copy.seconds.toFixed(2)} s (${copy.rows.toLocaleString('en')} rows); ratio ${(exported / copy.seconds).toFixed(1)}× COPY`,
    );
  }
}

async function measure(url: string, root: string, seeded: Seeded) {
  await withServices(url, root, seeded, async ({ services, caller, database, referenceP95 }) => {
    await measureTab(services, caller, seeded, referenceP95);
    await measureExport(url, services, caller, seeded);
    await measureLinking(database, seeded);
  });
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const total = process.hrtime.bigint();
  try {
    const url = await ensureDatabase(pg.url, 'bench');
    await (await openDatabase(url)).destroy(); // migrated
    console.log(
      `recipients: a campaign of ${SIZE.bigRecipients.toLocaleString('en')} recipients (2 lists, 3 messages) and ${SIZE.bigEvents.toLocaleString('en')} events among ${SIZE.otherEvents.toLocaleString('en')} events of 499 other campaigns; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`,
    );
    const seeded = await seed(url, SIZE);
    await measure(url, root, seeded);
    console.log(`  whole benchmark: ${seconds(total).toFixed(0)} s`);
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
