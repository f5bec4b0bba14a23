import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { PATH, buildCampaign, pageMocks } from './factories';

/** Pausing and resuming a campaign need a member (the server's `setCampaignStatus`). */
describe('the status control by role', () => {
  const rows = [buildCampaign(1, { status: 'started' }), buildCampaign(2, { status: 'paused' })];
  const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

  it('shows a viewer the status of a started or paused campaign, without Pause or Resume', async () => {
    renderApp(PATH, { signedIn: true, role: 'viewer', mocks: pageMocks(rows) });
    expect(await screen.findByRole('img', { name: 'Paused' })).toBeInTheDocument();
    expect(within(row('Campaign 1')).getByRole('img', { name: 'Started' })).toBeInTheDocument();
    expect(within(row('Campaign 2')).getByRole('img', { name: 'Paused' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Resume|Pause) campaign/ })).toBeNull();
  });

  it('shows a member the Resume and Pause buttons', async () => {
    renderApp(PATH, { signedIn: true, role: 'member', mocks: pageMocks(rows) });
    expect(
      await screen.findByRole('button', { name: 'Resume campaign Campaign 2' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause campaign Campaign 1' })).toBeInTheDocument();
  });
});
