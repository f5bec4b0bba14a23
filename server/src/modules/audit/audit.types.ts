import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AuditEntryRow } from './queries';

@ObjectType('AuditDetail', { description: 'One detail of an audit entry (`rows`: 120)' })
export class AuditDetailType {
  @Field(() => String)
  key: string;

  @Field(() => String)
  value: string;
}

@ObjectType('AuditEntry', { description: 'Who did what, to what, when and from where' })
export class AuditEntryType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'The actor; null once their user is gone' })
  userId: string | null;

  @Field(() => String, { description: "The actor's address when they acted" })
  actorEmail: string;

  @Field(() => String, { description: 'A stable code such as mailbox.deleted' })
  action: string;

  @Field(() => String, { nullable: true })
  targetType: string | null;

  @Field(() => String, { nullable: true })
  targetId: string | null;

  @Field(() => String, { nullable: true })
  targetLabel: string | null;

  @Field(() => String, { nullable: true, description: 'The client address of the request' })
  ip: string | null;

  @Field(() => String, { nullable: true })
  userAgent: string | null;

  @Field(() => [AuditDetailType])
  details: AuditDetailType[];

  @Field(() => Date)
  createdAt: Date;

  static from(row: AuditEntryRow): AuditEntryType {
    return Object.assign(new AuditEntryType(), {
      id: row.id,
      userId: row.user_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetLabel: row.target_label,
      ip: row.ip,
      userAgent: row.user_agent,
      details: detailsOf(row.meta),
      createdAt: row.created_at,
    });
  }
}

/** The entry's details as text pairs; nested values as JSON. */
export function detailsOf(meta: Record<string, unknown> | null): AuditDetailType[] {
  return Object.entries(meta ?? {}).map(([key, value]) =>
    Object.assign(new AuditDetailType(), {
      key,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    }),
  );
}

@ObjectType('AuditPage', { description: "A page of the workspace's audit log, newest first" })
export class AuditPageType {
  @Field(() => [AuditEntryType])
  entries: AuditEntryType[];

  @Field(() => Int)
  total: number;
}
