import { screen, within } from '@testing-library/react';
import { DeliverabilityWarningsDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { buildDashboard, dashboardMock } from './factories';

describe('Dashboard deliverability warning', () => {
  it('names each mailbox whose checks went from pass to fail, linking to its fixes', async () => {
    renderApp('/', {
      signedIn: true,
      mocks: [
        dashboardMock(buildDashboard()),
        {
          request: { query: DeliverabilityWarningsDocument },
          result: {
            data: {
              deliverabilityWarnings: [
                {
                  __typename: 'DeliverabilityWarning',
                  mailAccountId: 'acc-1',
                  email: 'sales@example.com',
                  checkedAt: '2026-11-28T08:00:00.000Z',
                  regressed: ['spf', 'dmarc'],
                },
              ],
            },
          },
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Deliverability' });
    expect(within(card).getByText(/now failing: SPF, DMARC/)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'See the fixes: sales@example.com' }),
    ).toHaveAttribute('href', '/mail-accounts/preferences/sales%40example.com#deliverability');
  });

  it('shows nothing when no check went from pass to fail', async () => {
    renderApp('/', { signedIn: true, mocks: [dashboardMock(buildDashboard())] });
    await screen.findByRole('region', { name: 'Mailboxes that need attention' });
    expect(screen.queryByRole('region', { name: 'Deliverability' })).not.toBeInTheDocument();
  });
});
