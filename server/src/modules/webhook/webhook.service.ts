import { randomUUID } from 'node:crypto';
import {
  isUuid,
  WEBHOOK_MESSAGES,
  webhookCreateSchema,
  webhookUpdateSchema,
  type WebhookCreateCommand,
  type WebhookUpdateCommand,
} from '@outbound/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../http/errors';
import { parse } from '../../http/parse-input';
import type { AuditService } from '../audit/audit.service';
import type { Caller } from '../auth/caller';
import {
  recordAttempts,
  selectDelivery,
  selectLastDeliveries,
  type DeliveryRow,
} from './queries/delivery';
import { insertTestDelivery } from './queries/outbox';
import type { WebhookAttempts } from './webhook-attempt';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { newWebhookSecret } from './webhook-signature';
import type { WebhookSecrets } from './webhook-secrets';
import { resolveWebhookTarget } from './webhook-target';
import { assertRole } from '../../http/roles';

/** An endpoint as the page shows it (never its secret). */
export interface Webhook {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  /** Why it was disabled (a day of failures); null when enabled or disabled by hand. */
  disabledReason: string | null;
  /** Failing every delivery since then. */
  failingSince: Date | null;
  createdAt: Date;
}

/** One delivery (an outbox row) with its last attempt. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: Date;
  attemptedAt: Date | null;
  deliveredAt: Date | null;
  /** When a pending delivery is tried again. */
  nextAttemptAt: Date | null;
  answerStatus: number | null;
  answerBody: string | null;
  durationMs: number | null;
  error: string | null;
}

/** The last deliveries the page shows per endpoint. */
export const LAST_DELIVERIES = 20;
/** A test delivery's row is held this long by the API process that makes it. */
const TEST_LEASE_MS = 60_000;

const toWebhook = (row: WebhookEndpoint): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  failingSince: row.failingSince,
  createdAt: row.createdAt,
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: String(row.id),
  eventId: row.event_id,
  eventType: row.event_type,
  state: row.state,
  attempts: row.attempts,
  createdAt: row.created_at,
  attemptedAt: row.attempted_at,
  deliveredAt: row.delivered_at,
  nextAttemptAt: row.state === 'pending' ? row.due_at : null,
  answerStatus: row.answer_status,
  answerBody: row.answer_body,
  durationMs: row.duration_ms,
  error: row.error,
});

/**
 * A workspace's webhook endpoints: registered with the events they want, their secret made here
 * and shown once (at creation and on rotation), their last deliveries, a test event delivered at
 * once. URLs are checked when saved (like mail hosts) and again at every delivery. Every signed-in
 * user of the workspace manages them (the spec names no roles).
 */
export class WebhookService {
  private readonly worker = `api:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: DataSource,
    private readonly secrets: WebhookSecrets,
    private readonly attempts: WebhookAttempts,
    private readonly allowPrivateUrls: boolean,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller): Promise<Webhook[]> {
    assertRole(caller, 'admin');
    const rows = await this.db.getRepository(WebhookEndpoint).find({
      where: { workspaceId: caller.workspaceId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toWebhook);
  }

  /** Registers an endpoint; answers it with its secret, which is never answered again. */
  async create(
    caller: Caller,
    command: WebhookCreateCommand,
  ): Promise<{ webhook: Webhook; secret: string }> {
    assertRole(caller, 'admin');
    const values = await parse(webhookCreateSchema, command);
    await resolveWebhookTarget(values.url, this.allowPrivateUrls);
    const secret = newWebhookSecret();
    const row = await this.db.transaction(async (tx) => {
      const repository = tx.getRepository(WebhookEndpoint);
      const created = await repository.save(
        repository.create({
          workspaceId: caller.workspaceId,
          url: values.url,
          events: [...new Set(values.events)],
          enabled: values.enabled,
          secret: this.secrets.seal(caller.workspaceId, secret),
        }),
      );
      const meta = { events: created.events, enabled: created.enabled };
      await this.recordChange(tx, caller, 'webhook.created', created, meta);
      return created;
    });
    return { webhook: toWebhook(row), secret };
  }

  /** Changes the URL, the events or whether it is enabled; enabling clears why it was disabled. */
  async update(
    caller: Caller,
    webhookId: unknown,
    command: WebhookUpdateCommand,
  ): Promise<Webhook> {
    assertRole(caller, 'admin');
    const values = await parse(webhookUpdateSchema, command);
    const row = await this.get(caller, webhookId);
    const before = { host: hostOf(row.url), events: row.events, enabled: row.enabled };
    if (values.url !== undefined && values.url !== row.url) {
      await resolveWebhookTarget(values.url, this.allowPrivateUrls);
      row.url = values.url;
    }
    if (values.events !== undefined) row.events = [...new Set(values.events)];
    if (values.enabled !== undefined && values.enabled !== row.enabled) {
      row.enabled = values.enabled;
      row.disabledReason = null;
      row.failingSince = null;
    }
    const after = { host: hostOf(row.url), events: row.events, enabled: row.enabled };
    const saved = await this.db.transaction(async (tx) => {
      await this.recordChange(tx, caller, 'webhook.updated', row, { before, after });
      return tx.getRepository(WebhookEndpoint).save(row);
    });
    return toWebhook(saved);
  }

  /** Deletes the endpoint and its deliveries, pending ones included. */
  async delete(caller: Caller, webhookId: unknown): Promise<void> {
    assertRole(caller, 'admin');
    const row = await this.get(caller, webhookId);
    await this.db.transaction(async (tx) => {
      await tx.getRepository(WebhookEndpoint).delete({ id: row.id, workspaceId: row.workspaceId });
      await this.recordChange(tx, caller, 'webhook.deleted', row);
    });
  }

  /** A new secret, answered once; deliveries from now on are signed with it. */
  async rotateSecret(
    caller: Caller,
    webhookId: unknown,
  ): Promise<{ webhook: Webhook; secret: string }> {
    assertRole(caller, 'admin');
    const row = await this.get(caller, webhookId);
    const secret = newWebhookSecret();
    row.secret = this.secrets.seal(caller.workspaceId, secret);
    const saved = await this.db.transaction(async (tx) => {
      await this.recordChange(tx, caller, 'webhook.secret_rotated', row);
      return tx.getRepository(WebhookEndpoint).save(row);
    });
    return { webhook: toWebhook(saved), secret };
  }

  /**
   * Audits a change of an endpoint in its transaction. The entry names the endpoint by its host:
   * a URL's path and query may carry the receiver's own token, and the log outlives the endpoint.
   */
  private recordChange(
    tx: EntityManager,
    caller: Caller,
    action: 'webhook.created' | 'webhook.updated' | 'webhook.deleted' | 'webhook.secret_rotated',
    row: WebhookEndpoint,
    meta?: Record<string, unknown>,
  ): Promise<void> {
    const target = { type: 'webhook', id: row.id, label: hostOf(row.url) };
    return this.audit.record(caller, { action, target, meta }, tx);
  }

  /** The endpoint's last deliveries, newest first. */
  async deliveries(caller: Caller, webhookId: unknown): Promise<WebhookDelivery[]> {
    assertRole(caller, 'admin');
    const row = await this.get(caller, webhookId);
    const rows = await selectLastDeliveries(this.db, caller.workspaceId, row.id, LAST_DELIVERIES);
    return rows.map(toDelivery);
  }

  /**
   * Delivers a `test` event to the endpoint now (enabled or not) and answers the delivery: it is
   * not retried, and it is listed with the others.
   */
  async sendTest(caller: Caller, webhookId: unknown): Promise<WebhookDelivery> {
    assertRole(caller, 'admin');
    const row = await this.get(caller, webhookId);
    const payload = {
      id: `test_${randomUUID()}`,
      type: 'test',
      created_at: new Date().toISOString(),
      webhook: { id: row.id, url: row.url },
    };
    const id = await insertTestDelivery(this.db, row, this.worker, TEST_LEASE_MS, payload);
    const post = await this.attempts.attempt({
      id,
      workspace_id: row.workspaceId,
      endpoint_id: row.id,
      event_id: payload.id,
      body: JSON.stringify(payload),
      attempts: 0,
      created_ms: Date.now(),
      url: row.url,
      secret: row.secret,
    });
    const state = post.delivered ? 'delivered' : 'failed';
    await recordAttempts(this.db, this.worker, [
      {
        id,
        endpointId: row.id,
        delivered: post.delivered,
        state,
        dueAt: new Date(),
        answerStatus: post.status,
        answerBody: post.body,
        durationMs: post.durationMs,
        error: post.error,
      },
    ]);
    return toDelivery((await selectDelivery(this.db, caller.workspaceId, id))!);
  }

  /** The caller's endpoint; another workspace's id answers like a missing one. */
  private async get(caller: Caller, webhookId: unknown): Promise<WebhookEndpoint> {
    if (!isUuid(webhookId)) throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
    const row = await this.db
      .getRepository(WebhookEndpoint)
      .findOneBy({ id: webhookId, workspaceId: caller.workspaceId });
    if (!row) throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }
}

/** The host of an endpoint's URL (what the audit log shows of it). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
