import {
  GoogleAuthUrlDocument,
  GoogleSignInConfiguredDocument,
  GoogleSmtpDocument,
  MailAccountWarmupDocument,
  MailAccountConnectionDocument,
  MailAccountPreferenceDocument,
  MailAccountsDocument,
} from '../../../generated/graphql';

/** A mail account as the list query returns it. */
export function buildMailAccount(overrides: Record<string, unknown> = {}) {
  return {
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

export function buildServerSettings(server: string, port: number, username: string) {
  return { __typename: 'MailServerSettings', server, port, username };
}

/** A mail account with its connection settings (passwords are never returned). */
export function buildConnectedAccount(overrides: Record<string, unknown> = {}) {
  return {
    ...buildMailAccount(),
    smtp: buildServerSettings('smtp.example.com', 465, 'sales@example.com'),
    imap: buildServerSettings('imap.example.com', 993, 'sales@example.com'),
    ...overrides,
  };
}

/** A sending preference in GraphQL's shape; Monday to Friday, 09:00 to 17:00 by default. */
export function buildPreference(
  overrides: {
    workDays?: number[];
    workTime?: Partial<{ fromTime: number; toTime: number; timeZone: string }>;
    workLoadCapacity?: Partial<{
      strategy: string;
      maxJobInSingleDay: number;
      minimumTimeBetweenJobBursts: number;
      maxJobInSingleBurst: number;
    }>;
  } = {},
) {
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
      ...overrides.workLoadCapacity,
    },
  };
}

export function mailAccountsMock(accounts: ReadonlyArray<ReturnType<typeof buildMailAccount>>) {
  return {
    request: { query: MailAccountsDocument },
    result: { data: { mailAccounts: accounts } },
  };
}

export function connectionMock(account: ReturnType<typeof buildConnectedAccount>) {
  return {
    request: { query: MailAccountConnectionDocument, variables: { email: account.email } },
    result: { data: { mailAccount: account } },
  };
}

export function preferenceMock(
  email: string,
  preference: ReturnType<typeof buildPreference> = buildPreference(),
) {
  return {
    request: { query: MailAccountPreferenceDocument, variables: { email } },
    result: {
      data: {
        mailAccount: { ...buildMailAccount({ email }), sendingPreference: preference },
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

export function googleSmtpMock(id: string, smtp: ReturnType<typeof buildServerSettings> | null) {
  return {
    request: { query: GoogleSmtpDocument, variables: { id } },
    result: { data: { googleSmtp: smtp } },
  };
}

type WarmupOverrides = Partial<{
  configured: boolean;
  status: boolean;
  errorCode: number | null;
  message: string | null;
  warmupStatus: boolean;
  warmupStartTime: number | null;
  aggregateResult: { received: number; sent: number; landedSpam: number };
  dateWiseResult: Array<{ date: string; landedInbox: number; landedSpam: number }>;
}>;

/** A warmup answer: on, with a week of data, unless overridden. */
export function buildWarmup(overrides: WarmupOverrides = {}) {
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

export function warmupMock(id: string, warmup: ReturnType<typeof buildWarmup>) {
  return {
    request: { query: MailAccountWarmupDocument, variables: { id } },
    result: { data: { mailAccountWarmup: warmup } },
  };
}
