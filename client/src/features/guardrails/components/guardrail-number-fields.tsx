import { GUARDRAIL_DEFAULTS } from '@outbound/common';
import { TextField } from '../../../components/text-field';
import type { GuardrailRuleFieldsFragment } from '../../../generated/graphql';

type GuardrailNumberFieldsProps = {
  /** What a field left empty follows (the defaults, or the workspace's rule): its placeholder. */
  follows?: GuardrailRuleFieldsFragment;
  disabled?: boolean;
};

/** The four thresholds: bounces %, minimum sends, window in days, complaints %. */
export function GuardrailNumberFields({ follows, disabled = false }: GuardrailNumberFieldsProps) {
  const shown = (value: number | null | undefined, fallback: number) => String(value ?? fallback);
  const D = GUARDRAIL_DEFAULTS;
  return (
    <div className="guardrails__numbers">
      <TextField
        name="bouncePercent"
        label="Bounce threshold (%)"
        type="number"
        step="0.1"
        disabled={disabled}
        placeholder={shown(follows?.bouncePercent, D.bouncePercent)}
      />
      <TextField
        name="minSends"
        label="Minimum sends"
        type="number"
        step="1"
        disabled={disabled}
        placeholder={shown(follows?.minSends, D.minSends)}
      />
      <TextField
        name="windowDays"
        label="Window (days)"
        type="number"
        step="1"
        disabled={disabled}
        placeholder={shown(follows?.windowDays, D.windowDays)}
      />
      <TextField
        name="complaintPercent"
        label="Complaint threshold (%)"
        type="number"
        step="0.1"
        disabled={disabled}
        placeholder={shown(follows?.complaintPercent, D.complaintPercent)}
      />
    </div>
  );
}
