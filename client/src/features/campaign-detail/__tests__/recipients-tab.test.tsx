import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, RECIPIENT_MESSAGES } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';
import { detailMock, failure, listsMock } from './factories';
import {
  RECIPIENTS_PATH,
  buildRecipient,
  buildRecipients,
  pauseMock,
  recipientsMock,
} from './recipient-factories';

type Mocks = NonNullable<Parameters<typeof renderApp>[1]>['mocks'];

async function openTab(mocks: Mocks) {
  const view = renderApp(RECIPIENTS_PATH, {
    signedIn: true,
    mocks: [detailMock(), listsMock(), ...(mocks ?? [])],
  });
  await screen.findByRole('heading', { name: 'Spring outreach' });
  return view;
}

const table = () => screen.getByRole('table');
const emailsShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

/** The toast that shows `text`, and its kind (success, error, info). */
async function toastKind(text: string): Promise<string | undefined> {
  const toast = (await screen.findByText(text)).closest('.Toastify__toast');
  return ['success', 'error', 'info'].find((kind) =>
    toast?.classList.contains(`Toastify__toast--${kind}`),
  );
}

describe('Recipients tab', () => {
  it("shows the list's columns, ADDED ON, SENT ON ('Not Sent' when none) and the status", async () => {
    const sent = buildRecipient('bob@acme.test', {
      latestSentAt: new Date(2026, 10, 20, 14, 5).toISOString(),
      paused: true,
      values: ['bob@acme.test', 'Bob', 'Initech'],
    });
    await openTab([recipientsMock({}, [buildRecipient('ada@acme.test'), sent])]);

    await screen.findByRole('table');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      '',
      'Email',
      'first_name',
      'Company',
      'ADDED ON',
      'SENT ON',
      'Status',
      'Pause or play',
    ]);
    const cells = (email: string) =>
      within(screen.getByRole('checkbox', { name: `Select ${email}` }).closest('tr')!)
        .getAllByRole('cell')
        .slice(1, 7)
        .map((cell) => cell.textContent);
    expect(cells('ada@acme.test')).toEqual([
      'ada@acme.test',
      'ada',
      'ACME',
      'Nov 03, 2026 09:00',
      RECIPIENT_MESSAGES.notSent,
      'Active',
    ]);
    expect(cells('bob@acme.test')).toEqual([
      'bob@acme.test',
      'Bob',
      'Initech',
      'Nov 03, 2026 09:00',
      'Nov 20, 2026 14:05',
      'Paused',
    ]);
    expect(screen.getByRole('button', { name: 'Pause ada@acme.test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play bob@acme.test' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2 recipients')).toBeInTheDocument();
  });

  it('pages by 50, and a filter change goes back to the first page', async () => {
    const second = recipientsMock({ offset: 50 }, buildRecipients(10, 51), 60);
    const opened = recipientsMock({ eventType: 'open' }, buildRecipients(3, 100), 3);
    const { user } = await openTab([
      recipientsMock({}, buildRecipients(50), 60),
      second,
      opened,
      recipientsMock({ eventType: 'open', listId: 'list-b' }, [], 0),
    ]);

    await screen.findByText('1–50 of 60 recipients');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('51–60 of 60 recipients');
    expect(emailsShown()[0]).toBe('r51@acme.test');
    expect(second.result).toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'open');
    await screen.findByText('1–3 of 3 recipients');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(emailsShown()).toEqual(['r100@acme.test', 'r101@acme.test', 'r102@acme.test']);

    const list = screen.getByRole('combobox', { name: 'List' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All recipient List', 'Founders', 'CTOs']);
    await user.selectOptions(list, 'list-b');
    expect(await screen.findByText(RECIPIENTS_TEXTS.empty)).toBeInTheDocument();
  });

  it('searches from 2 characters; a shorter text clears the search', async () => {
    const all = recipientsMock({}, buildRecipients(2), 2);
    const searched = recipientsMock({ text: 'ac' }, [buildRecipient('jack@acme.test')], 1);
    const { user } = await openTab([
      all,
      searched,
      recipientsMock({ text: 'a' }, [buildRecipient('never@asked.test')], 1),
    ]);
    await screen.findByText('1–2 of 2 recipients');
    const search = screen.getByRole('searchbox', { name: 'Search recipients' });

    await user.type(search, 'a');
    // Past the debounce, one character still asks for every recipient.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(emailsShown()).toEqual(['r1@acme.test', 'r2@acme.test']);

    await user.type(search, 'c');
    await screen.findByText('1–1 of 1 recipients');
    expect(emailsShown()).toEqual(['jack@acme.test']);
    expect(searched.result).toHaveBeenCalledTimes(1);

    await user.type(search, '{backspace}');
    await screen.findByText('1–2 of 2 recipients');
    expect(screen.queryByText('never@asked.test')).not.toBeInTheDocument();
  });

  it('pauses and plays a recipient, and the row shows its new state', async () => {
    const ada = buildRecipient('ada@acme.test');
    const pause = pauseMock(['ada@acme.test'], true, [{ ...ada, paused: true }]);
    const play = pauseMock(['ada@acme.test'], false, [ada]);
    const { user } = await openTab([recipientsMock({}, [ada]), pause, play]);

    await user.click(await screen.findByRole('button', { name: 'Pause ada@acme.test' }));
    await user.click(await screen.findByRole('button', { name: 'Play ada@acme.test' }));
    expect(await toastKind(RECIPIENT_MESSAGES.paused)).toBe('success');
    await screen.findByRole('button', { name: 'Pause ada@acme.test' });
    expect(pause.result).toHaveBeenCalledTimes(1);
    expect(play.result).toHaveBeenCalledTimes(1);
  });

  it.each([
    [false, RECIPIENT_MESSAGES.alreadyPaused],
    [true, RECIPIENT_MESSAGES.alreadyActive],
  ])('shows a 409 of one recipient (paused %s) as news', async (paused, message) => {
    const ada = buildRecipient('ada@acme.test', { paused });
    const { user } = await openTab([
      recipientsMock({}, [ada]),
      pauseMock(['ada@acme.test'], !paused, failure(message, 'CONFLICT', 409)),
    ]);
    const name = `${paused ? 'Play' : 'Pause'} ada@acme.test`;
    await user.click(await screen.findByRole('button', { name }));
    expect(await toastKind(message)).toBe('info');
  });

  it('pauses the selected recipients together, and the selection is spent', async () => {
    const rows = buildRecipients(3);
    const bulk = pauseMock(['r1@acme.test', 'r3@acme.test'], true, [
      { ...rows[0], paused: true },
      { ...rows[2], paused: true },
    ]);
    const { user } = await openTab([recipientsMock({}, rows), bulk]);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select r1@acme.test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select r3@acme.test' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await screen.findByRole('button', { name: 'Play r3@acme.test' });
    expect(screen.getByRole('button', { name: 'Play r1@acme.test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause r2@acme.test' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select r1@acme.test' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(bulk.result).toHaveBeenCalledTimes(1);
  });

  it('shows the bulk 409 as news', async () => {
    const rows = buildRecipients(3);
    const conflict = failure(RECIPIENT_MESSAGES.bulkAlreadyPaused, 'CONFLICT', 409);
    const { user } = await openTab([
      recipientsMock({}, rows),
      pauseMock(['r1@acme.test', 'r2@acme.test'], true, conflict),
    ]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Select r1@acme.test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select r2@acme.test' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await toastKind(RECIPIENT_MESSAGES.bulkAlreadyPaused)).toBe('info');
  });

  it("shows a 400 as 'Bad Request.' about pausing recipients", async () => {
    const rows = buildRecipients(3);
    const { user } = await openTab([
      recipientsMock({}, rows),
      pauseMock(['r1@acme.test', 'r2@acme.test', 'r3@acme.test'], true, failure('Bad Request.')),
    ]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: RECIPIENTS_TEXTS.selectAll }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await toastKind(RECIPIENTS_TEXTS.pauseFailed)).toBe('error');
    expect(RECIPIENTS_TEXTS.pauseFailed).toMatch(/^Bad Request\..*pause recipients/);
  });

  it('shows the empty text for a campaign without recipients', async () => {
    await openTab([recipientsMock({}, [])]);
    expect(await screen.findByText(RECIPIENTS_TEXTS.empty)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(CAMPAIGN_MESSAGES.noData).toBe('Data is not available');
  });
});
