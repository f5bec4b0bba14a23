import { LEAD_MESSAGES } from '@outbound/common';
import { Link } from 'react-router-dom';
import { rowSelection, SelectAllCheckbox } from '../../../components/select-all-checkbox';
import type { LeadFieldsFragment } from '../../../generated/graphql';
import { leadDateText, replyTimeText } from '../lead-dates';

type LeadsTableProps = {
  rows: LeadFieldsFragment[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
};

/** The contact's reply under its address: subject, first lines and when it arrived. */
function LeadReply({ reply }: { reply: NonNullable<LeadFieldsFragment['reply']> }) {
  return (
    <div className="lead-reply">
      <span className="lead-reply__subject">{reply.subject || '(no subject)'}</span>
      {reply.snippet && <span className="lead-reply__snippet">{reply.snippet}</span>}
      <time className="lead-reply__time" dateTime={reply.receivedAt}>
        {replyTimeText(reply.receivedAt)}
      </time>
    </div>
  );
}

/**
 * The leads with a select box per row (spec 02 §2): Email (and the contact's reply), Campaign (a
 * link to its overview), Assigned to, Lead Date.
 */
export function LeadsTable({ rows, selected, onSelectedChange }: LeadsTableProps) {
  const { allSelected, someSelected, toggleAll, toggle } = rowSelection(
    rows.map((row) => row.id),
    selected,
    onSelectedChange,
  );

  return (
    <table className="table leads-table">
      <thead>
        <tr>
          <th scope="col" className="leads-table__select">
            <SelectAllCheckbox
              label="Select all leads"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={toggleAll}
            />
          </th>
          <th scope="col">Email</th>
          <th scope="col">Campaign</th>
          <th scope="col">Assigned to</th>
          <th scope="col">Lead Date</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="leads-table__select">
              <input
                type="checkbox"
                aria-label={`Select ${row.email}`}
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
              />
            </td>
            <td>
              <span className="leads-table__email">{row.email}</span>
              {row.reply && <LeadReply reply={row.reply} />}
            </td>
            <td>
              <Link to={`/campaign/${row.campaignId}/overview`}>{row.campaignName}</Link>
            </td>
            <td>{row.assignedToName || LEAD_MESSAGES.unassigned}</td>
            <td>
              <time dateTime={row.createdAt}>{leadDateText(row.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
