import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CONTACT_TILES, CONTACTS_PAGE_MESSAGES, CONTACTS_PAGE_SIZE } from '@outbound/common';
import { MailUsersDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import {
  buildContactRow,
  buildList,
  buildRows,
  contactsMock,
  listsMock,
  pageMocks,
  statsMock,
  usersMock,
} from './factories';

const PATH = '/contact/all';
const FULL_PAGE = CONTACTS_PAGE_SIZE;

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).queryAllByRole('row');
}

function tile(label: string) {
  return screen.getByRole('button', { name: new RegExp(`^${label}\\b`) });
}

function currentPage() {
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  return within(pager)
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;
}

function pageLinks() {
  const pager = screen.getByRole('navigation', { name: 'Pages' });
  return within(pager)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('All Contacts page', () => {
  it('shows the stat tiles, with a dash for zero, and the contacts with their status', async () => {
    const rows = [
      buildContactRow(1, { status: 'bounced', displayStatus: 'BOUNCED', campaignCount: 1 }),
      buildContactRow(2, {
        displayStatus: 'ENGAGED',
        campaignCount: 2,
        sentCount: 3,
        engagedCount: 1,
      }),
      buildContactRow(3),
    ];
    renderApp(PATH, {
      signedIn: true,
      mocks: pageMocks({ rows, stats: { total: 1234, inCampaign: 2, engaged: 1, bounced: 1 } }),
    });

    expect(screen.getByRole('heading', { name: CONTACTS_PAGE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('cell', { name: 'contact1@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await waitFor(() => expect(tile('Total')).toHaveTextContent('1,234'));
    expect(tile('In Campaign')).toHaveTextContent('2');
    expect(tile('Leads')).toHaveTextContent('-');
    expect(tile('Unsubscribes')).toHaveTextContent('-');
    expect(CONTACT_TILES.map(({ label }) => tile(label))).toHaveLength(6);

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Email', 'Created', 'Status', 'Campaign', 'Sent', 'Engaged']);
    const cells = (n: number) =>
      within(bodyRows()[n])
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      'contact1@example.com',
      new Date('2025-03-04T12:00:00.000Z').toLocaleDateString(),
      'BOUNCED',
      '1',
      '0',
      '0',
    ]);
    expect(cells(1)).toEqual(expect.arrayContaining(['ENGAGED', '2', '3', '1']));
    expect(cells(2)[2]).toBe('CREATED');
    expect(screen.getByText('3 contacts')).toBeInTheDocument();
    expect(screen.getByPlaceholderText(CONTACTS_PAGE_MESSAGES.searchPlaceholder)).toBeVisible();
  });

  it('shows the empty state when nothing matches', async () => {
    renderApp(PATH, { signedIn: true, mocks: pageMocks({ rows: [] }) });
    expect(await screen.findByText(CONTACTS_PAGE_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages with five page links, Previous and Next', async () => {
    const total = FULL_PAGE * 12;
    const page = (n: number) =>
      contactsMock(
        { offset: (n - 1) * FULL_PAGE },
        { rows: buildRows(FULL_PAGE, (n - 1) * FULL_PAGE + 1), total },
      );
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [usersMock(), listsMock(), statsMock(null), page(1), page(3), page(4), page(3)],
    });
    await screen.findByRole('cell', { name: 'contact1@example.com' });
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5']);
    expect(currentPage()).toBe('1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('cell', { name: 'contact51@example.com' })).toBeInTheDocument();
    expect(currentPage()).toBe('3');
    expect(bodyRows()).toHaveLength(FULL_PAGE);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'contact76@example.com' })).toBeInTheDocument();
    expect(pageLinks()).toEqual(['2', '3', '4', '5', '6']);
    expect(currentPage()).toBe('4');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'contact51@example.com' })).toBeInTheDocument();
    expect(currentPage()).toBe('3');
    expect(screen.getByText(`${total} contacts`)).toBeInTheDocument();
  });

  it('ends at the last page of an exact total', async () => {
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        ...pageMocks({ rows: buildRows(FULL_PAGE), total: FULL_PAGE + 3 }),
        contactsMock({ offset: FULL_PAGE }, { rows: buildRows(3, FULL_PAGE + 1), total: 28 }),
      ],
    });
    await screen.findByRole('cell', { name: 'contact1@example.com' });
    expect(pageLinks()).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('cell', { name: `contact${FULL_PAGE + 1}@example.com` });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a capped total as a lower bound and keeps Next while full pages come back', async () => {
    const capped = { total: FULL_PAGE * 2, totalCapped: true };
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        usersMock(),
        listsMock(),
        statsMock(null),
        contactsMock({}, { rows: buildRows(FULL_PAGE), ...capped }),
        contactsMock({ offset: FULL_PAGE }, { rows: buildRows(FULL_PAGE, 26), ...capped }),
        contactsMock({ offset: FULL_PAGE * 2 }, { rows: buildRows(4, 51), ...capped }),
      ],
    });
    await screen.findByRole('cell', { name: 'contact1@example.com' });
    expect(screen.getByText(`${(FULL_PAGE * 2).toLocaleString('en-US')}+ contacts`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'contact26@example.com' });
    // The total is only a lower bound and this page was full: there may be more.
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'contact51@example.com' })).toBeInTheDocument();
    expect(currentPage()).toBe('3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('applies a tile filter on click and goes back to page 1', async () => {
    const bounced = contactsMock(
      { filter: 'bounced' },
      { rows: [buildContactRow(90, { status: 'bounced', displayStatus: 'BOUNCED' })], total: 1 },
    );
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        ...pageMocks({ rows: buildRows(FULL_PAGE), total: 60, stats: { total: 60, bounced: 1 } }),
        contactsMock({ offset: FULL_PAGE }, { rows: buildRows(FULL_PAGE, 26), total: 60 }),
        bounced,
        contactsMock({}, { rows: buildRows(FULL_PAGE), total: 60 }),
      ],
    });
    await screen.findByRole('cell', { name: 'contact1@example.com' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'contact26@example.com' });

    await user.click(tile('Bounces'));
    expect(await screen.findByRole('cell', { name: 'contact90@example.com' })).toBeInTheDocument();
    expect(bounced.result).toHaveBeenCalledTimes(1);
    expect(tile('Bounces')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Filter')).toHaveValue('bounced');
    expect(currentPage()).toBe('1');

    // Total clears the filter.
    await user.click(tile('Total'));
    expect(await screen.findByRole('cell', { name: 'contact1@example.com' })).toBeInTheDocument();
    expect(screen.getByLabelText('Filter')).toHaveValue('');
  });

  it('sends the chosen filter, list and user, each time from page 1', async () => {
    const lists = [buildList('list-1', 'Spring leads'), buildList('list-2', 'Webinar')];
    const filtered = contactsMock({ filter: 'has_opened' }, { rows: buildRows(2, 100), total: 2 });
    const listed = contactsMock(
      { filter: 'has_opened', listId: 'list-2' },
      { rows: buildRows(1, 200), total: 1 },
    );
    const byUser = contactsMock(
      { filter: 'has_opened', listId: 'list-2', userEmail: 'grace@example.com' },
      { rows: buildRows(1, 300), total: 1 },
    );
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        ...pageMocks({ rows: buildRows(FULL_PAGE), total: 90, lists }),
        contactsMock({ offset: FULL_PAGE }, { rows: buildRows(FULL_PAGE, 26), total: 90 }),
        filtered,
        listed,
        statsMock('grace@example.com', { total: 7 }),
        byUser,
      ],
    });
    await screen.findByRole('cell', { name: 'contact1@example.com' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'contact26@example.com' });

    await user.selectOptions(screen.getByLabelText('Filter'), 'Has opened');
    expect(await screen.findByRole('cell', { name: 'contact100@example.com' })).toBeInTheDocument();
    expect(filtered.result).toHaveBeenCalledTimes(1);

    expect(screen.getByRole('option', { name: 'All Contact Lists' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Contact list'), 'Webinar');
    expect(await screen.findByRole('cell', { name: 'contact200@example.com' })).toBeInTheDocument();
    expect(listed.result).toHaveBeenCalledTimes(1);

    const userSelect = screen.getByLabelText('User');
    expect(
      within(userSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Users', 'Ada Owner', 'Grace Sender']);
    await user.selectOptions(userSelect, 'Grace Sender');
    expect(userSelect).toHaveValue('grace@example.com');
    expect(await screen.findByRole('cell', { name: 'contact300@example.com' })).toBeInTheDocument();
    expect(byUser.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tile('Total')).toHaveTextContent('7'));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(currentPage()).toBe('1');
  });

  it('searches only from two characters, from page 1, and reloads everything when emptied', async () => {
    const oneLetter = contactsMock({ searchText: 'a' }, { rows: [], total: 0 });
    const twoLetters = contactsMock(
      { searchText: 'al' },
      { rows: [buildContactRow(7, { email: 'alice@example.com' })], total: 1 },
    );
    const unfilteredAgain = contactsMock({}, { rows: buildRows(FULL_PAGE), total: 60 });
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        ...pageMocks({ rows: buildRows(FULL_PAGE), total: 60 }),
        contactsMock({ offset: FULL_PAGE }, { rows: buildRows(FULL_PAGE, 26), total: 60 }),
        oneLetter,
        twoLetters,
        unfilteredAgain,
      ],
    });
    await screen.findByRole('cell', { name: 'contact1@example.com' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: 'contact26@example.com' });

    const search = screen.getByPlaceholderText(CONTACTS_PAGE_MESSAGES.searchPlaceholder);
    await user.type(search, 'a');
    await pause(600);
    expect(oneLetter.result).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'contact26@example.com' })).toBeInTheDocument();

    await user.type(search, 'l');
    expect(await screen.findByRole('cell', { name: 'alice@example.com' })).toBeInTheDocument();
    expect(twoLetters.result).toHaveBeenCalledTimes(1);
    expect(oneLetter.result).not.toHaveBeenCalled();

    await user.clear(search);
    expect(await screen.findByRole('cell', { name: 'contact1@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(unfilteredAgain.result).toHaveBeenCalledTimes(1));
    expect(currentPage()).toBe('1');
  });

  it("toasts the spec's message when the search is refused", async () => {
    renderApp(PATH, {
      signedIn: true,
      mocks: [
        usersMock(),
        listsMock(),
        statsMock(null),
        {
          request: contactsMock({}, { rows: [], total: 0 }).request,
          result: {
            errors: [
              new GraphQLError('This contact list does not exist.', {
                extensions: { code: 'BAD_REQUEST', status: 400 },
              }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByText(CONTACTS_PAGE_MESSAGES.searchFailed)).toBeInTheDocument();
    expect(screen.queryByText('This contact list does not exist.')).not.toBeInTheDocument();
  });

  it("toasts the spec's message when the users cannot be loaded", async () => {
    renderApp(PATH, {
      signedIn: true,
      mocks: [
        {
          request: { query: MailUsersDocument },
          result: {
            errors: [new GraphQLError('Bad input', { extensions: { code: 'BAD_REQUEST' } })],
          },
        },
        listsMock(),
        statsMock(null),
        contactsMock({}, { rows: buildRows(1), total: 1 }),
      ],
    });
    expect(await screen.findByText(CONTACTS_PAGE_MESSAGES.mailUsersFailed)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'contact1@example.com' })).toBeInTheDocument();
  });
});
