import { sharedDns } from '../../dns/resolver';
import type { ServiceDeps, Services } from '../../services';
import type { ServerModule } from '../server-module';
import { DELIVERABILITY_ENTITIES } from './deliverability.entities';
import { registerDeliverabilityJobs } from './deliverability.jobs';
import { DeliverabilityResolver } from './deliverability.resolver';
import { deliverabilityRoutes } from './deliverability.rest';
import { DeliverabilityService } from './deliverability.service';

/** The doctor: each mailbox's sending domain checked as receivers see it (README). */
export const deliverabilityModule: ServerModule = {
  name: 'deliverability',
  resolvers: [DeliverabilityResolver],
  routes: [deliverabilityRoutes],
  entities: DELIVERABILITY_ENTITIES,
  registerJobs: (agenda, services, logger) =>
    registerDeliverabilityJobs(agenda, services.deliverability, logger),
};

/** Builds the doctor over the mailbox service, the DKIM keys and the product's resolver. */
export function buildDeliverabilityServices({
  db,
  config,
  mailbox,
  dkim,
  mailTransports,
  imapLogins,
}: Pick<ServiceDeps, 'db' | 'config' | 'mailbox' | 'dkim' | 'mailTransports' | 'imapLogins'>): Pick<
  Services,
  'deliverability'
> {
  return {
    deliverability: new DeliverabilityService(
      db,
      mailbox,
      dkim,
      sharedDns,
      {
        publicHost: new URL(config.publicUrl).hostname,
        googleSmtpHost: config.google.smtp.host,
      },
      { transports: mailTransports, imap: imapLogins },
    ),
  };
}
