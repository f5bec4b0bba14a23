import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderApp } from '../../../test/render-app';
import {
  accountsMock,
  buildCampaign,
  buildList,
  CAMPAIGN_ID,
  campaignListsMock,
  campaignMock,
  contactListsMock,
  failure,
  stepsMock,
} from './factories';
import { WizardCampaignDocument } from '../../../generated/graphql';
import { barState, menuItem, menuStates } from './wizard-queries';

describe('Campaign wizard shell', () => {
  it('opens only Start for a campaign not created yet', async () => {
    renderApp('/campaign/start', { signedIn: true, mocks: [accountsMock()] });
    expect(screen.getByRole('heading', { name: 'New Campaign', level: 1 })).toBeInTheDocument();
    expect(menuStates()).toEqual([
      'active',
      'disabled',
      'disabled',
      'disabled',
      'disabled',
      'disabled',
    ]);
    expect(barState().current).toEqual(['Start (current)']);
    expect(screen.getByText('0 of 6 steps completed')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Sales Team <sales@acme.test>' });
  });

  it('links the completed tabs and the current one, and disables the others', async () => {
    const campaign = buildCampaign({
      currentTab: 'compose',
      completedTabs: ['start', 'add-recipients'],
    });
    renderApp(`/campaign/${CAMPAIGN_ID}/add-recipients`, {
      signedIn: true,
      mocks: [campaignMock(campaign), campaignListsMock([buildList(1)]), contactListsMock([])],
    });
    expect(
      await screen.findByRole('heading', { name: 'Spring outreach', level: 1 }),
    ).toBeInTheDocument();
    expect(menuStates()).toEqual([
      'enabled',
      'active',
      'enabled',
      'disabled',
      'disabled',
      'disabled',
    ]);
    const menu = within(screen.getByRole('navigation', { name: 'Campaign steps' }));
    expect(menu.getByRole('link', { name: 'Compose' })).toHaveAttribute(
      'href',
      `/campaign/${CAMPAIGN_ID}/compose`,
    );
    expect(barState()).toEqual({ current: ['Compose (current)'], completed: 2 });
    expect(screen.getByText('2 of 6 steps completed')).toBeInTheDocument();
  });

  it('lets a campaign that reached Send go back to any step from the menu', async () => {
    const campaign = buildCampaign({
      currentTab: 'send',
      completedTabs: ['start', 'add-recipients', 'compose', 'preview', 'options'],
    });
    const { user, router } = renderApp(`/campaign/${CAMPAIGN_ID}/send`, {
      signedIn: true,
      mocks: [campaignMock(campaign), campaignListsMock([]), stepsMock([]), accountsMock()],
    });
    await screen.findByRole('button', { name: 'Start Campaign' });
    expect(menuStates()).toEqual(['enabled', 'enabled', 'enabled', 'enabled', 'enabled', 'active']);
    expect(barState()).toEqual({ current: ['Send (current)'], completed: 5 });

    const menu = within(screen.getByRole('navigation', { name: 'Campaign steps' }));
    await user.click(menu.getByRole('link', { name: 'Start' }));
    expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/start`);
    expect(await screen.findByLabelText('Campaign Title')).toHaveValue('Spring outreach');
    expect(menuItem('Start')).toBe('active');
    expect(menuItem('Send')).toBe('enabled');
  });

  it('sends a tab the campaign has not reached to the one it continues on', async () => {
    const campaign = buildCampaign({ currentTab: 'add-recipients', completedTabs: ['start'] });
    const { router } = renderApp(`/campaign/${CAMPAIGN_ID}/options`, {
      signedIn: true,
      mocks: [campaignMock(campaign), campaignListsMock([]), contactListsMock([])],
    });
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/add-recipients`),
    );
    expect(await screen.findByRole('heading', { name: 'Recipients' })).toBeInTheDocument();
    expect(menuStates()).toEqual([
      'enabled',
      'active',
      'disabled',
      'disabled',
      'disabled',
      'disabled',
    ]);
  });

  it('lets a campaign whose messages are saved go from Preview on to Options', async () => {
    const campaign = buildCampaign({
      currentTab: 'preview',
      completedTabs: ['start', 'add-recipients', 'compose'],
    });
    const { router } = renderApp(`/campaign/${CAMPAIGN_ID}/options`, {
      signedIn: true,
      mocks: [campaignMock(campaign)],
    });
    expect(await screen.findByLabelText('Track opens')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/options`);
    expect(menuStates()).toEqual([
      'enabled',
      'enabled',
      'enabled',
      'enabled',
      'active',
      'disabled',
    ]);
    expect(barState()).toEqual({ current: ['Preview (current)'], completed: 3 });
  });

  it("says so when the campaign cannot be found (another workspace's id)", async () => {
    renderApp('/campaign/elsewhere/start', {
      signedIn: true,
      mocks: [
        {
          request: { query: WizardCampaignDocument, variables: { id: 'elsewhere' } },
          result: failure('This campaign does not exist.', 'NOT_FOUND', 404),
        },
        accountsMock(),
      ],
    });
    const card = await screen.findByText('This campaign does not exist.', {
      selector: '.empty',
    });
    expect(card).toBeInTheDocument();
    expect(screen.queryByLabelText('Campaign Title')).not.toBeInTheDocument();
  });
});
