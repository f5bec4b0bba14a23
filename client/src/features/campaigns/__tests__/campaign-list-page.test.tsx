import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_LIST_PAGE_SIZE, CAMPAIGN_MESSAGES } from '@outbound/common';
import { currentPath, renderApp } from '../../../test/render-app';
import { SEARCH_DEBOUNCE_MS } from '../../../hooks/use-search-text';
import { WizardMailAccountsDocument } from '../../../generated/graphql';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';
import {
  ACCOUNTS,
  PATH,
  accountsMock,
  buildCampaign,
  buildCampaigns,
  campaignListMock,
  deleteCampaignsMock,
  failure,
  labelsMock,
  pageMocks,
  rowMock,
  statusMock,
} from './factories';

const M = CAMPAIGN_MESSAGES;

function bodyRows() {
  const table = screen.getByRole('table');
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body).queryAllByRole('row');
}

function row(name: string) {
  return screen.getByRole('link', { name }).closest('tr') as HTMLElement;
}

/** The toast that shows `text`, and its kind (success, error, info). */
async function toastKind(text: string): Promise<string | undefined> {
  const toast = (await screen.findByText(text)).closest('.Toastify__toast');
  return ['success', 'error', 'info'].find((kind) =>
    toast?.classList.contains(`Toastify__toast--${kind}`),
  );
}

describe('Campaign list page', () => {
  it('marks sends whose status is unknown after an interruption with a warning badge beside Sent', async () => {
    const rows = [
      buildCampaign(1, { status: 'started', uncertainCount: 2 }),
      buildCampaign(2, { status: 'started' }),
    ];
    renderApp(PATH, { signedIn: true, mocks: pageMocks(rows) });
    await screen.findByRole('link', { name: 'Campaign 1' });

    const tooltip = CAMPAIGN_LIST_TEXTS.uncertainTooltip(2);
    expect(tooltip).toBe('2 sends: sent status unknown after an interruption; not re-sent.');
    const badge = within(row('Campaign 1')).getByLabelText(tooltip);
    expect(badge).toHaveAttribute('title', tooltip);
    expect(badge).toHaveTextContent(CAMPAIGN_LIST_TEXTS.uncertainBadge(2));
    expect(badge.closest('td')).toHaveTextContent(`5${CAMPAIGN_LIST_TEXTS.uncertainBadge(2)}`);
    expect(within(row('Campaign 2')).queryByText(/unknown/)).not.toBeInTheDocument();
  });

  it('shows the columns, the figures and one status control per status', async () => {
    const rows = [
      buildCampaign(1, { status: 'started' }),
      buildCampaign(2, { status: 'paused' }),
      buildCampaign(3, { status: 'complete' }),
      buildCampaign(4, { status: 'scheduled' }),
      buildCampaign(5, { status: 'draft', currentTab: 'compose', mailAccount: null }),
    ];
    renderApp(PATH, { signedIn: true, mocks: pageMocks(rows) });

    expect(screen.getByRole('heading', { name: CAMPAIGN_LIST_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await screen.findByRole('link', { name: 'Campaign 1' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      'Status',
      'Name',
      'Created',
      'Mail Account',
      'Recipients',
      'Sent',
      'Leads',
      'Replies',
      'Opens',
      'Bounces',
    ]);
    const cells = within(row('Campaign 2'))
      .getAllByRole('cell')
      .slice(2)
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Campaign 2',
      'Nov 02, 2026',
      'sales@acme.test',
      '20',
      '10',
      '2',
      '4',
      '6',
      '0',
    ]);

    expect(
      await within(row('Campaign 1')).findByRole('button', { name: 'Pause campaign Campaign 1' }),
    ).toBeInTheDocument();
    expect(
      within(row('Campaign 2')).getByRole('button', { name: 'Resume campaign Campaign 2' }),
    ).toBeInTheDocument();
    expect(within(row('Campaign 3')).getByRole('img', { name: 'Complete' })).toBeInTheDocument();
    expect(within(row('Campaign 4')).getByRole('img', { name: 'Scheduled' })).toBeInTheDocument();
    const draft = within(row('Campaign 5'));
    expect(draft.queryByRole('button')).not.toBeInTheDocument();
    expect(draft.queryByRole('img')).not.toBeInTheDocument();
    expect(draft.getAllByRole('cell')[4]).toHaveTextContent('—');
  });

  it('dims the opens of plain-text campaigns and of campaigns with open tracking off', async () => {
    const rows = [
      buildCampaign(1),
      buildCampaign(2, { messageMimeType: 'text/plain' }),
      buildCampaign(3, { trackOpen: false }),
      buildCampaign(4, { trackClicks: false }),
    ];
    renderApp(PATH, { signedIn: true, mocks: pageMocks(rows) });
    await screen.findByRole('link', { name: 'Campaign 1' });

    const why = CAMPAIGN_LIST_TEXTS.untracked('Opens');
    expect(why).toBe('Opens are not tracked: the campaign is plain text or has tracking off.');
    const opens = (name: string) => within(row(name)).getAllByRole('cell')[9];
    expect(opens('Campaign 1')).toHaveTextContent(/^3$/);
    expect(opens('Campaign 4')).toHaveTextContent(/^12$/);
    for (const name of ['Campaign 2', 'Campaign 3']) {
      const dimmed = within(opens(name)).getByLabelText(why);
      expect(dimmed).toHaveTextContent('–');
      expect(dimmed).toHaveAttribute('title', why);
      expect(opens(name)).not.toHaveTextContent(/\d/);
    }
  });

  it('links draft rows to their current tab and the others to the overview', async () => {
    const rows = [
      buildCampaign(1, { status: 'draft', currentTab: 'compose' }),
      buildCampaign(2, { status: 'paused', currentTab: 'send' }),
    ];
    renderApp(PATH, { signedIn: true, mocks: pageMocks(rows) });
    const draft = await screen.findByRole('link', { name: 'Campaign 1' });
    expect(draft).toHaveAttribute('href', '/campaign/camp-1/compose');
    expect(screen.getByRole('link', { name: 'Campaign 2' })).toHaveAttribute(
      'href',
      '/campaign/camp-2/overview',
    );
  });

  it('opens the wizard with New Campaign', async () => {
    const { user, router } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        ...pageMocks([]),
        {
          request: { query: WizardMailAccountsDocument },
          result: {
            data: {
              mailAccounts: ACCOUNTS.map((account) => ({
                ...account,
                status: 'active',
                hasSmtp: true,
              })),
            },
          },
        },
      ],
    });
    await user.click(screen.getByRole('link', { name: 'New Campaign' }));
    expect(currentPath(router)).toBe('/campaign/start');
    expect(await screen.findByLabelText(/campaign title/i)).toBeInTheDocument();
  });

  it('shows the empty text and no table when there are no campaigns', async () => {
    renderApp(PATH, { signedIn: true, mocks: pageMocks([]) });
    expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it("reports a 400 on loading with the spec's text", async () => {
    renderApp(PATH, {
      signedIn: true,
      mocks: [
        accountsMock(),
        labelsMock([]),
        { ...campaignListMock({}, { rows: [] }), result: failure('limit too big') },
      ],
    });
    expect(await screen.findByText(CAMPAIGN_LIST_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText('limit too big')).not.toBeInTheDocument();
  });

  describe('status control', () => {
    it('pauses a started campaign and resumes a paused one', async () => {
      const pause = statusMock('camp-1', 'paused');
      const resume = statusMock('camp-2', 'started');
      const rows = [buildCampaign(1), buildCampaign(2, { status: 'paused' })];
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(rows), pause, resume],
      });
      await user.click(await screen.findByRole('button', { name: 'Pause campaign Campaign 1' }));

      expect(await toastKind(M.statusUpdated)).toBe('success');
      expect(pause.result).toHaveBeenCalledTimes(1);
      // The answer's status lands on the row through the normalized cache.
      expect(
        await within(row('Campaign 1')).findByRole('button', {
          name: 'Resume campaign Campaign 1',
        }),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Resume campaign Campaign 2' }));
      expect(
        await within(row('Campaign 2')).findByRole('button', { name: 'Pause campaign Campaign 2' }),
      ).toBeInTheDocument();
      expect(resume.result).toHaveBeenCalledTimes(1);
    });

    it('shows "already in that state" as an info toast and reads the row again', async () => {
      const campaign = buildCampaign(1);
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [
          ...pageMocks([campaign]),
          statusMock('camp-1', 'paused', failure(M.alreadyInStatus('paused'), 'CONFLICT', 409)),
          rowMock({ ...campaign, status: 'paused' }),
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Pause campaign Campaign 1' }));

      expect(await toastKind('This campaign is already in paused state')).toBe('info');
      expect(screen.queryByText(M.statusUpdated)).not.toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Resume campaign Campaign 1' }),
      ).toBeInTheDocument();
    });

    it('reports a refused change as an error', async () => {
      const message = M.startNeedsSteps;
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [
          ...pageMocks([buildCampaign(1, { status: 'paused' })]),
          statusMock('camp-1', 'started', failure(message)),
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Resume campaign Campaign 1' }));
      expect(await toastKind(message)).toBe('error');
      expect(screen.getByRole('button', { name: 'Resume campaign Campaign 1' })).toBeEnabled();
    });
  });

  describe('filters', () => {
    it('searches by name from 2 characters on', async () => {
      const byName = campaignListMock({ search: 'sp' }, { rows: [buildCampaign(7)] });
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(buildCampaigns(3)), byName],
      });
      await screen.findByRole('link', { name: 'Campaign 3' });
      const search = screen.getByRole('searchbox', { name: 'Search' });

      await user.type(search, 's');
      await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
      expect(bodyRows()).toHaveLength(3);

      await user.type(search, 'p');
      expect(await screen.findByRole('link', { name: 'Campaign 7' })).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(1);
      expect(byName.result).toHaveBeenCalledTimes(1);
    });

    it('filters by one mail account or any', async () => {
      const one = campaignListMock({ mailAccount: 'ma-2' }, { rows: [buildCampaign(9)] });
      const any = campaignListMock({}, { rows: buildCampaigns(2) });
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(buildCampaigns(2)), one, any],
      });
      await screen.findByRole('link', { name: 'Campaign 2' });
      const select = screen.getByRole('combobox', { name: 'Mail Account' });
      const options = within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual([
        'Any',
        `Sales <${ACCOUNTS[0].email}>`,
        `Ceo <${ACCOUNTS[1].email}>`,
      ]);

      await user.selectOptions(select, 'ma-2');
      expect(await screen.findByRole('link', { name: 'Campaign 9' })).toBeInTheDocument();
      expect(one.result).toHaveBeenCalledTimes(1);

      // Back to Any: the first page again (from the cache, refreshed from the server).
      await user.selectOptions(select, '');
      expect(await screen.findByRole('link', { name: 'Campaign 2' })).toBeInTheDocument();
      await waitFor(() => expect(any.result).toHaveBeenCalledTimes(1));
    });
  });

  describe('pager', () => {
    it('is hidden up to 100 campaigns', async () => {
      renderApp(PATH, {
        signedIn: true,
        mocks: pageMocks(buildCampaigns(CAMPAIGN_LIST_PAGE_SIZE), [], CAMPAIGN_LIST_PAGE_SIZE),
      });
      await screen.findByRole('link', { name: 'Campaign 100' });
      expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    });

    it('pages by 100 with five page links above 100 campaigns', async () => {
      const total = 7 * CAMPAIGN_LIST_PAGE_SIZE;
      const second = campaignListMock(
        { offset: CAMPAIGN_LIST_PAGE_SIZE },
        { rows: [buildCampaign(101)], total },
      );
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [...pageMocks(buildCampaigns(CAMPAIGN_LIST_PAGE_SIZE), [], total), second],
      });
      await screen.findByRole('link', { name: 'Campaign 1' });
      const pager = screen.getByRole('navigation', { name: 'Pages' });
      const links = () =>
        within(pager)
          .getAllByRole('button', { name: /^Page \d+$/ })
          .map((button) => button.textContent);
      expect(links()).toEqual(['1', '2', '3', '4', '5']);
      expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('link', { name: 'Campaign 101' })).toBeInTheDocument();
      expect(second.result).toHaveBeenCalledTimes(1);
      expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  describe('selection', () => {
    it('counts the selected rows and selects all', async () => {
      const { user } = renderApp(PATH, { signedIn: true, mocks: pageMocks(buildCampaigns(3)) });
      await screen.findByRole('link', { name: 'Campaign 1' });
      expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 2' }));
      const bar = screen.getByRole('toolbar', { name: 'Selected campaigns' });
      expect(within(bar).getByText('1 selected')).toBeInTheDocument();
      for (const name of ['Delete', 'Export', 'Add Label', 'Remove Label']) {
        expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
      }
      const selectAll = screen.getByRole('checkbox', { name: 'Select all campaigns' });
      expect(selectAll).toHaveProperty('indeterminate', true);

      await user.click(selectAll);
      expect(within(bar).getByText('3 selected')).toBeInTheDocument();
      await user.click(selectAll);
      expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    });

    it('deletes the selected campaigns once "delete" is typed, in any case', async () => {
      const remove = deleteCampaignsMock(['camp-1', 'camp-3']);
      const list = campaignListMock({}, { rows: buildCampaigns(3) });
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [accountsMock(), labelsMock([]), list, remove],
      });
      await screen.findByRole('link', { name: 'Campaign 1' });
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 1' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 3' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));

      const dialog = screen.getByRole('dialog', { name: CAMPAIGN_LIST_TEXTS.deleteTitle });
      const input = within(dialog).getByRole('textbox', { name: 'Type delete to confirm' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(M.typeDelete);

      await user.type(input, 'remove');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(M.typeDelete);
      expect(remove.result).not.toHaveBeenCalled();

      await user.clear(input);
      await user.type(input, 'DeLeTe');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await toastKind(M.statusUpdated)).toBe('success');
      expect(remove.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The rows leave through the cache; nothing is fetched again.
      expect(bodyRows()).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Campaign 2' })).toBeInTheDocument();
      expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
      expect(list.result).toHaveBeenCalledTimes(1);
    });

    it("reports a failed delete with the spec's text and keeps the rows", async () => {
      const { user } = renderApp(PATH, {
        signedIn: true,
        mocks: [
          ...pageMocks(buildCampaigns(2)),
          { ...deleteCampaignsMock(['camp-2']), result: failure('Campaign ID is missing') },
        ],
      });
      await screen.findByRole('link', { name: 'Campaign 2' });
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 2' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: CAMPAIGN_LIST_TEXTS.deleteTitle });
      await user.type(within(dialog).getByRole('textbox'), 'delete');
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await toastKind(CAMPAIGN_LIST_TEXTS.deleteFailed)).toBe('error');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(2);
    });
  });

  describe('export', () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:campaigns');
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

    it('downloads the selected campaigns as campaigns_{timestamp}.csv', async () => {
      const rows = [
        buildCampaign(1, { name: '=Spring, "promo"' }),
        buildCampaign(2, { mailAccount: null, createdByName: null }),
        buildCampaign(3),
      ];
      const { user } = renderApp(PATH, { signedIn: true, mocks: pageMocks(rows) });
      await screen.findByRole('link', { name: 'Campaign 2' });
      await user.click(screen.getByRole('checkbox', { name: 'Select =Spring, "promo"' }));
      await user.click(screen.getByRole('checkbox', { name: 'Select Campaign 2' }));
      await user.click(screen.getByRole('button', { name: 'Export' }));

      expect(click).toHaveBeenCalledTimes(1);
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      expect(anchor.download).toMatch(/^campaigns_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
      const text = new TextDecoder().decode(await readBlob(createObjectURL.mock.calls[0][0]));
      expect(text).toBe(
        [
          '"Campaign Name","Created By","Created Date","Mail Account","Recipients","Sent","Leads","Replies","Opens","Bounces"',
          '"\'=Spring, ""promo""","Ada Owner","Nov 02, 2026","sales@acme.test",10,5,1,2,3,0',
          '"Campaign 2","","Nov 02, 2026","",20,10,2,4,6,0',
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
