import type { ServerModule } from '../server-module';
import { ContactImportResolver } from './contact-import.resolver';
import { contactSearchRoutes } from './contact-search.rest';
import { registerContactJobs } from './contact.jobs';
import { ContactResolver } from './contact.resolver';
import { contactRoutes } from './contact.rest';

/** Contact lists, contacts, CSV import, unsubscribes and contact search. */
export const contactModule: ServerModule = {
  name: 'contact',
  resolvers: [ContactResolver, ContactImportResolver],
  routes: [contactRoutes, contactSearchRoutes],
  registerJobs: (agenda, services) => registerContactJobs(agenda, services.contactImport),
};
