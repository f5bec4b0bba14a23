import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { GuardrailSettings } from './guardrails.service';

@ObjectType('GuardrailRule', { description: 'Deliverability thresholds (null: not set there).' })
export class GuardrailRuleType {
  @Field(() => Boolean, { nullable: true })
  enabled: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Bounces, percent of the sends.' })
  bouncePercent: number | null;

  @Field(() => Int, { nullable: true, description: 'Sends in the window before the rule applies.' })
  minSends: number | null;

  @Field(() => Int, { nullable: true })
  windowDays: number | null;

  @Field(() => Float, { nullable: true, description: 'Spam complaints, percent of the sends.' })
  complaintPercent: number | null;
}

@ObjectType('GuardrailSettings')
export class GuardrailSettingsType {
  @Field(() => GuardrailRuleType, { description: 'What is stored at this level.' })
  stored: GuardrailRuleType;

  @Field(() => GuardrailRuleType, { description: 'What is in force here.' })
  effective: GuardrailRuleType;

  static from(settings: GuardrailSettings): GuardrailSettingsType {
    const rule = (r: GuardrailSettings['stored']) =>
      Object.assign(new GuardrailRuleType(), {
        enabled: r.enabled,
        bouncePercent: r.bounce_percent,
        minSends: r.min_sends,
        windowDays: r.window_days,
        complaintPercent: r.complaint_percent,
      });
    return Object.assign(new GuardrailSettingsType(), {
      stored: rule(settings.stored),
      effective: rule(settings.effective),
    });
  }
}

@InputType('GuardrailSettingsInput')
export class GuardrailSettingsInput {
  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Float, { nullable: true })
  bouncePercent?: number | null;

  @Field(() => Int, { nullable: true })
  minSends?: number | null;

  @Field(() => Int, { nullable: true })
  windowDays?: number | null;

  @Field(() => Float, { nullable: true })
  complaintPercent?: number | null;
}
