import { GUARDRAIL_DEFAULTS, guardrailSettingsFormSchema } from '@outbound/common';
import { mixed } from 'yup';
import type { GuardrailRuleFieldsFragment, GuardrailSettingsInput } from '../../generated/graphql';

/** A threshold as a number input holds it: '' when not set at this level (it follows the next). */
type Threshold = number | '';

export type GuardrailNumbers = {
  bouncePercent: Threshold;
  minSends: Threshold;
  windowDays: Threshold;
  complaintPercent: Threshold;
};

/** The workspace's card: on or off, and each threshold ('' follows the default). */
export type WorkspaceGuardrailValues = GuardrailNumbers & { enabled: boolean };

/** A mailbox's override: follow the workspace, its own thresholds ('' follows it), or off. */
export type MailboxGuardrailMode = 'inherit' | 'custom' | 'off';
export type MailboxGuardrailValues = GuardrailNumbers & { mode: MailboxGuardrailMode };

/** The workspace's card: the rules the server validates with (`common`). */
export const workspaceGuardrailSchema = guardrailSettingsFormSchema;

/** A mailbox's card: the same rules, and which override it is. */
export const mailboxGuardrailSchema = guardrailSettingsFormSchema.shape({
  mode: mixed<MailboxGuardrailMode>().oneOf(['inherit', 'custom', 'off']),
});

const numbersOf = (rule: GuardrailRuleFieldsFragment): GuardrailNumbers => ({
  bouncePercent: rule.bouncePercent ?? '',
  minSends: rule.minSends ?? '',
  windowDays: rule.windowDays ?? '',
  complaintPercent: rule.complaintPercent ?? '',
});

const NO_NUMBERS: GuardrailSettingsInput = {
  bouncePercent: null,
  minSends: null,
  windowDays: null,
  complaintPercent: null,
};

const inputNumbers = (values: GuardrailNumbers): GuardrailSettingsInput => ({
  bouncePercent: values.bouncePercent === '' ? null : values.bouncePercent,
  minSends: values.minSends === '' ? null : values.minSends,
  windowDays: values.windowDays === '' ? null : values.windowDays,
  complaintPercent: values.complaintPercent === '' ? null : values.complaintPercent,
});

export function workspaceValues(stored: GuardrailRuleFieldsFragment): WorkspaceGuardrailValues {
  return { enabled: stored.enabled ?? GUARDRAIL_DEFAULTS.enabled, ...numbersOf(stored) };
}

export function workspaceInput(values: WorkspaceGuardrailValues): GuardrailSettingsInput {
  return { enabled: values.enabled, ...inputNumbers(values) };
}

/** What a mailbox stores, as the override it is: off, its own thresholds, or none. */
export function mailboxValues(stored: GuardrailRuleFieldsFragment): MailboxGuardrailValues {
  const numbers = numbersOf(stored);
  if (stored.enabled === false) return { mode: 'off', ...numbers };
  const custom = stored.enabled === true || Object.values(numbers).some((value) => value !== '');
  return { mode: custom ? 'custom' : 'inherit', ...numbers };
}

/** The whole override to store: nothing (inherit), on with its thresholds, or off. */
export function mailboxInput(values: MailboxGuardrailValues): GuardrailSettingsInput {
  if (values.mode === 'inherit') return { enabled: null, ...NO_NUMBERS };
  if (values.mode === 'off') return { enabled: false, ...NO_NUMBERS };
  return { enabled: true, ...inputNumbers(values) };
}

/** "Pause at 5 % bounces or 0.3 % complaints of at least 20 sends in 7 days", or "Off". */
export function ruleText(rule: GuardrailRuleFieldsFragment): string {
  if (rule.enabled === false) return 'Off: nothing is paused automatically.';
  const days = rule.windowDays === 1 ? '1 day' : `${rule.windowDays} days`;
  return `Pauses at ${rule.bouncePercent} % bounces or ${rule.complaintPercent} % spam complaints, of at least ${rule.minSends} sends in ${days}.`;
}
