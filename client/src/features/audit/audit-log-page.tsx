import { useState } from 'react';
import { AUDIT_PAGE_SIZE } from '@outbound/common';
import { Pager } from '../../components/pager';
import { useAuditLogQuery } from '../../generated/graphql';
import { AuditTable } from './components/audit-table';

/** Settings › Audit log: who did what, when and from where, newest first, a page at a time. */
export function AuditLogPage() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useAuditLogQuery({
    variables: { offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE },
  });
  const entries = data?.auditLog.entries ?? [];
  const total = data?.auditLog.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  return (
    <div className="page">
      <h1>Audit log</h1>
      <p>
        Sign-ins, changes to the team, mailboxes, webhooks and unsubscribers, exports and deleted
        campaigns of this workspace. Entries are kept for a year.
      </p>
      <section className="card" aria-label="Audit log entries">
        {loading && !data && <p role="status">Loading…</p>}
        {error && !data && <p className="empty">The audit log is for the workspace's admins.</p>}
        {data && entries.length === 0 && <p className="empty">Nothing recorded yet.</p>}
        {entries.length > 0 && <AuditTable entries={entries} />}
        {total > AUDIT_PAGE_SIZE && (
          <Pager page={page} lastPage={lastPage} more={false} onPage={setPage} />
        )}
      </section>
    </div>
  );
}
