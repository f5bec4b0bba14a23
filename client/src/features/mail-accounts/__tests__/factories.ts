import {
  GoogleAuthUrlDocument,
  GoogleSignInConfiguredDocument,
  GoogleSmtpDocument,
  MailAccountWarmupDocument,
  MailAccountConnectionDocument,
  MailAccountPreferenceDocument,
  MailAccountsDocument,
  type MailAccountConnectionQuery,
  type MailAccountFieldsFragment,
  type MailboxHealthFieldsFragment,
  type MailAccountWarmupFieldsFragment,
  type MailServerFieldsFragment,
  type SendingPreferenceFieldsFragment,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';

type MailAccount = Answered<MailAccountFieldsFragment>;
type ConnectedAccount = Answered<MailAccountConnectionQuery['mailAccount']>;
type ServerSettings = Answered<MailServerFieldsFragment>;
type Preference = Answered<SendingPreferenceFieldsFragment>;
type Warmup = Answered<MailAccountWarmupFieldsFragment>;

type Health = Answered<MailboxHealthFieldsFragment>['health'];

/** A mail account as the list query returns it (its health `ok` unless told). */
export function buildMailAccount(
  overrides: Partial<MailAccount> & { health?: Health } = {},
): MailAccount & { health: Health } {
  return {
    health: { __typename: 'MailboxHealth', state: 'ok', reason: null, since: null },
    __typename: 'MailAccount',
    id: 'acc-1',
    email: 'sales@example.com',
    name: 'Sales Team',
    type: 'smtp',
    status: 'active',
    hasSmtp: true,
    signature: '',
    ...overrides,
  };
}

export function buildServerSettings(
  server: string,
  port: number,
  username: string,
): ServerSettings {
  return { __typename: 'MailServerSettings', server, port, username };
}

/** A mail account with its connection settings (passwords are never returned). */
export function buildConnectedAccount(overrides: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    ...buildMailAccount(),
    smtp: buildServerSettings('smtp.example.com', 465, 'sales@example.com'),
    imap: buildServerSettings('imap.example.com', 993, 'sales@example.com'),
    trustedAuthHost: null,
    ...overrides,
  };
}

/** A sending preference in GraphQL's shape; Monday to Friday, 09:00 to 17:00 by default. */
export function buildPreference(
  overrides: {
    workDays?: SendingPreferenceFieldsFragment['workDays'];
    workTime?: Partial<SendingPreferenceFieldsFragment['workTime']>;
    workLoadCapacity?: Partial<SendingPreferenceFieldsFragment['workLoadCapacity']>;
  } = {},
): Preference {
  return {
    __typename: 'SendingPreference',
    workDays: overrides.workDays ?? [0, 6],
    workTime: {
      __typename: 'WorkTime',
      fromTime: 540,
      toTime: 1020,
      timeZone: 'Europe/Berlin',
      ...overrides.workTime,
    },
    workLoadCapacity: {
      __typename: 'WorkLoadCapacity',
      strategy: 'send_as_fast_as_possible',
      maxJobInSingleDay: 50,
      minimumTimeBetweenJobBursts: 10,
      maxJobInSingleBurst: 1,
      minSecondsBetweenEmails: 0,
      maxSecondsBetweenEmails: 0,
      maxJobInSingleHour: 0,
      rampUpStart: 0,
      rampUpIncrement: 0,
      ...overrides.workLoadCapacity,
    },
  };
}

export function mailAccountsMock(accounts: ReadonlyArray<MailAccount>) {
  return {
    request: { query: MailAccountsDocument },
    result: { data: { mailAccounts: accounts } },
  };
}

export function connectionMock(account: ConnectedAccount) {
  return {
    request: { query: MailAccountConnectionDocument, variables: { email: account.email } },
    result: { data: { mailAccount: account } },
  };
}

export function preferenceMock(
  email: string,
  preference: Preference = buildPreference(),
  rampUp: { day: number; perDay: number; maxPerDay: number } | null = null,
) {
  return {
    request: { query: MailAccountPreferenceDocument, variables: { email } },
    result: {
      data: {
        mailAccount: {
          ...buildMailAccount({ email }),
          sendingPreference: preference,
          rampUp: rampUp && { __typename: 'RampUp', ...rampUp },
        },
      },
    },
  };
}

export function googleConfiguredMock(configured: boolean) {
  return {
    request: { query: GoogleSignInConfiguredDocument },
    result: { data: { googleSignInConfigured: configured } },
  };
}

export function googleAuthUrlMock(
  variables: { redirectUrl: string; loginHint?: string },
  url: string,
) {
  return {
    request: { query: GoogleAuthUrlDocument, variables },
    result: { data: { googleAuthUrl: url } },
  };
}

export function googleSmtpMock(id: string, smtp: ServerSettings | null) {
  return {
    request: { query: GoogleSmtpDocument, variables: { id } },
    result: { data: { googleSmtp: smtp } },
  };
}

/** A warmup answer: on, with a week of data, unless overridden. */
export function buildWarmup(overrides: Partial<MailAccountWarmupFieldsFragment> = {}): Warmup {
  const {
    aggregateResult = { received: 41, sent: 38, landedSpam: 3 },
    dateWiseResult = [
      { date: '2025-03-01', landedInbox: 4, landedSpam: 0 },
      { date: '2025-03-02', landedInbox: 5, landedSpam: 1 },
      { date: '2025-03-03', landedInbox: 6, landedSpam: 0 },
      { date: '2025-03-04', landedInbox: 5, landedSpam: 1 },
      { date: '2025-03-05', landedInbox: 6, landedSpam: 0 },
      { date: '2025-03-06', landedInbox: 4, landedSpam: 1 },
      { date: '2025-03-07', landedInbox: 5, landedSpam: 0 },
    ],
    ...rest
  } = overrides;
  return {
    __typename: 'MailAccountWarmup',
    configured: true,
    status: true,
    errorCode: null,
    message: null,
    warmupStatus: true,
    warmupStartTime: 1740787200,
    ...rest,
    aggregateResult: { __typename: 'MailAccountWarmupAggregate', ...aggregateResult },
    dateWiseResult: dateWiseResult.map((day) => ({ __typename: 'MailAccountWarmupDay', ...day })),
  };
}

export function warmupMock(id: string, warmup: Warmup) {
  return {
    request: { query: MailAccountWarmupDocument, variables: { id } },
    result: { data: { mailAccountWarmup: warmup } },
  };
}
