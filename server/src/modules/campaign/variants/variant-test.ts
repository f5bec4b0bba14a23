/**
 * The winner of an A/B test (campaign README "Experiments"): only on replies, only once every
 * variant has its minimum sample, by a two-proportion z-test of the best reply rate against each
 * other variant, two-sided, each at VARIANT_ALPHA / (variants − 1) (Bonferroni: with five
 * variants, four comparisons).
 */
import { VARIANT_ALPHA, VARIANT_MIN_SAMPLE } from '@outbound/common';

export interface Arm {
  variant: string;
  sent: number;
  replied: number;
}

export interface TestResult {
  /** The letter that wins, or null. */
  winner: string | null;
  /** The largest p-value of the best variant against the others (null below the sample). */
  pValue: number | null;
  /** Why there is no winner, or that there is one, in a sentence. */
  verdict: string;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Two-sided p-value of the pooled two-proportion z-test (1 when the rates cannot differ). */
export function twoProportionP(a: Arm, b: Arm): number {
  const pooled = (a.replied + b.replied) / (a.sent + b.sent);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.sent + 1 / b.sent));
  if (se === 0) return 1;
  const z = (a.replied / a.sent - b.replied / b.sent) / se;
  return 2 * (1 - normalCdf(Math.abs(z)));
}

const rate = (arm: Arm) => (arm.sent > 0 ? arm.replied / arm.sent : 0);

/** The test of one message's (or the sequence's) variants. */
export function pickWinner(arms: Arm[], minSample = VARIANT_MIN_SAMPLE): TestResult {
  if (arms.length < 2) return { winner: null, pValue: null, verdict: 'Only one variant.' };
  const short = arms.filter((arm) => arm.sent < minSample);
  if (short.length > 0)
    return {
      winner: null,
      pValue: null,
      verdict: `Waiting for ${minSample} sent per variant (${short.map((arm) => `${arm.variant}: ${arm.sent}`).join(', ')}).`,
    };
  const [best, ...others] = [...arms].sort(
    (a, b) => rate(b) - rate(a) || a.variant.localeCompare(b.variant),
  );
  const pValue = Math.max(...others.map((other) => twoProportionP(best, other)));
  const alpha = VARIANT_ALPHA / others.length;
  if (rate(best) > rate(others[0]) && pValue < alpha)
    return {
      winner: best.variant,
      pValue,
      verdict: `${best.variant} wins on replies (p = ${pValue.toPrecision(2)} < ${alpha}).`,
    };
  return {
    winner: null,
    pValue,
    verdict: `No significant difference in replies yet (p = ${pValue.toPrecision(2)}, needs < ${alpha}).`,
  };
}
