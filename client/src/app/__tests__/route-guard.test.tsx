import { screen, within } from '@testing-library/react';
import { buildCalendar, calendarMock } from '../../features/calendar/__tests__/factories';
import {
  buildMailAccount,
  mailAccountsMock,
} from '../../features/mail-accounts/__tests__/factories';
import { overviewMocks } from '../../features/campaign-detail/__tests__/factories';
import { currentPath, renderApp } from '../../test/render-app';

describe('Route guard', () => {
  it('sends a visitor without stored user info to the login page with redirectTo', async () => {
    const { router } = renderApp('/team/teammates');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login?redirectTo=/team/teammates');
  });

  it('keeps the query string of the requested page', async () => {
    const { router } = renderApp('/campaign/all?page=2&q=a');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath(router)).toBe('/login?redirectTo=/campaign/all%3Fpage%3D2%26q%3Da');
    expect(router.state.location.search).toContain('redirectTo=');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      '/campaign/all?page=2&q=a',
    );
  });

  it('protects the home page', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath(router)).toBe('/login?redirectTo=/');
  });

  it('shows the page to a signed-in user', async () => {
    renderApp('/campaign/leads', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from the login page', async () => {
    const { router } = renderApp('/login?redirectTo=/campaign/leads', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/campaign/leads');
  });

  it('ignores a redirectTo that leaves the site', async () => {
    const { router } = renderApp('/login?redirectTo=//evil.example/x', { signedIn: true });
    expect(await screen.findByText('Welcome to Outbound')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it.each([
    ['/campaign/camp-1/overview', 'Overview'],
    ['/campaign/camp-1/sequence', 'Sequence'],
    ['/campaign/camp-1/recipients', 'Recipients'],
    ['/campaign/camp-1/settings', 'Settings'],
  ])('routes %s to the campaign detail page on its %s tab', async (path, tab) => {
    renderApp(path, { signedIn: true, mocks: overviewMocks() });
    expect(await screen.findByRole('heading', { name: 'Spring outreach' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Campaign pages' });
    expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('heading', { name: 'Campaign detail' })).not.toBeInTheDocument();
  });

  it("routes a mail account's calendar to the Sending calendar", async () => {
    renderApp('/campaign/calendar/ada%40example.com', {
      signedIn: true,
      mocks: [
        mailAccountsMock([buildMailAccount({ email: 'ada@example.com' })]),
        calendarMock('ada@example.com', undefined, buildCalendar('2026-11-22')),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Sending calendar' })).toBeInTheDocument();
    expect(await screen.findByText('Nov 22 – Nov 28, 2026')).toBeInTheDocument();
  });
});

describe('Layout', () => {
  it('shows no header or sidebar when signed out, and the footer always', () => {
    renderApp('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Outbound`)).toBeInTheDocument();
  });

  it('shows the header with its Account menu when signed in', async () => {
    const { user } = renderApp('/', { signedIn: true });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Campaigns' })).toHaveAttribute(
      'href',
      '/campaign/all',
    );

    expect(screen.queryByRole('link', { name: 'Reset Password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('links every sidebar entry to its route, and collapses', async () => {
    const { user } = renderApp('/', { signedIn: true });
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    const expected: Array<[string, string]> = [
      ['Dashboard', '/'],
      ['Campaigns', '/campaign/all'],
      ['Leads', '/campaign/leads'],
      ['Inbox', '/inbox'],
      ['Sending Calendar', '/campaign/calendar'],
      ['Contacts', '/contact/all'],
      ['Mail Accounts', '/mail-accounts/all'],
      ['Teammates', '/team/teammates'],
      ['Unsubscribes', '/unsubscribers'],
      ['Webhooks', '/settings/webhooks'],
    ];
    for (const [name, href] of expected) {
      expect(within(sidebar).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Collapsed entries keep their accessible names.
    expect(within(sidebar).getByRole('link', { name: 'Teammates' })).toBeInTheDocument();
  });

  it('shows the home banner with a New Campaign link', async () => {
    renderApp('/', { signedIn: true });
    expect(screen.getByText('Welcome to Outbound')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Campaign' })).toHaveAttribute(
      'href',
      '/campaign/start',
    );
  });
});
