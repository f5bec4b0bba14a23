import { LEAD_STATUS_OPTIONS, type LeadStatus, UNASSIGNED_FILTER } from '@outbound/common';
import type { LeadChange } from '../hooks/use-update-leads';

type LeadActionsProps = {
  /** The view's status: an open lead is moved or reassigned, the others reopened. */
  status: LeadStatus;
  selectedCount: number;
  users: readonly { email: string; name: string }[];
  busy: boolean;
  exporting: boolean;
  onChange: (change: LeadChange) => void;
  onExport: () => void;
};

/** Where an open lead can go, in the spec's order: Ignored, Won, Lost. */
const MOVES = (['ignore', 'won', 'lost'] as const).map((value) =>
  LEAD_STATUS_OPTIONS.find((option) => option.value === value)!,
);

/**
 * The action bar (spec 02 §2): with leads selected, their count and, in the Open view, a Status
 * select (Ignored, Won, Lost) and an Assign select (Unassigned or a user), in the other views
 * Reopen; Export always (the selected leads, or every lead of the filter).
 */
export function LeadActions(props: LeadActionsProps) {
  const { selectedCount, busy } = props;
  return (
    <div className="action-bar leads-actions" role="toolbar" aria-label="Lead actions">
      {selectedCount > 0 && <span className="action-bar__count">{selectedCount} selected</span>}
      {selectedCount > 0 && props.status === 'open' && (
        <>
          <select
            aria-label="Status"
            className="field__input"
            value=""
            disabled={busy}
            onChange={(event) =>
              event.target.value && props.onChange({ status: event.target.value as LeadStatus })
            }
          >
            <option value="">Move to…</option>
            {MOVES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <select
            aria-label="Assign"
            className="field__input"
            value=""
            disabled={busy}
            onChange={(event) => {
              const { value } = event.target;
              if (value)
                props.onChange({ assignedToEmail: value === UNASSIGNED_FILTER ? '' : value });
            }}
          >
            <option value="">Assign to…</option>
            <option value={UNASSIGNED_FILTER}>Unassigned</option>
            {props.users.map((user) => (
              <option key={user.email} value={user.email}>
                {user.name || user.email}
              </option>
            ))}
          </select>
        </>
      )}
      {selectedCount > 0 && props.status !== 'open' && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => props.onChange({ status: 'open' })}
        >
          Reopen
        </button>
      )}
      <button type="button" className="button" disabled={props.exporting} onClick={props.onExport}>
        Export
      </button>
    </div>
  );
}
