import type { MockedResponse } from '@apollo/client/testing';
import {
  CampaignRecipientExportDocument,
  CampaignRecipientsDocument,
  MoveRecipientsToMailboxDocument,
  SetRecipientsPausedDocument,
  type CampaignRecipientExportQuery,
  type CampaignRecipientFieldsFragment,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';
import { CAMPAIGN_ID, type failure } from './factories';

export const RECIPIENTS_PATH = `/campaign/${CAMPAIGN_ID}/recipients`;

/** The campaign's variables: the address first, as the server always answers them. */
export const DISPLAY_KEYS = ['email', 'first_name', 'Company'];

type Recipient = Answered<CampaignRecipientFieldsFragment>;

/** An active recipient added Nov 03, 2026 09:00 (local time), never sent to. */
export function buildRecipient(email: string, overrides: Partial<Recipient> = {}): Recipient {
  return {
    __typename: 'CampaignRecipient',
    id: `r-${email}`,
    email,
    createdAt: new Date(2026, 10, 3, 9, 0).toISOString(),
    latestSentAt: null,
    paused: false,
    state: 'active',
    values: [email, email.split('@')[0], 'ACME'],
    senderId: null,
    senderEmail: null,
    waitingReason: null,
    status: 'active',
    reason: null,
    flags: [],
    nextDue: null,
    ...overrides,
  };
}

/** `count` recipients r1@acme.test, r2@acme.test… starting at number `from`. */
export function buildRecipients(count: number, from = 1): Recipient[] {
  return Array.from({ length: count }, (_, index) => buildRecipient(`r${from + index}@acme.test`));
}

type Filter = { text?: string; eventType?: string; listId?: string; offset?: number };

/** One page of the tab, answered as often as it is asked. */
export function recipientsMock(filter: Filter, recipients: Recipient[], totalCount?: number) {
  return {
    request: {
      query: CampaignRecipientsDocument,
      variables: {
        input: {
          campaignId: CAMPAIGN_ID,
          text: filter.text ?? null,
          eventType: filter.eventType ?? null,
          listId: filter.listId ?? null,
          offset: filter.offset ?? 0,
          limit: 50,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: jest.fn(() => ({
      data: {
        campaignRecipients: {
          __typename: 'CampaignRecipientPage',
          totalCount: totalCount ?? recipients.length,
          displayKeys: DISPLAY_KEYS,
          recipients,
        },
      },
    })),
  } satisfies MockedResponse;
}

/** setRecipientsPaused for `emails`, answering `answer` (the changed rows, or a failure). */
export function pauseMock(
  emails: string[],
  paused: boolean,
  answer: Recipient[] | ReturnType<typeof failure>,
) {
  return {
    request: {
      query: SetRecipientsPausedDocument,
      variables: { campaignId: CAMPAIGN_ID, emails, paused },
    },
    result: jest.fn(() =>
      Array.isArray(answer) ? { data: { setRecipientsPaused: answer } } : answer,
    ),
  } satisfies MockedResponse;
}

/** moveRecipientsToMailbox for `emails` to `mailAccountId`, answering the moved rows or a failure. */
export function moveMock(
  emails: string[],
  mailAccountId: string,
  answer: Recipient[] | ReturnType<typeof failure>,
) {
  return {
    request: {
      query: MoveRecipientsToMailboxDocument,
      variables: { campaignId: CAMPAIGN_ID, emails, mailAccountId },
    },
    result: jest.fn(() =>
      Array.isArray(answer) ? { data: { moveRecipientsToMailbox: answer } } : answer,
    ),
  } satisfies MockedResponse;
}

type ExportRow = Answered<
  CampaignRecipientExportQuery['campaignRecipientExport']['recipients'][number]
>;

/** A recipient as the export answers it (no id). */
export function exportRecipient(email: string, overrides: Partial<Recipient> = {}): ExportRow {
  const { id: _id, senderId: _senderId, ...row } = buildRecipient(email, overrides);
  return { ...row, __typename: 'CampaignRecipient' };
}

/** A page of the export for the tab's filter. */
export function recipientExportMock(
  { filter = {}, after = null }: { filter?: Filter; after?: string | null },
  page: { recipients: ExportRow[]; next: string | null },
) {
  return {
    request: {
      query: CampaignRecipientExportDocument,
      variables: {
        input: {
          campaignId: CAMPAIGN_ID,
          text: filter.text ?? null,
          eventType: filter.eventType ?? null,
          listId: filter.listId ?? null,
        },
        after,
        // The server's default page, within its query cost limit.
        limit: 500,
      },
    },
    result: jest.fn(() => ({
      data: {
        campaignRecipientExport: {
          __typename: 'CampaignRecipientExportPage',
          displayKeys: DISPLAY_KEYS,
          ...page,
        },
      },
    })),
  } satisfies MockedResponse;
}
