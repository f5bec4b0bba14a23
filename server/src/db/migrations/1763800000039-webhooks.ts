import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed webhooks (issue 16). `webhook_endpoint`: a workspace's receivers, the event types each
 * wants and its secret (sealed by the credentials vault). `webhook_outbox`: one row per event and
 * endpoint, written in the transaction that records the event, with the payload as it was then;
 * the webhook deliverer of each worker leases due rows (`FOR UPDATE SKIP LOCKED`) and keeps the
 * outcome of the last attempt on the row, which is what the page shows as the last deliveries.
 * `webhook_outbox_due_idx` serves the claim in due order (pending rows only);
 * `webhook_outbox_order_idx` answers "an earlier undelivered row of this endpoint and recipient?"
 * (order per recipient); `webhook_outbox_endpoint_idx` the page's last deliveries.
 */
export class Webhooks1763800000039 implements MigrationInterface {
  name = 'Webhooks1763800000039';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoint (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL,
        url text NOT NULL,
        events text[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        secret text NOT NULL,
        disabled_reason text,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_endpoint_pkey PRIMARY KEY (id),
        CONSTRAINT webhook_endpoint_workspace_id_fkey FOREIGN KEY (workspace_id)
          REFERENCES workspace (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX webhook_endpoint_workspace_idx ON webhook_endpoint (workspace_id)`);
    await q.query(`
      CREATE TABLE webhook_outbox (
        id bigserial NOT NULL,
        workspace_id uuid NOT NULL,
        endpoint_id uuid NOT NULL,
        event_id text NOT NULL,
        event_type text NOT NULL,
        recipient_id uuid,
        payload jsonb NOT NULL,
        state text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        due_at timestamptz NOT NULL DEFAULT now(),
        leased_by text,
        lease_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempted_at timestamptz,
        delivered_at timestamptz,
        answer_status integer,
        answer_body text,
        duration_ms integer,
        error text,
        CONSTRAINT webhook_outbox_pkey PRIMARY KEY (id),
        CONSTRAINT webhook_outbox_state_check CHECK (state IN ('pending', 'delivered', 'failed')),
        CONSTRAINT webhook_outbox_workspace_id_fkey FOREIGN KEY (workspace_id)
          REFERENCES workspace (id) ON DELETE CASCADE,
        CONSTRAINT webhook_outbox_endpoint_id_fkey FOREIGN KEY (endpoint_id)
          REFERENCES webhook_endpoint (id) ON DELETE CASCADE
      ) WITH (fillfactor = 70)`);
    await q.query(
      `CREATE INDEX webhook_outbox_due_idx ON webhook_outbox (due_at, id) WHERE state = 'pending'`,
    );
    await q.query(
      `CREATE INDEX webhook_outbox_order_idx ON webhook_outbox (endpoint_id, recipient_id, id)
        WHERE state = 'pending'`,
    );
    await q.query(`CREATE INDEX webhook_outbox_endpoint_idx ON webhook_outbox (endpoint_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_outbox`);
    await q.query(`DROP TABLE webhook_endpoint`);
  }
}
