import { CAMPAIGN_MESSAGES, type CampaignStepsCommand, type StepDraft } from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/errors';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import { shareOfSends, STEP_EVENTS, type Step } from './campaign-steps.service';
import {
  data,
  documented,
  legacyBody,
  list,
  message,
  messageAnd,
  obj,
  str,
  uuid,
} from '../../../http/openapi/declare';
import { stepAnswer } from '../../../http/openapi/answers';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;

/** A step in the /v1 shape (spec 01 §3 Step). */
export function stepJson(step: Step) {
  return {
    step_id: step.id,
    position: step.position,
    subject: step.subject,
    body: step.body,
    status: step.status,
    variants: step.variants,
    minimum_delay_after_last_send: step.delayDays,
    total_recipients: step.totalRecipients,
    pending_recipients: step.pendingRecipients,
    // Its sends too: the only place the /v1 step carries them (the percentages are of them).
    email_event_counts: Object.fromEntries(
      (['sent', ...STEP_EVENTS] as const).map((event) => [event, step.counts[event]]),
    ),
    email_event_counts_percentage: Object.fromEntries(
      STEP_EVENTS.map((event) => [
        event,
        {
          count: step.counts[event],
          percentage: shareOfSends(step.counts[event], step.counts.sent),
        },
      ]),
    ),
  };
}

function stepList(value: unknown): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((item) => !item || typeof item !== 'object'))
    throw AppError.badRequest(CAMPAIGN_MESSAGES.fillAllFields);
  return value as Record<string, unknown>[];
}

/** A new message (`new_steps`): any id it carries is not read. */
const newStep = legacy<Omit<StepDraft, 'id'>>({
  subject: ['subject'],
  body: ['body'],
  delay: ['minimum_delay_after_last_send'],
  variants: ['variants'],
});
/** A message that exists (`old_steps`), by its `step_id`. */
const oldStep = legacy<StepDraft>({
  id: ['step_id'],
  subject: ['subject'],
  body: ['body'],
  delay: ['minimum_delay_after_last_send'],
  variants: ['variants'],
});

/** `old_steps` (each with its `step_id`) then `new_steps` (appended): one sequence. */
function sequenceOf(body: Record<string, unknown>): StepDraft[] {
  return [
    ...stepList(body.old_steps).map((step) => {
      if (!step.step_id) throw AppError.badRequest(CAMPAIGN_MESSAGES.stepIdMissing);
      return oldStep(step);
    }),
    ...stepList(body.new_steps).map((step) => newStep(step)),
  ];
}

/** `steps/all` reads `campaignID` first; saving reads `campaign_id`; one step `campaignID`. */
const listCommand = legacy<{ campaignId: string }>({ campaignId: ['campaignID', 'campaign_id'] });
const saveTarget = legacy<Omit<CampaignStepsCommand, 'steps'>>({
  campaignId: ['campaign_id'],
  mimeType: ['message_mime_type'],
});
const stepCommand = legacy<{ campaignId: string; stepId: string }>({
  campaignId: ['campaignID'],
  stepId: ['stepID'],
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/campaign/steps/all */
  stepsAll: documented(minRole.viewer, {
    summary: 'A campaign’s messages (steps).',
    body: legacyBody(listCommand, { campaignId: uuid }),
    response: data(obj({ steps: list(stepAnswer), message_mime_type: str })),
  }),
  /** POST /v1/campaign/steps/add */
  stepsAdd: documented(minRole.member, {
    summary: 'Save a campaign’s first messages.',
    body: legacyBody(saveTarget, { campaignId: uuid }),
    response: messageAnd(obj({ steps: list(stepAnswer) })),
    example: { message: CAMPAIGN_MESSAGES.messagesUpdated },
  }),
  /** POST /v1/campaign/steps/update */
  stepsUpdate: documented(minRole.member, {
    summary: 'Save a campaign’s messages.',
    body: legacyBody(saveTarget, { campaignId: uuid }),
    response: messageAnd(obj({ steps: list(stepAnswer) })),
    example: { message: CAMPAIGN_MESSAGES.messagesUpdated },
  }),
  /** POST /v1/campaign/steps/delete */
  stepsDelete: documented(minRole.member, {
    summary: 'Delete a message of a campaign.',
    body: legacyBody(stepCommand, { campaignId: uuid, stepId: uuid }),
    response: message,
    example: { message: CAMPAIGN_MESSAGES.stepDeleted },
  }),
  /** POST /v1/campaign/steps/pause */
  stepsPause: documented(minRole.member, {
    summary: 'Pause a message of a campaign.',
    body: legacyBody(stepCommand, { campaignId: uuid, stepId: uuid }),
    response: message,
    example: { message: CAMPAIGN_MESSAGES.stepPaused },
  }),
  /** POST /v1/campaign/steps/enable */
  stepsEnable: documented(minRole.member, {
    summary: 'Enable a paused message of a campaign.',
    body: legacyBody(stepCommand, { campaignId: uuid, stepId: uuid }),
    response: message,
    example: { message: CAMPAIGN_MESSAGES.stepEnabled },
  }),
};

/** `/v1/campaign/steps/*`: the compose step's messages and the Sequence page's controls. */
export async function campaignStepsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignSteps } = app.services;

  app.post<{ Body: Body }>('/v1/campaign/steps/all', api.stepsAll, async (request) => {
    const { campaignId } = listCommand(request.body ?? {});
    const { campaign, steps } = await campaignSteps.list(requireRestCaller(request), campaignId);
    return { data: { steps: steps.map(stepJson), message_mime_type: campaign.messageMimeType } };
  });

  const save = async (
    body: Record<string, unknown>,
    caller: ReturnType<typeof requireRestCaller>,
  ) => {
    const { campaignId, mimeType } = saveTarget(body);
    const steps = await campaignSteps.save(caller, {
      campaignId,
      mimeType,
      steps: sequenceOf(body),
    });
    return { message: CAMPAIGN_MESSAGES.messagesUpdated, data: { steps: steps.map(stepJson) } };
  };

  app.post<{ Body: Body }>('/v1/campaign/steps/add', api.stepsAdd, async (request) =>
    save({ ...(request.body ?? {}), old_steps: [] }, requireRestCaller(request)),
  );

  app.post<{ Body: Body }>('/v1/campaign/steps/update', api.stepsUpdate, async (request) =>
    save(request.body ?? {}, requireRestCaller(request)),
  );

  app.post<{ Body: Body }>('/v1/campaign/steps/delete', api.stepsDelete, async (request) => {
    const { campaignId, stepId } = stepCommand(request.body ?? {});
    await campaignSteps.remove(requireRestCaller(request), campaignId, stepId);
    return { message: CAMPAIGN_MESSAGES.stepDeleted };
  });

  app.post<{ Body: Body }>('/v1/campaign/steps/pause', api.stepsPause, async (request) => {
    const { campaignId, stepId } = stepCommand(request.body ?? {});
    const { message } = await campaignSteps.setStatus(
      requireRestCaller(request),
      campaignId,
      stepId,
      'pause',
    );
    return { message };
  });

  app.post<{ Body: Body }>('/v1/campaign/steps/enable', api.stepsEnable, async (request) => {
    const { campaignId, stepId } = stepCommand(request.body ?? {});
    const { message } = await campaignSteps.setStatus(
      requireRestCaller(request),
      campaignId,
      stepId,
      'active',
    );
    return { message };
  });
}
