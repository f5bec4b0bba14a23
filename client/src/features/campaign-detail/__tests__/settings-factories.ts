import type { MockedResponse } from '@apollo/client/testing';
import {
  CampaignDetailDocument,
  SettingsLeadSettingsDocument,
  SettingsMailAccountsDocument,
  SettingsSendingAccountDocument,
  SettingsSendingPoolDocument,
  SettingsAddressChecksDocument,
  SettingsReplyHandlingDocument,
  SettingsUpdateLeadSettingsDocument,
  SettingsUpdateSendingAccountDocument,
  SettingsUsersDocument,
  type LeadSettingsInput,
  type SettingsLeadSettingsFieldsFragment,
  type SettingsSendingAccountFieldsFragment,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';
import { CAMPAIGN_ID, buildDetail } from './factories';

export const SETTINGS_PATH = `/campaign/${CAMPAIGN_ID}/settings`;

type SendingAccount = Answered<SettingsSendingAccountFieldsFragment>;
type LeadSettings = Answered<SettingsLeadSettingsFieldsFragment>;

export const MAIL_ACCOUNTS = [
  {
    __typename: 'MailAccount',
    id: 'ma-1',
    email: 'sales@acme.test',
    name: 'Sales Team',
    hasSmtp: true,
  },
  { __typename: 'MailAccount', id: 'ma-2', email: 'kim@acme.test', name: 'Kim', hasSmtp: false },
];

/** A started campaign sending from Sales Team under the mailbox's own name, without SMTP. */
export function buildSendingAccount(overrides: Partial<SendingAccount> = {}): SendingAccount {
  return {
    __typename: 'CampaignSendingAccount',
    campaignId: CAMPAIGN_ID,
    campaignStatus: 'started',
    fromName: 'Sales Team',
    customFromName: false,
    useSmtp: false,
    mailAccount: {
      __typename: 'CampaignMailAccount',
      id: 'ma-1',
      email: 'sales@acme.test',
      name: 'Sales Team',
      status: 'active',
      hasSmtp: true,
    },
    ...overrides,
  };
}

/** Leads go to nobody when a recipient replies once (the default rule). */
export function buildLeadSettings(overrides: Partial<LeadSettings> = {}): LeadSettings {
  return {
    __typename: 'LeadSettings',
    assignedTo: null,
    clause: 'or',
    conditions: [{ __typename: 'LeadCondition', type: 'reply', eventCount: 1 }],
    ...overrides,
  };
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

/** What the Settings tab asks for when it opens (the header's campaign answered every time). */
export function settingsMocks(
  account: SendingAccount = buildSendingAccount(),
  leads: LeadSettings = buildLeadSettings(),
): MockedResponse[] {
  return [
    {
      request: { query: CampaignDetailDocument, variables: { id: CAMPAIGN_ID } },
      result: { data: { campaign: buildDetail() } },
      ...always,
    },
    {
      request: { query: SettingsSendingAccountDocument, variables: { campaignId: CAMPAIGN_ID } },
      result: { data: { campaignSendingAccount: account } },
    },
    {
      request: { query: SettingsMailAccountsDocument },
      result: { data: { mailAccounts: MAIL_ACCOUNTS } },
    },
    {
      request: { query: SettingsLeadSettingsDocument, variables: { campaignId: CAMPAIGN_ID } },
      result: { data: { campaignLeadSettings: leads } },
    },
    {
      request: { query: SettingsSendingPoolDocument, variables: { campaignId: CAMPAIGN_ID } },
      result: {
        data: {
          campaign: {
            __typename: 'Campaign',
            id: CAMPAIGN_ID,
            mailAccounts: [{ __typename: 'CampaignPoolMailbox', id: 'ma-1' }],
          },
          campaignSetting: {
            __typename: 'CampaignSetting',
            matchRecipientProvider: false,
            sendInRecipientTimezone: false,
          },
          poolMailboxes: [],
        },
      },
      ...always,
    },
    {
      request: { query: SettingsAddressChecksDocument, variables: { campaignId: CAMPAIGN_ID } },
      result: {
        data: {
          campaignSetting: {
            __typename: 'CampaignSetting',
            skipRoleAddresses: false,
            skipDisposable: false,
          },
        },
      },
      ...always,
    },
    {
      request: { query: SettingsReplyHandlingDocument, variables: { campaignId: CAMPAIGN_ID } },
      result: {
        data: {
          campaignSetting: {
            __typename: 'CampaignSetting',
            stopForCompany: false,
            outOfOfficeDays: 7,
          },
        },
      },
      ...always,
    },
    {
      request: { query: SettingsUsersDocument },
      result: {
        data: {
          users: [
            { __typename: 'User', id: 'u-1', name: 'Ada Owner', email: 'ada@example.com' },
            { __typename: 'User', id: 'u-2', name: 'Bo Seller', email: 'bo@example.com' },
          ],
        },
      },
    },
  ];
}

/** The Sending account save; `result` is a jest mock so a test can tell whether it was called. */
export function updateSendingAccountMock(
  variables: { assignedTo: string; fromName: string; useSmtp: boolean },
  answer: { data: object } | { errors: unknown[] },
) {
  return {
    request: {
      query: SettingsUpdateSendingAccountDocument,
      variables: { campaignId: CAMPAIGN_ID, ...variables },
    },
    result: jest.fn(() => answer),
  } as MockedResponse & { result: jest.Mock };
}

/** The Leads box save; `result` is a jest mock so a test can tell whether it was called. */
export function updateLeadSettingsMock(
  input: LeadSettingsInput,
  answer: { data: object } | { errors: unknown[] },
) {
  return {
    request: {
      query: SettingsUpdateLeadSettingsDocument,
      variables: { campaignId: CAMPAIGN_ID, input },
    },
    result: jest.fn(() => answer),
  } as MockedResponse & { result: jest.Mock };
}
