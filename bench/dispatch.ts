/**
 * Dispatch benchmark: sends per second of the sending engine (`DispatchService.dispatchOnce`, the
 * worker's per-mailbox run, driven in process with a clock) into a local SMTP sink, against raw
 * pooled nodemailer sending the same number of pre-rendered messages of the same shape into the
 * same sink in the same run (target ≥ 0.5×).
 *
 * - Sink: `bench/smtp-sink.ts` in a child process (its CPU is not the measured process's); it
 *   counts messages and duplicate Message-IDs.
 * - Reference: one nodemailer transport with `pool: true` and one connection, as the product's
 *   pooled mailbox transport (`MailTransports.openTransport`), sending BENCH_SENDS messages one
 *   after the other; measured before and after the product runs, the mean is the reference.
 * - Product: a started one-step HTML campaign (open and click tracking on) to BENCH_SENDS
 *   recipients (default 2,000), seeded with SQL; the mailbox's preference (every day, 00:00 to
 *   23:59 UTC, a burst as large as the limits allow, gap 1 minute) is validated by the product's own
 *   schema, so the run is what the worker would do. Everything per send is included: claim, render,
 *   ledger writes, composition, SMTP, the 'sent' event and counters.
 *   Two runs: with the copy filed in the Sent folder over IMAP (Dovecot, as an SMTP mailbox whose
 *   server does not file it: the realistic path, where a local Dovecot's own work shares the 2
 *   cores and the reference files no copy), and with a mailbox without IMAP login (the Sent copy
 *   is skipped after one failed login per run: the engine alone, the same work as the reference;
 *   the target is judged on this one, as the issue's 0.40–0.45× starting figure was).
 *   Without Dovecot installed only the second runs, and the output says so.
 * - Breakdown: time and SQL statements per send by stage (BEGIN and COMMIT included), measured by
 *   wrapping the ledger's methods, the transport's `send` and the Sent-folder filing; rendering
 *   and composition are timed again on their own after the run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { SENDING_LIMITS, sendingPreferenceSchema } from '@outbound/common';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/data-source';
import { ensureDatabase } from '../server/src/db/database-url';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import {
  CredentialsVault,
  type MailCredentials,
} from '../server/src/modules/mailbox/credentials-vault';
import type { MailTransport } from '../server/src/modules/mailbox/mail-transport';
import { composeRaw } from '../server/src/modules/message/compose';
import { renderMessage } from '../server/src/modules/message/render';
import { trackLinks } from '../server/src/modules/message/track-links';
import { renderSend } from '../server/src/modules/sending/send-message';
import { SentCopies } from '../server/src/modules/sending/sent-copies';
import { TrackingTokens } from '../server/src/modules/tracking/tokens';
import { createServices, type Services } from '../server/src/services';
import { MailSandbox } from '../server/test/mail-sandbox';
import { startSink, type Sink } from './sink-process';
import type { SinkCount } from './smtp-sink';

const SENDS = Number(process.env.BENCH_SENDS ?? 2000);
const WARMUP = Math.min(200, SENDS);
const RENDER_SAMPLE = Math.min(200, SENDS);
const SECRET = 'bench-secret-bench-secret-bench-secret-000';
const PUBLIC_URL = 'https://outbound.example.com';
const SMTP_LOGIN = { username: 'sales@sender.test', password: 'bench-password' };
/** The product's pooled mailbox transport keeps one connection (`MailTransports.openTransport`). */
const POOL_CONNECTIONS = 1;
const MINUTE_MS = 60_000;
/** A Monday, 00:00 UTC: the first instant of the mailbox's window. */
const CLOCK_START = new Date('2026-03-02T00:00:00Z');
const SUBJECT = 'Quick question, {{first_name}}';
const BODY =
  '<p>Hi {{first_name}},</p><p>I noticed your team is growing and thought our ' +
  '<a href="https://example.com/product?utm_source=outbound&amp;utm_campaign=spring">scheduling tool</a> ' +
  'could save you a few hours a week. Here is a <a href="https://example.com/case-study">short case study</a> ' +
  'from a company of your size.</p><p>Worth a 15-minute call next week?</p>' +
  '<p><a href="{{unsubscribe_url}}">Unsubscribe</a></p>';
const SIGNATURE = 'Sam Sender\nHead of Sales, Sender Co';

/** `messages` pre-rendered like the product's (variables, tracked links, pixel, List-Unsubscribe). */
function referenceMessages(count: number, tokens: TrackingTokens): Mail.Options[] {
  return Array.from({ length: count }, (_, i) => {
    const id = crypto.randomUUID();
    const urls = tokens.urls(PUBLIC_URL, id);
    const rendered = renderMessage({
      subject: SUBJECT,
      body: BODY,
      mimeType: 'text/html',
      variables: { email: `reader${i}@reference.test`, first_name: `Person ${i}` },
      unsubscribeUrl: urls.unsubscribe,
      signature: SIGNATURE,
    });
    const { html } = trackLinks(rendered.html ?? '', urls.click, urls.unsubscribe);
    return {
      from: { name: 'Sam Sender', address: SMTP_LOGIN.username },
      to: `reader${i}@reference.test`,
      subject: rendered.subject,
      text: rendered.text,
      html: `${html}<img src="${urls.openPixel}" width="1" height="1" alt="" style="display:block;border:0">`,
      messageId: `<${id}@sender.test>`,
      headers: {
        'List-Unsubscribe': `<${urls.unsubscribe}>, <mailto:${SMTP_LOGIN.username}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  });
}

/** Raw pooled nodemailer: seconds to send `messages` one after the other (connection included). */
async function runReference(port: number, messages: Mail.Options[]): Promise<number> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    auth: { user: SMTP_LOGIN.username, pass: SMTP_LOGIN.password },
    pool: true,
    maxConnections: POOL_CONNECTIONS,
  });
  const started = process.hrtime.bigint();
  try {
    for (const message of messages) await transport.sendMail(message);
    return Number(process.hrtime.bigint() - started) / 1e9;
  } finally {
    transport.close();
  }
}

/**
 * A workspace, its SMTP mailbox (the sink; the Sent folder on `imap` when given) and a started
 * one-step HTML campaign to `count` recipients from one list, in bulk SQL.
 */
async function seedCampaign(
  db: DataSource,
  vault: CredentialsVault,
  options: {
    label: string;
    count: number;
    smtpPort: number;
    imap?: { port: number; username: string; password: string };
  },
): Promise<{ mailboxId: string; campaignId: string }> {
  const { label, count } = options;
  const [workspace] = await db.query(`INSERT INTO workspace (name) VALUES ($1) RETURNING id`, [
    label,
  ]);
  const credentials: MailCredentials = {
    smtp: { server: '127.0.0.1', port: options.smtpPort, ...SMTP_LOGIN },
    ...(options.imap ? { imap: { server: '127.0.0.1', ...options.imap } } : {}),
  };
  const preference = sendingPreferenceSchema.validateSync({
    work_days: [],
    work_time: { from_time: 0, to_time: 24 * 60 - 1, time_zone: 'UTC' },
    work_load_capacity: {
      strategy: 'send_as_fast_as_possible',
      max_job_in_single_day: SENDING_LIMITS.maxEmailsPerDay,
      minimum_time_between_job_bursts: 1,
      max_job_in_single_burst: Math.min(count, SENDING_LIMITS.maxEmailsAtATime),
    },
  });
  const [mailbox] = await db.query(
    `INSERT INTO mail_account (workspace_id, type, email, name, signature, status, has_smtp,
                               credentials, sending_preference, connection)
     VALUES ($1, 'smtp', $2, 'Sam Sender', $3, 'active', true, $4, $5, $6) RETURNING id`,
    [
      workspace.id,
      SMTP_LOGIN.username,
      SIGNATURE,
      vault.seal(workspace.id, credentials),
      JSON.stringify(preference),
      // The public settings the product keeps beside the sealed logins (an IMAP login or none).
      JSON.stringify(
        options.imap
          ? {
              imap: {
                server: '127.0.0.1',
                port: options.imap.port,
                username: options.imap.username,
              },
            }
          : {},
      ),
    ],
  );
  const [campaign] = await db.query(
    `INSERT INTO campaign (workspace_id, name, status, mail_account_id, message_mime_type,
                           track_open, track_clicks, variables, current_tab, completed_tabs)
     VALUES ($1, $2, 'started', $3, 'text/html', true, true, '{email,first_name}', 'compose',
             '{start,add-recipients}')
     RETURNING id`,
    [workspace.id, label, mailbox.id],
  );
  await db.query(
    `INSERT INTO campaign_counter (campaign_id, workspace_id, recipients) VALUES ($1, $2, $3)`,
    [campaign.id, workspace.id, count],
  );
  const [step] = await db.query(
    `INSERT INTO step (campaign_id, workspace_id, position, subject, body, delay_days)
     VALUES ($1, $2, 1, $3, $4, 0) RETURNING id`,
    [campaign.id, workspace.id, SUBJECT, BODY],
  );
  await db.query(
    `INSERT INTO step_counter (step_id, campaign_id, workspace_id) VALUES ($1, $2, $3)`,
    [step.id, campaign.id, workspace.id],
  );
  await db.query(
    `INSERT INTO contact (workspace_id, email)
     SELECT $1, 'reader' || i || '@' || $2 || '.test' FROM generate_series(1, $3) i`,
    [workspace.id, label, count],
  );
  const [list] = await db.query(
    `INSERT INTO contact_list (workspace_id, name, data_keys, contacts_count)
     VALUES ($1, $2, '{email,first_name}', $3) RETURNING id`,
    [workspace.id, label, count],
  );
  await db.query(
    `INSERT INTO contact_list_member (list_id, contact_id, workspace_id, line, data)
     SELECT $1, id, workspace_id, row_number() OVER (ORDER BY email) + 1,
            jsonb_build_object('email', email, 'first_name', 'Person ' || split_part(email, '@', 1))
       FROM contact WHERE workspace_id = $2`,
    [list.id, workspace.id],
  );
  await db.query(
    `INSERT INTO campaign_list (campaign_id, list_id, workspace_id) VALUES ($1, $2, $3)`,
    [campaign.id, list.id, workspace.id],
  );
  await db.query(
    `INSERT INTO campaign_recipient (workspace_id, campaign_id, contact_id, list_id, created_at)
     SELECT $1, $2, contact_id, list_id, now() + make_interval(secs => line)
       FROM contact_list_member WHERE list_id = $3`,
    [workspace.id, campaign.id, list.id],
  );
  return { mailboxId: mailbox.id, campaignId: campaign.id };
}

/** Milliseconds and SQL queries spent in each stage of the dispatcher. */
class Breakdown {
  queries = 0;
  private readonly stages = new Map<string, { ms: number; queries: number }>();

  /** `fn`, counting its time and the queries made meanwhile under `stage`. */
  timed<A extends unknown[], R>(
    stage: string,
    fn: (...args: A) => Promise<R>,
  ): (...args: A) => Promise<R> {
    return async (...args) => {
      const started = process.hrtime.bigint();
      const queriesBefore = this.queries;
      try {
        return await fn(...args);
      } finally {
        const entry = this.stages.get(stage) ?? { ms: 0, queries: 0 };
        entry.ms += Number(process.hrtime.bigint() - started) / 1e6;
        entry.queries += this.queries - queriesBefore;
        this.stages.set(stage, entry);
      }
    };
  }

  reset(): void {
    this.queries = 0;
    this.stages.clear();
  }

  entries(): [string, { ms: number; queries: number }][] {
    return [...this.stages.entries()];
  }
}

/**
 * Wraps what the dispatcher calls per send (ledger transitions, the transport's `send`, the
 * Sent-folder filing) and counts every SQL query, without changing what they do.
 */
function instrument(services: Services, breakdown: Breakdown): void {
  // Every statement goes through a pg client (TypeORM's and prepared ones alike).
  const clientQuery = Client.prototype.query as (...args: unknown[]) => unknown;
  (Client.prototype as { query: unknown }).query = function (this: Client, ...args: unknown[]) {
    breakdown.queries += 1;
    return clientQuery.apply(this, args);
  };
  const ledger = services.dispatch.ledger;
  ledger.claimMany = breakdown.timed('claim', ledger.claimMany.bind(ledger));
  ledger.prepare = breakdown.timed(
    'prepare (re-check, subject, links)',
    ledger.prepare.bind(ledger),
  );
  ledger.start = breakdown.timed('start (smtp_started)', ledger.start.bind(ledger));
  ledger.markSentBatch = breakdown.timed(
    'markSent (event, counters)',
    ledger.markSentBatch.bind(ledger),
  );
  const transports = services.mailTransports;
  const openTransport = transports.openTransport.bind(transports);
  transports.openTransport = async (...args): Promise<MailTransport> => {
    const transport = await openTransport(...args);
    return { ...transport, send: breakdown.timed('SMTP', transport.send.bind(transport)) };
  };
  // The Sent copy: filed pending before the wire, confirmed after the 250 (every run's instance).
  const copies = SentCopies.prototype;
  const { beforeWire, confirm } = copies;
  copies.beforeWire = function (this: SentCopies, ...args) {
    return breakdown.timed('Sent copy before the wire (IMAP)', beforeWire.bind(this))(...args);
  };
  copies.confirm = function (this: SentCopies, ...args) {
    return breakdown.timed('Sent copy confirmed (IMAP)', confirm.bind(this))(...args);
  };
}

interface ProductRun {
  seconds: number;
  runs: number;
  sent: number;
  queries: number;
  sink: SinkCount;
  stages: [string, { ms: number; queries: number }][];
}

/**
 * Runs the dispatcher for a mailbox with a clock from CLOCK_START until `count` sends are made:
 * right after a run the clock moves to the next burst the planner allows.
 */
async function runProduct(
  services: Services,
  sink: Sink,
  breakdown: Breakdown,
  seeded: { mailboxId: string; campaignId: string },
  count: number,
): Promise<ProductRun> {
  await sink.count();
  breakdown.reset();
  const maxRuns = 3 * Math.ceil(count / SENDING_LIMITS.maxEmailsAtATime) + 10;
  let now = CLOCK_START;
  let sent = 0;
  let runs = 0;
  const started = process.hrtime.bigint();
  while (sent < count) {
    const result = await services.dispatch.dispatchOnce(seeded.mailboxId, now);
    runs += 1;
    sent += result.sent;
    if (result.failed + result.retrying + result.interrupted > 0 || runs > maxRuns)
      throw new Error(`dispatch went wrong after ${sent} sends: ${JSON.stringify(result)}`);
    now =
      result.nextAt && result.nextAt > now ? result.nextAt : new Date(now.getTime() + MINUTE_MS);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const queries = breakdown.queries;
  const stages = breakdown.entries();
  const [ledger]: { sent: number }[] = await services.db.query(
    `SELECT count(*) FILTER (WHERE state = 'sent')::int AS sent FROM send WHERE campaign_id = $1`,
    [seeded.campaignId],
  );
  return { seconds, runs, sent: ledger.sent, queries, sink: await sink.count(), stages };
}

/** Milliseconds per send of rendering (`renderSend`) and composing (`composeRaw`) sent messages. */
async function renderCost(services: Services, campaignId: string) {
  const sends: { id: string }[] = await services.db.query(
    `SELECT id FROM send WHERE campaign_id = $1 ORDER BY id LIMIT $2`,
    [campaignId, RENDER_SAMPLE],
  );
  const from = { name: 'Sam Sender', address: SMTP_LOGIN.username };
  let renderNs = 0n;
  let composeNs = 0n;
  for (const send of sends) {
    const t0 = process.hrtime.bigint();
    const rendered = await renderSend(
      services.db,
      services.trackingTokens,
      services.config.publicUrl,
      send.id,
    );
    const t1 = process.hrtime.bigint();
    await composeRaw(rendered.message, from, new Date());
    composeNs += process.hrtime.bigint() - t1;
    renderNs += t1 - t0;
  }
  return {
    render: Number(renderNs) / 1e6 / sends.length,
    compose: Number(composeNs) / 1e6 / sends.length,
  };
}

function dovecotInstalled(): boolean {
  return fs.existsSync('/usr/sbin/dovecot') && fs.existsSync('/usr/lib/dovecot/imap');
}

const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en');

function printRun(
  name: string,
  run: ProductRun,
  reference: number,
  count: number,
  target: string,
): void {
  const ok = run.sent === count && run.sink.messages === count && run.sink.duplicates === 0;
  console.log(
    `  ${name}: ${rate(count, run.seconds)} sends/s (${run.seconds.toFixed(2)} s, ${run.runs} dispatch run${run.runs > 1 ? 's' : ''})` +
      ` | ratio ${(count / run.seconds / reference).toFixed(2)}× (${target})` +
      ` | sent ${run.sent}, at the sink ${run.sink.messages}, duplicates ${run.sink.duplicates}` +
      `${run.sink.withoutMessageId ? `, without Message-ID ${run.sink.withoutMessageId}` : ''}` +
      ` | ${Math.round(run.sink.bytes / count).toLocaleString('en')} bytes/message` +
      ` | ${(run.queries / count).toFixed(1)} SQL statements/send${ok ? '' : ' | FAILED'}`,
  );
  if (!ok) process.exitCode = 1;
  const perSend = (ms: number) => `${(ms / count).toFixed(2)} ms`;
  let attributed = 0;
  const stages = run.stages.map(([stage, { ms, queries }]) => {
    attributed += ms;
    return `${stage} ${perSend(ms)} (${(queries / count).toFixed(1)} q)`;
  });
  const rest = run.seconds * 1000 - attributed;
  console.log(
    `    per send: ${stages.join(', ')}, rest (plan, candidates, render, compose) ${perSend(rest)}`,
  );
}

async function main(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbound-bench-'));
  fs.chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg') });
  const sink = await startSink();
  const withImap = dovecotInstalled();
  const imapUsers = ['warm', 'main'].map((name) => ({
    email: `${name}@sender.test`,
    password: 'imap-password',
  }));
  const sandbox = withImap ? await MailSandbox.start({ users: imapUsers }) : null;
  const db = await openDatabase(await ensureDatabase(pg.url, 'bench'));
  let services: Services | undefined;
  try {
    const config = loadConfig({
      PUBLIC_URL,
      OUTBOUND_SECRET: SECRET,
      OUTBOUND_DATA_DIR: path.join(root, 'data'),
      ALLOW_PRIVATE_MAIL_HOSTS: 'true',
      ALLOW_PLAINTEXT_MAIL_AUTH: 'true', // the sink and the sandbox offer no STARTTLS
      LOG_LEVEL: 'error',
    });
    // Warnings (one per run without IMAP: "cannot open the Sent folder") are expected here.
    services = createServices(db, config, pino({ level: 'error' }));
    const vault = new CredentialsVault(SECRET);
    const imapOf = (index: number) =>
      sandbox
        ? {
            port: sandbox.imap.port,
            username: imapUsers[index].email,
            password: imapUsers[index].password,
          }
        : undefined;
    const seed = (label: string, count: number, imap?: ReturnType<typeof imapOf>) =>
      seedCampaign(db, vault, { label, count, smtpPort: sink.port, imap });
    const campaigns = {
      warmSmtp: await seed('warm-smtp', WARMUP),
      warmImap: withImap ? await seed('warm-imap', WARMUP, imapOf(0)) : null,
      smtp: await seed('smtp-only', SENDS),
      imap: withImap ? await seed('with-imap', SENDS, imapOf(1)) : null,
    };
    await db.query('VACUUM ANALYZE');
    const breakdown = new Breakdown();
    instrument(services, breakdown);
    const tokens = new TrackingTokens(SECRET);

    // Warm both paths (JIT, pools, Dovecot) before measuring.
    await runReference(sink.port, referenceMessages(WARMUP, tokens));
    await runProduct(services, sink, breakdown, campaigns.warmSmtp, WARMUP);
    if (campaigns.warmImap) await runProduct(services, sink, breakdown, campaigns.warmImap, WARMUP);

    await sink.count();
    const before = await runReference(sink.port, referenceMessages(SENDS, tokens));
    const referenceSink = await sink.count();
    const imapRun = campaigns.imap
      ? await runProduct(services, sink, breakdown, campaigns.imap, SENDS)
      : null;
    const smtpRun = await runProduct(services, sink, breakdown, campaigns.smtp, SENDS);
    const after = await runReference(sink.port, referenceMessages(SENDS, tokens));
    const referenceAfter = await sink.count();
    const reference = (2 * SENDS) / (before + after);
    const costs = await renderCost(services, campaigns.smtp.campaignId);

    const [load1] = os.loadavg();
    console.log(
      `dispatch: ${SENDS.toLocaleString('en')} sends per run, HTML with tracked links and pixel, ` +
        `${os.cpus().length} cores, load ${load1.toFixed(1)} (figures are noisy under load)`,
    );
    console.log(
      `  reference (nodemailer pool, ${POOL_CONNECTIONS} connection, pre-rendered): ${rate(2 * SENDS, before + after)} sends/s` +
        ` (before ${rate(SENDS, before)}, after ${rate(SENDS, after)})` +
        ` | at the sink ${referenceSink.messages + referenceAfter.messages}, duplicates ${referenceSink.duplicates + referenceAfter.duplicates}` +
        ` | ${Math.round(referenceSink.bytes / SENDS).toLocaleString('en')} bytes/message`,
    );
    if (imapRun)
      printRun(
        'product, Sent copy filed over IMAP (Dovecot)',
        imapRun,
        reference,
        SENDS,
        'the reference files no copy; Dovecot shares the cores',
      );
    else
      console.log(
        '  product with the Sent copy over IMAP: not run, Dovecot is not installed ' +
          '(apt-get install -y dovecot-imapd dovecot-lmtpd)',
      );
    printRun(
      'product, no IMAP login (Sent copy skipped)',
      smtpRun,
      reference,
      SENDS,
      'target ≥ 0.5×',
    );
    console.log(
      `    measured apart on ${RENDER_SAMPLE} sends: renderSend ${costs.render.toFixed(2)} ms, composeRaw ${costs.compose.toFixed(2)} ms` +
        ` | preference: window 00:00–23:59 UTC every day, burst ${Math.min(SENDS, SENDING_LIMITS.maxEmailsAtATime)}, ` +
        `gap 1 min, within the product's validation limits`,
    );
  } finally {
    services?.dispatch.closeConnections();
    await db.destroy();
    await sandbox?.stop();
    await sink.stop();
    await pg.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
