import {
  GUARDRAIL_MESSAGES,
  type GuardrailSettingsCommand,
  guardrailSettingsSchema,
} from '@outbound/common';
import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import {
  anyObject,
  documented,
  fields,
  legacyBody,
  messageAnd,
  obj,
  str,
} from '../../http/openapi/declare';
import { minRole } from '../../http/roles';
import { healthItem } from '../mailbox/mailbox.rest';
import type { GuardrailSettings } from './guardrails.service';

type Body = Record<string, unknown> | undefined;

/** The account's email as /v1 reads it: anything but text counts as none. */
const emailOf = (body: Body) => (typeof body?.email === 'string' ? body.email : '');

/** The thresholds of a /v1 body, snake_case as the spec names fields. */
const settingsCommand = legacy<GuardrailSettingsCommand>({
  enabled: ['enabled'],
  bouncePercent: ['bounce_percent'],
  minSends: ['min_sends'],
  windowDays: ['window_days'],
  complaintPercent: ['complaint_percent'],
});

/** `{ stored, effective }`: what is set at that level (null: not set) and what is in force. */
const settingsJson = (settings: GuardrailSettings) => ({
  stored: settings.stored,
  effective: settings.effective,
});

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/mailAccount/health/resume */
  healthResume: documented(minRole.admin, {
    summary: 'Resume a mailbox paused by a guardrail.',
    body: fields({ email: str }),
    response: messageAnd(obj({ health: anyObject })),
  }),
  /** GET /v1/guardrails */
  guardrails: documented(minRole.viewer, {
    summary: 'The workspace’s guardrail thresholds.',
    none: true,
  }),
  /** POST /v1/guardrails/update */
  update: documented(minRole.admin, {
    summary: 'Change the workspace’s guardrail thresholds.',
    body: legacyBody(settingsCommand, guardrailSettingsSchema),
    response: messageAnd(anyObject),
  }),
  /** POST /v1/mailAccount/health/settings */
  settings: documented(minRole.viewer, {
    summary: 'A mailbox’s guardrail thresholds.',
    body: fields({ email: str }),
  }),
  /** POST /v1/mailAccount/health/settings/update */
  healthSettingsUpdate: documented(minRole.admin, {
    summary: 'Change a mailbox’s guardrail thresholds.',
    body: legacyBody(settingsCommand, guardrailSettingsSchema, { email: str }),
    response: messageAnd(anyObject),
  }),
};

/**
 * `/v1/mailAccount/health/*` (resuming a mailbox the deliverability guard paused, a mailbox's
 * overrides) and `/v1/guardrails*` (the workspace's thresholds): README "Thresholds".
 */
export async function guardrailRoutes(app: FastifyInstance): Promise<void> {
  const { guardrails } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/health/resume', api.healthResume, async (request) => {
    const account = await guardrails.resume(requireRestCaller(request), emailOf(request.body));
    return { message: GUARDRAIL_MESSAGES.resumed, data: { health: healthItem(account) } };
  });

  app.get('/v1/guardrails', api.guardrails, async (request) => ({
    data: settingsJson(await guardrails.settings(requireRestCaller(request), null)),
  }));

  app.post<{ Body: Body }>('/v1/guardrails/update', api.update, async (request) => {
    const settings = await guardrails.updateSettings(
      requireRestCaller(request),
      null,
      settingsCommand(request.body ?? {}),
    );
    return { message: GUARDRAIL_MESSAGES.settingsUpdated, data: settingsJson(settings) };
  });

  app.post<{ Body: Body }>('/v1/mailAccount/health/settings', api.settings, async (request) => ({
    data: settingsJson(
      await guardrails.settings(requireRestCaller(request), emailOf(request.body)),
    ),
  }));

  app.post<{ Body: Body }>(
    '/v1/mailAccount/health/settings/update',
    api.healthSettingsUpdate,
    async (request) => {
      const settings = await guardrails.updateSettings(
        requireRestCaller(request),
        emailOf(request.body),
        settingsCommand(request.body ?? {}),
      );
      return { message: GUARDRAIL_MESSAGES.settingsUpdated, data: settingsJson(settings) };
    },
  );
}
