import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { CAMPAIGN_LIST_TEXTS } from '../../campaigns/campaign-list-texts';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import {
  OVERVIEW_PATH,
  buildDetail,
  buildFigures,
  buildOverview,
  detailMock,
  failure,
  listsMock,
  overviewMocks,
  summaryMock,
} from './factories';

/** The figure a column shows under `term` (Recipients, Sent, Opened, Clicked, Replied). */
function figureIn(column: HTMLElement, term: string): string {
  const dt = within(column).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

async function column(name: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name });
}

describe('Overview: Summary', () => {
  it('shows leads by status with their shares and total', async () => {
    renderApp(OVERVIEW_PATH, { signedIn: true, mocks: overviewMocks() });
    const leads = await column('Leads by status');
    const shown = within(leads)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(shown).toEqual([
      'Won: 2 25%',
      'Lost: 1 12.5%',
      'Open: 4 50%',
      'Ignore: 1 12.5%',
      'Total: 8',
    ]);
  });

  it('shows the funnel per message, the Total and the summary columns', async () => {
    renderApp(OVERVIEW_PATH, { signedIn: true, mocks: overviewMocks() });
    const first = await column('Email');
    expect(within(first).getByText('Quick question')).toBeInTheDocument();
    expect(figureIn(first, 'Recipients')).toBe('1,000');
    expect(figureIn(first, 'Sent')).toBe('1,000');
    expect(figureIn(first, 'Opened')).toBe('40 40%');
    expect(figureIn(first, 'Clicked')).toBe('10 10%');
    expect(figureIn(first, 'Replied')).toBe('5 5%');
    expect(within(first).getByRole('button', { name: 'Export Email' })).toBeEnabled();

    const second = screen.getByRole('region', { name: 'Follow-up 1' });
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(figureIn(second, 'Sent')).toBe('150');

    const total = screen.getByRole('region', { name: 'Total' });
    expect(figureIn(total, 'Opened')).toBe('80 40%');
    expect(within(total).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bounced' })).toHaveTextContent('Bounced4 2%');
    expect(screen.getByRole('region', { name: 'Unsubscribed' })).toHaveTextContent(
      'Unsubscribed2 1%',
    );
    expect(screen.getByRole('region', { name: 'Leads' })).toHaveTextContent('Leads6 3%');

    const funnel = within(screen.getByRole('region', { name: 'Funnel' }));
    expect(
      funnel.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Email', 'Follow-up 1', 'Total', 'Bounced', 'Unsubscribed', 'Leads']);
  });

  it('draws sent and pending as shares of the recipients, labels under 6 % beside the bar', async () => {
    const overview = buildOverview({
      steps: [
        {
          __typename: 'OverviewStep',
          position: 1,
          subject: 'Hello',
          status: 'active',
          figures: buildFigures(1000, 970),
        },
      ],
      total: buildFigures(0, 0),
    });
    renderApp(OVERVIEW_PATH, { signedIn: true, mocks: overviewMocks(buildDetail(), overview) });

    const bar = within(await column('Email')).getByRole('img');
    expect(bar).toHaveAccessibleName('Sent 97%, pending 3% of the recipients');
    const sent = within(bar).getByText('97%');
    const pending = within(bar).getByText('3%');
    expect(sent).not.toHaveClass('funnel-bar__label--shifted');
    expect(pending).toHaveClass('funnel-bar__label--shifted');
    expect(sent.parentElement).toHaveStyle({ width: '97%' });
    expect(pending.parentElement).toHaveStyle({ width: '3%' });

    // No recipients: both shares are 0.
    const total = within(screen.getByRole('region', { name: 'Total' })).getByRole('img');
    expect(total).toHaveAccessibleName('Sent 0%, pending 0% of the recipients');
  });

  it('dims opens and clicks, not as 0, when they are not tracked', async () => {
    const overview = buildOverview({ tracked: false });
    renderApp(OVERVIEW_PATH, { signedIn: true, mocks: overviewMocks(buildDetail(), overview) });
    const first = await column('Email');
    expect(figureIn(first, 'Opened')).toBe('–');
    expect(figureIn(first, 'Clicked')).toBe('–');
    expect(within(first).getByLabelText(CAMPAIGN_LIST_TEXTS.untracked('Opens'))).toHaveClass(
      'figure--untracked',
    );
    expect(
      within(first).getByLabelText(CAMPAIGN_LIST_TEXTS.untracked('Clicks')),
    ).toBeInTheDocument();
    expect(figureIn(first, 'Replied')).toBe('5 5%');
  });

  it('asks again for the chosen list, and every figure follows it', async () => {
    const ctos = summaryMock(
      buildOverview({
        total: buildFigures(200, 120),
        steps: [
          {
            __typename: 'OverviewStep',
            position: 1,
            subject: 'Quick question',
            status: 'active',
            figures: buildFigures(200, 120),
          },
        ],
      }),
      'list-b',
    );
    const all = summaryMock(buildOverview());
    const { user } = renderApp(OVERVIEW_PATH, {
      signedIn: true,
      mocks: [...overviewMocks(), ctos, all],
    });
    const filter = await screen.findByLabelText('Recipient list');
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([CAMPAIGN_DETAIL_TEXTS.allLists, 'Founders', 'CTOs']),
    );
    expect(figureIn(await column('Email'), 'Recipients')).toBe('1,000');

    await user.selectOptions(filter, 'CTOs');
    await waitFor(() => expect(ctos.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(figureIn(screen.getByRole('region', { name: 'Total' }), 'Sent')).toBe('120'),
    );
    expect(figureIn(screen.getByRole('region', { name: 'Email' }), 'Recipients')).toBe('200');
    expect(screen.queryByRole('region', { name: 'Follow-up 1' })).not.toBeInTheDocument();

    await user.selectOptions(filter, CAMPAIGN_DETAIL_TEXTS.allLists);
    await waitFor(() => expect(all.result).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(figureIn(screen.getByRole('region', { name: 'Email' }), 'Recipients')).toBe('1,000'),
    );
  });

  it("reports a 400 with 'Bad Request. Not able to fetch Campaign Overview'", async () => {
    const refused = { ...summaryMock(buildOverview()), result: failure('list is not linked') };
    renderApp(OVERVIEW_PATH, { signedIn: true, mocks: [detailMock(), listsMock(), refused] });
    expect(
      await screen.findByText('Bad Request. Not able to fetch Campaign Overview'),
    ).toBeInTheDocument();
    expect(screen.queryByText('list is not linked')).not.toBeInTheDocument();
  });
});
