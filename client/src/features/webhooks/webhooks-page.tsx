import { useState } from 'react';
import { WEBHOOK_MESSAGES } from '@outbound/common';
import { showSuccess } from '../../components/toast';
import { useWebhooksQuery } from '../../generated/graphql';
import { SecretBox } from './components/secret-box';
import { NEW_WEBHOOK, WebhookForm } from './components/webhook-form';
import { WebhookRow } from './components/webhook-row';
import { useCreateWebhook } from './hooks';

/** Settings › Webhooks: the workspace's endpoints, their deliveries, a test event. */
export function WebhooksPage() {
  const { data, loading } = useWebhooksQuery();
  const [createWebhook] = useCreateWebhook();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const webhooks = data?.webhooks ?? [];

  return (
    <div className="page">
      <h1>Webhooks</h1>
      <p>
        Events are posted as signed JSON to each endpoint that wants them; the README shows how to
        check the <code>X-Outbound-Signature</code> header.
      </p>
      {secret && <SecretBox secret={secret} onDone={() => setSecret(null)} />}
      {adding ? (
        <section className="card" aria-label="Add a webhook">
          <WebhookForm
            initialValues={NEW_WEBHOOK}
            submitLabel="Add webhook"
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              try {
                const { data: created } = await createWebhook({ variables: { input } });
                if (created) setSecret(created.createWebhook.secret);
              } catch {
                return false;
              }
              showSuccess(WEBHOOK_MESSAGES.created);
              setAdding(false);
              return true;
            }}
          />
        </section>
      ) : (
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          Add webhook
        </button>
      )}
      <section className="card" aria-label="Webhooks list">
        {loading && !data && <p role="status">Loading…</p>}
        {data && webhooks.length === 0 && <p className="empty">No webhooks yet.</p>}
        {webhooks.length > 0 && (
          <table className="table">
            <thead>
              <tr>
                <th>URL</th>
                <th>Events</th>
                <th>Status</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {webhooks.map((webhook) => (
                <WebhookRow key={webhook.id} webhook={webhook} onSecret={setSecret} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
