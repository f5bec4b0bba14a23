import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { catchCsvDownloads } from '../../../test/csv-downloads';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import { collectContactCsv } from '../contact-export';
import {
  CAMPAIGN_ID,
  buildExportRow,
  detailMock,
  exportMock,
  failure,
  overviewMocks,
} from './factories';
import { quietSequenceMock } from './sequence-factories';

const HEADER = '"Email","Last Sent On","Opens","Clicks","Replies","Is Bounced","Is Lead"';

const { clicks, downloaded } = catchCsvDownloads();

async function exportFromMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Spring outreach' }));
  await user.click(screen.getByRole('button', { name: 'Export' }));
}

// The header's export, from the Sequence tab (whose own read answers no messages).
const SEQUENCE_PATH = `/campaign/${CAMPAIGN_ID}/sequence`;

describe('Per-contact export', () => {
  it('joins every page under one header row, neutralising formula cells', async () => {
    const first = exportMock(
      {},
      {
        rows: [
          buildExportRow('ann@example.com', {
            lastSentOn: new Date(2026, 10, 20, 14, 5).toISOString(),
            opens: 3,
            clicks: 1,
            replies: 1,
            lead: true,
          }),
          buildExportRow('=HYPERLINK("http://evil")@example.com', { bounced: true }),
        ],
        next: 'cursor-1',
      },
    );
    const second = {
      ...exportMock(
        { after: 'cursor-1' },
        { rows: [buildExportRow('bob@example.com', { opens: 2 })], next: null },
      ),
      // Slow enough to see the progress between the pages.
      delay: 200,
    };
    const { user } = renderApp(SEQUENCE_PATH, {
      signedIn: true,
      mocks: [detailMock(), quietSequenceMock(), first, second],
    });
    await exportFromMenu(user);
    expect(await screen.findByText('Exporting… 2 rows')).toHaveAttribute('role', 'status');

    const { name, text } = await downloaded();
    expect(name).toMatch(/^Spring outreach_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(text.split('\n')).toEqual([
      HEADER,
      '"ann@example.com","Nov 20, 2026 14:05",3,1,1,"No","Yes"',
      `"'=HYPERLINK(""http://evil"")@example.com","",0,0,0,"Yes","No"`,
      '"bob@example.com","",2,0,0,"No","No"',
    ]);
    expect(first.result).toHaveBeenCalledTimes(1);
    expect(second.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(/^Exporting…/)).not.toBeInTheDocument());
  });

  it("says 'Data is not available' and downloads nothing when there are no rows", async () => {
    const empty = exportMock({}, { rows: [], next: null });
    const { user } = renderApp(SEQUENCE_PATH, {
      signedIn: true,
      mocks: [detailMock(), quietSequenceMock(), empty],
    });
    await exportFromMenu(user);

    const toast = (await screen.findByText(CAMPAIGN_MESSAGES.noData)).closest('.Toastify__toast');
    expect(toast).toHaveClass('Toastify__toast--info');
    expect(empty.result).toHaveBeenCalledTimes(1);
    expect(clicks()).not.toHaveBeenCalled();
  });

  it("reports a refused export with the spec's kind of text", async () => {
    const refused = { ...exportMock({}, { rows: [], next: null }), result: failure('limit') };
    const { user } = renderApp(SEQUENCE_PATH, {
      signedIn: true,
      mocks: [detailMock(), quietSequenceMock(), refused],
    });
    await exportFromMenu(user);
    expect(await screen.findByText(CAMPAIGN_DETAIL_TEXTS.exportFailed)).toBeInTheDocument();
    expect(clicks()).not.toHaveBeenCalled();
  });

  it("exports one message's report from its funnel column, named after the message", async () => {
    const step = exportMock(
      { stepId: 'step-2' },
      { rows: [buildExportRow('cat@example.com', { replies: 2 })], next: null },
    );
    const { user } = renderApp(`/campaign/${CAMPAIGN_ID}/overview`, {
      signedIn: true,
      mocks: [...overviewMocks(), step],
    });
    const funnel = within(await screen.findByRole('region', { name: 'Follow-up 1' }));
    await user.click(funnel.getByRole('button', { name: 'Export Follow-up 1' }));

    const { name, text } = await downloaded();
    expect(name).toMatch(/^Spring outreach_Follow-up 1_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(text).toBe(`${HEADER}\n"cat@example.com","",0,0,2,"No","No"`);
    expect(step.result).toHaveBeenCalledTimes(1);
  });

  it('turns each page into text at once, lets the browser breathe between pages and counts rows', async () => {
    const pages = [
      { rows: [buildExportRow('a@example.com'), buildExportRow('b@example.com')], next: 'x' },
      { rows: [buildExportRow('c@example.com')], next: null },
    ];
    const fetchPage = jest.fn(async (after: string | null) => pages[after ? 1 : 0]);
    const progress = jest.fn();
    const timeout = jest.spyOn(globalThis, 'setTimeout');

    const csv = await collectContactCsv(fetchPage, progress);

    expect(fetchPage.mock.calls).toEqual([[null], ['x']]);
    expect(progress.mock.calls).toEqual([[2], [3]]);
    expect(csv.rows).toBe(3);
    expect(csv.parts).toHaveLength(3);
    expect(csv.parts.join('').split('\n')).toHaveLength(4);
    // One pause for the browser between the two pages.
    expect(timeout.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(1);
    timeout.mockRestore();
  });
});
