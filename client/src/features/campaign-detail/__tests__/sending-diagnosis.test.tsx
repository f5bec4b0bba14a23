import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { CampaignDiagnosisDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { RECIPIENTS_PATH, recipientsMock } from './recipient-factories';
import { CAMPAIGN_ID, detailMock, listsMock } from './factories';

function diagnosisMock() {
  return {
    request: { query: CampaignDiagnosisDocument, variables: { campaignId: CAMPAIGN_ID } },
    result: {
      data: {
        campaignDiagnosis: {
          __typename: 'SendingDiagnosis',
          state: 'waiting',
          reason: 'sender@acme.test: daily limit reached: 50 of 50 today.',
          nextSendAt: '2026-12-02T09:00:00.000Z',
          details: [
            {
              __typename: 'SendingDiagnosisDetail',
              kind: 'daily_cap',
              message: 'sender@acme.test: daily limit reached: 50 of 50 today.',
              email: 'sender@acme.test',
              at: '2026-12-02T09:00:00.000Z',
              count: null,
            },
            {
              __typename: 'SendingDiagnosisDetail',
              kind: 'follow_up_delay',
              message: "12 recipients wait for their follow-up's delay.",
              email: null,
              at: '2026-12-03T10:00:00.000Z',
              count: 12,
            },
          ],
        },
      },
    },
  } satisfies MockedResponse;
}

describe('Campaign header: why is it (not) sending', () => {
  it('asked, shows the state and the reason, and every reason on demand', async () => {
    renderApp(RECIPIENTS_PATH, {
      signedIn: true,
      mocks: [detailMock(), listsMock(), recipientsMock({}, []), diagnosisMock()],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Why isn’t it sending?' }));
    const status = await screen.findByText(/daily limit reached/);
    expect(status).toHaveTextContent(
      'Waiting: sender@acme.test: daily limit reached: 50 of 50 today.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const details = screen.getByRole('list', { name: 'Sending status details' });
    expect(details).toHaveTextContent("12 recipients wait for their follow-up's delay.");
  });
});
