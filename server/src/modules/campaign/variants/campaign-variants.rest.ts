import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
import {
  bool,
  data,
  documented,
  int,
  legacyBody,
  list,
  num,
  obj,
  orNull,
  str,
  uuid,
} from '../../../http/openapi/declare';
import { minRole } from '../../../http/roles';
import type { CampaignVariants } from './campaign-variants.service';
import type { TestResult } from './variant-test';

type Body = Record<string, unknown> | undefined;
type Params = { id: string };

const testJson = (test: TestResult) => ({
  winner: test.winner,
  p_value: test.pValue,
  verdict: test.verdict,
});

/** The Experiments figures in the /v1 shape (snake_case). */
function variantsJson(answer: CampaignVariants) {
  return {
    campaign_id: answer.campaignId,
    auto_pick: answer.autoPick,
    pick: answer.pick,
    minimum_sample: answer.minSample,
    test: 'two-proportion z-test on replies, two-sided, Bonferroni-corrected',
    unreliable: ['opened', 'clicked'],
    steps: answer.steps.map((step) => ({
      step_id: step.stepId,
      position: step.position,
      variants: step.variants.map((variant) => ({
        letter: variant.letter,
        sent: variant.sent,
        replied: variant.replied,
        leads: variant.leads,
        bounced: variant.bounced,
        unsubscribed: variant.unsubscribed,
        opened: variant.opened,
        clicked: variant.clicked,
        reply_rate: variant.replyRate,
      })),
      ...testJson(step.test),
    })),
    sequence: {
      variants: answer.sequence.variants.map((variant) => ({
        letter: variant.letter,
        sent: variant.sent,
        replied: variant.replied,
        reply_rate: variant.replyRate,
      })),
      ...testJson(answer.sequence.test),
    },
  };
}

const autoPickCommand = legacy<{ enabled: unknown }>({ enabled: ['enable'] });

const testAnswer = { winner: orNull(str), p_value: orNull(num), verdict: str };
const figuresAnswer = obj({
  campaign_id: uuid,
  auto_pick: bool,
  pick: orNull(str),
  minimum_sample: int,
  test: str,
  unreliable: list(str),
  steps: list(
    obj({
      step_id: uuid,
      position: int,
      variants: list(
        obj({
          letter: str,
          sent: int,
          replied: int,
          leads: int,
          bounced: int,
          unsubscribed: int,
          opened: int,
          clicked: int,
          reply_rate: orNull(num),
        }),
      ),
      ...testAnswer,
    }),
  ),
  sequence: obj({
    variants: list(obj({ letter: str, sent: int, replied: int, reply_rate: orNull(num) })),
    ...testAnswer,
  }),
});

const api = {
  figures: documented(minRole.viewer, {
    summary: 'A/B figures per message and variant, with the winner test on replies.',
    none: true,
    response: data(figuresAnswer),
  }),
  autoPick: documented(minRole.member, {
    summary: 'Turn auto-pick on or off (new recipients get the winner once there is one).',
    body: legacyBody(autoPickCommand, { enabled: bool }),
    response: data(figuresAnswer),
  }),
};

/** `/v1/campaign/{id}/variants`: A/B figures per message and variant, and auto-pick. */
export async function campaignVariantsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignVariants } = app.services;

  app.get<{ Params: Params }>('/v1/campaign/:id/variants', api.figures, async (request) => ({
    data: variantsJson(
      await campaignVariants.figures(requireRestCaller(request), request.params.id),
    ),
  }));

  app.post<{ Params: Params; Body: Body }>(
    '/v1/campaign/:id/variants/autoPick',
    api.autoPick,
    async (request) => {
      const { enabled } = autoPickCommand(request.body ?? {});
      const answer = await campaignVariants.setAutoPick(
        requireRestCaller(request),
        request.params.id,
        enabled,
      );
      return { data: variantsJson(answer) };
    },
  );
}
