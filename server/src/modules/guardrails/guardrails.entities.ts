import { GuardrailSetting } from './guardrail-setting.entity';

/** The TypeORM entities of the tables the guardrails module owns. */
export const GUARDRAILS_ENTITIES = [GuardrailSetting];
