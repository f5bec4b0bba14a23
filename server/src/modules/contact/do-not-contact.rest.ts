import { DO_NOT_CONTACT_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import { anyObject, documented, fields, int, list, obj, str } from '../../http/openapi/declare';
import { minRole } from '../../http/roles';
import type { DoNotContactEntry } from './do-not-contact.service';

type Body = Record<string, unknown> | undefined;

const entryJson = (entry: DoNotContactEntry) => ({
  value: entry.value,
  kind: entry.kind,
  created_at: entry.createdAt,
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/doNotContact/list */
  list: documented(minRole.viewer, {
    summary: 'The do-not-contact list, paged.',
    body: fields({ offset: int, limit: int }),
    response: obj({ data: list(anyObject), total_count: int }),
  }),
  /** POST /v1/doNotContact/add */
  add: documented(minRole.member, {
    summary: 'Add addresses or domains to the do-not-contact list.',
    body: fields({ entries: list(str) }, ['entries']),
    response: obj({ message: str, added_count: int }),
  }),
  /** POST /v1/doNotContact/remove */
  remove: documented(minRole.member, {
    summary: 'Remove entries from the do-not-contact list.',
    body: fields({ entries: list(str) }, ['entries']),
    response: obj({ message: str, removed_count: int }),
  }),
  /** POST /v1/doNotContact/import */
  import: documented(minRole.member, {
    summary: 'Add the addresses of a CSV text to the do-not-contact list.',
    body: fields({ csv: str }, ['csv']),
    response: obj({ message: str, added_count: int }),
  }),
};

/** `/v1/doNotContact/*`: the workspace's do-not-contact list. */
export async function doNotContactRoutes(app: FastifyInstance): Promise<void> {
  const { doNotContact } = app.services;
  const body = (request: { body: Body }) =>
    typeof request.body === 'object' && request.body !== null ? request.body : {};

  app.post<{ Body: Body }>('/v1/doNotContact/list', api.list, async (request) => {
    const page = await doNotContact.list(requireRestCaller(request), body(request));
    return { data: page.entries.map(entryJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/doNotContact/add', api.add, async (request) => {
    const added = await doNotContact.add(requireRestCaller(request), body(request).entries);
    return { message: DO_NOT_CONTACT_MESSAGES.added(added), added_count: added };
  });

  app.post<{ Body: Body }>('/v1/doNotContact/remove', api.remove, async (request) => {
    const removed = await doNotContact.remove(requireRestCaller(request), body(request).entries);
    return { message: DO_NOT_CONTACT_MESSAGES.removed(removed), removed_count: removed };
  });

  app.post<{ Body: Body }>('/v1/doNotContact/import', api.import, async (request) => {
    const added = await doNotContact.importCsv(requireRestCaller(request), body(request).csv);
    return { message: DO_NOT_CONTACT_MESSAGES.added(added), added_count: added };
  });
}
