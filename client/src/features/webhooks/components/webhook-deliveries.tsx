import type { WebhookDeliveryFieldsFragment } from '../../../generated/graphql';
import { useWebhookDeliveriesQuery } from '../../../generated/graphql';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '');

/** What became of a delivery, in words. */
export function deliveryOutcome(delivery: WebhookDeliveryFieldsFragment): string {
  const answer = delivery.answerStatus ? `HTTP ${delivery.answerStatus}` : (delivery.error ?? '');
  if (delivery.state === 'delivered') return `Delivered (${answer})`;
  if (delivery.state === 'failed') return `Failed: ${answer || 'no answer'}`;
  if (delivery.attempts === 0) return 'Waiting';
  return `Retrying at ${when(delivery.nextAttemptAt)}: ${answer || 'no answer'}`;
}

/** An endpoint's last deliveries, newest first: event, outcome, the answer's first bytes. */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const { data, loading } = useWebhookDeliveriesQuery({
    variables: { webhookId },
    fetchPolicy: 'cache-and-network',
  });
  const deliveries = data?.webhookDeliveries ?? [];
  if (loading && !data) return <p role="status">Loading…</p>;
  if (deliveries.length === 0) return <p className="empty">No deliveries yet.</p>;
  return (
    <table className="table" aria-label="Last deliveries">
      <thead>
        <tr>
          <th>Event</th>
          <th>Created</th>
          <th>Outcome</th>
          <th>Attempts</th>
          <th>Time</th>
          <th>Answer</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id}>
            <td>
              {delivery.eventType} <small>{delivery.eventId}</small>
            </td>
            <td>{when(delivery.createdAt)}</td>
            <td>{deliveryOutcome(delivery)}</td>
            <td>{delivery.attempts}</td>
            <td>
              {delivery.durationMs === null || delivery.durationMs === undefined
                ? ''
                : `${delivery.durationMs} ms`}
            </td>
            <td>
              <code>{(delivery.answerBody ?? '').slice(0, 200)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
