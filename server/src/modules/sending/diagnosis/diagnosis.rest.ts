import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../../http/rest';
import { documented } from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';
import type { Diagnosis } from './diagnosis.service';

type Params = { id: string };
type RecipientParams = { id: string; recipientID: string };

/** A diagnosis in the /v1 shape (issue 27 §4). */
export const diagnosisJson = (diagnosis: Diagnosis) => ({
  data: {
    state: diagnosis.state,
    reason: diagnosis.reason,
    next_send_at: diagnosis.nextSendAt?.toISOString() ?? null,
    details: diagnosis.details.map((detail) => ({
      kind: detail.kind,
      message: detail.message,
      mail_account_id: detail.mailAccountId,
      email: detail.email,
      at: detail.at?.toISOString() ?? null,
      count: detail.count,
    })),
  },
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** GET /v1/campaign/:id/diagnosis */
  byIdDiagnosis: documented(minRole.viewer, {
    summary: 'Why a campaign sends or waits.',
    none: true,
  }),
  /** GET /v1/campaign/:id/recipients/:recipientID/diagnosis */
  byIdRecipientsByRecipientIDDiagnosis: documented(minRole.viewer, {
    summary: 'Why a recipient’s next message waits.',
    none: true,
  }),
  /** GET /v1/mailAccount/:id/diagnosis */
  byIdDiagnosisGet: documented(minRole.viewer, {
    summary: 'Why a mailbox sends or waits.',
    none: true,
  }),
};

/**
 * `GET /v1/campaign/{id}/diagnosis`, `GET /v1/campaign/{campaignID}/recipients/{recipientID}/diagnosis`
 * (the id the Recipients tab's rows carry as `_id`) and `GET /v1/mailAccount/{id}/diagnosis`: why
 * it is (not) sending.
 */
export async function diagnosisRoutes(app: FastifyInstance): Promise<void> {
  const { diagnosis } = app.services;

  app.get<{ Params: Params }>('/v1/campaign/:id/diagnosis', api.byIdDiagnosis, async (request) =>
    diagnosisJson(await diagnosis.campaign(requireRestCaller(request), request.params.id)),
  );

  app.get<{ Params: RecipientParams }>(
    '/v1/campaign/:id/recipients/:recipientID/diagnosis',
    api.byIdRecipientsByRecipientIDDiagnosis,
    async (request) =>
      diagnosisJson(
        await diagnosis.recipient(
          requireRestCaller(request),
          request.params.id,
          request.params.recipientID,
        ),
      ),
  );

  app.get<{ Params: Params }>(
    '/v1/mailAccount/:id/diagnosis',
    api.byIdDiagnosisGet,
    async (request) =>
      diagnosisJson(await diagnosis.mailbox(requireRestCaller(request), request.params.id)),
  );
}
