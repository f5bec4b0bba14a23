import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { DASHBOARD_TEXTS } from '../dashboard-texts';
import { buildDashboard, dashboardMock, emptyDashboardMock } from './factories';

const section = (name: string) => screen.getByRole('region', { name });

describe('Home page dashboard', () => {
  it('keeps the banner and New Campaign, and shows the 30 days as totals with rates and a chart', async () => {
    renderApp('/', { signedIn: true, mocks: [dashboardMock(buildDashboard())] });
    expect(screen.getByText('Welcome to Outbound')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Campaign' })).toHaveAttribute(
      'href',
      '/campaign/start',
    );

    const days = await screen.findByRole('region', { name: DASHBOARD_TEXTS.last30Days });
    expect(within(days).getByText('Days in Europe/Paris')).toBeInTheDocument();
    expect(within(days).getByTestId('total-messages')).toHaveTextContent('Sent50to 40 recipients');
    expect(within(days).getByTestId('total-opens')).toHaveTextContent('Opens1230 %');
    expect(within(days).getByTestId('total-clicks')).toHaveTextContent('Clicks37.5 %');
    expect(within(days).getByTestId('total-replies')).toHaveTextContent('Replies25 %');
    expect(within(days).getByTestId('total-bounces')).toHaveTextContent('Bounces12.5 %');
    expect(within(days).getByTestId('total-leads')).toHaveTextContent('New leads1');

    const chart = within(days).getByRole('img', { name: /Per day: sent, opens/ });
    expect(chart.querySelectorAll('path[data-series]')).toHaveLength(6);
    const rows = within(days).getAllByRole('row');
    expect(rows).toHaveLength(31); // a header and 30 days
    expect(within(days).getByRole('row', { name: /2026-11-03/ })).toHaveTextContent(
      '2026-11-034012300',
    );
    expect(within(days).getByRole('row', { name: /2026-11-25/ })).toHaveTextContent(
      '2026-11-25000000',
    );
    // Nothing missing: no first steps.
    expect(
      screen.queryByRole('region', { name: DASHBOARD_TEXTS.firstSteps }),
    ).not.toBeInTheDocument();
  });

  it('shows today per mailbox with a link to its calendar', async () => {
    renderApp('/', { signedIn: true, mocks: [dashboardMock(buildDashboard())] });
    const today = await screen.findByRole('region', { name: DASHBOARD_TEXTS.today });
    const row = within(today).getByRole('row', { name: /sales@acme.test/ });
    expect(row).toHaveTextContent('sales@acme.test743');
    expect(within(row).getByRole('link', { name: 'sales@acme.test' })).toHaveAttribute(
      'href',
      '/campaign/calendar/sales%40acme.test',
    );
  });

  it('shows a mailbox the deliverability guard paused as paused, nothing planned', async () => {
    const dashboard = buildDashboard();
    dashboard.mailboxesToday = [{ ...dashboard.mailboxesToday[0], planned: 0, paused: true }];
    renderApp('/', { signedIn: true, mocks: [dashboardMock(dashboard)] });
    const today = await screen.findByRole('region', { name: DASHBOARD_TEXTS.today });
    const row = within(today).getByRole('row', { name: /sales@acme.test/ });
    expect(row).toHaveTextContent(`sales@acme.test7${DASHBOARD_TEXTS.pausedToday}`);
  });

  it('links each mailbox that needs attention to where it is fixed', async () => {
    renderApp('/', { signedIn: true, mocks: [dashboardMock(buildDashboard())] });
    const list = await screen.findByRole('region', { name: DASHBOARD_TEXTS.attention });
    const link = (name: string) => within(list).getByRole('link', { name });
    // The links come once the role is known (an admin's or above).
    await within(list).findByRole('link', { name: 'Reconnect: gone@acme.test' });
    expect(link('Reconnect: gone@acme.test')).toHaveAttribute(
      'href',
      '/googlemail-accounts/reconnect?email=gone%40acme.test&name=gone%40acme.test',
    );
    expect(link('Edit connection: smtp@acme.test')).toHaveAttribute(
      'href',
      '/mail-accounts/smtp/edit/smtp%40acme.test',
    );
    expect(link('Enable it in Mail Accounts: off@acme.test')).toHaveAttribute(
      'href',
      '/mail-accounts/all',
    );
    expect(link('Review sending preferences: bouncy@acme.test')).toHaveAttribute(
      'href',
      '/mail-accounts/preferences/bouncy%40acme.test',
    );
    expect(link('Edit connection: imap@acme.test')).toHaveAttribute(
      'href',
      '/mail-accounts/smtp/edit/imap%40acme.test',
    );
    expect(within(list).getByText(/10 % of 20 messages bounced/)).toBeInTheDocument();
  });

  it('tells a member that an admin fixes a mailbox, with no link to a page it cannot use', async () => {
    renderApp('/', { signedIn: true, role: 'member', mocks: [dashboardMock(buildDashboard())] });
    const list = await screen.findByRole('region', { name: DASHBOARD_TEXTS.attention });
    expect(await within(list).findAllByText(DASHBOARD_TEXTS.adminFixes)).toHaveLength(
      within(list).getAllByRole('listitem').length,
    );
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the latest replies and leads, each linking to its campaign', async () => {
    renderApp('/', { signedIn: true, mocks: [dashboardMock(buildDashboard())] });
    const replies = await screen.findByRole('region', { name: DASHBOARD_TEXTS.recentReplies });
    const items = within(replies).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(0, 23))).toEqual([
      'ann@prospect.testSpring',
      'bob@prospect.testAutumn',
    ]);
    expect(within(items[1]).getByRole('link', { name: 'Autumn' })).toHaveAttribute(
      'href',
      '/campaign/c-Autumn/overview',
    );
    expect(within(items[0]).getByText((_, node) => node?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2026-11-24T10:00:00.000Z',
    );
    const leads = section(DASHBOARD_TEXTS.recentLeads);
    expect(within(leads).getByRole('link', { name: 'Spring' })).toHaveAttribute(
      'href',
      '/campaign/c-Spring/overview',
    );
  });

  it('says what to do first, in order of need, and that nothing happened yet', async () => {
    renderApp('/', { signedIn: true, mocks: [emptyDashboardMock()] });
    const steps = await screen.findByRole('region', { name: DASHBOARD_TEXTS.firstSteps });
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [DASHBOARD_TEXTS.connectMailbox, '/mail-accounts/all'],
      [DASHBOARD_TEXTS.importContacts, '/contact/all'],
      [DASHBOARD_TEXTS.startCampaign, '/campaign/start'],
    ]);
    expect(links[0]).toHaveClass('button--primary');
    expect(links[1]).not.toHaveClass('button--primary');
    expect(screen.getByText(DASHBOARD_TEXTS.noSends)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Per day/ })).not.toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXTS.noMailboxToday)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXTS.allHealthy)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXTS.noReplies)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_TEXTS.noLeads)).toBeInTheDocument();
  });

  it.each([
    [
      { hasMailbox: true, hasContacts: false, hasCampaign: false },
      [DASHBOARD_TEXTS.importContacts, DASHBOARD_TEXTS.startCampaign],
    ],
    [{ hasMailbox: true, hasContacts: true, hasCampaign: false }, [DASHBOARD_TEXTS.startCampaign]],
    [{ hasMailbox: false, hasContacts: true, hasCampaign: true }, [DASHBOARD_TEXTS.connectMailbox]],
  ])('with %o, offers %o first', async (setup, expected) => {
    const dashboard = buildDashboard({ setup: { __typename: 'DashboardSetup', ...setup } });
    renderApp('/', { signedIn: true, mocks: [dashboardMock(dashboard)] });
    const steps = await screen.findByRole('region', { name: DASHBOARD_TEXTS.firstSteps });
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(expected);
    expect(links[0]).toHaveClass('button--primary');
  });
});
