import {
  INBOX_SEARCH_MAX_LENGTH,
  LEAD_STATUS_OPTIONS,
  REPLY_CATEGORIES,
  REPLY_CATEGORY_LABELS,
  type LeadStatus,
  type ReplyCategory,
} from '@outbound/common';
import { useId } from 'react';
import { INBOX_TEXTS as T } from '../inbox-texts';
import type { InboxFilter } from '../hooks/use-inbox-conversations';

type Option = { value: string; label: string };

type InboxFiltersProps = {
  typed: string;
  onTypedChange: (typed: string) => void;
  filter: InboxFilter;
  onFilterChange: (change: Partial<InboxFilter>) => void;
  mailboxes: readonly { id: string; email: string }[];
  campaigns: readonly { id: string; name: string }[];
};

/** A labelled select of the filter bar. */
function FilterSelect(props: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="field__input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The inbox's search box (address, name, subject) and its mailbox, campaign, status and unread filters. */
export function InboxFilters({
  typed,
  onTypedChange,
  filter,
  onFilterChange,
  ...props
}: InboxFiltersProps) {
  const searchId = useId();
  const unreadId = useId();
  return (
    <div className="inbox-filters">
      <div className="field inbox-filters__search">
        <label className="field__label" htmlFor={searchId}>
          {T.search}
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          placeholder={T.searchPlaceholder}
          maxLength={INBOX_SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(event) => onTypedChange(event.target.value)}
        />
      </div>
      <FilterSelect
        label={T.mailbox}
        value={filter.mailboxId}
        options={[
          { value: '', label: T.allMailboxes },
          ...props.mailboxes.map((mailbox) => ({ value: mailbox.id, label: mailbox.email })),
        ]}
        onChange={(mailboxId) => onFilterChange({ mailboxId })}
      />
      <FilterSelect
        label={T.campaign}
        value={filter.campaignId}
        options={[
          { value: '', label: T.allCampaigns },
          ...props.campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
        ]}
        onChange={(campaignId) => onFilterChange({ campaignId })}
      />
      <FilterSelect
        label={T.leadStatus}
        value={filter.leadStatus}
        options={[{ value: '', label: T.allStatuses }, ...LEAD_STATUS_OPTIONS]}
        onChange={(value) => onFilterChange({ leadStatus: value as LeadStatus | '' })}
      />
      <FilterSelect
        label={T.category}
        value={filter.category}
        options={[
          { value: '', label: T.allCategories },
          ...REPLY_CATEGORIES.filter((value) => value !== 'bounce').map((value) => ({
            value,
            label: REPLY_CATEGORY_LABELS[value],
          })),
        ]}
        onChange={(value) => onFilterChange({ category: value as ReplyCategory | '' })}
      />
      <div className="inbox-filters__unread">
        <input
          id={unreadId}
          type="checkbox"
          checked={filter.unread}
          onChange={(event) => onFilterChange({ unread: event.target.checked })}
        />
        <label htmlFor={unreadId}>{T.unreadOnly}</label>
      </div>
    </div>
  );
}
