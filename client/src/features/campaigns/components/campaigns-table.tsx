import { Link } from 'react-router-dom';
import type { CampaignRowFragment } from '../../../generated/graphql';
import { campaignDateText } from '../campaign-date';
import { campaignPath } from '../campaign-path';
import { CAMPAIGN_LIST_TEXTS } from '../campaign-list-texts';
import { rowSelection, SelectAllCheckbox } from '../../../components/select-all-checkbox';
import { StatusControl } from './status-control';
import { TrackedFigure, opensTracked } from './tracked-figure';

type CampaignsTableProps = {
  rows: CampaignRowFragment[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Campaigns whose status change is on its way. */
  busy: ReadonlySet<string>;
  onToggleStatus: (campaign: CampaignRowFragment) => void;
};

const COLUMNS = ['Recipients', 'Sent', 'Leads', 'Replies', 'Opens', 'Bounces'] as const;

function figures(counts: CampaignRowFragment['counts']): number[] {
  return [counts.recipients, counts.sent, counts.lead, counts.reply, counts.open, counts.bounce];
}

/** Sends whose status is unknown after an interruption (never sent again), beside Sent. */
function UncertainBadge({ count }: { count: number }) {
  if (count === 0) return null;
  const tooltip = CAMPAIGN_LIST_TEXTS.uncertainTooltip(count);
  return (
    <span
      className="badge badge--warning campaigns-table__uncertain"
      title={tooltip}
      aria-label={tooltip}
    >
      {CAMPAIGN_LIST_TEXTS.uncertainBadge(count)}
    </span>
  );
}

/** One page of campaigns (spec 01 §2): a select box, the status control, name and figures. */
export function CampaignsTable({
  rows,
  selected,
  onSelectedChange,
  busy,
  onToggleStatus,
}: CampaignsTableProps) {
  const { allSelected, someSelected, toggleAll, toggle } = rowSelection(
    rows.map((row) => row.id),
    selected,
    onSelectedChange,
  );

  return (
    <div className="campaigns-table__scroll">
      <table className="table campaigns-table">
        <thead>
          <tr>
            <th scope="col" className="campaigns-table__select">
              <SelectAllCheckbox
                label="Select all campaigns"
                checked={allSelected}
                indeterminate={someSelected}
                onChange={toggleAll}
              />
            </th>
            <th scope="col">
              <span className="visually-hidden">Status</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Created</th>
            <th scope="col">Mail Account</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="campaigns-table__figure">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((campaign) => (
            <tr key={campaign.id}>
              <td className="campaigns-table__select">
                <input
                  type="checkbox"
                  aria-label={`Select ${campaign.name}`}
                  checked={selected.has(campaign.id)}
                  onChange={() => toggle(campaign.id)}
                />
              </td>
              <td className="campaigns-table__status">
                <StatusControl
                  campaign={campaign}
                  busy={busy.has(campaign.id)}
                  onToggle={() => onToggleStatus(campaign)}
                />
              </td>
              <td>
                <Link className="campaigns-table__name" to={campaignPath(campaign)}>
                  {campaign.name}
                </Link>
                {campaign.labels.length > 0 && (
                  <ul className="campaigns-table__labels" aria-label={`Labels of ${campaign.name}`}>
                    {campaign.labels.map((label) => (
                      <li key={label.id} className="badge badge--info">
                        {label.name}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <time dateTime={campaign.createdAt}>{campaignDateText(campaign.createdAt)}</time>
              </td>
              <td>{campaign.mailAccount?.email ?? '—'}</td>
              {figures(campaign.counts).map((value, index) => (
                <td key={COLUMNS[index]} className="campaigns-table__figure">
                  {COLUMNS[index] === 'Opens' ? (
                    <TrackedFigure what="Opens" tracked={opensTracked(campaign)}>
                      {value}
                    </TrackedFigure>
                  ) : (
                    value
                  )}
                  {COLUMNS[index] === 'Sent' && <UncertainBadge count={campaign.uncertainCount} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
