import type { LabelApplyCommand, LabelCreateCommand, LabelUpdateCommand } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;

const labelApplyCommand = legacy<Omit<LabelApplyCommand, 'add'>>({
  campaignIds: ['campaigns_id'],
  labelId: ['label_id'],
});

const labelCreateCommand = legacy<LabelCreateCommand>({ name: ['label_name'] });
const labelUpdateCommand = legacy<LabelUpdateCommand>({ id: ['label_id'], name: ['label_name'] });
const labelDeleteCommand = legacy<{ id: string }>({ id: ['label_id'] });

/** `/v1/campaign/label/*` (a label put on or taken off campaigns) and `/v1/label/*`. */
export async function labelRoutes(app: FastifyInstance): Promise<void> {
  const { labels } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/label/add', minRole.member, async (request) => {
    const command = labelApplyCommand(request.body ?? {});
    await labels.apply(requireRestCaller(request), { ...command, add: true });
    return { message: 'Label added to the selected campaign(s).' };
  });

  app.post<{ Body: Body }>('/v1/campaign/label/delete', minRole.member, async (request) => {
    const command = labelApplyCommand(request.body ?? {});
    await labels.apply(requireRestCaller(request), { ...command, add: false });
    return { message: 'Label removed from the selected campaign(s).' };
  });

  app.post('/v1/label/list', minRole.viewer, async (request) => {
    const all = await labels.list(requireRestCaller(request));
    return { labels: all.map((label) => ({ _id: label.id, label_name: label.name })) };
  });

  app.post<{ Body: Body }>('/v1/label/create', minRole.member, async (request) => {
    const label = await labels.create(
      requireRestCaller(request),
      labelCreateCommand(request.body ?? {}),
    );
    return { message: 'Label created.', data: { _id: label.id, label_name: label.name } };
  });

  app.post<{ Body: Body }>('/v1/label/update', minRole.member, async (request) => {
    const label = await labels.update(
      requireRestCaller(request),
      labelUpdateCommand(request.body ?? {}),
    );
    return { message: 'Label updated.', data: { _id: label.id, label_name: label.name } };
  });

  app.post<{ Body: Body }>('/v1/label/delete', minRole.member, async (request) => {
    const { id } = labelDeleteCommand(request.body ?? {});
    await labels.delete(requireRestCaller(request), id);
    return { message: 'Label deleted.' };
  });
}
