import { CONTACT_MESSAGES } from '@outbound/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { requireRestCaller } from '../../http/rest';
import type { ContactImportState } from './contact-import.service';
import type { ContactListSummary } from './contact-list.service';
import { anyObject, data, documented, list, messageAnd, obj } from '../../http/openapi/declare';
import { contactListAnswer } from '../../http/openapi/answers';
import { minRole } from '../../http/roles';

function listJson(list: ContactListSummary) {
  return {
    _id: list.id,
    id: list.id,
    name: list.name,
    contacts_count: list.contactsCount,
    data_keys: list.dataKeys,
    created_at: list.createdAt,
  };
}

/** An upload's import: its outcome when it finished in time, else that it still runs. */
function importJson(state: ContactImportState) {
  if (state.status !== 'done') {
    return { id: state.listId, import_id: state.id, status: 'running', name: state.name };
  }
  return {
    id: state.listId,
    import_id: state.id,
    status: state.status,
    name: state.name,
    imported: state.imported,
    duplicates: state.duplicates,
    invalid: state.invalid,
    errors: state.errors,
    zones_unreadable: state.zonesUnreadable,
    zones_unreadable_lines: state.zonesUnreadableLines,
    data_keys: state.dataKeys,
  };
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/contactList/create */
  create: documented(minRole.member, {
    summary: 'Upload a CSV as a new contact list (202 while its import runs).',
    multipart: {
      type: 'object',
      properties: {
        file: { type: 'string', contentMediaType: 'text/csv' },
        name: { type: 'string' },
      },
      required: ['file'],
    },
    response: messageAnd(obj({ data: anyObject })),
    example: { message: CONTACT_MESSAGES.uploaded },
    alsoStatus: [202],
  }),
  /** GET /v1/contactList/search */
  search: documented(minRole.viewer, {
    summary: 'Every contact list.',
    none: true,
    response: data(list(contactListAnswer)),
  }),
  /** GET /v1/contactList/search/:id */
  searchById: documented(minRole.viewer, {
    summary: 'One contact list.',
    none: true,
    response: data(contactListAnswer),
  }),
  /** GET /v1/campaign/contactsList/all */
  contactsListAll: documented(minRole.viewer, {
    summary: 'Every contact list, for the campaign wizard.',
    none: true,
    response: obj({ contacts_list: list(contactListAnswer) }),
  }),
};

/** `/v1/contactList/*` and the campaign wizard's list picker, over the contact services. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { contactImport, contactLists } = app.services;

  /**
   * Hands the multipart parts to the import service, which stores the file, queues its import and
   * waits for it a short while: 200 with the outcome when it finished in time, 202 while it is
   * still running (the client then follows `contactImport`).
   */
  app.post('/v1/contactList/create', api.create, async (request, reply) => {
    const caller = requireRestCaller(request);
    if (!request.isMultipart()) throw AppError.badRequest(CONTACT_MESSAGES.fileRequired);
    const state = await contactImport.upload(caller, request.parts());
    return reply
      .status(state.status === 'done' ? 200 : 202)
      .send({ message: CONTACT_MESSAGES.uploaded, data: { data: importJson(state) } });
  });

  app.get('/v1/contactList/search', api.search, async (request) => {
    const lists = await contactLists.listLists(requireRestCaller(request));
    return { data: lists.map(listJson) };
  });

  app.get<{ Params: { id: string } }>(
    '/v1/contactList/search/:id',
    api.searchById,
    async (request) => {
      return {
        data: listJson(await contactLists.getList(requireRestCaller(request), request.params.id)),
      };
    },
  );

  // The spec's route is a POST; the GET stays for callers that use it.
  const allLists = async (request: FastifyRequest) => {
    const lists = await contactLists.listLists(requireRestCaller(request));
    return { contacts_list: lists.map(listJson) };
  };
  app.get('/v1/campaign/contactsList/all', api.contactsListAll, allLists);
  app.post('/v1/campaign/contactsList/all', api.contactsListAll, allLists);
}
