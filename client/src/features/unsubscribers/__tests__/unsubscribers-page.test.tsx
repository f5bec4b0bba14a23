import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { UNSUBSCRIBERS_MESSAGES, UNSUBSCRIBERS_PAGE_SIZE } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import { SEARCH_DEBOUNCE_MS } from '../../../hooks/use-search-text';
import {
  buildEntry,
  buildUnsubscriber,
  deleteDomainsMock,
  deleteUnsubscribersMock,
  failure,
  unsubscribersMock,
} from './factories';

const M = UNSUBSCRIBERS_MESSAGES;

/** Two entries; the later one (Nov 22, 2026 15:04 local) is the unsubscribe date. */
const ANNA = buildUnsubscriber(1, {
  email: 'anna@example.com',
  unsubscribes: [
    buildEntry('acme.com', new Date(2026, 9, 1, 9, 15)),
    buildEntry('shop.io', new Date(2026, 10, 22, 15, 4)),
  ],
});
/** No entries: the updated time (Jan 5, 2026 00:07 local) is the unsubscribe date. */
const BEN = buildUnsubscriber(2, {
  email: 'ben@example.com',
  updatedAt: new Date(2026, 0, 5, 0, 7).toISOString(),
  unsubscribes: [],
});
const CARA = buildUnsubscriber(3, {
  email: 'cara@example.com',
  unsubscribes: [buildEntry('acme.com', new Date(2026, 2, 3, 12, 30))],
});

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).queryAllByRole('row');
}

function row(email: string) {
  return screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;
}

function renderPage(mocks: MockedResponse[]) {
  return renderApp('/unsubscribers', { signedIn: true, mocks });
}

describe('Unsubscribers page', () => {
  it('lists unsubscribers with their latest unsubscribe date and domains', async () => {
    renderPage([unsubscribersMock({ rows: [ANNA, BEN, CARA] })]);
    expect(screen.getByRole('heading', { name: 'Unsubscribers' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'anna@example.com' });

    expect(bodyRows()).toHaveLength(3);
    for (const name of ['Email', 'Unsubscribe Date', 'Domains', 'Action']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const anna = within(row('anna@example.com'));
    expect(anna.getByText('Nov 22, 2026 03:04 PM')).toBeInTheDocument();
    expect(anna.getByText('acme.com, shop.io')).toBeInTheDocument();
    expect(within(row('ben@example.com')).getByText('Jan 05, 2026 12:07 AM')).toBeInTheDocument();
    expect(within(row('cara@example.com')).getByText('Mar 03, 2026 12:30 PM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no unsubscribers', async () => {
    renderPage([unsubscribersMock({ rows: [] })]);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("reports a 400 on loading with the spec's text", async () => {
    renderPage([
      {
        ...unsubscribersMock({ rows: [] }),
        result: failure('limit must not be greater than 100'),
      },
    ]);
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText('limit must not be greater than 100')).not.toBeInTheDocument();
  });

  it('appends the next page with the load-more chevron', async () => {
    const first = Array.from({ length: UNSUBSCRIBERS_PAGE_SIZE }, (_, i) =>
      buildUnsubscriber(i + 1),
    );
    const second = [buildUnsubscriber(11), buildUnsubscriber(12)];
    const { user } = renderPage([
      unsubscribersMock({ rows: first, total: 12 }),
      unsubscribersMock({ rows: second, total: 12, offset: UNSUBSCRIBERS_PAGE_SIZE }),
    ]);
    await screen.findByRole('cell', { name: 'person1@example.com' });
    expect(bodyRows()).toHaveLength(UNSUBSCRIBERS_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'person12@example.com' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByRole('cell', { name: 'person1@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches from 2 characters on and reloads the whole list when the box is emptied', async () => {
    const oneCharacter = jest.fn(() => ({
      data: { unsubscribers: { __typename: 'UnsubscriberPage', total: 0, rows: [] } },
    }));
    const { user } = renderPage([
      unsubscribersMock({ rows: [ANNA, BEN, CARA] }),
      { ...unsubscribersMock({ rows: [], searchText: 'a' }), result: oneCharacter },
      unsubscribersMock({ rows: [ANNA], searchText: 'an' }),
      unsubscribersMock({ rows: [ANNA, BEN] }),
    ]);
    await screen.findByRole('cell', { name: 'ben@example.com' });
    const search = screen.getByRole('searchbox', { name: 'Search unsubscribers' });

    await user.type(search, 'a');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200));
    expect(oneCharacter).not.toHaveBeenCalled();
    expect(bodyRows()).toHaveLength(3);

    await user.type(search, 'n');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('cell', { name: 'anna@example.com' })).toBeInTheDocument();

    await user.clear(search);
    // The unfiltered list is asked for again (the last answer has two rows, not the three cached).
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('cell', { name: 'ben@example.com' })).toBeInTheDocument();
  });

  it('selects all rows and shows the action bar with the selected count', async () => {
    const { user } = renderPage([unsubscribersMock({ rows: [ANNA, BEN, CARA] })]);
    await screen.findByRole('cell', { name: 'anna@example.com' });
    const selectAll = screen.getByRole('checkbox', { name: 'Select all unsubscribers' });

    await user.click(selectAll);
    const bar = screen.getByRole('toolbar', { name: 'Selected unsubscribers' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    for (const email of ['anna@example.com', 'ben@example.com', 'cara@example.com']) {
      expect(screen.getByRole('checkbox', { name: `Select ${email}` })).toBeChecked();
    }

    await user.click(screen.getByRole('checkbox', { name: 'Select ben@example.com' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', true);

    await user.click(selectAll);
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(selectAll);
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
  });

  describe('Delete Domain(s) dialog', () => {
    it('asks for at least one domain', async () => {
      const deleted = jest.fn(() => ({ data: { deleteUnsubscribeDomains: 'deleted' } }));
      const { user } = renderPage([
        unsubscribersMock({ rows: [ANNA, BEN] }),
        { ...deleteDomainsMock('anna@example.com', []), result: deleted },
      ]);
      await screen.findByRole('cell', { name: 'anna@example.com' });
      await user.click(screen.getByRole('button', { name: 'Delete domains of anna@example.com' }));

      const dialog = screen.getByRole('dialog', { name: M.deleteDomainsTitle });
      expect(within(dialog).getByText(M.deleteDomainsExplanation)).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: 'acme.com' })).not.toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'shop.io' })).not.toBeChecked();

      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(M.noDomainSelected)).toBeInTheDocument();
      expect(deleted).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: M.deleteDomainsTitle })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('deletes the ticked domains, confirms, and reloads the list after 1.5 s', async () => {
      const { user } = renderPage([
        unsubscribersMock({ rows: [ANNA, BEN] }),
        deleteDomainsMock('anna@example.com', ['shop.io']),
        unsubscribersMock({
          rows: [{ ...ANNA, unsubscribes: [ANNA.unsubscribes[0]] }, BEN],
        }),
      ]);
      await screen.findByRole('cell', { name: 'anna@example.com' });
      await user.click(screen.getByRole('button', { name: 'Delete domains of anna@example.com' }));
      const dialog = screen.getByRole('dialog', { name: M.deleteDomainsTitle });
      await user.click(within(dialog).getByRole('checkbox', { name: 'shop.io' }));
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText(M.domainsDeleted)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(row('anna@example.com')).getByText('acme.com, shop.io')).toBeInTheDocument();
      // The reload shows the remaining domain and the date of the remaining entry.
      expect(
        await within(row('anna@example.com')).findByText('acme.com', {}, { timeout: 3000 }),
      ).toBeInTheDocument();
      expect(
        within(row('anna@example.com')).getByText('Oct 01, 2026 09:15 AM'),
      ).toBeInTheDocument();
    });

    it("reports a 400 with the spec's text and keeps the dialog open", async () => {
      const { user } = renderPage([
        unsubscribersMock({ rows: [ANNA] }),
        deleteDomainsMock('anna@example.com', ['acme.com'], failure('Unknown domain')),
      ]);
      await screen.findByRole('cell', { name: 'anna@example.com' });
      await user.click(screen.getByRole('button', { name: 'Delete domains of anna@example.com' }));
      const dialog = screen.getByRole('dialog', { name: M.deleteDomainsTitle });
      await user.click(within(dialog).getByRole('checkbox', { name: 'acme.com' }));
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText(M.deleteDomainsFailed)).toBeInTheDocument();
      expect(screen.queryByText('Unknown domain')).not.toBeInTheDocument();
      expect(screen.queryByText(M.domainsDeleted)).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: M.deleteDomainsTitle })).toBeInTheDocument();
    });
  });

  describe('bulk delete', () => {
    it('confirms, deletes the selected emails, and reloads the list after 1.5 s', async () => {
      const { user } = renderPage([
        unsubscribersMock({ rows: [ANNA, BEN, CARA] }),
        deleteUnsubscribersMock(['anna@example.com', 'cara@example.com']),
        unsubscribersMock({ rows: [BEN] }),
      ]);
      await screen.findByRole('cell', { name: 'anna@example.com' });
      await user.click(screen.getByRole('checkbox', { name: 'Select anna@example.com' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select cara@example.com' }));
      const bar = screen.getByRole('toolbar', { name: 'Selected unsubscribers' });

      await user.click(within(bar).getByRole('button', { name: 'Delete' }));
      let dialog = screen.getByRole('dialog', { name: M.deleteDialogTitle });
      expect(within(dialog).getByText(M.deleteDialogMessage)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodyRows()).toHaveLength(3);

      await user.click(within(bar).getByRole('button', { name: 'Delete' }));
      dialog = screen.getByRole('dialog', { name: M.deleteDialogTitle });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText(M.deleted)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 3000 });
      expect(screen.getByRole('cell', { name: 'ben@example.com' })).toBeInTheDocument();
      expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    });

    it("reports a 400 with the spec's text", async () => {
      const { user } = renderPage([
        unsubscribersMock({ rows: [ANNA, BEN] }),
        deleteUnsubscribersMock(['ben@example.com'], failure('emails must not be empty')),
      ]);
      await screen.findByRole('cell', { name: 'ben@example.com' });
      await user.click(screen.getByRole('checkbox', { name: 'Select ben@example.com' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: M.deleteDialogTitle });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText(M.deleteFailed)).toBeInTheDocument();
      expect(screen.queryByText(M.deleted)).not.toBeInTheDocument();
    });
  });

  describe('export', () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:unsubscribers');
    let click: jest.SpyInstance;

    beforeEach(() => {
      // jsdom has no object URLs and cannot download.
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    });

    afterEach(() => {
      createObjectURL.mockClear();
      click.mockRestore();
    });

    it('downloads the selected rows as unsubscribers_{timestamp}.csv', async () => {
      const { user } = renderPage([unsubscribersMock({ rows: [ANNA, BEN, CARA] })]);
      await screen.findByRole('cell', { name: 'anna@example.com' });
      await user.click(screen.getByRole('checkbox', { name: 'Select anna@example.com' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select ben@example.com' }));
      await user.click(screen.getByRole('button', { name: 'Export' }));

      expect(click).toHaveBeenCalledTimes(1);
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      expect(anchor.download).toMatch(/^unsubscribers_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
      const text = new TextDecoder().decode(await readBlob(createObjectURL.mock.calls[0][0]));
      expect(text).toBe(
        [
          '"Email","Domains","Unsubscribe Date"',
          '"anna@example.com","acme.com;shop.io","Nov 22, 2026 03:04 PM"',
          '"ben@example.com","","Jan 05, 2026 12:07 AM"',
        ].join('\n'),
      );
    });
  });
});

/** Reads a Blob with FileReader (jsdom has no Response and no Blob.arrayBuffer). */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
