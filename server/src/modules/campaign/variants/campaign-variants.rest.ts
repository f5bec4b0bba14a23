import type { FastifyInstance } from 'fastify';
import { legacy } from '../../../http/legacy-fields';
import { requireRestCaller } from '../../../http/rest';
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

/** `/v1/campaign/{id}/variants`: A/B figures per message and variant, and auto-pick. */
export async function campaignVariantsRoutes(app: FastifyInstance): Promise<void> {
  const { campaignVariants } = app.services;

  app.get<{ Params: Params }>('/v1/campaign/:id/variants', minRole.viewer, async (request) => ({
    data: variantsJson(
      await campaignVariants.figures(requireRestCaller(request), request.params.id),
    ),
  }));

  app.post<{ Params: Params; Body: Body }>(
    '/v1/campaign/:id/variants/autoPick',
    minRole.member,
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
