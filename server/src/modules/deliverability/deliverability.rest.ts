import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';
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

/** `/v1/mailAccount/{id}/deliverability`: the last check, and a check on demand. */
export async function deliverabilityRoutes(app: FastifyInstance): Promise<void> {
  const { deliverability } = app.services;

  app.get<ById>('/v1/mailAccount/:id/deliverability', minRole.viewer, async (request) =>
    answer(await deliverability.report(requireRestCaller(request), request.params.id)),
  );

  app.post<ById & { Body: { tracking_domain?: unknown } | undefined }>(
    '/v1/mailAccount/:id/trackingDomain/update',
    minRole.admin,
    async (request) =>
      answer(
        await deliverability.setTrackingDomain(
          requireRestCaller(request),
          request.params.id,
          request.body?.tracking_domain,
        ),
      ),
  );

  app.post<ById>('/v1/mailAccount/:id/deliverability/probe', minRole.member, async (request) => {
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

  app.post<ById>('/v1/mailAccount/:id/deliverability/check', minRole.member, async (request) =>
    answer(await deliverability.check(requireRestCaller(request), request.params.id)),
  );
}
