import { useState } from 'react';
import { API_KEY_MESSAGES, isRole, roleAtLeast } from '@outbound/common';
import { showSuccess } from '../../components/toast';
import { useApiKeysQuery, useMyRoleQuery } from '../../generated/graphql';
import { ApiKeyForm } from './components/api-key-form';
import { ApiKeyRow } from './components/api-key-row';
import { KeyBox } from './components/key-box';
import { useCreateApiKey } from './hooks';

/** Settings › API keys: make a key (shown once), list the workspace's keys, revoke one. */
export function ApiKeysPage() {
  const role = useMyRoleQuery().data?.me.role;
  const admin = isRole(role) && roleAtLeast(role, 'admin');
  const { data, loading } = useApiKeysQuery({ skip: !admin });
  const [createApiKey] = useCreateApiKey();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const keys = data?.apiKeys ?? [];
  if (role !== undefined && !admin) {
    return (
      <div className="page">
        <h1>API keys</h1>
        <p>Only admins manage API keys.</p>
      </div>
    );
  }

  return (
    <div className="page">
      <h1>API keys</h1>
      <p>
        A key calls <code>/v1</code> and <code>/graphql</code> for this workspace as the admin who
        made it, with read (viewer) or read-and-write (member) access. The README&apos;s API section
        describes keys, <code>Idempotency-Key</code> and rate limits.
      </p>
      {shown && <KeyBox apiKey={shown} onDone={() => setShown(null)} />}
      {adding ? (
        <section className="card" aria-label="Create an API key">
          <ApiKeyForm
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              try {
                const { data: created } = await createApiKey({ variables: { input } });
                if (created) setShown(created.createApiKey.key);
              } catch {
                return false;
              }
              showSuccess(API_KEY_MESSAGES.created);
              setAdding(false);
              return true;
            }}
          />
        </section>
      ) : (
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          Create API key
        </button>
      )}
      <section className="card" aria-label="API keys list">
        {loading && !data && <p role="status">Loading…</p>}
        {data && keys.length === 0 && <p className="empty">No API keys yet.</p>}
        {keys.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Key</th>
                <th>Scopes</th>
                <th>Created</th>
                <th>Expires</th>
                <th>Last used</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
