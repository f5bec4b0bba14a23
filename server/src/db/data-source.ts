import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from '../modules/entities';
import { pgPool } from './pg';
import { Foundation1763800000000 } from './migrations/1763800000000-foundation';
import { Agenda1763800000001 } from './migrations/1763800000001-agenda';
import { MailAccounts1763800000002 } from './migrations/1763800000002-mail-accounts';
import { Contacts1763800000003 } from './migrations/1763800000003-contacts';
import { ContactImports1763800000004 } from './migrations/1763800000004-contact-imports';
import { ContactSearch1763800000005 } from './migrations/1763800000005-contact-search';
import { Campaigns1763800000006 } from './migrations/1763800000006-campaigns';
import { CampaignSteps1763800000008 } from './migrations/1763800000008-campaign-steps';
import { Sending1763800000009 } from './migrations/1763800000009-sending';
import { EventForeignKeys1763800000010 } from './migrations/1763800000010-event-foreign-keys';
import { SendAccepted1763800000020 } from './migrations/1763800000020-send-accepted';
import { ImapLoginFailures1763800000021 } from './migrations/1763800000021-imap-login-failures';
import { SendDataEnding1763800000022 } from './migrations/1763800000022-send-data-ending';
import { GeneratedColumnMetadata1763800000023 } from './migrations/1763800000023-generated-column-metadata';
import { Reports1763800000024 } from './migrations/1763800000024-reports';
import { RecipientFollowUpIndex1763800000025 } from './migrations/1763800000025-recipient-follow-up-index';
import { CampaignFromName1763800000026 } from './migrations/1763800000026-campaign-from-name';
import { RecipientTab1763800000027 } from './migrations/1763800000027-recipient-tab';
import { LeadPage1763800000028 } from './migrations/1763800000028-lead-page';
import { RecipientSearch1763800000029 } from './migrations/1763800000029-recipient-search';
import { StoppedRecipients1763800000030 } from './migrations/1763800000030-stopped-recipients';
import { ContactSearchPages1763800000031 } from './migrations/1763800000031-contact-search-pages';
import { TrackingHits1763800000048 } from './migrations/1763800000048-tracking-hits';
import { TrackingSpool1763800000032 } from './migrations/1763800000032-tracking-spool';
import { MailboxDispatch1763800000034 } from './migrations/1763800000034-mailbox-dispatch';
import { WorkspaceTimelineShards1763800000035 } from './migrations/1763800000035-workspace-timeline-shards';
import { SendHandedOver1763800000036 } from './migrations/1763800000036-send-handed-over';
import { ContactImportKeys1763800000037 } from './migrations/1763800000037-contact-import-keys';
import { ContactSearchPairs1763800000038 } from './migrations/1763800000038-contact-search-pairs';
import { Webhooks1763800000039 } from './migrations/1763800000039-webhooks';
import { InboxMail1763800000040 } from './migrations/1763800000040-inbox-mail';
import { StepContent1763800000041 } from './migrations/1763800000041-step-content';
import { WebhookOutboxFillfactor1763800000042 } from './migrations/1763800000042-webhook-outbox-fillfactor';
import { ContactMemberAddress1763800000043 } from './migrations/1763800000043-contact-member-address';
import { ContactActivityLists1763800000044 } from './migrations/1763800000044-contact-activity-lists';
import { WebhookPayloadText1763800000045 } from './migrations/1763800000045-webhook-payload-text';
import { InboxThreadPages1763800000046 } from './migrations/1763800000046-inbox-thread-pages';
import { SenderProof1763800000047 } from './migrations/1763800000047-sender-proof';
import { PasswordResetMail1763800000049 } from './migrations/1763800000049-password-reset-mail';
import { UserRoles1763800000050 } from './migrations/1763800000050-user-roles';
import { AuditLog1763800000051 } from './migrations/1763800000051-audit-log';
import { SendingPools1763800000052 } from './migrations/1763800000052-sending-pools';
import { PoolFollowsMailbox1763800000053 } from './migrations/1763800000053-pool-follows-mailbox';
import { RecipientThreadFrom1763800000054 } from './migrations/1763800000054-recipient-thread-from';
import { RecipientTimeZones1763800000055 } from './migrations/1763800000055-recipient-time-zones';
import { MailDomainProvider1763800000056 } from './migrations/1763800000056-mail-domain-provider';
import { PoolKeepsAFirstMailbox1763800000057 } from './migrations/1763800000057-pool-keeps-a-first-mailbox';
import { MailboxDeliverability1763800000058 } from './migrations/1763800000058-mailbox-deliverability';
import { DeliverabilityGuardrails1763800000059 } from './migrations/1763800000059-deliverability-guardrails';
import { SendChecks1763800000060 } from './migrations/1763800000060-send-checks';
import { DueCandidatesIndexes1763800000061 } from './migrations/1763800000061-due-candidates-indexes';
import { RecipientDomainIndexes1763800000062 } from './migrations/1763800000062-recipient-domain-indexes';
import { DomainRechecks1763800000063 } from './migrations/1763800000063-domain-rechecks';
import { ReplyCategories1763800000064 } from './migrations/1763800000064-reply-categories';
import { StepVariants1763800000065 } from './migrations/1763800000065-step-variants';
import { ApiKeysIdempotency1763800000066 } from './migrations/1763800000066-api-keys-idempotency';

const MIGRATIONS = [
  Foundation1763800000000,
  Agenda1763800000001,
  MailAccounts1763800000002,
  Contacts1763800000003,
  ContactImports1763800000004,
  ContactSearch1763800000005,
  Campaigns1763800000006,
  CampaignSteps1763800000008,
  Sending1763800000009,
  EventForeignKeys1763800000010,
  SendAccepted1763800000020,
  ImapLoginFailures1763800000021,
  SendDataEnding1763800000022,
  GeneratedColumnMetadata1763800000023,
  Reports1763800000024,
  RecipientFollowUpIndex1763800000025,
  CampaignFromName1763800000026,
  RecipientTab1763800000027,
  LeadPage1763800000028,
  RecipientSearch1763800000029,
  StoppedRecipients1763800000030,
  ContactSearchPages1763800000031,
  TrackingSpool1763800000032,
  MailboxDispatch1763800000034,
  WorkspaceTimelineShards1763800000035,
  SendHandedOver1763800000036,
  ContactImportKeys1763800000037,
  ContactSearchPairs1763800000038,
  Webhooks1763800000039,
  InboxMail1763800000040,
  StepContent1763800000041,
  WebhookOutboxFillfactor1763800000042,
  ContactMemberAddress1763800000043,
  ContactActivityLists1763800000044,
  WebhookPayloadText1763800000045,
  InboxThreadPages1763800000046,
  SenderProof1763800000047,
  TrackingHits1763800000048,
  PasswordResetMail1763800000049,
  UserRoles1763800000050,
  AuditLog1763800000051,
  SendingPools1763800000052,
  PoolFollowsMailbox1763800000053,
  RecipientThreadFrom1763800000054,
  RecipientTimeZones1763800000055,
  MailDomainProvider1763800000056,
  PoolKeepsAFirstMailbox1763800000057,
  MailboxDeliverability1763800000058,
  DeliverabilityGuardrails1763800000059,
  SendChecks1763800000060,
  DueCandidatesIndexes1763800000061,
  RecipientDomainIndexes1763800000062,
  DomainRechecks1763800000063,
  ReplyCategories1763800000064,
  StepVariants1763800000065,
  ApiKeysIdempotency1763800000066,
];

/** How a process's connections are made. */
export interface DatabaseOptions {
  poolSize?: number;
  /**
   * Named prepared statements (`queryPrepared`, the send path's) keep one generic plan per
   * connection instead of being planned again at every call: on `= ANY($1::uuid[])` the planner
   * always finds the custom plan cheaper, and planned anew the send path's statements cost more
   * than they run (the mailboxes benchmark with paced pools: 53 s of planning for 38 s of
   * execution). Set for worker processes, which run the send path and no searches (a generic plan
   * cannot use a `LIKE 'prefix%'` index).
   */
  genericPlans?: boolean;
}

/** The one TypeORM data source of a process. Migrations run at start; never `synchronize`. */
export function createDataSource(url: string, options: DatabaseOptions = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    poolSize: options.poolSize ?? 10,
    applicationName: 'outbound',
    ...(options.genericPlans
      ? { extra: { options: '-c plan_cache_mode=force_generic_plan' } }
      : {}),
  });
}

/** Any number of API and worker processes may boot together: one migrates, the others wait. */
const MIGRATION_LOCK = 4_200_000_001;

/** Connects and applies pending migrations. `onPoolError` hears idle connections that drop. */
export async function openDatabase(
  url: string,
  onPoolError: (error: Error) => void = () => undefined,
  options: DatabaseOptions = {},
): Promise<DataSource> {
  const dataSource = createDataSource(url, options);
  await dataSource.initialize();
  // An idle connection dropped by the server emits 'error' on the pool; unheard, it kills the process.
  pgPool(dataSource).on('error', onPoolError);
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
  return dataSource;
}
