import { labelCreateCommandSchema, labelUpdateCommandSchema } from '@outbound/common';
import type { LabelApplyCommand, LabelCreateCommand, LabelUpdateCommand } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import {
  documented,
  legacyBody,
  list,
  message,
  messageAnd,
  obj,
  str,
  uuid,
} from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;

const labelApplyCommand = legacy<Omit<LabelApplyCommand, 'add'>>({
  campaignIds: ['campaigns_id'],
  labelId: ['label_id'],
});

const labelCreateCommand = legacy<LabelCreateCommand>({ name: ['label_name'] });
const labelUpdateCommand = legacy<LabelUpdateCommand>({ id: ['label_id'], name: ['label_name'] });
const labelDeleteCommand = legacy<{ id: string }>({ id: ['label_id'] });

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/label/add */
  labelAdd: documented(minRole.member, {
    summary: 'Add labels to campaigns.',
    body: legacyBody(labelApplyCommand, {}),
    response: message,
  }),
  /** POST /v1/campaign/label/delete */
  labelDelete: documented(minRole.member, {
    summary: 'Remove labels from campaigns.',
    body: legacyBody(labelApplyCommand, {}),
    response: message,
  }),
  /** POST /v1/label/list */
  list: documented(minRole.viewer, {
    summary: 'Every label.',
    none: true,
    response: obj({ labels: list(obj({ _id: str, label_name: str })) }),
  }),
  /** POST /v1/label/create */
  create: documented(minRole.member, {
    summary: 'Create a label.',
    body: legacyBody(labelCreateCommand, labelCreateCommandSchema),
    response: messageAnd(obj({ _id: str, label_name: str })),
  }),
  /** POST /v1/label/update */
  update: documented(minRole.member, {
    summary: 'Rename a label.',
    body: legacyBody(labelUpdateCommand, labelUpdateCommandSchema, { id: uuid }),
    response: messageAnd(obj({ _id: str, label_name: str })),
  }),
  /** POST /v1/label/delete */
  delete: documented(minRole.member, {
    summary: 'Delete a label.',
    body: legacyBody(labelDeleteCommand, { id: uuid }),
    response: message,
  }),
};

/** `/v1/campaign/label/*` (a label put on or taken off campaigns) and `/v1/label/*`. */
export async function labelRoutes(app: FastifyInstance): Promise<void> {
  const { labels } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/label/add', api.labelAdd, async (request) => {
    const command = labelApplyCommand(request.body ?? {});
    await labels.apply(requireRestCaller(request), { ...command, add: true });
    return { message: 'Label added to the selected campaign(s).' };
  });

  app.post<{ Body: Body }>('/v1/campaign/label/delete', api.labelDelete, async (request) => {
    const command = labelApplyCommand(request.body ?? {});
    await labels.apply(requireRestCaller(request), { ...command, add: false });
    return { message: 'Label removed from the selected campaign(s).' };
  });

  app.post('/v1/label/list', api.list, async (request) => {
    const all = await labels.list(requireRestCaller(request));
    return { labels: all.map((label) => ({ _id: label.id, label_name: label.name })) };
  });

  app.post<{ Body: Body }>('/v1/label/create', api.create, async (request) => {
    const label = await labels.create(
      requireRestCaller(request),
      labelCreateCommand(request.body ?? {}),
    );
    return { message: 'Label created.', data: { _id: label.id, label_name: label.name } };
  });

  app.post<{ Body: Body }>('/v1/label/update', api.update, async (request) => {
    const label = await labels.update(
      requireRestCaller(request),
      labelUpdateCommand(request.body ?? {}),
    );
    return { message: 'Label updated.', data: { _id: label.id, label_name: label.name } };
  });

  app.post<{ Body: Body }>('/v1/label/delete', api.delete, async (request) => {
    const { id } = labelDeleteCommand(request.body ?? {});
    await labels.delete(requireRestCaller(request), id);
    return { message: 'Label deleted.' };
  });
}
