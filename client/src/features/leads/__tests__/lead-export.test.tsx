import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { EMPTY_EXPORT_MESSAGE } from '@outbound/common';
import { catchCsvDownloads } from '../../../test/csv-downloads';
import { renderApp } from '../../../test/render-app';
import { LEAD_EXPORT_PAGE_SIZE } from '../lead-export';
import { assigneesMock, buildLead, campaignNamesMock, leadsMock } from './factories';

const HEADER = '"Email","Campaign","Assigned to","Lead Date"';

const downloads = catchCsvDownloads();
const { clicks } = downloads;

async function downloaded(): Promise<{ name: string; lines: string[] }> {
  const { name, text } = await downloads.downloaded();
  return { name, lines: text.split('\n') };
}

function renderPage(mocks: MockedResponse[]) {
  return renderApp('/campaign/leads', {
    signedIn: true,
    mocks: [campaignNamesMock(), assigneesMock(), ...mocks],
  });
}

const exportButton = () =>
  within(screen.getByRole('toolbar', { name: 'Lead actions' })).getByRole('button', {
    name: 'Export',
  });

const EVIL = buildLead(2, {
  email: '=HYPERLINK("http://evil")@x.test',
  campaignName: '+Campaign',
  assignedToName: 'Tess Mate',
});

describe('Leads export', () => {
  it('downloads the selected leads as leads_{timestamp}.csv, formulas neutralised', async () => {
    const { user } = renderPage([leadsMock({ rows: [buildLead(1), EVIL, buildLead(3)] })]);
    await screen.findByText('lead1@prospect.test');
    await user.click(screen.getByRole('checkbox', { name: `Select ${EVIL.email}` }));
    await user.click(screen.getByRole('checkbox', { name: 'Select lead3@prospect.test' }));
    await user.click(exportButton());
    const file = await downloaded();
    expect(file.name).toMatch(/^leads_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(file.lines).toEqual([
      HEADER,
      `"'=HYPERLINK(""http://evil"")@x.test","'+Campaign","Tess Mate","01/02/2026"`,
      '"lead3@prospect.test","Spring outreach","Unassigned","01/03/2026"',
    ]);
  });

  it('with nothing selected, pages through every lead of the filter', async () => {
    const all = Array.from({ length: LEAD_EXPORT_PAGE_SIZE + 1 }, (_, i) =>
      buildLead(i + 1, { email: `p${i + 1}@bulk.test` }),
    );
    const { user } = renderPage([
      leadsMock({ rows: all.slice(0, 20), total: all.length }),
      leadsMock({
        rows: all.slice(0, LEAD_EXPORT_PAGE_SIZE),
        total: all.length,
        limit: LEAD_EXPORT_PAGE_SIZE,
      }),
      leadsMock({
        rows: all.slice(LEAD_EXPORT_PAGE_SIZE),
        total: all.length,
        offset: LEAD_EXPORT_PAGE_SIZE,
        limit: LEAD_EXPORT_PAGE_SIZE,
      }),
    ]);
    await screen.findByText('p1@bulk.test');
    await user.click(exportButton());
    const file = await downloaded();
    expect(file.lines).toHaveLength(all.length + 1);
    expect(file.lines[0]).toBe(HEADER);
    expect(file.lines[1]).toMatch(
      /^"p1@bulk\.test","Spring outreach","Unassigned","01\/01\/2026"$/,
    );
    expect(file.lines[all.length]).toMatch(/^"p101@bulk\.test",/);
  });

  it('says there is nothing to export when the filter has no lead', async () => {
    const { user } = renderPage([
      leadsMock({ rows: [] }),
      leadsMock({ rows: [], limit: LEAD_EXPORT_PAGE_SIZE }),
    ]);
    await screen.findByText('Data not available');
    await user.click(exportButton());
    expect(await screen.findByText(EMPTY_EXPORT_MESSAGE)).toBeInTheDocument();
    expect(clicks()).not.toHaveBeenCalled();
  });
});
