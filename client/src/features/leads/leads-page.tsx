import { CONTACTS_PAGE_MESSAGES, LEAD_MESSAGES, type LeadStatus } from '@outbound/common';
import { useMemo, useState } from 'react';
import { badRequestMessage } from '../../app/apollo';
import { useLeadAssigneesQuery, useLeadCampaignNamesQuery } from '../../generated/graphql';
import { useSearchText } from '../../hooks/use-search-text';
import { useStateOf } from '../../hooks/use-state-of';
import { LeadActions } from './components/lead-actions';
import { LeadsFilters } from './components/leads-filters';
import { LeadsTable } from './components/leads-table';
import { LoadMoreButton } from '../../components/load-more-button';
import { useLeadExport } from './hooks/use-lead-export';
import { type LeadFilter, useLeads } from './hooks/use-leads';
import { type LeadChange, useUpdateLeads } from './hooks/use-update-leads';
import './leads.css';

const NO_SELECTION: ReadonlySet<string> = new Set();
const CAMPAIGNS_FAILED = badRequestMessage(LEAD_MESSAGES.campaignNamesFailed);
const USERS_FAILED = badRequestMessage(CONTACTS_PAGE_MESSAGES.mailUsersFailed);

/** The loaded leads, or what stands for them (loading, nothing), and the load-more chevron. */
function LeadsList({
  leads: { rows, total, loaded, loading, failed, loadMore },
  selected,
  onSelectedChange,
}: {
  leads: ReturnType<typeof useLeads>;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
}) {
  return (
    <>
      {rows.length > 0 && (
        <LeadsTable rows={rows} selected={selected} onSelectedChange={onSelectedChange} />
      )}
      {loading && !loaded && <p role="status">Loading…</p>}
      {(loaded ? rows.length === 0 : failed) && <p className="empty">{LEAD_MESSAGES.emptyList}</p>}
      {rows.length > 0 && rows.length < total && (
        <LoadMoreButton disabled={loading} onClick={loadMore} />
      )}
    </>
  );
}

/**
 * The leads of every campaign (spec 02 §2 Leads): search and filters (each starts again from the
 * first page and an empty selection), 20 at a time appended, and the selected leads moved,
 * reassigned, reopened or exported.
 */
export function LeadsPage() {
  const [typed, setTyped] = useState('');
  const searchText = useSearchText(typed);
  const [campaignId, setCampaignId] = useState('');
  const [assignedTo, setAssignedTo] = useState('');
  const [status, setStatus] = useState<LeadStatus>('open');
  const filter: LeadFilter = useMemo(
    () => ({ searchText, campaignId, assignedTo, status }),
    [searchText, campaignId, assignedTo, status],
  );
  const leads = useLeads(filter);
  const { rows, reload } = leads;
  const [selected, setSelected] = useStateOf(JSON.stringify(filter), NO_SELECTION);
  const campaigns = useLeadCampaignNamesQuery({ context: CAMPAIGNS_FAILED });
  const users = useLeadAssigneesQuery({ context: USERS_FAILED });
  const userList = users.data?.users ?? [];
  const [updateLeads, updating] = useUpdateLeads(() => {
    setSelected(new Set());
    reload();
  });
  const { exportLeads, exporting } = useLeadExport();

  const selectedRows = rows.filter((row) => selected.has(row.id));
  const change = (leadChange: LeadChange) =>
    void updateLeads(
      selectedRows.map((row) => row.id),
      leadChange,
    );

  return (
    <div className="page">
      <div className="page__header">
        <h1>Leads</h1>
      </div>
      <section className="card" aria-label="Leads list">
        <LeadsFilters
          typed={typed}
          onTypedChange={setTyped}
          campaignId={campaignId}
          campaigns={campaigns.data?.campaignNames ?? []}
          onCampaignChange={setCampaignId}
          assignedTo={assignedTo}
          users={userList}
          onAssignedToChange={setAssignedTo}
          status={status}
          onStatusChange={setStatus}
        />
        <LeadActions
          status={status}
          selectedCount={selectedRows.length}
          users={userList}
          busy={updating}
          exporting={exporting}
          onChange={change}
          onExport={() => void exportLeads(filter, selectedRows)}
        />
        <LeadsList leads={leads} selected={selected} onSelectedChange={setSelected} />
      </section>
    </div>
  );
}
