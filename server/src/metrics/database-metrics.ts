/**
 * What `GET /metrics` reads at each scrape, from the database and the process's services: the
 * mailboxes due, the webhook backlog, the imports in progress, the tracking hits held and the
 * Postgres pool. Each figure is one small statement on an index (the mailboxes' schedule rows,
 * the pending webhooks' partial index, the imports not finished), so a scrape costs the same at
 * any volume of sends or events.
 */
import { Gauge, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { pgPool } from '../db/pg';

export interface DatabaseMetricsSources {
  db: DataSource;
  /** Tracking hits held and not yet recorded (`TrackingService.heldHits`). */
  heldHits: () => number;
}

/** A registry of the scrape-time figures of one database and its process's services. */
export function databaseRegistry(sources: DatabaseMetricsSources): Registry {
  const registry = new Registry();
  const { db } = sources;
  const registers = [registry];

  new Gauge({
    name: 'outbound_mailboxes_due',
    help: 'Mailboxes whose dispatch run is due and not leased by a worker',
    registers,
    async collect() {
      const [row] = await db.query(
        `SELECT count(*)::int AS n FROM mailbox_dispatch
          WHERE due_at <= now() AND (lease_until IS NULL OR lease_until < now())`,
      );
      this.set(row.n);
    },
  });

  new Gauge({
    name: 'outbound_webhook_backlog',
    help: 'Webhook deliveries waiting for an attempt',
    registers,
    async collect() {
      const [row] = await db.query(
        `SELECT count(*)::int AS n FROM webhook_outbox WHERE state = 'pending'`,
      );
      this.set(row.n);
    },
  });

  new Gauge({
    name: 'outbound_webhook_oldest_pending_seconds',
    help: 'Age of the oldest webhook delivery waiting (0: none)',
    registers,
    async collect() {
      const [row] = await db.query(
        `SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS age
           FROM webhook_outbox WHERE state = 'pending'`,
      );
      this.set(row.age);
    },
  });

  new Gauge({
    name: 'outbound_import_progress_ratio',
    help: 'Share of the file read by each CSV import queued or running',
    labelNames: ['import_id', 'status'] as const,
    registers,
    async collect() {
      const rows: { id: string; status: string; read: string; total: string }[] = await db.query(
        `SELECT id, status, bytes_read AS read, bytes_total AS total FROM contact_import
          WHERE status IN ('queued', 'running') ORDER BY created_at LIMIT 100`,
      );
      this.reset();
      for (const row of rows) {
        const total = Number(row.total);
        const ratio = total > 0 ? Math.min(1, Number(row.read) / total) : 0;
        this.set({ import_id: row.id, status: row.status }, ratio);
      }
    },
  });

  new Gauge({
    name: 'outbound_tracking_spool_depth',
    help: 'Tracking hits held by this process and not yet recorded',
    registers,
    collect() {
      this.set(sources.heldHits());
    },
  });

  new Gauge({
    name: 'outbound_db_pool_connections',
    help: 'Postgres connections of this process, by state',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = pgPool(db);
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  return registry;
}
