import { auditPageSchema } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import { anyObject, documented, int, list, obj } from '../../http/openapi/declare';
import { minRole } from '../../http/roles';
import type { AuditEntryRow } from './queries';

type Query = Record<string, unknown> | undefined;

/** One query-string value as given; a repeated or bracketed key is not a number (400). */
const oneValue = (value: unknown) =>
  value === undefined || typeof value === 'string' ? value : Number.NaN;

/** An entry in the /v1 shape (snake case, like the other /v1 answers). */
function entryJson(row: AuditEntryRow) {
  return {
    _id: row.id,
    user_id: row.user_id,
    actor_email: row.actor_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    ip: row.ip,
    user_agent: row.user_agent,
    meta: row.meta,
    created_at: row.created_at,
  };
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** GET /v1/audit */
  audit: documented(minRole.admin, {
    summary: 'The audit log of the workspace, newest first.',
    query: auditPageSchema,
    response: obj({ audit_list: list(anyObject), total_count: int }),
  }),
};

/** `GET /v1/audit?offset&limit`: a page of the workspace's audit log, newest first (admins). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { audit } = app.services;

  app.get<{ Querystring: Query }>('/v1/audit', api.audit, async (request) => {
    const query = request.query ?? {};
    const page = await audit.page(requireRestCaller(request), {
      offset: oneValue(query.offset) as number | undefined,
      limit: oneValue(query.limit) as number | undefined,
    });
    return { audit_list: page.entries.map(entryJson), total_count: page.total };
  });
}
