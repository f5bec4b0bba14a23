import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { LEAD_MESSAGES, LEADS_PAGE_SIZE } from '@outbound/common';
import { renderApp } from '../../../test/render-app';
import {
  assigneesMock,
  buildLead,
  campaignNamesMock,
  failure,
  leadsMock,
  updateMock,
} from './factories';

const M = LEAD_MESSAGES;

const ANN = buildLead(5, {
  email: 'ann@acme.test',
  assignedToEmail: 'tess@team.test',
  assignedToName: 'Tess Mate',
  reply: {
    __typename: 'LeadReply',
    subject: 'Re: Quick question',
    snippet: 'Thursday works for me.',
    receivedAt: new Date(2026, 0, 6, 14, 5).toISOString(),
  },
});
const BOB = buildLead(4, { email: 'bob@acme.test', campaignId: 'camp-2', campaignName: 'Autumn' });
const CY = buildLead(3, { email: 'cy@initech.test' });

function renderPage(mocks: MockedResponse[]) {
  return renderApp('/campaign/leads', {
    signedIn: true,
    mocks: [campaignNamesMock(), assigneesMock(), ...mocks],
  });
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body).queryAllByRole('row');
}

function row(email: string) {
  return screen.getByRole('checkbox', { name: `Select ${email}` }).closest('tr') as HTMLElement;
}

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Leads page', () => {
  it('lists open leads with campaign link, assignee, date and reply', async () => {
    renderPage([leadsMock({ rows: [ANN, BOB, CY] })]);
    expect(screen.getByRole('heading', { name: 'Leads' })).toBeInTheDocument();
    await screen.findByText('ann@acme.test');
    expect(bodyRows()).toHaveLength(3);
    for (const name of ['Email', 'Campaign', 'Assigned to', 'Lead Date'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();

    const ann = within(row('ann@acme.test'));
    expect(ann.getByRole('link', { name: 'Spring outreach' })).toHaveAttribute(
      'href',
      '/campaign/camp-1/overview',
    );
    expect(ann.getByText('Tess Mate')).toBeInTheDocument();
    expect(ann.getByText('01/05/2026')).toBeInTheDocument();
    expect(ann.getByText('Re: Quick question')).toBeInTheDocument();
    expect(ann.getByText('Thursday works for me.')).toBeInTheDocument();
    expect(ann.getByText('01/06/2026 02:05 PM')).toBeInTheDocument();
    const bob = within(row('bob@acme.test'));
    expect(bob.getByRole('link', { name: 'Autumn' })).toHaveAttribute(
      'href',
      '/campaign/camp-2/overview',
    );
    expect(bob.getByText('Unassigned')).toBeInTheDocument();

    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toBeInTheDocument();
    await waitFor(() =>
      expect(optionsOf('Campaign')).toEqual(['All Campaigns', 'Spring outreach', 'Autumn']),
    );
    await waitFor(() =>
      expect(optionsOf('Assigned to')).toEqual(['All', 'Unassigned', 'Tess Mate', 'Owen Owner']),
    );
    expect(optionsOf('Lead status')).toEqual(['Open', 'Won', 'Ignored', 'Lost']);
    expect(screen.getByLabelText('Lead status')).toHaveValue('open');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty text when no lead matches', async () => {
    renderPage([leadsMock({ rows: [] })]);
    expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("reports a 400 on loading leads with the spec's text", async () => {
    renderPage([{ ...leadsMock({ rows: [] }), result: failure('limit must be 1 to 100') }]);
    expect(await screen.findByText(M.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByText('limit must be 1 to 100')).not.toBeInTheDocument();
  });

  it("reports a 400 on loading the campaign names with the spec's text", async () => {
    renderApp('/campaign/leads', {
      signedIn: true,
      mocks: [
        campaignNamesMock(failure('Bad Request.')),
        assigneesMock(),
        leadsMock({ rows: [ANN] }),
      ],
    });
    expect(await screen.findByText(M.campaignNamesFailed)).toBeInTheDocument();
    expect(optionsOf('Campaign')).toEqual(['All Campaigns']);
    expect(screen.getByText('ann@acme.test')).toBeInTheDocument();
  });

  it('appends 20 more with the load-more chevron; a filter starts again from the first page', async () => {
    const first = Array.from({ length: LEADS_PAGE_SIZE }, (_, i) => buildLead(i + 1));
    const { user } = renderPage([
      leadsMock({ rows: first, total: 23 }),
      leadsMock({
        rows: [buildLead(21), buildLead(22), { ...CY, id: 'lead-23' }],
        total: 23,
        offset: LEADS_PAGE_SIZE,
      }),
      leadsMock({ rows: [BOB], filter: { status: 'won' } }),
      leadsMock({ rows: [CY], filter: { status: 'won', campaignId: 'camp-2' } }),
      leadsMock({ rows: [], filter: { status: 'won', campaignId: 'camp-2', searchText: 'zz' } }),
    ]);
    await screen.findByText('lead1@prospect.test');
    expect(bodyRows()).toHaveLength(LEADS_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('cy@initech.test')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Lead status'), 'Won');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByText('bob@acme.test')).toBeInTheDocument();
    await waitFor(() => expect(optionsOf('Campaign')).toContain('Autumn'));
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Autumn');
    await waitFor(() => expect(screen.getByText('cy@initech.test')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'zz');
    expect(await screen.findByText(M.emptyList)).toBeInTheDocument();
  });

  it('selects every lead and shows the count with the Open actions', async () => {
    const { user } = renderPage([leadsMock({ rows: [ANN, BOB, CY] })]);
    await screen.findByText('ann@acme.test');
    const bar = screen.getByRole('toolbar', { name: 'Lead actions' });
    expect(within(bar).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Export' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all leads' }));
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(optionsOf('Status')).toEqual(['Move to…', 'Ignored', 'Won', 'Lost']);
    await waitFor(() =>
      expect(optionsOf('Assign')).toEqual(['Assign to…', 'Unassigned', 'Tess Mate', 'Owen Owner']),
    );
    expect(within(bar).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select bob@acme.test' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all leads' }));
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all leads' }));
    expect(within(bar).queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('moves the selected leads to Won, confirms, and reloads 1.5 s later', async () => {
    const { user } = renderPage([
      leadsMock({ rows: [ANN, BOB, CY] }),
      updateMock({ ids: ['lead-5', 'lead-3'], status: 'won' }, [
        { ...ANN, status: 'won' },
        { ...CY, status: 'won' },
      ]),
      leadsMock({ rows: [BOB] }),
    ]);
    await screen.findByText('ann@acme.test');
    await user.click(screen.getByRole('checkbox', { name: 'Select ann@acme.test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select cy@initech.test' }));
    const started = Date.now();
    await user.selectOptions(screen.getByLabelText('Status'), 'Won');
    expect(await screen.findByText(M.statusUpdated)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(screen.getByText('bob@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select bob@acme.test' })).not.toBeChecked();
  });

  it("reports a refused update with the spec's text and does not reload", async () => {
    const reloaded = jest.fn(() => ({
      data: { leads: { __typename: 'LeadPage', totalCount: 0, leads: [] } },
    }));
    const { user } = renderPage([
      leadsMock({ rows: [ANN] }),
      updateMock({ ids: ['lead-5'], status: 'lost' }, failure('A won lead can only be reopened.')),
      { ...leadsMock({ rows: [] }), result: reloaded },
    ]);
    await screen.findByText('ann@acme.test');
    await user.click(screen.getByRole('checkbox', { name: 'Select ann@acme.test' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Lost');
    expect(await screen.findByText(M.updateFailed)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(reloaded).not.toHaveBeenCalled();
    expect(screen.queryByText(M.statusUpdated)).not.toBeInTheDocument();
  }, 10_000);

  it('assigns the selected leads to a user or to nobody', async () => {
    const { user } = renderPage([
      leadsMock({ rows: [ANN, BOB] }),
      updateMock({ ids: ['lead-4'], assignedToEmail: 'owen@team.test' }, [
        { ...BOB, assignedToEmail: 'owen@team.test', assignedToName: 'Owen Owner' },
      ]),
      leadsMock({ rows: [ANN, BOB] }),
      updateMock({ ids: ['lead-5'], assignedToEmail: '' }, [
        { ...ANN, assignedToEmail: null, assignedToName: null },
      ]),
    ]);
    await screen.findByText('ann@acme.test');
    await user.click(screen.getByRole('checkbox', { name: 'Select bob@acme.test' }));
    await waitFor(() => expect(optionsOf('Assign')).toContain('Owen Owner'));
    await user.selectOptions(screen.getByLabelText('Assign'), 'Owen Owner');
    expect(await screen.findByText(M.statusUpdated)).toBeInTheDocument();
    // The answer updates the row at once.
    expect(await within(row('bob@acme.test')).findByText('Owen Owner')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select bob@acme.test' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select ann@acme.test' }));
    await user.selectOptions(screen.getByLabelText('Assign'), 'Unassigned');
    await waitFor(() =>
      expect(within(row('ann@acme.test')).getByText('Unassigned')).toBeInTheDocument(),
    );
  });

  it('reopens the selected leads from another status view', async () => {
    const won = { ...BOB, status: 'won' as const };
    const { user } = renderPage([
      leadsMock({ rows: [ANN] }),
      leadsMock({ rows: [won], filter: { status: 'won' } }),
      updateMock({ ids: ['lead-4'], status: 'open' }, [{ ...BOB, status: 'open' }]),
      leadsMock({ rows: [], filter: { status: 'won' } }),
    ]);
    await screen.findByText('ann@acme.test');
    await user.selectOptions(screen.getByLabelText('Lead status'), 'Won');
    await screen.findByText('bob@acme.test');
    await user.click(screen.getByRole('checkbox', { name: 'Select bob@acme.test' }));
    const bar = screen.getByRole('toolbar', { name: 'Lead actions' });
    expect(within(bar).queryByLabelText('Status')).not.toBeInTheDocument();
    expect(within(bar).queryByLabelText('Assign')).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(M.statusUpdated)).toBeInTheDocument();
    expect(await screen.findByText(M.emptyList, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
