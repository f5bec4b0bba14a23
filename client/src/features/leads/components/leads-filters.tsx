import { LEAD_STATUS_OPTIONS, type LeadStatus, UNASSIGNED_FILTER } from '@outbound/common';
import { useId } from 'react';

type Option = { value: string; label: string };

type LeadsFiltersProps = {
  typed: string;
  onTypedChange: (typed: string) => void;
  campaignId: string;
  campaigns: readonly { id: string; name: string }[];
  onCampaignChange: (campaignId: string) => void;
  assignedTo: string;
  users: readonly { email: string; name: string }[];
  onAssignedToChange: (assignedTo: string) => void;
  status: LeadStatus;
  onStatusChange: (status: LeadStatus) => void;
};

/** A labelled select of the filter bar. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The Leads page's search box and its campaign, assignee and status filters (spec 02 §2). */
export function LeadsFilters(props: LeadsFiltersProps) {
  const searchId = useId();
  const campaignOptions = [
    { value: '', label: 'All Campaigns' },
    ...props.campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
  ];
  const assigneeOptions = [
    { value: '', label: 'All' },
    { value: UNASSIGNED_FILTER, label: 'Unassigned' },
    ...props.users.map((user) => ({ value: user.email, label: user.name || user.email })),
  ];
  return (
    <div className="leads-filters">
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          Search leads
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          placeholder="Search email"
          value={props.typed}
          onChange={(event) => props.onTypedChange(event.target.value)}
        />
      </div>
      <FilterSelect
        label="Campaign"
        value={props.campaignId}
        options={campaignOptions}
        onChange={props.onCampaignChange}
      />
      <FilterSelect
        label="Assigned to"
        value={props.assignedTo}
        options={assigneeOptions}
        onChange={props.onAssignedToChange}
      />
      <FilterSelect
        label="Lead status"
        value={props.status}
        options={LEAD_STATUS_OPTIONS}
        onChange={(value) => props.onStatusChange(value as LeadStatus)}
      />
    </div>
  );
}
