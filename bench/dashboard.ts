/**
 * Dashboard benchmark: the home page (`services.dashboard.get`) of a workspace of 50 mailboxes and
 * 500 campaigns (one of BENCH_RECIPIENTS recipients, default 100,000, started, 3 steps), over
 * BENCH_EVENTS events (default 1,000,000) of its campaigns; half the big campaign has had its
 * first message and waits for a follow-up. The page reads counters, the latest replies and leads
 * index and the mailboxes' state (today per mailbox replays the sending calendar's forecast): its
 * time must depend neither on the events nor on the size of a campaign.
 * Reference, in the same run: the bare read of the workspace's mailboxes.
 * Prints p50/p95 of the page and of its today per mailbox (target: p95 ≤ 50 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import type { Caller } from '../server/src/modules/auth/caller';
import { createServices } from '../server/src/services';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const MAILBOXES = 50;
const CAMPAIGNS = 500;
const RUNS = 41;
const ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'UTC', 'Australia/Sydney'];

type Db = Awaited<ReturnType<typeof openDatabase>>;

/** 50 mailboxes, 500 campaigns of 3 steps (a fifth started), the big one first. */
async function seedCampaigns(db: Db, workspaceId: string, userId: string): Promise<string> {
  const prefs = Array.from({ length: MAILBOXES }, (_, i) =>
    JSON.stringify(DEFAULT_SENDING_PREFERENCE(ZONES[i % ZONES.length])),
  );
  await db.query(
    `INSERT INTO mail_account (workspace_id, type, email, name, credentials, sending_preference,
                               created_at)
     SELECT $1, 'smtp', 'sender' || i || '@example.com', 'Sender ' || i, 'v1:none',
            ($2::jsonb[])[i], now() - make_interval(mins => 100 - i)
       FROM generate_series(1, $3) i`,
    [workspaceId, prefs, MAILBOXES],
  );
  await db.query(
    `INSERT INTO campaign (workspace_id, name, status, mail_account_id, created_by, created_at)
     SELECT $1, 'Campaign ' || i,
            CASE WHEN i = 1 THEN 'started'
                 ELSE (ARRAY['draft','started','paused','complete','scheduled'])[1 + i % 5] END,
            (SELECT array_agg(id ORDER BY created_at) FROM mail_account WHERE workspace_id = $1)
              [1 + i % ${MAILBOXES}],
            $2, now() - make_interval(mins => 1000 - i)
       FROM generate_series(1, $3) i`,
    [workspaceId, userId, CAMPAIGNS],
  );
  await db.query(
    `INSERT INTO step (campaign_id, workspace_id, position, subject, body, delay_days)
     SELECT c.id, c.workspace_id, p, 'Hello', '<p>Hi</p>', CASE WHEN p = 1 THEN 0 ELSE 3 END
       FROM campaign c, generate_series(1, 3) p WHERE c.workspace_id = $1`,
    [workspaceId],
  );
  const [big] = await db.query(
    `SELECT id FROM campaign WHERE workspace_id = $1 AND name = 'Campaign 1'`,
    [workspaceId],
  );
  return big.id;
}

/** The big campaign's recipients (half sent their first message), 20 for every other one. */
async function seedRecipients(db: Db, workspaceId: string, bigId: string): Promise<void> {
  await db.query(
    `INSERT INTO contact (workspace_id, email) SELECT $1, 'c' || i || '@prospect.test'
       FROM generate_series(1, $2) i`,
    [workspaceId, RECIPIENTS],
  );
  const [list] = await db.query(
    `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count)
     VALUES ($1, 'Big', '{email}', $2) RETURNING id`,
    [workspaceId, RECIPIENTS],
  );
  await db.query(
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id)
     SELECT $1, $2, id, $3 FROM contact WHERE workspace_id = $1`,
    [workspaceId, bigId, list.id],
  );
  await db.query(
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id)
     SELECT $1, c.id, ct.id, $2 FROM campaign c
       CROSS JOIN LATERAL (SELECT id FROM contact WHERE workspace_id = $1
                            ORDER BY id OFFSET (abs(hashtext(c.id::text)) % 1000) LIMIT 20) ct
      WHERE c.workspace_id = $1 AND c.id <> $3`,
    [workspaceId, list.id, bigId],
  );
  // Half the big campaign sent its first message over the last 30 days.
  await db.query(
    `WITH sent AS (
       UPDATE campaign_recipient r SET next_position = 2,
              mail_account_id = (SELECT mail_account_id FROM campaign WHERE id = $1),
              next_send_at = now() + make_interval(hours => (abs(hashtext(r.id::text)) % 96)),
              last_sent_at = now() - make_interval(mins => abs(hashtext(r.id::text)) % 43000)
        WHERE r.campaign_id = $1 AND abs(hashtext(r.id::text)) % 2 = 0
        RETURNING r.id, r.last_sent_at)
     INSERT INTO send (workspace_id, campaign_id, step_id, recipient_id, mail_account_id, position,
                       message_id, state, claimed_at, smtp_started_at, sent_at)
     SELECT $2, $1, s.id, sent.id, c.mail_account_id, 1, gen_random_uuid()::text, 'sent',
            sent.last_sent_at, sent.last_sent_at, sent.last_sent_at
       FROM sent JOIN campaign c ON c.id = $1 JOIN step s ON s.campaign_id = $1 AND s.position = 1`,
    [bigId, workspaceId],
  );
}

/** The events (a tenth of them replies and leads) and the counters the recorder would keep. */
async function seedEvents(db: Db, workspaceId: string): Promise<void> {
  await db.query(
    `INSERT INTO email_event (workspace_id, campaign_id, recipient_id, contact_id, type, created_at)
     SELECT $1, r.campaign_id, r.id, r.contact_id,
            (ARRAY['sent','open','open','click','sent','open','sent','click','reply','lead'])[1 + i % 10],
            now() - make_interval(secs => i * 3)
       FROM generate_series(1, $2) i
       JOIN LATERAL (SELECT id, campaign_id, contact_id FROM campaign_recipient
                      WHERE workspace_id = $1 ORDER BY id OFFSET (i % 1000) LIMIT 1) r ON true`,
    [workspaceId, EVENTS],
  );
  await db.query(
    `INSERT INTO workspace_timeline_counter (workspace_id, bucket, messages, sent, open, click, reply, bounce, lead)
     SELECT $1, b, 40, 30, 12, 3, 1, 1, 1
       FROM generate_series(date_bin('15 minutes', now() - interval '40 days', TIMESTAMPTZ '2000-01-01'),
                            now(), interval '15 minutes') b`,
    [workspaceId],
  );
  await db.query(
    `INSERT INTO mailbox_day_counter (mail_account_id, day, workspace_id, messages, bounce)
     SELECT m.id, d::date, $1, 50, 1 + abs(hashtext(m.id::text)) % 5
       FROM mail_account m, generate_series(now() - interval '10 days', now(), interval '1 day') d
      WHERE m.workspace_id = $1`,
    [workspaceId],
  );
}

async function timings(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)], p95: times[Math.ceil(RUNS * 0.95) - 1] };
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  try {
    const db = await openDatabase(await ensureDatabase(pg.url, 'bench'));
    const seeding = process.hrtime.bigint();
    const [workspace] = await db.query(
      `INSERT INTO workspace (name) VALUES ('bench') RETURNING id`,
    );
    const [user] = await db.query(
      `INSERT INTO "user" (workspace_id, name, email, status)
       VALUES ($1, 'Bench', 'bench@example.com', 'active') RETURNING id`,
      [workspace.id],
    );
    const bigId = await seedCampaigns(db, workspace.id, user.id);
    await seedRecipients(db, workspace.id, bigId);
    await seedEvents(db, workspace.id);
    await db.query('VACUUM ANALYZE');
    const seconds = Number(process.hrtime.bigint() - seeding) / 1e9;
    console.log(
      `dashboard: ${MAILBOXES} mailboxes, ${CAMPAIGNS} campaigns (one of ${RECIPIENTS.toLocaleString('en')} recipients), ${EVENTS.toLocaleString('en')} events (seeded in ${seconds.toFixed(0)} s), ${RUNS} runs`,
    );
    const caller: Caller = {
      workspaceId: workspace.id,
      userId: user.id,
      sessionId: 'bench',
      role: 'admin',
    };
    const config = loadConfig({ OUTBOUND_DATA_DIR: root, LOG_LEVEL: 'silent' });
    const services = createServices(db, config, pino({ level: 'silent' }));
    const reference = await timings(() => services.mailbox.listAccounts(caller));
    console.log(
      `  reference (the workspace's mailboxes): p50 ${reference.p50.toFixed(1)} ms, p95 ${reference.p95.toFixed(1)} ms`,
    );
    const measured = await timings(() => services.dashboard.get(caller));
    console.log(
      `  dashboard: p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms (${(measured.p95 / reference.p95).toFixed(1)}× the reference; target p95 ≤ 50 ms)`,
    );
    const today = await timings(() => services.sendingCalendar.todayOfMailboxes(caller));
    console.log(
      `  of which today per mailbox: p50 ${today.p50.toFixed(1)} ms, p95 ${today.p95.toFixed(1)} ms`,
    );
    await db.destroy();
  } finally {
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
