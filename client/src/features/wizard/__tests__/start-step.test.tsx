import { act, screen, waitFor } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, REDIRECT_DELAY_MS } from '@outbound/common';
import type { MockedResponse } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { currentPath, renderApp } from '../../../test/render-app';
import { WIZARD_TEXTS } from '../wizard-texts';
import { barState, menuItem } from './wizard-queries';
import {
  accountsMock,
  buildCampaign,
  CAMPAIGN_ID,
  campaignListsMock,
  campaignMock,
  contactListsMock,
  createMock,
  failure,
  updateMock,
} from './factories';

const M = CAMPAIGN_MESSAGES;
const created = buildCampaign({ currentTab: 'add-recipients', completedTabs: ['start'] });
/** What the Recipients step asks for once the wizard moves there. */
const recipientsMocks = (campaign = created) => [
  campaignMock(campaign),
  campaignListsMock([]),
  contactListsMock([]),
];

beforeEach(() => {
  // Fake clocks, so the 2.5 s redirect can be skipped over.
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** The app with a user whose pauses move the fake clock. */
function render(path: string, mocks: MockedResponse[]) {
  const view = renderApp(path, { signedIn: true, mocks });
  return {
    ...view,
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }),
  };
}

async function fillStart(user: ReturnType<typeof render>['user'], name: string, accountId: string) {
  await screen.findByRole('option', { name: 'Sales Team <sales@acme.test>' });
  await user.type(screen.getByLabelText('Campaign Title'), name);
  await user.selectOptions(screen.getByLabelText('From'), accountId);
}

describe('Start step', () => {
  it('requires a title and a mail account', async () => {
    const create = createMock({ name: 'x', assignedTo: 'ma-1', useSmtp: false }, {});
    const { user } = render('/campaign/start', [accountsMock(), create]);
    await screen.findByRole('option', { name: 'Sales Team <sales@acme.test>' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.mailAccountRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Campaign Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(M.nameRequired)).toBeInTheDocument();
    expect(create.result).not.toHaveBeenCalled();
  });

  it('shows Use SMTP only for an account that has SMTP', async () => {
    const { user } = render('/campaign/start', [accountsMock()]);
    await screen.findByRole('option', { name: 'Ceo <ceo@acme.test>' });
    expect(screen.queryByLabelText('Use SMTP')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('From'), 'ma-1');
    expect(screen.getByLabelText('Use SMTP')).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('From'), 'ma-2');
    expect(screen.queryByLabelText('Use SMTP')).not.toBeInTheDocument();
  });

  it('creates the campaign and opens Recipients 2.5 s later', async () => {
    const create = createMock(
      { name: 'Spring outreach', assignedTo: 'ma-1', useSmtp: true },
      { data: { createCampaign: created } },
    );
    const { user, router } = render('/campaign/start', [
      accountsMock(),
      create,
      ...recipientsMocks(),
    ]);
    await fillStart(user, '  Spring outreach ', 'ma-1');
    await user.click(screen.getByLabelText('Use SMTP'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('status')).toHaveTextContent(WIZARD_TEXTS.saved);
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.campaignSaved - 200));
    expect(currentPath(router)).toBe('/campaign/start');

    act(() => jest.advanceTimersByTime(200));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/add-recipients`),
    );
    expect(
      await screen.findByRole('heading', { name: 'Spring outreach', level: 1 }),
    ).toBeInTheDocument();
  });

  it('does not ask for SMTP with an account that has none, even if it was ticked before', async () => {
    const create = createMock(
      { name: 'Plain', assignedTo: 'ma-2', useSmtp: false },
      { data: { createCampaign: created } },
    );
    const { user } = render('/campaign/start', [accountsMock(), create, ...recipientsMocks()]);
    await fillStart(user, 'Plain', 'ma-1');
    await user.click(screen.getByLabelText('Use SMTP'));
    await user.selectOptions(screen.getByLabelText('From'), 'ma-2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('status');
    expect(create.result).toHaveBeenCalledTimes(1);
  });

  it('shows the 400 toast and stays when the campaign cannot be created', async () => {
    const create = createMock(
      { name: 'Spring outreach', assignedTo: 'ma-1', useSmtp: false },
      failure(M.mailAccountRequired),
    );
    const { user, router } = render('/campaign/start', [accountsMock(), create]);
    await fillStart(user, 'Spring outreach', 'ma-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(WIZARD_TEXTS.createFailed)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.campaignSaved));
    expect(currentPath(router)).toBe('/campaign/start');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('saves an existing campaign without taking its progress back', async () => {
    const campaign = buildCampaign({
      currentTab: 'preview',
      completedTabs: ['start', 'add-recipients', 'compose'],
      useSmtp: true,
    });
    const renamed = { ...campaign, name: 'Summer outreach' };
    const update = updateMock(
      CAMPAIGN_ID,
      { name: 'Summer outreach', assignedTo: 'ma-1', useSmtp: true },
      { data: { updateCampaign: renamed } },
    );
    const { user, router } = render(`/campaign/${CAMPAIGN_ID}/start`, [
      campaignMock(campaign),
      accountsMock(),
      update,
      campaignListsMock([]),
      contactListsMock([]),
    ]);
    const title = await screen.findByLabelText('Campaign Title');
    expect(title).toHaveValue('Spring outreach');
    await screen.findByRole('option', { name: 'Sales Team <sales@acme.test>' });
    expect(screen.getByLabelText('From')).toHaveValue('ma-1');
    expect(screen.getByLabelText('Use SMTP')).toBeChecked();

    await user.clear(title);
    await user.type(title, 'Summer outreach');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('status');
    expect(update.result).toHaveBeenCalledTimes(1);
    // The answer renames the campaign in the cache: the heading follows.
    expect(screen.getByRole('heading', { name: 'Summer outreach', level: 1 })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.campaignSaved));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/add-recipients`),
    );
    await screen.findByRole('heading', { name: 'Recipients' });
    expect(barState()).toEqual({ current: ['Preview (current)'], completed: 3 });
    expect(menuItem('Preview')).toBe('enabled');
  });
});
