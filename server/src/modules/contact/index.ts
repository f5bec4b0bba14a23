import type { ServerModule } from '../server-module';
import type { ServiceDeps, Services } from '../../services';
import { ContactImportService } from './contact-import.service';
import { ContactListService } from './contact-list.service';
import { ContactSearchService } from './contact-search.service';
import { UnsubscribeService } from './unsubscribe.service';
import { ContactImportResolver } from './contact-import.resolver';
import { contactSearchRoutes } from './contact-search.rest';
import { registerContactJobs } from './contact.jobs';
import { ContactResolver } from './contact.resolver';
import { contactRoutes } from './contact.rest';
import { CONTACT_ENTITIES } from './contact.entities';
import { DoNotContactService } from './do-not-contact.service';
import { DoNotContactResolver } from './do-not-contact.resolver';
import { doNotContactRoutes } from './do-not-contact.rest';

/**
 * Contact lists, contacts, CSV import, unsubscribes and contact search. Services take typed
 * commands (`@outbound/common`) and validate them; the /v1 routes map the old field names with
 * `legacy()`. The upload of `/v1/contactList/create` is stored and imported by the import service
 * (`csv-upload.ts`, `contact-import.service.ts`). The SQL is in `queries/`, by area.
 */
export const contactModule: ServerModule = {
  name: 'contact',
  resolvers: [ContactResolver, ContactImportResolver, DoNotContactResolver],
  routes: [contactRoutes, contactSearchRoutes, doNotContactRoutes],
  registerJobs: (agenda, services) =>
    registerContactJobs(agenda, services.contactImport, services.db),
  entities: CONTACT_ENTITIES,
};

/** Builds the contact list, import, search and unsubscribe services. */
export function buildContactServices({
  db,
  config,
  logger,
  audit,
}: Pick<ServiceDeps, 'db' | 'config' | 'logger' | 'audit'>): Pick<
  Services,
  'contactImport' | 'contactLists' | 'contactSearch' | 'unsubscribes' | 'doNotContact'
> {
  return {
    contactImport: new ContactImportService(
      db,
      {
        dataDir: config.dataDir,
        maxUploadBytes: config.importMaxBytes,
        uploadWaitMs: config.importWaitMs,
      },
      logger.child({ module: 'contact-import' }),
    ),
    contactLists: new ContactListService(db),
    contactSearch: new ContactSearchService(db),
    unsubscribes: new UnsubscribeService(db, audit),
    doNotContact: new DoNotContactService(db),
  };
}
