import { GUARDRAIL_DEFAULTS } from '@outbound/common';
import { TextField } from '../../../components/text-field';
import type { GuardrailRuleFieldsFragment } from '../../../generated/graphql';

type GuardrailNumberFieldsProps = {
  /** What a field left empty follows (the defaults, or the workspace's rule): its placeholder. */
  follows?: GuardrailRuleFieldsFragment;
  disabled?: boolean;
};

/** The four thresholds: bounces %, minimum sends, window in days, complaints %. */
const FIELDS = [
  { name: 'bouncePercent', label: 'Bounce threshold (%)', step: '0.1' },
  { name: 'minSends', label: 'Minimum sends', step: '1' },
  { name: 'windowDays', label: 'Window (days)', step: '1' },
  { name: 'complaintPercent', label: 'Complaint threshold (%)', step: '0.1' },
] as const;

export function GuardrailNumberFields({ follows, disabled = false }: GuardrailNumberFieldsProps) {
  return (
    <div className="guardrails__numbers">
      {FIELDS.map(({ name, label, step }) => (
        <TextField
          key={name}
          name={name}
          label={label}
          type="number"
          step={step}
          disabled={disabled}
          placeholder={String(follows?.[name] ?? GUARDRAIL_DEFAULTS[name])}
        />
      ))}
    </div>
  );
}
