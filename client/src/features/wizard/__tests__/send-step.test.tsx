import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPAIGN_MESSAGES, REDIRECT_DELAY_MS } from '@outbound/common';
import { currentPath, renderApp } from '../../../test/render-app';
import { localToday } from '../send/zoned-time';
import { WIZARD_TEXTS } from '../wizard-texts';
import {
  buildCampaign,
  buildList,
  buildStep,
  CAMPAIGN_ID,
  campaignListsMock,
  campaignMock,
  failure,
  statusMock,
  stepsMock,
} from './factories';

// The campaign list is another screen's subject: here it only has to open.
jest.mock('../../campaigns/campaign-list-page', () => ({
  CampaignListPage: () => jest.requireActual('react').createElement('p', null, 'Campaign list'),
}));

const M = CAMPAIGN_MESSAGES;
const PATH = `/campaign/${CAMPAIGN_ID}/send`;
const campaign = buildCampaign({
  currentTab: 'send',
  completedTabs: ['start', 'add-recipients', 'compose', 'preview', 'options'],
});
const STEPS = [
  buildStep(1, 'Quick question', 0),
  buildStep(2, 'Re: Quick question', 1),
  buildStep(3, 'Re: Quick question', 3),
];
const LISTS = [
  buildList(1, { name: 'Spring leads', recipientsCount: 120 }),
  buildList(2, { name: 'Conference', recipientsCount: 35 }),
];

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function render(mocks: MockedResponse[], answered = campaign) {
  const view = renderApp(PATH, {
    signedIn: true,
    mocks: [campaignMock(answered), campaignListsMock(LISTS), stepsMock(STEPS), ...mocks],
  });
  return {
    ...view,
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }),
  };
}

async function expectCampaignListAfterDelay(router: ReturnType<typeof render>['router']) {
  expect(currentPath(router)).toBe(PATH);
  act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.afterAction));
  await waitFor(() => expect(currentPath(router)).toBe('/campaign/all'));
}

describe('Send step', () => {
  it('shows the sending account, the lists with their counts and every message', async () => {
    render([]);
    const account = await screen.findByRole('region', { name: 'Sending account' });
    expect(account).toHaveTextContent('sales@acme.test');
    expect(account).toHaveTextContent('Sales Team');

    const recipients = screen.getByRole('region', { name: 'Recipients' });
    await within(recipients).findByText('Spring leads');
    const rows = within(recipients)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Spring leads120', 'Conference35', 'Total155']);

    const messages = within(screen.getByRole('region', { name: 'Messages' }));
    await messages.findByText('Quick question');
    expect(messages.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Quick questionSent first',
      'Re: Quick question1 day after the previous message',
      'Re: Quick question3 days after the previous message',
    ]);
  });

  it('starts the campaign, then goes to the campaign list', async () => {
    const start = statusMock('started', {
      data: { setCampaignStatus: [{ ...campaign, status: 'started' }] },
    });
    const { user, router } = render([start]);
    await user.click(await screen.findByRole('button', { name: 'Start Campaign' }));
    expect(await screen.findByText(M.statusUpdated)).toBeInTheDocument();
    expect(start.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause Campaign' })).toBeDisabled();
    await expectCampaignListAfterDelay(router);
    expect(screen.getByText('Campaign list')).toBeInTheDocument();
  });

  it('pauses the campaign, then goes to the campaign list', async () => {
    const pause = statusMock('paused', {
      data: { setCampaignStatus: [{ ...campaign, status: 'paused' }] },
    });
    const { user, router } = render([pause]);
    await user.click(await screen.findByRole('button', { name: 'Pause Campaign' }));
    expect(await screen.findByText(M.statusUpdated)).toBeInTheDocument();
    expect(pause.result).toHaveBeenCalledTimes(1);
    await expectCampaignListAfterDelay(router);
  });

  it('says so when the campaign already has that status, and stays', async () => {
    const paused = { ...campaign, status: 'paused' };
    const pause = statusMock('paused', failure(M.alreadyInStatus('paused'), 'CONFLICT', 409));
    const { user, router } = render([pause], paused);
    await user.click(await screen.findByRole('button', { name: 'Pause Campaign' }));
    expect(await screen.findByText(M.alreadyInStatus('paused'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pause Campaign' })).toBeEnabled(),
    );
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.afterAction));
    expect(currentPath(router)).toBe(PATH);
  });

  it("shows the server's reason when the campaign cannot start", async () => {
    const start = statusMock('started', failure(M.startNeedsSteps));
    const { user, router } = render([start]);
    await user.click(await screen.findByRole('button', { name: 'Start Campaign' }));
    expect(await screen.findByText(M.startNeedsSteps)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.afterAction));
    expect(currentPath(router)).toBe(PATH);
  });

  it('requires a day, a time and a time zone to schedule', async () => {
    const { user } = render([]);
    await user.click(await screen.findByRole('button', { name: 'Schedule Later' }));
    const dialog = within(screen.getByRole('dialog', { name: WIZARD_TEXTS.scheduleTitle }));
    expect(dialog.getByLabelText('Start date')).toHaveAttribute('min', localToday());
    const optionValues = (label: string) =>
      Array.from((dialog.getByLabelText(label) as HTMLSelectElement).options, (o) => o.value);
    const times = optionValues('Start time').filter(Boolean);
    expect(times).toHaveLength(96);
    expect(times).toContain('17:45');
    const zones = optionValues('Time zone');
    expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'Pacific/Auckland', 'UTC']));
    expect(zones.length).toBeGreaterThan(300);

    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dialog.getAllByText(M.fieldRequired)).toHaveLength(3));
    expect(await screen.findByText(M.validateRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Start time')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('schedules the chosen New York time as the right instant after the March change', async () => {
    const schedule = {
      startTime: '2030-03-11T13:00:00.000Z',
      startTimeZone: 'America/New_York',
      timeOffset: -240,
    };
    const scheduled = statusMock(
      'scheduled',
      {
        data: {
          setCampaignStatus: [
            {
              ...campaign,
              status: 'scheduled',
              startTime: schedule.startTime,
              startTimeZone: schedule.startTimeZone,
            },
          ],
        },
      },
      schedule,
    );
    const { user, router } = render([scheduled]);
    await user.click(await screen.findByRole('button', { name: 'Schedule Later' }));
    const dialog = within(screen.getByRole('dialog', { name: WIZARD_TEXTS.scheduleTitle }));
    await user.type(dialog.getByLabelText('Start date'), '2030-03-11');
    await user.selectOptions(dialog.getByLabelText('Start time'), '09:00');
    await user.selectOptions(dialog.getByLabelText('Time zone'), 'America/New_York');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(M.scheduled)).toBeInTheDocument();
    expect(scheduled.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('Scheduled to start 2030-03-11 09:00 (America/New_York)'),
    ).toBeInTheDocument();
    await expectCampaignListAfterDelay(router);
  });

  it("keeps the dialog open with the server's reason when scheduling is refused", async () => {
    const schedule = {
      startTime: '2030-01-02T00:00:00.000Z',
      startTimeZone: 'UTC',
      timeOffset: 0,
    };
    const refused = statusMock('scheduled', failure(M.scheduleInPast), schedule);
    const { user, router } = render([refused]);
    await user.click(await screen.findByRole('button', { name: 'Schedule Later' }));
    const dialog = within(screen.getByRole('dialog', { name: WIZARD_TEXTS.scheduleTitle }));
    await user.type(dialog.getByLabelText('Start date'), '2030-01-02');
    await user.selectOptions(dialog.getByLabelText('Start time'), '00:00');
    await user.selectOptions(dialog.getByLabelText('Time zone'), 'UTC');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText(M.scheduleInPast)).toBeInTheDocument();
    expect(refused.result).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: WIZARD_TEXTS.scheduleTitle })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.afterAction));
    expect(currentPath(router)).toBe(PATH);
  });

  it("uses the spec's text when a schedule is refused without a reason", async () => {
    const schedule = {
      startTime: '2030-01-02T00:00:00.000Z',
      startTimeZone: 'UTC',
      timeOffset: 0,
    };
    const refused = statusMock('scheduled', failure('Bad Request.'), schedule);
    const { user } = render([refused]);
    await user.click(await screen.findByRole('button', { name: 'Schedule Later' }));
    const dialog = within(screen.getByRole('dialog', { name: WIZARD_TEXTS.scheduleTitle }));
    await user.type(dialog.getByLabelText('Start date'), '2030-01-02');
    await user.selectOptions(dialog.getByLabelText('Start time'), '00:00');
    await user.selectOptions(dialog.getByLabelText('Time zone'), 'UTC');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(WIZARD_TEXTS.scheduleFailed)).toBeInTheDocument();
  });
});
