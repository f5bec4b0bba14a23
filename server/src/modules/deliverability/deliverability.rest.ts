import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
import { documented, fields, str } from '../../http/openapi/declare';
import { minRole } from '../../http/roles';
import type { DeliverabilityReport } from './deliverability.service';

/** The answer of spec issue 27 §3: `{ domain, checked_at, checks: [{ name, status, detail, fix }] }`. */
function answer(report: DeliverabilityReport) {
  return {
    data: {
      domain: report.domain,
      checked_at: report.checkedAt.toISOString(),
      checks: report.checks.map(({ name, status, detail, fix }) => ({ name, status, detail, fix })),
      tracking_domain: report.trackingDomain,
    },
  };
}

type ById = { Params: { id: string } };

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** GET /v1/mailAccount/:id/deliverability */
  byIdDeliverability: documented(minRole.viewer, {
    summary: 'A mailbox’s deliverability checks (DNS, blocklists, tracking domain).',
    none: true,
  }),
  /** POST /v1/mailAccount/:id/trackingDomain/update */
  byIdTrackingDomainUpdate: documented(minRole.admin, {
    summary: 'Set a mailbox’s tracking domain.',
    body: fields({ tracking_domain: str }),
  }),
  /** POST /v1/mailAccount/:id/deliverability/probe */
  probe: documented(minRole.member, {
    summary: 'Send a placement probe from a mailbox.',
    none: true,
  }),
  /** POST /v1/mailAccount/:id/deliverability/check */
  check: documented(minRole.member, {
    summary: 'Run a mailbox’s deliverability checks again.',
    none: true,
  }),
};

/** `/v1/mailAccount/{id}/deliverability`: the last check, and a check on demand. */
export async function deliverabilityRoutes(app: FastifyInstance): Promise<void> {
  const { deliverability } = app.services;

  app.get<ById>('/v1/mailAccount/:id/deliverability', api.byIdDeliverability, async (request) =>
    answer(await deliverability.report(requireRestCaller(request), request.params.id)),
  );

  app.post<ById & { Body: { tracking_domain?: unknown } | undefined }>(
    '/v1/mailAccount/:id/trackingDomain/update',
    api.byIdTrackingDomainUpdate,
    async (request) =>
      answer(
        await deliverability.setTrackingDomain(
          requireRestCaller(request),
          request.params.id,
          request.body?.tracking_domain,
        ),
      ),
  );

  app.post<ById>('/v1/mailAccount/:id/deliverability/probe', api.probe, async (request) => {
    const probe = await deliverability.probe(requireRestCaller(request), request.params.id);
    return {
      data: {
        folder: probe.folder,
        authentication_results: probe.authenticationResults,
        authserv_id: probe.authservId,
        results: probe.results,
      },
    };
  });

  app.post<ById>('/v1/mailAccount/:id/deliverability/check', api.check, async (request) =>
    answer(await deliverability.check(requireRestCaller(request), request.params.id)),
  );
}
