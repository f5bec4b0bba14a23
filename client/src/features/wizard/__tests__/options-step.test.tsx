import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPAIGN_MESSAGES, REDIRECT_DELAY_MS } from '@outbound/common';
import { currentPath, renderApp } from '../../../test/render-app';
import { WIZARD_TEXTS } from '../wizard-texts';
import {
  buildCampaign,
  CAMPAIGN_ID,
  campaignListsMock,
  campaignMock,
  failure,
  optionsMock,
  stepsMock,
} from './factories';
import { barState } from './wizard-queries';

const PATH = `/campaign/${CAMPAIGN_ID}/options`;
const atOptions = (overrides: Parameters<typeof buildCampaign>[0] = {}) =>
  buildCampaign({
    currentTab: 'options',
    completedTabs: ['start', 'add-recipients', 'compose', 'preview'],
    ...overrides,
  });
const atSend = (campaign: ReturnType<typeof atOptions>) => ({
  ...campaign,
  currentTab: 'send',
  completedTabs: ['start', 'add-recipients', 'compose', 'preview', 'options'],
});

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function render(mocks: MockedResponse[]) {
  const view = renderApp(PATH, { signedIn: true, mocks });
  return {
    ...view,
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }),
  };
}

describe('Options step', () => {
  it('saves tracking and the acknowledgement, then opens Send', async () => {
    const campaign = atOptions();
    const saved = { ...atSend(campaign), trackClicks: false, pertinentLaws: true };
    const save = optionsMock(
      { trackOpen: true, trackClicks: false, pertinentLaws: true },
      { data: { updateCampaignSetting: saved } },
    );
    const { user, router } = render([
      campaignMock(campaign),
      save,
      campaignListsMock([]),
      stepsMock([]),
    ]);
    const opens = await screen.findByLabelText('Track opens');
    expect(opens).toBeChecked();
    expect(opens).toBeEnabled();
    expect(screen.getByLabelText('Track link clicks')).toBeChecked();
    expect(screen.getByLabelText(WIZARD_TEXTS.pertinentLaws)).not.toBeChecked();

    await user.click(screen.getByLabelText('Track link clicks'));
    await user.click(screen.getByLabelText(WIZARD_TEXTS.pertinentLaws));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(CAMPAIGN_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
    expect(barState().current).toEqual(['Send (current)']);
    expect(currentPath(router)).toBe(PATH);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.afterAction));
    await waitFor(() => expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/send`));
  });

  it('keeps tracking off and disabled for a plain-text campaign', async () => {
    const campaign = atOptions({ messageMimeType: 'text/plain', pertinentLaws: true });
    const save = optionsMock(
      { trackOpen: false, trackClicks: false, pertinentLaws: true },
      { data: { updateCampaignSetting: atSend(campaign) } },
    );
    const { user } = render([campaignMock(campaign), save, campaignListsMock([]), stepsMock([])]);
    const opens = await screen.findByLabelText('Track opens');
    const clicks = screen.getByLabelText('Track link clicks');
    expect(opens).not.toBeChecked();
    expect(opens).toBeDisabled();
    expect(clicks).not.toBeChecked();
    expect(clicks).toBeDisabled();
    expect(screen.getByText(WIZARD_TEXTS.plainTextTracking)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(CAMPAIGN_MESSAGES.settingsUpdated);
    expect(save.result).toHaveBeenCalledTimes(1);
  });

  it('says the options could not be updated on a 400, and stays', async () => {
    const campaign = atOptions();
    const save = optionsMock(
      { trackOpen: true, trackClicks: true, pertinentLaws: false },
      failure(CAMPAIGN_MESSAGES.settingInvalid('track_open')),
    );
    const { user, router } = render([campaignMock(campaign), save]);
    await screen.findByLabelText('Track opens');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(WIZARD_TEXTS.optionsFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.afterAction));
    expect(currentPath(router)).toBe(PATH);
  });
});
