import type { ServerModule } from '../server-module';
import { SendingCalendarResolver } from './sending-calendar.resolver';
import { sendingCalendarRoutes } from './sending-calendar.rest';
import { registerSendingJobs } from './sending.jobs';
import { UncertainSendsResolver } from './uncertain-sends.resolver';

/** The send ledger, the schedule and dispatch of sends, reconciliation and the sending calendar. */
export const sendingModule: ServerModule = {
  name: 'sending',
  resolvers: [SendingCalendarResolver, UncertainSendsResolver],
  routes: [sendingCalendarRoutes],
  registerJobs: (agenda, services, logger) => registerSendingJobs(agenda, services.sending, logger),
};
