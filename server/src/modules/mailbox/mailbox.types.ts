import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { SendingPreference, SendingStrategy } from '@outbound/common';
import type { MailAccount, ServerSettings } from './mail-account.entity';
import { mailboxHealth } from './mailbox-health';

@ObjectType('MailServerSettings', {
  description: 'Connection settings; the password is never returned.',
})
export class MailServerSettingsType {
  @Field(() => String)
  server: string;

  @Field(() => Int)
  port: number;

  @Field(() => String)
  username: string;
}

@ObjectType('WorkTime')
@InputType('WorkTimeInput')
class WorkTimeType {
  @Field(() => Int, { description: 'Start, in minutes from midnight in timeZone.' })
  fromTime: number;

  @Field(() => Int, { description: 'End (exclusive), in minutes from midnight in timeZone.' })
  toTime: number;

  @Field(() => String, { description: 'IANA time zone.' })
  timeZone: string;
}

@ObjectType('WorkLoadCapacity')
@InputType('WorkLoadCapacityInput')
class WorkLoadCapacityType {
  @Field(() => String, { description: 'send_as_fast_as_possible or space_out_over_the_day' })
  strategy: string;

  @Field(() => Int, { description: 'Max emails per day.' })
  maxJobInSingleDay: number;

  @Field(() => Int, { description: 'Minutes between sends (bursts).' })
  minimumTimeBetweenJobBursts: number;

  @Field(() => Int, { description: 'Max emails at a time (per burst).' })
  maxJobInSingleBurst: number;

  @Field(() => Int, {
    defaultValue: 0,
    description: 'Pacing: min seconds between two emails (0: bursts, as above).',
  })
  minSecondsBetweenEmails: number;

  @Field(() => Int, {
    defaultValue: 0,
    description: 'Pacing: max seconds between two emails; one email at a time when set.',
  })
  maxSecondsBetweenEmails: number;

  @Field(() => Int, { defaultValue: 0, description: 'Max emails per rolling hour (0: none).' })
  maxJobInSingleHour: number;

  @Field(() => Int, {
    defaultValue: 0,
    description: 'Ramp-up: emails a day on the first day (0: no ramp-up).',
  })
  rampUpStart: number;

  @Field(() => Int, {
    defaultValue: 0,
    description: 'Ramp-up: emails added to the day for each earlier day it sent.',
  })
  rampUpIncrement: number;
}

@ObjectType('SendingPreference')
@InputType('SendingPreferenceInput')
export class SendingPreferenceType {
  @Field(() => [Int], { description: 'Blocked days: 0 = Sunday … 6 = Saturday.' })
  workDays: number[];

  @Field(() => WorkTimeType)
  workTime: WorkTimeType;

  @Field(() => WorkLoadCapacityType)
  workLoadCapacity: WorkLoadCapacityType;

  static from(pref: SendingPreference): SendingPreferenceType {
    return {
      workDays: pref.work_days as number[],
      workTime: {
        fromTime: pref.work_time.from_time as number,
        toTime: pref.work_time.to_time as number,
        timeZone: pref.work_time.time_zone,
      },
      workLoadCapacity: {
        strategy: pref.work_load_capacity.strategy,
        maxJobInSingleDay: pref.work_load_capacity.max_job_in_single_day,
        minimumTimeBetweenJobBursts: pref.work_load_capacity.minimum_time_between_job_bursts,
        maxJobInSingleBurst: pref.work_load_capacity.max_job_in_single_burst,
        minSecondsBetweenEmails: pref.work_load_capacity.min_seconds_between_emails ?? 0,
        maxSecondsBetweenEmails: pref.work_load_capacity.max_seconds_between_emails ?? 0,
        maxJobInSingleHour: pref.work_load_capacity.max_job_in_single_hour ?? 0,
        rampUpStart: pref.work_load_capacity.ramp_up_start ?? 0,
        rampUpIncrement: pref.work_load_capacity.ramp_up_increment ?? 0,
      },
    };
  }

  /** The stored (spec) shape; the strategy is checked when the service validates it. */
  static toSpec(input: SendingPreferenceType): SendingPreference {
    return {
      work_days: input.workDays,
      work_time: {
        from_time: input.workTime.fromTime,
        to_time: input.workTime.toTime,
        time_zone: input.workTime.timeZone,
      },
      work_load_capacity: {
        strategy: input.workLoadCapacity.strategy as SendingStrategy,
        max_job_in_single_day: input.workLoadCapacity.maxJobInSingleDay,
        minimum_time_between_job_bursts: input.workLoadCapacity.minimumTimeBetweenJobBursts,
        max_job_in_single_burst: input.workLoadCapacity.maxJobInSingleBurst,
        min_seconds_between_emails: input.workLoadCapacity.minSecondsBetweenEmails,
        max_seconds_between_emails: input.workLoadCapacity.maxSecondsBetweenEmails,
        max_job_in_single_hour: input.workLoadCapacity.maxJobInSingleHour,
        ramp_up_start: input.workLoadCapacity.rampUpStart,
        ramp_up_increment: input.workLoadCapacity.rampUpIncrement,
      },
    };
  }
}

@ObjectType('MailboxHealth', {
  description: 'How a mailbox stands for sending: ok, paused (bounce rate) or failing (logins).',
})
export class MailboxHealthType {
  @Field(() => String, { description: 'ok, paused or failing' })
  state: string;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => Date, { nullable: true })
  since: Date | null;
}

@ObjectType('MailAccount')
export class MailAccountType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'google or smtp' })
  type: string;

  @Field(() => String, {
    description: 'active, inactive (disabled) or stopped (needs reconnecting)',
  })
  status: string;

  @Field(() => Boolean)
  hasSmtp: boolean;

  @Field(() => String)
  signature: string;

  @Field(() => MailServerSettingsType, { nullable: true })
  smtp: ServerSettings | null;

  @Field(() => MailServerSettingsType, { nullable: true })
  imap: ServerSettings | null;

  @Field(() => SendingPreferenceType)
  sendingPreference: SendingPreferenceType;

  @Field(() => String, {
    nullable: true,
    description:
      'SMTP mailboxes: the receiving server whose own Authentication-Results prove senders.',
  })
  trustedAuthHost: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => MailboxHealthType)
  health: MailboxHealthType;

  static from(account: MailAccount): MailAccountType {
    return Object.assign(new MailAccountType(), {
      id: account.id,
      email: account.email,
      name: account.name,
      type: account.type,
      status: account.status,
      hasSmtp: account.hasSmtp,
      signature: account.signature,
      smtp: account.connection.smtp ?? null,
      imap: account.connection.imap ?? null,
      sendingPreference: SendingPreferenceType.from(account.sendingPreference),
      trustedAuthHost: account.trustedAuthHost,
      createdAt: account.createdAt,
      health: mailboxHealth(account),
    });
  }
}

@InputType()
export class MailServerInput {
  @Field(() => String)
  server: string;

  @Field(() => Int)
  port: number;

  @Field(() => String)
  username: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Blank on edit keeps the stored password, only while server, port and username are unchanged.',
  })
  password?: string;
}

@InputType()
export class SmtpAccountInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => MailServerInput)
  smtp: MailServerInput;

  @Field(() => MailServerInput)
  imap: MailServerInput;

  @Field(() => String, {
    nullable: true,
    description: "IANA zone of a new account's default sending window (UTC when absent).",
  })
  timeZone?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Trusted Authentication-Results host: the receiving server whose own Authentication-Results (authserv-id) and Received headers prove the senders of received mail. Blank clears it; absent on edit keeps it.',
  })
  trustedAuthHost?: string | null;
}
