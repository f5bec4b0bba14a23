import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { DELETE_LIST_LOADER_MS } from '../recipients/use-delete-loader';
import { WIZARD_TEXTS } from '../wizard-texts';
import {
  buildCampaign,
  buildList,
  CAMPAIGN_ID,
  campaignListsMock,
  campaignMock,
  contactListsMock,
  unlinkMock,
} from './factories';

const PATH = `/campaign/${CAMPAIGN_ID}/add-recipients`;
const linked = buildCampaign();

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Deleting a linked list', () => {
  it('keeps the loader of the Linked lists for 4 s (spec 01 §9), then clears it', async () => {
    renderApp(PATH, {
      signedIn: true,
      mocks: [
        campaignMock(linked),
        campaignListsMock([buildList(1), buildList(2)]),
        contactListsMock([]),
        unlinkMock('list-1', { data: { unlinkCampaignList: linked } }),
        campaignListsMock([buildList(2)]),
      ],
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    const section = await screen.findByRole('region', { name: 'Linked lists' });
    await user.click(await within(section).findByRole('button', { name: 'Delete List 1' }));
    const dialog = screen.getByRole('dialog', { name: WIZARD_TEXTS.deleteListTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.listDeleted)).toBeInTheDocument();

    // The delete has answered and the table shows the rest; the loader stays until 4 s passed.
    expect(await within(section).findByRole('status')).toHaveTextContent('Loading…');
    expect(within(section).queryByRole('button', { name: 'Delete List 1' })).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(DELETE_LIST_LOADER_MS - 500);
    });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Delete List 2' })).toBeInTheDocument();
  });
});
