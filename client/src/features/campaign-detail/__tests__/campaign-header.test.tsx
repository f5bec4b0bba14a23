import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import {
  DuplicateCampaignDocument,
  RenameCampaignDocument,
  SetDetailCampaignStatusDocument,
} from '../../../generated/graphql';
import { currentPath, renderApp } from '../../../test/render-app';
import {
  buildCampaign,
  deleteCampaignsMock,
  pageMocks,
  rowMock,
  statusMock,
} from '../../campaigns/__tests__/factories';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import { CAMPAIGN_ID, buildDetail, detailMock, failure } from './factories';
import { quietSequenceMock } from './sequence-factories';

const M = CAMPAIGN_MESSAGES;
// The header on the Sequence tab, whose own read answers no messages (however often reloaded).
const SEQUENCE_PATH = `/campaign/${CAMPAIGN_ID}/sequence`;

async function openHeader(mocks: NonNullable<Parameters<typeof renderApp>[1]>['mocks']) {
  const view = renderApp(SEQUENCE_PATH, {
    signedIn: true,
    mocks: [...(mocks ?? []), quietSequenceMock()],
  });
  await screen.findByRole('heading', { name: 'Spring outreach' });
  return view;
}

function notes(): string[] {
  const list = screen.getByRole('list', { name: 'Status note' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function menuItems(): string[] {
  const menu = screen.getByRole('button', { name: 'Actions for Spring outreach' }).parentElement;
  return within(menu as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The toast that shows `text`, and its kind (success, error, info). */
async function toastKind(text: string): Promise<string | undefined> {
  const toast = (await screen.findByText(text)).closest('.Toastify__toast');
  return ['success', 'error', 'info'].find((kind) =>
    toast?.classList.contains(`Toastify__toast--${kind}`),
  );
}

describe('Campaign header', () => {
  it('shows a pool of several mailboxes as their number and addresses', async () => {
    const pool = ['sales@acme.test', 'ops@acme.test', 'ceo@acme.test'].map((email, i) => ({
      __typename: 'CampaignPoolMailbox' as const,
      id: `ma-${i + 1}`,
      email,
      name: 'Sales Team',
    }));
    await openHeader([detailMock(buildDetail({ mailAccounts: pool }))]);
    const meta = screen.getByRole('heading', { name: 'Spring outreach' }).closest('header');
    expect(meta).toHaveTextContent(
      'Assigned to3 mailboxes: sales@acme.test, ops@acme.test, ceo@acme.test',
    );
  });

  it('shows the name, assignee, created date, recipients and the four tabs as links', async () => {
    await openHeader([detailMock()]);

    const meta = screen.getByRole('heading', { name: 'Spring outreach' }).closest('header');
    expect(meta).toHaveTextContent('Assigned toSales Team (sales@acme.test)');
    expect(meta).toHaveTextContent('CreatedNov 02, 2026');
    expect(meta).toHaveTextContent('Recipients1,200');
    const tabs = within(screen.getByRole('navigation', { name: 'Campaign pages' }));
    expect(tabs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/campaign/camp-1/overview',
      '/campaign/camp-1/sequence',
      '/campaign/camp-1/recipients',
      '/campaign/camp-1/settings',
    ]);
    expect(tabs.getByRole('link', { name: 'Sequence' })).toHaveAttribute('aria-current', 'page');
    // The tab's body is the Sequence itself (here a campaign without messages).
    expect(await screen.findByText(CAMPAIGN_DETAIL_TEXTS.noSteps)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit sequence/i })).not.toBeInTheDocument();
  });

  it.each([
    ['started', 'button', 'Pause campaign Spring outreach'],
    ['paused', 'button', 'Resume campaign Spring outreach'],
    ['complete', 'img', 'Complete'],
    ['scheduled', 'img', 'Scheduled'],
  ] as const)('shows the %s control', async (status, role, name) => {
    await openHeader([detailMock(buildDetail({ status }))]);
    expect(await screen.findByRole(role, { name })).toBeInTheDocument();
  });

  it('hides the control of a draft', async () => {
    await openHeader([detailMock(buildDetail({ status: 'draft' }))]);
    const top = screen.getByRole('heading', { name: 'Spring outreach' }).parentElement!;
    expect(within(top).queryByRole('img')).not.toBeInTheDocument();
    expect(within(top).getAllByRole('button')).toHaveLength(1); // the menu
  });

  it("says 'Nothing is paused' when nothing is", async () => {
    await openHeader([detailMock()]);
    expect(notes()).toEqual([M.nothingPaused]);
  });

  it("says 'Campaign is paused' for a paused campaign, whatever else is", async () => {
    const detail = buildDetail({
      status: 'paused',
      steps: [{ __typename: 'Step', id: 'step-2', position: 2, status: 'pause' }],
    });
    await openHeader([detailMock(detail)]);
    expect(notes()).toEqual(['Campaign is paused']);
  });

  it('names the paused messages and a mail account that is not active', async () => {
    const detail = buildDetail({
      steps: [
        { __typename: 'Step', id: 'step-3', position: 3, status: 'pause' },
        { __typename: 'Step', id: 'step-1', position: 1, status: 'pause' },
        { __typename: 'Step', id: 'step-2', position: 2, status: 'active' },
      ],
      mailAccount: { ...buildDetail().mailAccount!, status: 'stopped' },
    });
    await openHeader([detailMock(detail)]);
    expect(notes()).toEqual([
      'Email is paused',
      'Follow-up 2 is paused',
      'Mail account sales@acme.test is not active',
    ]);
  });

  it('says why the deliverability guard paused the campaign or a mailbox of its pool', async () => {
    const paused = buildDetail({
      status: 'paused',
      pauseReason: '2 of 25 messages bounced in 7 days (8.0 %)',
    });
    const { unmount } = await openHeader([detailMock(paused)]);
    expect(notes()).toEqual(['Paused: 2 of 25 messages bounced in 7 days (8.0 %)']);
    unmount();

    const poolPaused = buildDetail({
      pausedMailAccounts: [
        {
          __typename: 'PausedMailAccount',
          email: 'sales@acme.test',
          reason: '4 of 37 messages bounced in 7 days (10.8 %)',
        },
      ],
    });
    await openHeader([detailMock(poolPaused)]);
    expect(notes()).toEqual([
      'sales@acme.test: Paused: 4 of 37 messages bounced in 7 days (10.8 %)',
    ]);
  });

  it('says when no mail account is assigned', async () => {
    await openHeader([detailMock(buildDetail({ mailAccount: null }))]);
    expect(notes()).toEqual(['No mail account is assigned']);
    expect(
      screen.getByRole('heading', { name: 'Spring outreach' }).closest('header'),
    ).toHaveTextContent('Assigned to—');
  });

  it('offers Start Now and Reschedule only for a scheduled campaign', async () => {
    const { user } = await openHeader([detailMock()]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    expect(menuItems()).toEqual(['Edit Title', 'Refresh', 'Duplicate', 'Export', 'Delete']);
  });

  it('lists Start Now and Reschedule in the menu of a scheduled campaign', async () => {
    const { user } = await openHeader([detailMock(buildDetail({ status: 'scheduled' }))]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    expect(menuItems()).toEqual([
      'Edit Title',
      'Refresh',
      'Duplicate',
      'Export',
      'Start Now',
      'Reschedule',
      'Delete',
    ]);
  });

  it('pauses from the header, then reads the campaign again', async () => {
    const first = detailMock();
    const again = detailMock(buildDetail({ status: 'paused' }));
    const pause = statusMock(CAMPAIGN_ID, 'paused');
    const { user } = await openHeader([first, pause, again]);

    await user.click(await screen.findByRole('button', { name: 'Pause campaign Spring outreach' }));
    expect(await toastKind(M.statusUpdated)).toBe('success');
    await waitFor(() => expect(again.result).toHaveBeenCalledTimes(1));
    expect(pause.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Resume campaign Spring outreach' }));
    expect(notes()).toEqual(['Campaign is paused']);
  });

  it('shows "already in that state" as an info toast and reloads', async () => {
    const again = detailMock(buildDetail({ status: 'paused' }));
    const { user } = await openHeader([
      detailMock(),
      statusMock(CAMPAIGN_ID, 'paused', failure(M.alreadyInStatus('paused'), 'CONFLICT', 409)),
      rowMock(buildCampaign(1, { name: 'Spring outreach', status: 'paused' })),
      // The row read after a 409 is one of the page's queries from then on: it reloads too.
      rowMock(buildCampaign(1, { name: 'Spring outreach', status: 'paused' })),
      again,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pause campaign Spring outreach' }));

    expect(await toastKind('This campaign is already in paused state')).toBe('info');
    await waitFor(() => expect(again.result).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Resume campaign Spring outreach' }));
  });

  it('starts a scheduled campaign now and reloads', async () => {
    const start = {
      request: {
        query: SetDetailCampaignStatusDocument,
        variables: { id: CAMPAIGN_ID, status: 'started' },
      },
      result: jest.fn(() => ({
        data: { setCampaignStatus: [buildDetail({ status: 'started' })] },
      })),
    };
    const again = detailMock(buildDetail({ status: 'started' }));
    const { user } = await openHeader([
      detailMock(buildDetail({ status: 'scheduled' })),
      start,
      again,
    ]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    await user.click(screen.getByRole('button', { name: 'Start Now' }));

    expect(await toastKind(M.statusUpdated)).toBe('success');
    expect(start.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(again.result).toHaveBeenCalledTimes(1));
    expect(
      screen.getByRole('button', { name: 'Pause campaign Spring outreach' }),
    ).toBeInTheDocument();
  });

  it('reschedules with the schedule dialog, which requires every field', async () => {
    const { user } = await openHeader([detailMock(buildDetail({ status: 'scheduled' }))]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Reschedule' }));
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(dialog.getAllByText(M.fieldRequired)).toHaveLength(3));
    expect(await screen.findByText(M.validateRequired)).toBeInTheDocument();
  });

  it('sends the new start of a rescheduled campaign and reloads', async () => {
    const schedule = {
      startTime: '2030-01-02T09:15:00.000Z',
      startTimeZone: 'UTC',
      timeOffset: 0,
    };
    const reschedule = {
      request: {
        query: SetDetailCampaignStatusDocument,
        variables: { id: CAMPAIGN_ID, status: 'scheduled', schedule },
      },
      result: jest.fn(() => ({
        data: { setCampaignStatus: [buildDetail({ status: 'scheduled' })] },
      })),
    };
    const again = detailMock(buildDetail({ status: 'scheduled' }));
    const { user } = await openHeader([
      detailMock(buildDetail({ status: 'scheduled' })),
      reschedule,
      again,
    ]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reschedule' }));
    await user.type(dialog.getByLabelText('Start date'), '2030-01-02');
    await user.selectOptions(dialog.getByLabelText('Start time'), '09:15');
    await user.selectOptions(dialog.getByLabelText('Time zone'), 'UTC');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));

    expect(await toastKind(M.scheduled)).toBe('success');
    expect(reschedule.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(again.result).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('requires a title to rename, then saves the trimmed one', async () => {
    const rename = {
      request: {
        query: RenameCampaignDocument,
        variables: { id: CAMPAIGN_ID, name: 'Autumn push' },
      },
      result: jest.fn(() => ({
        data: { renameCampaign: { __typename: 'Campaign', id: CAMPAIGN_ID, name: 'Autumn push' } },
      })),
    };
    const { user } = await openHeader([detailMock(), rename]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    await user.click(screen.getByRole('button', { name: 'Edit Title' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Edit Title' }));
    const title = dialog.getByLabelText('Campaign title');
    expect(title).toHaveValue('Spring outreach');
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(M.titleEmpty)).toBeInTheDocument();
    expect(rename.result).not.toHaveBeenCalled();

    await user.clear(title);
    await user.type(title, '  Autumn push ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Autumn push' })).toBeInTheDocument();
    expect(rename.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the word delete, then deletes and goes to the campaign list', async () => {
    const remove = deleteCampaignsMock([CAMPAIGN_ID]);
    // What the server would answer if the deleted campaign were asked for again.
    const gone = {
      ...detailMock(),
      result: jest.fn(() => failure(M.notFound, 'NOT_FOUND', 404)),
    };
    const { user, router } = await openHeader([detailMock(), remove, gone, ...pageMocks([])]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Delete Campaigns' }));
    const word = dialog.getByLabelText('Type delete to confirm');
    await user.type(word, 'remove');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText(M.typeDelete)).toBeInTheDocument();
    expect(remove.result).not.toHaveBeenCalled();

    await user.clear(word);
    await user.type(word, 'DELETE');
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentPath(router)).toBe('/campaign/all'));
    expect(remove.result).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
    expect(gone.result).not.toHaveBeenCalled();
    expect(screen.queryByText(M.notFound)).not.toBeInTheDocument();
  });

  it('reads the campaign again on Refresh', async () => {
    const again = detailMock(
      buildDetail({ counts: { __typename: 'CampaignCounts', recipients: 1500 } }),
    );
    const { user } = await openHeader([detailMock(), again]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(again.result).toHaveBeenCalledTimes(1));
    expect(
      screen.getByRole('heading', { name: 'Spring outreach' }).closest('header'),
    ).toHaveTextContent('Recipients1,500');
  });

  // Last: the copy opens in the wizard, whose own reads are not mocked here.
  it('duplicates and opens the copy where it continues', async () => {
    const duplicate = {
      request: { query: DuplicateCampaignDocument, variables: { id: CAMPAIGN_ID } },
      result: jest.fn(() => ({
        data: {
          duplicateCampaign: {
            __typename: 'Campaign',
            id: 'camp-2',
            status: 'draft',
            currentTab: 'send',
          },
        },
      })),
    };
    const { user, router } = await openHeader([detailMock(), duplicate]);
    await user.click(screen.getByRole('button', { name: 'Actions for Spring outreach' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(currentPath(router)).toBe('/campaign/camp-2/send'));
    expect(duplicate.result).toHaveBeenCalledTimes(1);
  });
});
