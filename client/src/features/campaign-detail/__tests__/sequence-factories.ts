import type { MockedResponse } from '@apollo/client/testing';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import {
  SequenceStepsDocument,
  SetSequenceStepStatusDocument,
  type SequenceStepFieldsFragment,
} from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';
import { CAMPAIGN_ID } from './factories';

export const SEQUENCE_PATH = `/campaign/${CAMPAIGN_ID}/sequence`;

type SequenceStep = Answered<SequenceStepFieldsFragment>;

const EVENTS = ['open', 'click', 'reply', 'bounce', 'unsubscribe'] as const;
type EventCounts = Partial<Record<(typeof EVENTS)[number], number>>;

/**
 * The message at `position` (1 is the first) of 1,000 recipients, with `sent` sends and `counts`
 * events; each event's percentage is its share of the sends, as the server answers it.
 */
export function buildStep(
  position: number,
  { sent = 0, counts = {}, ...overrides }: Partial<SequenceStep> & { counts?: EventCounts } = {},
): SequenceStep {
  return {
    __typename: 'Step',
    id: `step-${position}`,
    position,
    subject: position === 1 ? 'Quick question' : 'Re: Quick question',
    body: `<p>Message ${position}</p>`,
    status: 'active',
    delay: position === 1 ? 0 : 3,
    totalRecipients: 1000,
    pendingRecipients: 1000 - sent,
    sent,
    eventCounts: EVENTS.map((type) => ({
      __typename: 'StepEventCount',
      type,
      count: counts[type] ?? 0,
      percentage: sent > 0 ? Math.round(((counts[type] ?? 0) / sent) * 10_000) / 100 : 0,
    })),
    ...overrides,
  };
}

/** The Sequence tab's messages; `result` is a jest mock so a test can count the reads. */
export function stepsMock(steps: SequenceStep[] | { error: unknown }, maxUsageCount = 1) {
  return {
    request: { query: SequenceStepsDocument, variables: { campaignId: CAMPAIGN_ID } },
    maxUsageCount,
    result: jest.fn(() => ('error' in steps ? steps.error : { data: { campaignSteps: steps } })),
  } as MockedResponse;
}

/**
 * The Sequence tab's read answering no messages however often it is asked: for tests of the
 * shared header, which open the page on that tab.
 */
export function quietSequenceMock(): MockedResponse {
  return stepsMock([], Number.POSITIVE_INFINITY);
}

/** Pausing (`pause`) or enabling (`active`) message `stepId`, answered with `answer`. */
export function stepStatusMock(stepId: string, status: string, answer?: unknown) {
  return {
    request: {
      query: SetSequenceStepStatusDocument,
      variables: { campaignId: CAMPAIGN_ID, stepId, status },
    },
    result: jest.fn(
      () =>
        answer ?? {
          data: {
            setStepStatus: {
              __typename: 'StepStatusChange',
              id: stepId,
              status,
              message:
                status === 'pause' ? CAMPAIGN_MESSAGES.stepPaused : CAMPAIGN_MESSAGES.stepEnabled,
            },
          },
        },
    ),
  } satisfies MockedResponse;
}
