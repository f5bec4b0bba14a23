import { SEND_CHECK_MESSAGES } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import { minRole } from '../../../http/roles';
import type { RecipientValuesCommand } from './recipient-values.service';

type Body = Record<string, unknown> | undefined;

const valuesCommand = legacy<RecipientValuesCommand>({
  campaignId: ['campaign_id', 'campaignID'],
  email: ['email'],
  values: ['values'],
});

/**
 * `/v1/campaign/recipients/updateValues` `{ campaign_id, email, values: { variable: text } }`: edits a
 * recipient's values (its list row), which lets a recipient held for an empty field go.
 */
export async function recipientValuesRoutes(app: FastifyInstance): Promise<void> {
  const { recipientValues } = app.services;

  app.post<{ Body: Body }>(
    '/v1/campaign/recipients/updateValues',
    minRole.member,
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
