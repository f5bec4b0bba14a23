import { screen, within } from '@testing-library/react';
import {
  OverviewVariantsDocument,
  SetVariantAutoPickDocument,
  type OverviewVariantsFieldsFragment,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_ID, OVERVIEW_PATH, overviewMocks } from './factories';

const TEST = { __typename: 'VariantTest' } as const;

function figures(overrides: Partial<OverviewVariantsFieldsFragment> = {}) {
  const variant = (letter: string, sent: number, replied: number) => ({
    __typename: 'VariantFigures' as const,
    letter,
    sent,
    replied,
    leads: 1,
    bounced: 2,
    unsubscribed: 0,
    opened: 90,
    clicked: 3,
    replyRate: Math.round((replied / sent) * 10_000) / 100,
  });
  return {
    __typename: 'CampaignVariants' as const,
    campaignId: CAMPAIGN_ID,
    autoPick: false,
    pick: null,
    minSample: 100,
    steps: [
      {
        __typename: 'StepVariantFigures' as const,
        stepId: 'step-1',
        position: 1,
        variants: [variant('A', 150, 3), variant('B', 150, 30)],
        test: { ...TEST, winner: 'B', pValue: 0.00002, verdict: 'B wins on replies.' },
      },
      {
        __typename: 'StepVariantFigures' as const,
        stepId: 'step-2',
        position: 2,
        variants: [variant('A', 40, 1), variant('B', 38, 2)],
        test: {
          ...TEST,
          winner: null,
          pValue: null,
          verdict: 'Waiting for 100 sent per variant (A: 40, B: 38).',
        },
      },
    ],
    sequence: {
      __typename: 'SequenceVariantFigures' as const,
      variants: [],
      test: { ...TEST, winner: 'B', pValue: 0.0001, verdict: 'B wins on replies.' },
    },
    ...overrides,
  };
}

const variantsMock = (answer = figures()) => ({
  request: { query: OverviewVariantsDocument, variables: { campaignId: CAMPAIGN_ID } },
  result: { data: { campaignVariants: answer } },
});

describe('Overview: Variants', () => {
  it('shows each message’s variants, the winner only where the test names one, and opens marked unreliable', async () => {
    renderApp(OVERVIEW_PATH, { signedIn: true, mocks: [...overviewMocks(), variantsMock()] });
    const first = await screen.findByRole('table', { name: 'Variants of Email' });
    const rows = within(first)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['A1503 (2%)120903', 'B15030 (20%)120903']);
    expect(within(first).getByRole('columnheader', { name: 'Opened*' })).toBeInTheDocument();
    expect(screen.getByText('Winner: B (p = 0.000020)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Variants of Follow-up 1' })).toBeInTheDocument();
    expect(
      screen.getByText('Waiting for 100 sent per variant (A: 40, B: 38).'),
    ).toBeInTheDocument();
  });

  it('turns auto-pick on', async () => {
    const on = {
      request: {
        query: SetVariantAutoPickDocument,
        variables: { campaignId: CAMPAIGN_ID, enabled: true },
      },
      result: jest.fn(() => ({
        data: { setVariantAutoPick: figures({ autoPick: true, pick: 'B' }) },
      })),
    };
    const { user } = renderApp(OVERVIEW_PATH, {
      signedIn: true,
      mocks: [...overviewMocks(), variantsMock(), on],
    });
    const box = await screen.findByRole('checkbox', { name: /Auto-pick/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByRole('checkbox', { name: /Auto-pick.*\(now B\)/ })).toBeChecked();
    expect(on.result).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a campaign without variants', async () => {
    renderApp(OVERVIEW_PATH, { signedIn: true, mocks: overviewMocks() });
    await screen.findByRole('region', { name: 'Funnel' });
    expect(screen.queryByRole('region', { name: 'Variants' })).not.toBeInTheDocument();
  });
});
