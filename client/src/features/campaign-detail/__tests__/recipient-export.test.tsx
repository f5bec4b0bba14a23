import { screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MESSAGES, RECIPIENT_MESSAGES } from '@outbound/common';
import { catchCsvDownloads } from '../../../test/csv-downloads';
import { renderApp } from '../../../test/render-app';
import { RECIPIENTS_TEXTS } from '../campaign-detail-texts';
import { collectRecipientCsv } from '../components/recipients/recipient-export';
import { detailMock, failure, listsMock } from './factories';
import {
  RECIPIENTS_PATH,
  buildRecipients,
  exportRecipient,
  recipientExportMock,
  recipientsMock,
} from './recipient-factories';

const HEADER = '"Email","first_name","Company","ADDED ON","SENT ON","Status","SENDER","Waiting"';

const { clicks, downloaded } = catchCsvDownloads();

function openTab(mocks: NonNullable<Parameters<typeof renderApp>[1]>['mocks'] = []) {
  return renderApp(RECIPIENTS_PATH, {
    signedIn: true,
    mocks: [detailMock(), listsMock(), ...mocks],
  });
}

const exportButton = async () =>
  within(await screen.findByRole('region', { name: 'Recipients' })).getByRole('button', {
    name: 'Export',
  });

describe('Recipients export', () => {
  it("downloads every page of the tab's filter under one header, with 'Not Sent' and the status", async () => {
    const filter = { eventType: 'reply' };
    const first = recipientExportMock(
      { filter },
      {
        recipients: [
          exportRecipient('ann@acme.test', {
            latestSentAt: new Date(2026, 10, 20, 14, 5).toISOString(),
            state: 'replied',
            senderEmail: 'sam@sender.test',
          }),
          exportRecipient('=cmd@acme.test', {
            paused: true,
            values: ['=cmd@acme.test', '=1+1', ''],
          }),
        ],
        next: 'cursor-1',
      },
    );
    const second = {
      ...recipientExportMock(
        { filter, after: 'cursor-1' },
        { recipients: [exportRecipient('bob@acme.test')], next: null },
      ),
      // Slow enough to see the progress between the pages.
      delay: 200,
    };
    const { user } = openTab([
      recipientsMock({}, buildRecipients(2)),
      recipientsMock(filter, buildRecipients(3, 10)),
      first,
      second,
    ]);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'reply');
    await screen.findByText('1–3 of 3 recipients');
    await user.click(await exportButton());
    expect(await screen.findByText('Exporting… 2 rows')).toHaveAttribute('role', 'status');

    const { name, text } = await downloaded();
    expect(name).toMatch(/^Spring outreach_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
    expect(text.split('\n')).toEqual([
      HEADER,
      '"ann@acme.test","ann","ACME","Nov 03, 2026 09:00","Nov 20, 2026 14:05","Replied","sam@sender.test",""',
      `"'=cmd@acme.test","'=1+1","","Nov 03, 2026 09:00","${RECIPIENT_MESSAGES.notSent}","Paused","",""`,
      `"bob@acme.test","bob","ACME","Nov 03, 2026 09:00","${RECIPIENT_MESSAGES.notSent}","Active","",""`,
    ]);
    expect(first.result).toHaveBeenCalledTimes(1);
    expect(second.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText(/^Exporting…/)).not.toBeInTheDocument());
  });

  it("says 'Data is not available' and downloads nothing when no recipient matches", async () => {
    const empty = recipientExportMock({}, { recipients: [], next: null });
    const { user } = openTab([recipientsMock({}, []), empty]);
    await user.click(await exportButton());
    const toast = (await screen.findByText(CAMPAIGN_MESSAGES.noData)).closest('.Toastify__toast');
    expect(toast).toHaveClass('Toastify__toast--info');
    expect(empty.result).toHaveBeenCalledTimes(1);
    expect(clicks()).not.toHaveBeenCalled();
  });

  it("reports a refused export with the tab's 'Bad Request.' text", async () => {
    const refused = {
      ...recipientExportMock({}, { recipients: [], next: null }),
      result: failure('limit'),
    };
    const { user } = openTab([recipientsMock({}, []), refused]);
    await user.click(await exportButton());
    expect(await screen.findByText(RECIPIENTS_TEXTS.exportFailed)).toBeInTheDocument();
    expect(clicks()).not.toHaveBeenCalled();
  });

  it('turns each page into text at once and lets the browser breathe between pages', async () => {
    const page = (emails: string[], next: string | null) => ({
      __typename: 'CampaignRecipientExportPage' as const,
      displayKeys: ['email', 'first_name', 'Company'],
      recipients: emails.map((email) => exportRecipient(email)),
      next,
    });
    const pages = [page(['a@acme.test', 'b@acme.test'], 'x'), page(['c@acme.test'], null)];
    const fetchPage = jest.fn(async (after: string | null) => pages[after ? 1 : 0]);
    const progress = jest.fn();
    const timeout = jest.spyOn(globalThis, 'setTimeout');

    const csv = await collectRecipientCsv(fetchPage, progress);

    expect(fetchPage.mock.calls).toEqual([[null], ['x']]);
    expect(progress.mock.calls).toEqual([[2], [3]]);
    expect(csv.rows).toBe(3);
    expect(csv.parts).toHaveLength(3);
    expect(csv.parts.join('').split('\n')).toHaveLength(4);
    expect(timeout.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(1);
    timeout.mockRestore();
  });
});
