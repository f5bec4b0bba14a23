import { act, screen, waitFor, within } from '@testing-library/react';
import { POOL_MESSAGES, REDIRECT_DELAY_MS } from '@outbound/common';
import type { MockedResponse } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { currentPath, renderApp } from '../../../test/render-app';
import { WIZARD_TEXTS } from '../wizard-texts';
import {
  accountsMock,
  buildCampaign,
  CAMPAIGN_ID,
  campaignListsMock,
  campaignMock,
  contactListsMock,
  createMock,
  failure,
  poolMailboxesMock,
  setPoolMock,
  updateMock,
} from './factories';

const created = buildCampaign({ currentTab: 'add-recipients', completedTabs: ['start'] });
const recipientsMocks = () => [campaignMock(created), campaignListsMock([]), contactListsMock([])];
const SALES = /^Sales Team <sales@acme\.test>/;
const CEO = /^Ceo <ceo@acme\.test>/;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function render(path: string, mocks: MockedResponse[]) {
  const view = renderApp(path, { signedIn: true, mocks });
  return {
    ...view,
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }),
  };
}

/** The pool picker, once its mailboxes are there. */
async function picker() {
  const group = await screen.findByRole('group', { name: POOL_MESSAGES.pickerLabel });
  await within(group).findByRole('checkbox', { name: SALES });
  return within(group);
}

describe('Start step: the sending pool', () => {
  it('turns From into the multi-select and saves the pool in the order picked', async () => {
    const create = createMock(
      { name: 'Pooled', assignedTo: 'ma-2', useSmtp: false },
      { data: { createCampaign: created } },
    );
    const setPool = setPoolMock(['ma-2', 'ma-1']);
    const { user, router } = render('/campaign/start', [
      accountsMock(),
      poolMailboxesMock(),
      create,
      setPool,
      ...recipientsMocks(),
    ]);
    await screen.findByRole('option', { name: 'Ceo <ceo@acme.test>' });
    await user.type(screen.getByLabelText('Campaign Title'), 'Pooled');
    await user.selectOptions(screen.getByLabelText('From'), 'ma-2');
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.addMailboxes }));

    const pool = await picker();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    // The mailbox chosen in the select comes first; each shows its cap and today's sends.
    expect(pool.getByRole('checkbox', { name: CEO })).toBeChecked();
    expect(pool.getByRole('checkbox', { name: SALES })).not.toBeChecked();
    expect(pool.getByText('7 sent today of 50/day', { exact: false })).toBeInTheDocument();
    await user.type(pool.getByRole('searchbox'), 'sales');
    expect(pool.queryByRole('checkbox', { name: CEO })).not.toBeInTheDocument();
    await user.click(pool.getByRole('checkbox', { name: SALES }));
    expect(pool.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('status')).toHaveTextContent(WIZARD_TEXTS.saved);
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(setPool.result).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS.campaignSaved));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/add-recipients`),
    );
  });

  it('keeps one mailbox the simple case: no pool call', async () => {
    const create = createMock(
      { name: 'Single', assignedTo: 'ma-1', useSmtp: false },
      { data: { createCampaign: created } },
    );
    const setPool = setPoolMock(['ma-1']);
    const { user } = render('/campaign/start', [
      accountsMock(),
      poolMailboxesMock(),
      create,
      setPool,
      ...recipientsMocks(),
    ]);
    await screen.findByRole('option', { name: 'Ceo <ceo@acme.test>' });
    await user.type(screen.getByLabelText('Campaign Title'), 'Single');
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.addMailboxes }));
    const pool = await picker();
    await user.click(pool.getByRole('checkbox', { name: SALES }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('status');
    expect(create.result).toHaveBeenCalledTimes(1);
    expect(setPool.result).not.toHaveBeenCalled();
  });

  it('asks for a mailbox when the pool is left empty', async () => {
    const { user } = render('/campaign/start', [accountsMock(), poolMailboxesMock()]);
    await screen.findByRole('option', { name: 'Ceo <ceo@acme.test>' });
    await user.type(screen.getByLabelText('Campaign Title'), 'Empty');
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.addMailboxes }));
    await picker();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/mail account/i);
  });

  it('shows a saved pool ticked and leaves it alone when only the title changes', async () => {
    const campaign = buildCampaign({
      currentTab: 'add-recipients',
      completedTabs: ['start'],
      mailAccounts: [
        { __typename: 'CampaignPoolMailbox', id: 'ma-1' },
        { __typename: 'CampaignPoolMailbox', id: 'ma-2' },
      ],
    });
    const update = updateMock(
      CAMPAIGN_ID,
      { name: 'Renamed', assignedTo: 'ma-1', useSmtp: false },
      { data: { updateCampaign: { ...campaign, name: 'Renamed' } } },
    );
    const setPool = setPoolMock(['ma-1', 'ma-2']);
    const { user } = render(`/campaign/${CAMPAIGN_ID}/start`, [
      campaignMock(campaign),
      accountsMock(),
      poolMailboxesMock(),
      update,
      setPool,
      campaignListsMock([]),
      contactListsMock([]),
    ]);
    const pool = await picker();
    expect(pool.getByRole('checkbox', { name: SALES })).toBeChecked();
    expect(pool.getByRole('checkbox', { name: CEO })).toBeChecked();
    const title = screen.getByLabelText('Campaign Title');
    await user.clear(title);
    await user.type(title, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('status');
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(setPool.result).not.toHaveBeenCalled();
  });

  it('opens the new campaign’s Start step when its pool cannot be saved', async () => {
    const create = createMock(
      { name: 'Pooled', assignedTo: 'ma-1', useSmtp: false },
      { data: { createCampaign: created } },
    );
    const setPool = setPoolMock(['ma-1', 'ma-2'], failure(POOL_MESSAGES.tooMany));
    const { user, router } = render('/campaign/start', [
      accountsMock(),
      poolMailboxesMock(),
      create,
      setPool,
      campaignMock(created),
    ]);
    await screen.findByRole('option', { name: 'Ceo <ceo@acme.test>' });
    await user.type(screen.getByLabelText('Campaign Title'), 'Pooled');
    await user.selectOptions(screen.getByLabelText('From'), 'ma-1');
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.addMailboxes }));
    const pool = await picker();
    await user.click(pool.getByRole('checkbox', { name: CEO }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(POOL_MESSAGES.updateFailed)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe(`/campaign/${CAMPAIGN_ID}/start`));
    expect(screen.queryByText(WIZARD_TEXTS.saved)).not.toBeInTheDocument();
  });
});
