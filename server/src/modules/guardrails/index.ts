import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { BounceGuard } from './bounce-guard';
import { startGuardWorker } from './guard-worker';
import { CampaignPausesResolver } from './campaign-pauses.resolver';
import { GuardrailsResolver } from './guardrails.resolver';
import { guardrailRoutes } from './guardrails.rest';
import { GuardrailsService } from './guardrails.service';
import { GUARDRAILS_ENTITIES } from './guardrails.entities';

/** Deliverability guardrails: the bounce-rate pause of mailboxes and campaigns (README.md). */
export const guardrailsModule: ServerModule = {
  name: 'guardrails',
  resolvers: [GuardrailsResolver, CampaignPausesResolver],
  routes: [guardrailRoutes],
  startWorker: startGuardWorker,
  entities: GUARDRAILS_ENTITIES,
};

/** The bounce guard, handed to the event recorder as its bounce watcher. */
export function buildBounceGuard({
  webhookOutbox,
}: Pick<ServiceDeps, 'webhookOutbox'>): BounceGuard {
  return new BounceGuard(webhookOutbox);
}

/** Builds the guardrails service (after the mailbox services it resumes through). */
export function buildGuardrailServices(
  { db, mailbox }: Pick<ServiceDeps, 'db' | 'mailbox'>,
  guard: BounceGuard,
): Pick<Services, 'guardrails'> {
  return { guardrails: new GuardrailsService(db, mailbox, guard) };
}
