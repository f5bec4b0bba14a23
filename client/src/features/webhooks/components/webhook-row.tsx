import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES, type WebhookEventType } from '@outbound/common';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { showError, showSuccess } from '../../../components/toast';
import {
  WebhookDeliveriesDocument,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookMutation,
  type WebhookFieldsFragment,
} from '../../../generated/graphql';
import { useDeleteWebhook } from '../hooks';
import { deliveryOutcome, WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';

const eventLabels = (events: readonly string[]) =>
  events.map((event) => WEBHOOK_EVENT_LABELS[event as WebhookEventType] ?? event).join(', ');

/** One endpoint: its URL, events and state, its actions, its form and deliveries when opened. */
export function WebhookRow({
  webhook,
  onSecret,
}: {
  webhook: WebhookFieldsFragment;
  onSecret: (secret: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [testResult, setTestResult] = useState<string | null>(null);
  const [updateWebhook] = useUpdateWebhookMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [deleteWebhook] = useDeleteWebhook();
  const [sendTest, { loading: testing }] = useSendWebhookTestMutation({
    refetchQueries: [{ query: WebhookDeliveriesDocument, variables: { webhookId: webhook.id } }],
  });
  const variables = { webhookId: webhook.id };

  const test = async () => {
    setTestResult(null);
    try {
      const { data } = await sendTest({ variables });
      const delivery = data!.sendWebhookTest;
      const delivered = delivery.state === 'delivered';
      setTestResult(deliveryOutcome(delivery));
      if (delivered) showSuccess(WEBHOOK_MESSAGES.testSent);
      else showError(WEBHOOK_MESSAGES.testFailed);
    } catch {
      // Reported by the global error handling.
    }
  };

  return (
    <>
      <tr>
        <td>
          <code>{webhook.url}</code>
        </td>
        <td>{eventLabels(webhook.events)}</td>
        <td>
          {webhook.enabled ? 'Enabled' : 'Disabled'}
          {webhook.disabledReason && <p className="field__error">{webhook.disabledReason}</p>}
        </td>
        <td className="table__actions">
          <button type="button" className="button" onClick={() => setEditing((on) => !on)}>
            Edit
          </button>
          <button type="button" className="button" disabled={testing} onClick={() => void test()}>
            Send test event
          </button>
          <button type="button" className="button" onClick={() => setShowDeliveries((on) => !on)}>
            {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
          </button>
          <button
            type="button"
            className="button"
            onClick={() =>
              void rotate({ variables })
                .then(({ data }) => data && onSecret(data.rotateWebhookSecret.secret))
                .catch(() => undefined)
            }
          >
            Rotate secret
          </button>
          <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
            Delete
          </button>
          {testResult && <p role="status">Test event: {testResult}</p>}
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={4}>
            <WebhookForm
              initialValues={{
                url: webhook.url,
                events: [...webhook.events],
                enabled: webhook.enabled,
              }}
              submitLabel="Save"
              onCancel={() => setEditing(false)}
              onSubmit={async (input) => {
                try {
                  await updateWebhook({ variables: { ...variables, input } });
                } catch {
                  return false;
                }
                showSuccess(WEBHOOK_MESSAGES.updated);
                setEditing(false);
                return true;
              }}
            />
          </td>
        </tr>
      )}
      {showDeliveries && (
        <tr>
          <td colSpan={4}>
            <WebhookDeliveries webhookId={webhook.id} />
          </td>
        </tr>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete webhook"
          text={`Delete the webhook to ${webhook.url}? Its pending deliveries are dropped.`}
          onClose={() => setDeleting(false)}
          onDelete={async () => {
            try {
              await deleteWebhook({ variables });
            } catch {
              return false;
            }
            showSuccess(WEBHOOK_MESSAGES.deleted);
            return true;
          }}
        />
      )}
    </>
  );
}
