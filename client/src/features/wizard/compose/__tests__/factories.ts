import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  ComposeCampaignDocument,
  ComposeVariablesDocument,
  SaveComposeStepsDocument,
  SendTestEmailDocument,
  type ComposeCampaignFragment,
  type ComposeMessageFragment,
} from '../../../../generated/graphql';
import type { Answered } from '../../../../test/mocked-answer';
import { CAMPAIGN_ID } from './render-step';

const VARIABLES = ['email', 'first_name', 'company', 'unsubscribe_url'];

type StepRow = Answered<ComposeMessageFragment>;
type ComposeCampaign = Answered<ComposeCampaignFragment>;

export function buildStep(position: number, overrides: Partial<StepRow> = {}): StepRow {
  return {
    __typename: 'Step',
    id: `step-${position}`,
    position,
    subject: position === 1 ? 'Quick question' : 'Re: Quick question',
    body:
      position === 1 ? '<p>Hello <strong>there</strong></p>' : `<p>Follow-up ${position - 1}</p>`,
    delay: position === 1 ? 0 : 3,
    variants: [],
    status: 'active',
    ...overrides,
  };
}

export function buildCampaign(overrides: Partial<ComposeCampaign> = {}): ComposeCampaign {
  const steps = overrides.steps ?? [];
  return {
    __typename: 'Campaign',
    id: CAMPAIGN_ID,
    messageMimeType: 'text/html',
    currentTab: steps.length > 0 ? 'preview' : 'compose',
    completedTabs:
      steps.length > 0 ? ['start', 'add-recipients', 'compose'] : ['start', 'add-recipients'],
    trackOpen: false,
    trackClicks: false,
    stepsCount: steps.length,
    variables: ['email', 'first_name', 'company'],
    mailAccount: {
      __typename: 'CampaignMailAccount',
      id: 'ma-1',
      email: 'sales@acme.test',
      name: 'Sales Team',
      status: 'active',
    },
    steps,
    ...overrides,
  };
}

export function campaignMock(campaign = buildCampaign()): MockedResponse {
  return {
    request: { query: ComposeCampaignDocument, variables: { id: CAMPAIGN_ID } },
    result: { data: { campaign } },
  };
}

export function variablesMock(variables = VARIABLES): MockedResponse {
  return {
    request: { query: ComposeVariablesDocument, variables: { campaignId: CAMPAIGN_ID } },
    result: { data: { campaignVariables: variables } },
  };
}

/** What the screen loads on opening. */
export function composeMocks(campaign = buildCampaign()): MockedResponse[] {
  return [campaignMock(campaign), variablesMock()];
}

type StepInputRow = {
  id: string | null;
  subject: string;
  body: string;
  delay: number;
  /** A message with variants: all of them, A first. */
  variants?: { subject: string; body: string }[];
};

/** The save call with exactly these messages; `result` is a jest mock to tell it was made. */
export function saveMock(
  messageMimeType: string,
  steps: StepInputRow[],
  answer: { campaign?: ComposeCampaign; error?: GraphQLError } = {},
) {
  const saved =
    answer.campaign ??
    buildCampaign({
      messageMimeType,
      currentTab: 'preview',
      completedTabs: ['start', 'add-recipients', 'compose'],
      stepsCount: steps.length,
      steps: steps.map((step, index) =>
        buildStep(index + 1, {
          ...step,
          id: step.id ?? `new-${index + 1}`,
          variants: (step.variants ?? []).map((text, letter) => ({
            __typename: 'StepVariant',
            letter: 'ABCDE'[letter],
            ...text,
          })),
        }),
      ),
    });
  const result = jest.fn(() =>
    answer.error ? { errors: [answer.error] } : { data: { saveCampaignSteps: saved } },
  );
  const mock: MockedResponse = {
    request: {
      query: SaveComposeStepsDocument,
      variables: { campaignId: CAMPAIGN_ID, messageMimeType, steps },
    },
    result,
  };
  return { mock, result };
}

export function sendTestMock(
  variables: { email: string; subject: string; body: string; mimeType: string },
  error?: GraphQLError,
) {
  const result = jest.fn(() =>
    error ? { errors: [error] } : { data: { sendTestEmail: 'Test email sent successfully.' } },
  );
  const mock: MockedResponse = {
    request: { query: SendTestEmailDocument, variables: { campaignId: CAMPAIGN_ID, ...variables } },
    result,
  };
  return { mock, result };
}

/** A server refusal as the API answers it (code and HTTP status in the extensions). */
export function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', status: 400 } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND', status: 404 } });
}
