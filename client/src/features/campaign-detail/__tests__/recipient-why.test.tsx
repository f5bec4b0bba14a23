import { screen, within } from '@testing-library/react';
import { RecipientDiagnosisDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_ID, detailMock, listsMock } from './factories';
import { RECIPIENTS_PATH, buildRecipient, recipientsMock } from './recipient-factories';

const REASON = 'sam@acme.com: daily limit reached: 2 of 2 today. Next send Wed 2 Dec, 09:00 (UTC).';

function diagnosisMock(recipientId: string) {
  return {
    request: {
      query: RecipientDiagnosisDocument,
      variables: { campaignId: CAMPAIGN_ID, recipientId },
    },
    result: {
      data: {
        recipientDiagnosis: {
          __typename: 'SendingDiagnosis',
          state: 'waiting',
          reason: REASON,
          nextSendAt: '2026-12-02T09:00:00.000Z',
          details: [
            {
              __typename: 'SendingDiagnosisDetail',
              kind: 'daily_cap',
              message: REASON,
              email: 'sam@acme.com',
              at: '2026-12-02T09:00:00.000Z',
              count: null,
            },
          ],
        },
      },
    },
  };
}

describe('Recipients tab: why a recipient is (not) sent', () => {
  it('asks nothing until a status is opened, then shows the recipient’s own diagnosis', async () => {
    const ada = buildRecipient('ada@acme.test');
    const bob = buildRecipient('bob@acme.test');
    // Only Ada's diagnosis is answered: asking Bob's (or asking before opening) would fail.
    const { user } = renderApp(RECIPIENTS_PATH, {
      signedIn: true,
      mocks: [detailMock(), listsMock(), recipientsMock({}, [ada, bob]), diagnosisMock(ada.id)],
    });
    const status = await screen.findByRole('button', { name: 'Why? ada@acme.test' });
    expect(status).toHaveTextContent('Active');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(status);
    const popover = await screen.findByRole('dialog', { name: 'Sending status of ada@acme.test' });
    const said = (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === `Waiting: ${REASON}`;
    expect(await within(popover).findByText(said)).toBeInTheDocument();
    expect(
      within(popover).getByRole('list', { name: 'Sending status details of ada@acme.test' }),
    ).toBeInTheDocument();

    await user.click(within(popover).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
