import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import {
  PreviewCampaignDocument,
  PreviewMessagesDocument,
  type PreviewCampaignQuery,
  type PreviewMessagesQuery,
} from '../../../../generated/graphql';
import type { Answered } from '../../../../test/mocked-answer';
import { CAMPAIGN_ID } from '../../compose/__tests__/render-step';

export function previewCampaignMock(
  overrides: {
    messageMimeType?: string;
    contacts?: string[];
    /** The messages with their variant letters (none: no variants shown). */
    steps?: Answered<PreviewCampaignQuery['campaignPreview']>['steps'];
  } = {},
): MockedResponse {
  const campaignPreview: Answered<PreviewCampaignQuery['campaignPreview']> = {
    __typename: 'CampaignPreview',
    campaign: {
      __typename: 'Campaign',
      id: CAMPAIGN_ID,
      messageMimeType: overrides.messageMimeType ?? 'text/html',
      mailAccount: {
        __typename: 'CampaignMailAccount',
        id: 'ma-1',
        email: 'sales@acme.test',
        name: 'Sales Team',
      },
    },
    lists: [
      {
        __typename: 'CampaignPreviewList',
        id: 'list-1',
        name: 'Leads March',
        contactsCount: 25,
      },
    ],
    contacts: overrides.contacts ?? ['r0@acme.test', 'r1@acme.test'],
    steps: overrides.steps ?? [],
  };
  return {
    request: { query: PreviewCampaignDocument, variables: { campaignId: CAMPAIGN_ID } },
    result: { data: { campaignPreview } },
  };
}

type PreviewPage = Answered<PreviewMessagesQuery['previewMessages']>;

/** The messages rendered for recipient number `offset` (0-based) of `total`. */
export function buildPage(offset: number, total = 25, email = `r${offset}@acme.test`): PreviewPage {
  return {
    __typename: 'PreviewMessages',
    email,
    offset,
    total,
    messages: [
      {
        __typename: 'PreviewMessage',
        subject: `Hello ${email}`,
        body: `<p>Hi <strong>${email}</strong></p>`,
        delay: 0,
        variant: 'A',
      },
      {
        __typename: 'PreviewMessage',
        subject: `Re: Hello ${email}`,
        body: '<p>Any news?</p>',
        delay: 3,
        variant: 'A',
      },
      {
        __typename: 'PreviewMessage',
        subject: `Re: Hello ${email}`,
        body: '<p>Last try</p>',
        delay: 1,
        variant: 'A',
      },
    ],
  };
}

/** The preview call for a recipient chosen by offset (email null) or by address. */
export function messagesMock(
  request: { offset?: number; email?: string | null; variant?: string },
  answer: { page?: PreviewPage; error?: GraphQLError },
) {
  const result = jest.fn(() =>
    answer.error ? { errors: [answer.error] } : { data: { previewMessages: answer.page } },
  );
  const mock: MockedResponse = {
    request: {
      query: PreviewMessagesDocument,
      variables: {
        campaignId: CAMPAIGN_ID,
        email: request.email ?? null,
        offset: request.offset ?? 0,
        ...(request.variant ? { variant: request.variant } : {}),
      },
    },
    result,
  };
  return { mock, result };
}
