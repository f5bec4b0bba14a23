import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import type { WarmupSetCommand, WarmupSummary } from './warmup.service';
import { documented, legacyBody } from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';

type Body = Record<string, unknown> | undefined;

const warmupSetCommand = legacy<WarmupSetCommand>({
  accountId: ['account_id'],
  enable: ['enable'],
});

/** The warmup info of spec 02 §3 and §7, plus `configured` and a `message` for failures. */
function warmupAnswer(summary: WarmupSummary) {
  return {
    status: summary.status,
    configured: summary.configured,
    error_code: summary.errorCode,
    message: summary.message,
    warmup_status: summary.warmupStatus,
    warmup_start_time: summary.warmupStartTime,
    aggregate_result: {
      received: summary.aggregate.received,
      sent: summary.aggregate.sent,
      landed_spam: summary.aggregate.landedSpam,
    },
    date_wise_result: Object.fromEntries(
      summary.days.map((day) => [
        day.date,
        { landed_inbox: day.landedInbox, landed_spam: day.landedSpam },
      ]),
    ),
  };
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/mailAccount/instantly/warmup */
  warmup: documented(minRole.admin, {
    summary: 'Turn a mailbox’s warm-up on or off.',
    body: legacyBody(warmupSetCommand, {}),
  }),
  /** GET /v1/mailAccount/instantly/:id */
  instantlyById: documented(minRole.viewer, { summary: 'A mailbox’s warm-up state.', none: true }),
};

/** `/v1/mailAccount/instantly/*`: the warmup dialog's calls. */
export async function warmupRoutes(app: FastifyInstance): Promise<void> {
  const { warmup } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/instantly/warmup', api.warmup, async (request) => {
    const command = warmupSetCommand(request.body ?? {});
    const summary = await warmup.setWarmup(requireRestCaller(request), {
      accountId: typeof command.accountId === 'string' ? command.accountId : '',
      enable: command.enable,
    });
    return warmupAnswer(summary);
  });

  app.get<{ Params: { id: string } }>(
    '/v1/mailAccount/instantly/:id',
    api.instantlyById,
    async (request) => {
      return warmupAnswer(await warmup.getWarmup(requireRestCaller(request), request.params.id));
    },
  );
}
