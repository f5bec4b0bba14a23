import { SEND_CHECK_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import { documented, legacyBody } from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';
import type { RecipientValuesCommand } from './recipient-values.service';

type Body = Record<string, unknown> | undefined;

const valuesCommand = legacy<RecipientValuesCommand>({
  campaignId: ['campaign_id', 'campaignID'],
  email: ['email'],
  values: ['values'],
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/recipients/updateValues */
  recipientsUpdateValues: documented(minRole.member, {
    summary: 'Change a recipient’s variable values.',
    body: legacyBody(valuesCommand, {}),
  }),
};

/**
 * `/v1/campaign/recipients/updateValues` `{ campaign_id, email, values: { variable: text } }`: edits a
 * recipient's values (its list row), which lets a recipient held for an empty field go.
 */
export async function recipientValuesRoutes(app: FastifyInstance): Promise<void> {
  const { recipientValues } = app.services;

  app.post<{ Body: Body }>(
    '/v1/campaign/recipients/updateValues',
    api.recipientsUpdateValues,
    async (request) => {
      const recipient = await recipientValues.update(
        requireRestCaller(request),
        valuesCommand(request.body ?? {}),
      );
      return {
        message: SEND_CHECK_MESSAGES.valuesUpdated,
        data: { email: recipient.email, status: recipient.status, reason: recipient.reason },
      };
    },
  );
}
