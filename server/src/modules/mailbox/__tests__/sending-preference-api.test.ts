import { MESSAGES } from '@outbound/common';
import { startTestServer, type TestServer } from '../../../../test/server';
import { buildMailAccount } from '../../../../test/factories';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** A signed-in user with one mailbox stored directly (connection checks are covered elsewhere). */
async function userWithMailbox() {
  const { user, token } = await t.signIn();
  const account = await buildMailAccount(t.database.db, {
    workspaceId: user.workspaceId,
    timeZone: 'Europe/Berlin',
  });
  return { token, email: account.email };
}

const preference = {
  work_days: [0, 6],
  work_time: { from_time: 8 * 60, to_time: 18 * 60 + 30, time_zone: 'America/New_York' },
  work_load_capacity: {
    strategy: 'send_as_fast_as_possible',
    max_job_in_single_day: 200,
    minimum_time_between_job_bursts: 5,
    max_job_in_single_burst: 2,
  },
};

it('reads and replaces the sending preference over /v1', async () => {
  const { token, email } = await userWithMailbox();
  const before = await t.rest('POST', '/v1/mailAccount/preference', { body: { email }, token });
  expect(before.body.data).toEqual({
    work_days: [0, 6],
    work_time: { from_time: 540, to_time: 1020, time_zone: 'Europe/Berlin' },
    work_load_capacity: {
      strategy: 'send_as_fast_as_possible',
      max_job_in_single_day: 50,
      minimum_time_between_job_bursts: 10,
      max_job_in_single_burst: 1,
    },
  });
  const update = await t.rest('POST', '/v1/mailAccount/preference/update', {
    body: { email, sending_preference: preference },
    token,
  });
  expect(update).toEqual({ status: 200, body: { message: MESSAGES.sendingPreference.updated } });
  expect(
    (await t.rest('POST', '/v1/mailAccount/preference', { body: { email }, token })).body.data,
  ).toEqual(preference);
});

it('refuses an invalid preference with the spec message and keeps the old one', async () => {
  const { token, email } = await userWithMailbox();
  const noZone = { ...preference, work_time: { ...preference.work_time, time_zone: '' } };
  const answer = await t.rest('POST', '/v1/mailAccount/preference/update', {
    body: { email, sending_preference: noZone },
    token,
  });
  expect(answer).toEqual({
    status: 400,
    body: expect.objectContaining({ message: MESSAGES.sendingPreference.timeZoneRequired }),
  });
  const tooMany = {
    ...preference,
    work_load_capacity: { ...preference.work_load_capacity, max_job_in_single_day: 100000 },
  };
  const capped = await t.rest('POST', '/v1/mailAccount/preference/update', {
    body: { email, sending_preference: tooMany },
    token,
  });
  expect(capped.body.message).toBe(MESSAGES.sendingPreference.maxPerDay);
  const after = await t.rest('POST', '/v1/mailAccount/preference', { body: { email }, token });
  expect(after.body.data).toMatchObject({ work_time: { time_zone: 'Europe/Berlin' } });
});

it('updates through GraphQL in camelCase', async () => {
  const { token, email } = await userWithMailbox();
  const answer = await t.gql<{ updateSendingPreference: { sendingPreference: unknown } }>(
    `mutation($email: String!, $p: SendingPreferenceInput!) {
      updateSendingPreference(email: $email, preference: $p) {
        sendingPreference { workDays workTime { fromTime toTime timeZone }
          workLoadCapacity { strategy maxJobInSingleDay minimumTimeBetweenJobBursts maxJobInSingleBurst } }
      }
    }`,
    {
      email,
      p: {
        workDays: [0],
        workTime: { fromTime: 600, toTime: 960, timeZone: 'Asia/Tokyo' },
        workLoadCapacity: {
          strategy: 'send_as_fast_as_possible',
          maxJobInSingleDay: 30,
          minimumTimeBetweenJobBursts: 15,
          maxJobInSingleBurst: 3,
        },
      },
    },
    { token },
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.updateSendingPreference.sendingPreference).toEqual({
    workDays: [0],
    workTime: { fromTime: 600, toTime: 960, timeZone: 'Asia/Tokyo' },
    workLoadCapacity: {
      strategy: 'send_as_fast_as_possible',
      maxJobInSingleDay: 30,
      minimumTimeBetweenJobBursts: 15,
      maxJobInSingleBurst: 3,
    },
  });
});

it("another workspace's mailbox preference is not found", async () => {
  const { email } = await userWithMailbox();
  const { token } = await userWithMailbox();
  const answer = await t.rest('POST', '/v1/mailAccount/preference', { body: { email }, token });
  expect(answer.status).toBe(404);
});

it('stores the pacing and ramp-up fields, refuses bad ones, and shows the ramp-up', async () => {
  const { token, email } = await userWithMailbox();
  const paced = {
    ...preference,
    work_load_capacity: {
      ...preference.work_load_capacity,
      min_seconds_between_emails: 60,
      max_seconds_between_emails: 190,
      max_job_in_single_hour: 12,
      ramp_up_start: 3,
      ramp_up_increment: 2,
    },
  };
  const update = await t.rest('POST', '/v1/mailAccount/preference/update', {
    body: { email, sending_preference: paced },
    token,
  });
  expect(update.status).toBe(200);
  const read = await t.rest('POST', '/v1/mailAccount/preference', { body: { email }, token });
  expect(read.body.data).toEqual(paced);

  const backwards = {
    ...paced,
    work_load_capacity: { ...paced.work_load_capacity, max_seconds_between_emails: 30 },
  };
  const refused = await t.rest('POST', '/v1/mailAccount/preference/update', {
    body: { email, sending_preference: backwards },
    token,
  });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain(
    MESSAGES.sendingPreference.secondsBetweenEmailsOrder,
  );
  expect(
    (await t.rest('POST', '/v1/mailAccount/preference', { body: { email }, token })).body.data,
  ).toEqual(paced);

  // A new mailbox: day 1 of its ramp-up, at the start.
  const gql = await t.gql(
    `query ($email: String!) {
       mailAccount(email: $email) {
         sendingPreference { workLoadCapacity { maxSecondsBetweenEmails rampUpStart } }
         rampUp { day perDay maxPerDay }
       }
     }`,
    { email },
    { token },
  );
  expect(gql.errors).toBeUndefined();
  expect(gql.data!.mailAccount).toEqual({
    sendingPreference: { workLoadCapacity: { maxSecondsBetweenEmails: 190, rampUpStart: 3 } },
    rampUp: { day: 1, perDay: 3, maxPerDay: 200 },
  });
});
