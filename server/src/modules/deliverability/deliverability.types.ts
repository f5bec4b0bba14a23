import { Field, ID, ObjectType } from 'type-graphql';
import type { Check } from './checks/check';
import type { DeliverabilityReport, DeliverabilityWarning } from './deliverability.service';
import type { ProbeResult } from './probe';

@ObjectType('DeliverabilityCheck', { description: 'One check of a sending domain.' })
export class DeliverabilityCheckType {
  @Field(() => String, {
    description: 'spf, dkim, dmarc, mx, ptr, blocklist or tracking_domain',
  })
  name: string;

  @Field(() => String, { description: 'pass, warn or fail' })
  status: string;

  @Field(() => String)
  detail: string;

  @Field(() => String, {
    nullable: true,
    description: 'What to publish or do; null when nothing is to fix.',
  })
  fix: string | null;

  static from(check: Check): DeliverabilityCheckType {
    return Object.assign(new DeliverabilityCheckType(), check);
  }
}

@ObjectType('Deliverability', { description: "A mailbox's last deliverability check." })
export class DeliverabilityType {
  @Field(() => ID)
  mailAccountId: string;

  @Field(() => String)
  domain: string;

  @Field(() => Date)
  checkedAt: Date;

  @Field(() => [DeliverabilityCheckType])
  checks: DeliverabilityCheckType[];

  @Field(() => [String], { description: 'Checks that passed at the check before and fail now.' })
  regressed: string[];

  @Field(() => String, {
    nullable: true,
    description: "The mailbox's own host for links and the open pixel, or null.",
  })
  trackingDomain: string | null;

  static from(report: DeliverabilityReport): DeliverabilityType {
    return Object.assign(new DeliverabilityType(), {
      ...report,
      checks: report.checks.map(DeliverabilityCheckType.from),
    });
  }
}

@ObjectType('DeliverabilityWarning', {
  description: 'A mailbox whose domain checks went from pass to fail.',
})
export class DeliverabilityWarningType {
  @Field(() => ID)
  mailAccountId: string;

  @Field(() => String)
  email: string;

  @Field(() => Date)
  checkedAt: Date;

  @Field(() => [String])
  regressed: string[];

  static from(warning: DeliverabilityWarning): DeliverabilityWarningType {
    return Object.assign(new DeliverabilityWarningType(), warning);
  }
}

@ObjectType('ProbeAuthResult', { description: 'One method of an Authentication-Results header.' })
export class ProbeAuthResultType {
  @Field(() => String, { description: 'spf, dkim, dmarc, arc…' })
  method: string;

  @Field(() => String, { description: 'pass, fail, softfail, none…' })
  result: string;
}

@ObjectType('DeliverabilityProbe', {
  description: "What the mailbox's provider made of a message from the mailbox to itself.",
})
export class DeliverabilityProbeType {
  @Field(() => String, {
    nullable: true,
    description: 'inbox or spam; null when the message did not arrive in time.',
  })
  folder: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The provider's Authentication-Results header, as written.",
  })
  authenticationResults: string | null;

  @Field(() => String, { nullable: true })
  authservId: string | null;

  @Field(() => [ProbeAuthResultType])
  results: ProbeAuthResultType[];

  static from(probe: ProbeResult): DeliverabilityProbeType {
    return Object.assign(new DeliverabilityProbeType(), {
      ...probe,
      results: probe.results.map((r) => Object.assign(new ProbeAuthResultType(), r)),
    });
  }
}
