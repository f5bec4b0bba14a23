import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { Webhook, WebhookDelivery } from './webhook.service';

@ObjectType('Webhook', { description: 'An endpoint receiving signed events (never its secret)' })
export class WebhookType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  url: string;

  @Field(() => [String], {
    description: 'sent, open, click, reply, bounce, unsubscribe, lead, lead_status, mailbox_paused',
  })
  events: string[];

  @Field(() => Boolean)
  enabled: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Why deliveries stopped (a day of failures); null when enabled or disabled by hand',
  })
  disabledReason: string | null;

  @Field(() => Date, { nullable: true, description: 'Failing every delivery since then' })
  failingSince: Date | null;

  @Field(() => Date)
  createdAt: Date;

  static from(webhook: Webhook): WebhookType {
    return Object.assign(new WebhookType(), webhook);
  }
}

@ObjectType('WebhookWithSecret', {
  description:
    'An endpoint just created or whose secret was just rotated, with its secret (shown once)',
})
export class WebhookWithSecretType {
  @Field(() => WebhookType)
  webhook: WebhookType;

  @Field(() => String, { description: 'whsec_…: signs the deliveries; never answered again' })
  secret: string;

  static from(answer: { webhook: Webhook; secret: string }): WebhookWithSecretType {
    return Object.assign(new WebhookWithSecretType(), {
      webhook: WebhookType.from(answer.webhook),
      secret: answer.secret,
    });
  }
}

@ObjectType('WebhookDelivery', { description: 'One event for an endpoint, with its last attempt' })
export class WebhookDeliveryType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'X-Outbound-Event-Id, the same on every attempt' })
  eventId: string;

  @Field(() => String)
  eventType: string;

  @Field(() => String, { description: 'pending, delivered or failed (given up)' })
  state: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  attemptedAt: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a pending delivery is tried again' })
  nextAttemptAt: Date | null;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status" })
  answerStatus: number | null;

  @Field(() => String, { nullable: true, description: 'The first 4 kB of its answer' })
  answerBody: string | null;

  @Field(() => Int, { nullable: true })
  durationMs: number | null;

  @Field(() => String, { nullable: true })
  error: string | null;

  static from(delivery: WebhookDelivery): WebhookDeliveryType {
    return Object.assign(new WebhookDeliveryType(), delivery);
  }
}

@InputType()
export class WebhookCreateInput {
  @Field(() => String)
  url: string;

  @Field(() => [String])
  events: string[];

  @Field(() => Boolean, { nullable: true, description: 'On by default' })
  enabled?: boolean | null;
}

@InputType({ description: 'A field left out is kept' })
export class WebhookUpdateInput {
  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => [String], { nullable: true })
  events?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;
}
