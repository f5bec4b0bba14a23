import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { MailAccount, ServerSettings } from './mail-account.entity';

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

  @Field(() => Date)
  createdAt: Date;

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
      createdAt: account.createdAt,
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

  @Field(() => String, { nullable: true, description: 'Blank on edit keeps the stored password.' })
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
}
