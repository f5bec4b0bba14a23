import type { LeasedDelivery } from './queries/delivery';
import { postWebhook, WebhookConnections, type PostOutcome } from './webhook-post';
import type { WebhookSecrets } from './webhook-secrets';
import { resolveWebhookTarget, type WebhookTarget } from './webhook-target';

/** How long a host's checked address is reused before it is resolved (and checked) again. */
const RESOLVED_FOR_MS = 60_000;

/**
 * One delivery attempt of an outbox row: the URL checked again (an address allowed at creation
 * may resolve elsewhere now), the body signed under the endpoint's secret, the POST made. Shared
 * by the worker's deliverer and the API's "Send test event".
 */
export class WebhookAttempts {
  private readonly connections = new WebhookConnections();
  private readonly targets = new Map<string, { target: WebhookTarget; at: number }>();

  constructor(
    private readonly secrets: WebhookSecrets,
    private readonly options: { allowPrivateUrls: boolean; timeoutMs?: number },
  ) {}

  /** A known target is used at once: no promise of its own per delivery. */
  attempt(delivery: LeasedDelivery): Promise<PostOutcome> {
    const known = this.targets.get(delivery.url);
    if (known && Date.now() - known.at < RESOLVED_FOR_MS) {
      try {
        return this.post(known.target, delivery);
      } catch (err) {
        return Promise.reject(err);
      }
    }
    const started = Date.now();
    return this.target(delivery.url).then(
      (target) => this.post(target, delivery),
      (err: unknown) => ({
        delivered: false,
        status: null,
        body: null,
        durationMs: Date.now() - started,
        error: err instanceof Error ? err.message : String(err),
      }),
    );
  }

  close(): void {
    this.connections.close();
  }

  private post(target: WebhookTarget, delivery: LeasedDelivery): Promise<PostOutcome> {
    const secret = this.secrets.open(delivery.workspace_id, delivery.secret);
    return postWebhook(
      target,
      this.connections,
      { eventId: delivery.event_id, body: delivery.body, secret },
      this.options.timeoutMs,
    );
  }

  /** The URL resolved and checked, kept RESOLVED_FOR_MS. */
  private async target(url: string): Promise<WebhookTarget> {
    const target = await resolveWebhookTarget(url, this.options.allowPrivateUrls);
    if (this.targets.size > 10_000) this.targets.clear();
    this.targets.set(url, { target, at: Date.now() });
    return target;
  }
}
