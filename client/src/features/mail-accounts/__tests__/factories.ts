import {
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
