import { LEAD_STATUS_OPTIONS, type LeadStatus, UNASSIGNED_FILTER } from '@outbound/common';
import type { LeadChange } from '../hooks/use-update-leads';

type User = { email: string; name: string };

type LeadActionsProps = {
  /** The view's status: an open lead is moved or reassigned, the others reopened. */
  status: LeadStatus;
  selectedCount: number;
  users: readonly User[];
  busy: boolean;
  exporting: boolean;
  onChange: (change: LeadChange) => void;
  onExport: () => void;
};

/** Where an open lead can go, in the spec's order: Ignored, Won, Lost. */
const MOVES = (['ignore', 'won', 'lost'] as const).map((value) =>
  LEAD_STATUS_OPTIONS.find((option) => option.value === value)!,
);

/** A select that acts on the selected leads as soon as an option is picked, then shows its prompt. */
function ActionSelect({
  label,
  prompt,
  options,
  busy,
  onPick,
}: {
  label: string;
  prompt: string;
  options: { value: string; label: string }[];
  busy: boolean;
  onPick: (value: string) => void;
}) {
  return (
    <select
      aria-label={label}
      className="field__input"
      value=""
      disabled={busy}
      onChange={(event) => event.target.value && onPick(event.target.value)}
    >
      <option value="">{prompt}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The Open view's actions: move to Ignored, Won or Lost, or assign to a user or nobody. */
function OpenLeadActions(props: Pick<LeadActionsProps, 'users' | 'busy' | 'onChange'>) {
  const assignees = [
    { value: UNASSIGNED_FILTER, label: 'Unassigned' },
    ...props.users.map((user) => ({ value: user.email, label: user.name || user.email })),
  ];
  return (
    <>
      <ActionSelect
        label="Status"
        prompt="Move to…"
        options={MOVES}
        busy={props.busy}
        onPick={(value) => props.onChange({ status: value as LeadStatus })}
      />
      <ActionSelect
        label="Assign"
        prompt="Assign to…"
        options={assignees}
        busy={props.busy}
        onPick={(value) =>
          props.onChange({ assignedToEmail: value === UNASSIGNED_FILTER ? '' : value })
        }
      />
    </>
  );
}

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
      {selectedCount > 0 && props.status === 'open' && <OpenLeadActions {...props} />}
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
