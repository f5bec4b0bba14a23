import { DO_NOT_CONTACT_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import { minRole } from '../../http/roles';
import type { DoNotContactEntry } from './do-not-contact.service';

type Body = Record<string, unknown> | undefined;

const entryJson = (entry: DoNotContactEntry) => ({
  value: entry.value,
  kind: entry.kind,
  created_at: entry.createdAt,
});

/** `/v1/doNotContact/*`: the workspace's do-not-contact list. */
export async function doNotContactRoutes(app: FastifyInstance): Promise<void> {
  const { doNotContact } = app.services;
  const body = (request: { body: Body }) =>
    typeof request.body === 'object' && request.body !== null ? request.body : {};

  app.post<{ Body: Body }>('/v1/doNotContact/list', minRole.viewer, async (request) => {
    const page = await doNotContact.list(requireRestCaller(request), body(request));
    return { data: page.entries.map(entryJson), total_count: page.total };
  });

  app.post<{ Body: Body }>('/v1/doNotContact/add', minRole.member, async (request) => {
    const added = await doNotContact.add(requireRestCaller(request), body(request).entries);
    return { message: DO_NOT_CONTACT_MESSAGES.added(added), added_count: added };
  });

  app.post<{ Body: Body }>('/v1/doNotContact/remove', minRole.member, async (request) => {
    const removed = await doNotContact.remove(requireRestCaller(request), body(request).entries);
    return { message: DO_NOT_CONTACT_MESSAGES.removed(removed), removed_count: removed };
  });

  app.post<{ Body: Body }>('/v1/doNotContact/import', minRole.member, async (request) => {
    const added = await doNotContact.importCsv(requireRestCaller(request), body(request).csv);
    return { message: DO_NOT_CONTACT_MESSAGES.added(added), added_count: added };
  });
}
