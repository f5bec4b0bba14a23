import { AUDIT_ACTIONS } from '@outbound/common';
import type { AuditLogQuery } from '../../../generated/graphql';

type Entry = AuditLogQuery['auditLog']['entries'][number];

/** The action's words; a code this client does not know yet is shown as it is. */
function actionName(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** `rows: 120 · export: campaign_contacts` */
function detailsText(entry: Entry): string {
  return entry.details.map((detail) => `${detail.key}: ${detail.value}`).join(' · ');
}

/** One entry per row: when (in the user's own time), who, what, to what, from where. */
export function AuditTable({ entries }: { entries: Entry[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th>When</th>
          <th>Who</th>
          <th>What</th>
          <th>Target</th>
          <th>From</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString()}</time>
            </td>
            <td>{entry.actorEmail}</td>
            <td>{actionName(entry.action)}</td>
            <td>
              {entry.targetLabel && <div>{entry.targetLabel}</div>}
              {entry.details.length > 0 && <div className="muted">{detailsText(entry)}</div>}
            </td>
            <td title={entry.userAgent ?? undefined}>{entry.ip ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
