import pino from 'pino';
import { MESSAGES } from '@outbound/common';
import { startJobs, type Jobs } from '../../../jobs/agenda';
import { createServices } from '../../../services';
import { MailSandbox } from '../../../../test/mail-sandbox';
import { startTestServer, type TestServer } from '../../../../test/server';
import { eventually } from '../../../../test/eventually';
import { buildUser } from '../../../../test/factories';
import { RESET_MAIL_JOB, RESET_MAIL_RESUME_JOB } from '../password-reset.jobs';

/** The system sender; its server holds every conversation 2 s before answering the message. */
const SYSTEM = { email: 'system@outbound.test', password: 'system-pass' };
const SMTP_HOLD_MS = 2000;

let sandbox: MailSandbox;
let t: TestServer;
const running: Jobs[] = [];

beforeAll(async () => {
  sandbox = await MailSandbox.start({ users: [SYSTEM], replyDelayMs: SMTP_HOLD_MS });
  t = await startTestServer({ SYSTEM_SMTP_URL: sandbox.smtpUrl(SYSTEM.email) });
});
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop();
});
afterAll(async () => {
  await t.close();
  await sandbox.stop();
});

const logger = pino({ level: 'silent' });

/** The test server's own process as an API (`OUTBOUND_ROLE=api`): it only enqueues. */
async function apiQueue(): Promise<void> {
  running.push(await startJobs(t.services, t.database.url, { process: false, logger }));
}

/** A worker process on the same database and settings. */
async function startWorker(): Promise<Jobs> {
  const services = createServices(t.database.db, t.config, logger);
  const jobs = await startJobs(services, t.database.url, {
    process: true,
    logger,
    processEvery: 200,
  });
  running.push(jobs);
  return jobs;
}

const mailsTo = (email: string) => sandbox.captured.filter((m) => m.to.includes(email));

async function resetRow(userId: string) {
  const [row] = await t.database.db.query(
    `SELECT id, token_hash, mailed_at FROM password_reset WHERE user_id = $1 AND purpose = 'reset'`,
    [userId],
  );
  return row as { id: string; token_hash: string | null; mailed_at: Date | null };
}

jest.setTimeout(20_000);

it('answers a known address without waiting for SMTP; the job, stored before the answer, names only the link; a worker mails it once', async () => {
  await apiQueue();
  const user = await buildUser(t.database.db);
  const started = performance.now();
  const answer = await t.rest('POST', '/v1/user/forgotPassword', { body: { email: user.email } });
  const elapsed = performance.now() - started;
  expect(answer).toEqual({ status: 200, body: { message: MESSAGES.forgotPassword.sent } });
  expect(elapsed).toBeLessThan(SMTP_HOLD_MS / 4);

  // No worker yet: the job is stored, with the link's id and nothing else.
  const reset = await resetRow(user.id);
  const jobs: Record<string, unknown>[] = await t.database.db.query(
    `SELECT * FROM agenda_jobs WHERE name = $1`,
    [RESET_MAIL_JOB],
  );
  const job = jobs.find((row) => (row.data as { resetId?: string }).resetId === reset.id);
  expect(job?.data).toEqual({ resetId: reset.id });
  const stored = JSON.stringify(jobs);
  expect(stored).not.toContain(user.email);
  expect(stored).not.toContain(user.name);
  expect(stored).not.toContain('reset-password');
  expect(mailsTo(user.email)).toHaveLength(0);

  await startWorker();
  const mailed = await eventually(async () => (await resetRow(user.id)).mailed_at ?? undefined, {
    what: 'the reset mail to be sent',
    timeoutMs: 15_000,
  });
  expect(mailed).toBeInstanceOf(Date);
  expect(mailsTo(user.email)).toHaveLength(1);
  expect(mailsTo(user.email)[0].raw).toMatch(/http:\/\/outbound\.test\/reset-password\/\S+/);
});

it('a known and an unknown address answer alike, neither waiting for SMTP', async () => {
  await apiQueue();
  const user = await buildUser(t.database.db);
  for (const email of [user.email, 'nobody-here@example.com']) {
    const started = performance.now();
    const answer = await t.rest('POST', '/v1/user/forgotPassword', { body: { email } });
    expect(performance.now() - started).toBeLessThan(SMTP_HOLD_MS / 4);
    expect(answer).toEqual({ status: 200, body: { message: MESSAGES.forgotPassword.sent } });
  }
});

it('a link whose job was lost, or whose sender died mid-send, is mailed by the resume job with a new token', async () => {
  const lost = await buildUser(t.database.db);
  const died = await buildUser(t.database.db);
  for (const [user, claim] of [
    [lost, null],
    [died, `now() - interval '3 minutes'`],
  ] as const) {
    await t.database.db.query(
      `INSERT INTO password_reset (workspace_id, user_id, token_hash, purpose, expires_at, created_at, mail_claimed_at)
       VALUES ($1, $2, $3, 'reset', now() + interval '50 minutes', now() - interval '1 minute', ${claim ?? 'NULL'})`,
      [user.workspaceId, user.id, claim ? `dead-${user.id}` : null],
    );
  }
  // The resume job runs every minute (and at a worker's first start); here, at once.
  await (await startWorker()).agenda.now(RESET_MAIL_RESUME_JOB);
  for (const user of [lost, died]) {
    await eventually(async () => (await resetRow(user.id)).mailed_at ?? undefined, {
      what: 'the resumed reset mail',
      timeoutMs: 15_000,
    });
    expect(mailsTo(user.email)).toHaveLength(1);
  }
  expect((await resetRow(died.id)).token_hash).not.toBe(`dead-${died.id}`);
}, 30_000); // two or three mails, one after the other, each held 2 s by the server

it('five sends of one link racing each other send one mail', async () => {
  const user = await buildUser(t.database.db);
  t.services.auth.resetMail.useQueue(async () => undefined); // queued nowhere: sent below
  await t.services.auth.forgotPassword({ email: user.email });
  const { id } = await resetRow(user.id);
  await Promise.all(Array.from({ length: 5 }, () => t.services.auth.resetMail.send(id)));
  expect(mailsTo(user.email)).toHaveLength(1);
  expect((await resetRow(user.id)).mailed_at).toBeInstanceOf(Date);
});
