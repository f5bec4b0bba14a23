import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { campaignHooks } from '../campaign/hooks';
import { mailboxHooks } from '../mailbox/hooks';
import { settleSendsOfDeletedMailbox } from './deleted-mailbox';
import { releaseSendsOfMovedCampaign } from './moved-campaign';
import {
  releaseClaimsOfMovedRecipients,
  releaseSendsOfRemovedMailboxes,
  sendsTodayOfMailboxes,
  sentOfCampaignsByMailbox,
} from './pool-sends';
import { DispatchService } from './dispatch.service';
import { SendingCalendarService } from './sending-calendar.service';
import { SendingCalendarResolver } from './sending-calendar.resolver';
import { sendingCalendarRoutes } from './sending-calendar.rest';
import { startSendingWorker } from './sending-worker';
import { RampUpResolver } from './ramp-up.resolver';
import { UncertainSendsResolver } from './uncertain-sends.resolver';
import { RecipientNextDueResolver } from './recipient-next-due.resolver';
import { SENDING_ENTITIES } from './sending.entities';
import { DiagnosisService } from './diagnosis/diagnosis.service';
import { DiagnosisResolver } from './diagnosis/diagnosis.resolver';
import { diagnosisRoutes } from './diagnosis/diagnosis.rest';

/** The send ledger, the schedule and dispatch of sends, reconciliation and the sending calendar. */
export const sendingModule: ServerModule = {
  name: 'sending',
  resolvers: [
    SendingCalendarResolver,
    UncertainSendsResolver,
    RampUpResolver,
    RecipientNextDueResolver,
    DiagnosisResolver,
  ],
  routes: [sendingCalendarRoutes, diagnosisRoutes],
  startWorker: startSendingWorker,
  entities: SENDING_ENTITIES,
};

/**
 * Builds the sending calendar and the sending engine, and supplies the campaign and mailbox hooks
 * that reach the ledger (this module depends on those two, never the other way).
 */
export function buildSendingServices({
  db,
  config,
  logger,
  events,
  mailTransports,
  imapLogins,
  mailbox,
  trackingTokens,
  dkim,
  campaigns,
}: Pick<
  ServiceDeps,
  | 'db'
  | 'config'
  | 'logger'
  | 'events'
  | 'mailTransports'
  | 'imapLogins'
  | 'mailbox'
  | 'trackingTokens'
  | 'dkim'
  | 'campaigns'
>): Pick<Services, 'sendingCalendar' | 'dispatch' | 'diagnosis'> {
  campaignHooks.supply({
    campaignMoved: releaseSendsOfMovedCampaign,
    poolMailboxesRemoved: releaseSendsOfRemovedMailboxes,
    recipientsMoved: releaseClaimsOfMovedRecipients,
    sendsTodayOfMailboxes,
    sentOfCampaignsByMailbox,
  });
  mailboxHooks.supply({ settleSendsOfDeletedMailbox });
  return {
    sendingCalendar: new SendingCalendarService(db, mailbox),
    diagnosis: new DiagnosisService(db, campaigns),
    dispatch: new DispatchService(
      db,
      events,
      mailTransports,
      imapLogins,
      mailbox,
      trackingTokens,
      config.publicUrl,
      logger.child({ module: 'sending' }),
      dkim,
    ),
  };
}

export { SentCopies } from './sent-copies';
