import pino from 'pino';
import { startJobs, type Jobs } from '../../../jobs/agenda';
import { startTestServer, type TestServer } from '../../../../test/server';
import { ONE_MB, timed } from '../../../../test/timing';
import { upload } from './contact-import-helpers';

// The API and a worker in one process, as `OUTBOUND_ROLE=all` runs them.
let t: TestServer;
let jobs: Jobs;
beforeAll(async () => {
  t = await startTestServer();
  jobs = await startJobs(t.services, t.database.url, {
    process: true,
    logger: pino({ level: 'silent' }),
    processEvery: 200,
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

it('reports cells that are not one plain address with their line, and imports the others', async () => {
  const { token } = await t.signIn();
  const csv = [
    'email,first',
    'good@example.com,Good',
    '"=HYPERLINK(""http://x"")"@example.test,Formula',
    '"=HYPERLINK(""http://x"")@example.test",Formula',
    '"Ada Lovelace <ada@example.com>",Named',
    '"a,b@example.com",Comma',
    '"(comment)c@example.com",Parenthesis',
    'd@example,No TLD',
    '"e f@example.com",Space',
    "o'brien+tag@example.ie,Fine",
  ].join('\n');
  const result = (await upload(t, token, csv)).body.data.data;
  expect(result.errors.map((error: { line: number }) => error.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  expect(result.errors[0]).toEqual({
    line: 3,
    reason: '"=HYPERLINK("http://x")@example.test" is not a valid email address',
  });
  expect(result.imported).toBe(2);
  expect(result.invalid).toBe(7);
});

it('reads a file whose address cells are 1 MB of hostile text at once', async () => {
  const { token } = await t.signIn();
  const csv = `email\nok@example.com\na@${'.'.repeat(ONE_MB)}@\n${'a'.repeat(ONE_MB)}@example.com\n`;
  const { value, ms } = await timed(() => upload(t, token, csv));
  const result = value.body.data.data;
  expect(result.imported).toBe(1);
  expect(result.errors.map((error: { line: number }) => error.line)).toEqual([3, 4]);
  expect(ms).toBeLessThan(3000);
});
