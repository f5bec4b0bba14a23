/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ApiKeyCreateInput = {
  /** Never expires when left out */
  expiresAt?: string | null | undefined;
  name: string;
  /** read and/or write */
  scopes: Array<string>;
};

export type CampaignListInput = {
  labelIds?: Array<string> | null | undefined;
  limit?: number;
  /** One mailbox (id or address); none = any */
  mailAccount?: string | null | undefined;
  offset?: number;
  search?: string | null | undefined;
  unlabeled?: boolean;
};

/** The Recipients tab's filter, for its export */
export type CampaignRecipientExportInput = {
  campaignId: string;
  /** lead, open, click, reply or bounce */
  eventType?: string | null | undefined;
  listId?: string | null | undefined;
  /** Part of the address; ignored below 2 */
  text?: string | null | undefined;
};

export type CampaignRecipientsInput = {
  campaignId: string;
  /** lead, open, click, reply or bounce: recipients with such an event; empty for all */
  eventType?: string | null | undefined;
  limit?: number;
  listId?: string | null | undefined;
  offset?: number;
  /** Part of the address; ignored below 2 */
  text?: string | null | undefined;
};

export type CampaignScheduleInput = {
  /** ISO 8601 instant */
  startTime: string;
  /** IANA zone */
  startTimeZone: string;
  /** The zone’s offset from UTC in minutes */
  timeOffset?: number | null | undefined;
};

/** Options to change; those left out keep their value */
export type CampaignSettingInput = {
  matchRecipientProvider?: boolean | null | undefined;
  /** 1 to 60 */
  outOfOfficeDays?: number | null | undefined;
  pertinentLaws?: boolean | null | undefined;
  sendInRecipientTimezone?: boolean | null | undefined;
  skipDisposable?: boolean | null | undefined;
  skipRoleAddresses?: boolean | null | undefined;
  stopForCompany?: boolean | null | undefined;
  /** Always off for plain-text campaigns */
  trackClicks?: boolean | null | undefined;
  /** Always off for plain-text campaigns */
  trackOpen?: boolean | null | undefined;
  useSmtp?: boolean | null | undefined;
};

export type CampaignStartInput = {
  /** The mailbox id (or address) */
  assignedTo: string;
  name: string;
  useSmtp?: boolean;
};

/** A filter of All Contacts; none means all contacts. */
export type ContactFilter =
  | 'bounced'
  | 'email_sent'
  | 'engaged'
  | 'has_clicked'
  | 'has_leads'
  | 'has_opened'
  | 'has_replied'
  | 'in_campaign'
  | 'unsubscribed';

export type ContactSearchInput = {
  filter?: ContactFilter | null | undefined;
  limit?: number;
  listId?: string | null | undefined;
  offset?: number;
  /** Part of the address; ignored below 2 characters */
  searchText?: string | null | undefined;
  /** Only contacts of lists this user uploaded */
  userEmail?: string | null | undefined;
};

export type GuardrailSettingsInput = {
  bouncePercent?: number | null | undefined;
  complaintPercent?: number | null | undefined;
  enabled?: boolean | null | undefined;
  minSends?: number | null | undefined;
  windowDays?: number | null | undefined;
};

export type InboxAnswerFormat =
  | 'html'
  | 'text';

export type InboxAnswerInput = {
  /** HTML from the editor, or plain text */
  body: string;
  format?: InboxAnswerFormat;
  /** The received message answered */
  messageId: string;
  /** A UUID made by the client per answer: a retry with it never sends twice */
  requestKey: string;
};

export type InboxConversationsInput = {
  campaignId?: string | null | undefined;
  /** Only conversations whose latest received message is of this category */
  category?: ReplyCategory | null | undefined;
  leadStatus?: LeadStatus | null | undefined;
  limit?: number;
  mailboxId?: string | null | undefined;
  offset?: number;
  /** Part of the address, name or subject; ignored below 2, at most 200 */
  searchText?: string | null | undefined;
  /** Only conversations with unread mail */
  unread?: boolean;
};

/** sent: a campaign step; received: their reply or auto-reply; answer: ours from the app */
export type InboxMessageDirection =
  | 'answer'
  | 'received'
  | 'sent';

/** and: every condition; or: any */
export type LeadClause =
  | 'and'
  | 'or';

export type LeadConditionInput = {
  /** A whole number of 1 or more */
  eventCount: number;
  type: LeadConditionType;
};

export type LeadConditionType =
  | 'click'
  | 'open'
  | 'reply';

export type LeadSearchInput = {
  /** Empty for all, 'unassigned', or a user's email */
  assignedTo?: string | null | undefined;
  campaignId?: string | null | undefined;
  limit?: number;
  offset?: number;
  /** Part of the address; ignored below 2 */
  searchText?: string | null | undefined;
  /** open when not given */
  status?: LeadStatus | null | undefined;
};

export type LeadSettingsInput = {
  /** A user email; empty for nobody */
  assignedTo?: string | null | undefined;
  clause: LeadClause;
  conditions: Array<LeadConditionInput>;
};

/** open, won, ignore or lost */
export type LeadStatus =
  | 'ignore'
  | 'lost'
  | 'open'
  | 'won';

export type MailServerInput = {
  /** Blank on edit keeps the stored password, only while server, port and username are unchanged. */
  password?: string | null | undefined;
  port: number;
  server: string;
  username: string;
};

/** One of a recipient's values: the campaign's variable and its text */
export type RecipientValueInput = {
  name: string;
  value: string;
};

/** What a received message is: reply (a person), out_of_office, auto_reply (acknowledgements, tickets), unsubscribe_request, bounce, other */
export type ReplyCategory =
  | 'auto_reply'
  | 'bounce'
  | 'other'
  | 'out_of_office'
  | 'reply'
  | 'unsubscribe_request';

export type SendingPreferenceInput = {
  /** Blocked days: 0 = Sunday … 6 = Saturday. */
  workDays: Array<number>;
  workLoadCapacity: WorkLoadCapacityInput;
  workTime: WorkTimeInput;
};

export type SmtpAccountInput = {
  email: string;
  imap: MailServerInput;
  name: string;
  smtp: MailServerInput;
  /** IANA zone of a new account's default sending window (UTC when absent). */
  timeZone?: string | null | undefined;
  /** Trusted Authentication-Results host: the receiving server whose own Authentication-Results (authserv-id) and Received headers prove the senders of received mail. Blank clears it; absent on edit keeps it. */
  trustedAuthHost?: string | null | undefined;
};

export type StepInput = {
  body: string;
  /** Days after the previous message */
  delay?: number | null | undefined;
  /** The message’s id; none for a new message */
  id?: string | null | undefined;
  /** Follow-ups always get Re: + the first subject */
  subject?: string;
  /** 1 to 5 variants, A first; given, they replace subject and body */
  variants?: Array<StepVariantInput> | null | undefined;
};

export type StepVariantInput = {
  body: string;
  subject?: string;
};

/** Which column of the new list fills a campaign variable */
export type VariableMappingInput = {
  column: string;
  variable: string;
};

export type WebhookCreateInput = {
  /** On by default */
  enabled?: boolean | null | undefined;
  events: Array<string>;
  url: string;
};

/** A field left out is kept */
export type WebhookUpdateInput = {
  enabled?: boolean | null | undefined;
  events?: Array<string> | null | undefined;
  url?: string | null | undefined;
};

export type WorkLoadCapacityInput = {
  /** Max emails at a time (per burst). */
  maxJobInSingleBurst: number;
  /** Max emails per day. */
  maxJobInSingleDay: number;
  /** Max emails per rolling hour (0: none). */
  maxJobInSingleHour?: number;
  /** Pacing: max seconds between two emails; one email at a time when set. */
  maxSecondsBetweenEmails?: number;
  /** Pacing: min seconds between two emails (0: bursts, as above). */
  minSecondsBetweenEmails?: number;
  /** Minutes between sends (bursts). */
  minimumTimeBetweenJobBursts: number;
  /** Ramp-up: emails added to the day for each earlier day it sent. */
  rampUpIncrement?: number;
  /** Ramp-up: emails a day on the first day (0: no ramp-up). */
  rampUpStart?: number;
  /** send_as_fast_as_possible or space_out_over_the_day */
  strategy: string;
};

export type WorkTimeInput = {
  /** Start, in minutes from midnight in timeZone. */
  fromTime: number;
  /** IANA time zone. */
  timeZone: string;
  /** End (exclusive), in minutes from midnight in timeZone. */
  toTime: number;
};

export type ApiKeyFieldsFragment = { id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: ApiKeyCreateInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { id: string, key: string, apiKey: { id: string, name: string, prefix: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  apiKeyId: string;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: string };

export type AuditLogQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type AuditLogQuery = { auditLog: { total: number, entries: Array<{ id: string, actorEmail: string, action: string, targetType: string | null, targetLabel: string | null, ip: string | null, userAgent: string | null, createdAt: string, details: Array<{ key: string, value: string }> }> } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: boolean };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, email: string, status: string, createdAt: string } };

export type ResetPasswordMutationVariables = Exact<{
  token?: string | null | undefined;
  password: string;
  currentPassword?: string | null | undefined;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type UserFieldsFragment = { id: string, name: string, email: string, status: string, createdAt: string };

export type SendingCalendarQueryVariables = Exact<{
  email: string;
  date?: string | null | undefined;
}>;


export type SendingCalendarQuery = { sendingCalendar: { email: string, timeZone: string, fromDate: string, toDate: string, legends: Array<{ campaignId: string, name: string, url: string }>, days: Array<{ date: string, totalCount: number, slots: Array<{ startTime: string, totalSend: number, campaignId: string, campaignName: string, status: string, types: Array<{ name: string, rule: string, totalSend: number }> }> }> } };

export type CampaignContactExportQueryVariables = Exact<{
  campaignId: string;
  stepId?: string | null | undefined;
  after?: string | null | undefined;
  limit: number;
}>;


export type CampaignContactExportQuery = { campaignContactExport: { next: string | null, rows: Array<{ email: string, lastSentOn: string | null, opens: number, clicks: number, replies: number, bounced: boolean, lead: boolean }> } };

export type CampaignDetailFieldsFragment = { id: string, name: string, status: string, pauseReason: string | null, currentTab: string, createdAt: string, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string } | null, mailAccounts: Array<{ id: string, email: string, name: string }>, counts: { recipients: number }, heldRecipients: { count: number, fix: string | null }, steps: Array<{ id: string, position: number, status: string }>, pausedMailAccounts: Array<{ email: string, reason: string | null }> };

export type CampaignDetailQueryVariables = Exact<{
  id: string;
}>;


export type CampaignDetailQuery = { campaign: { id: string, name: string, status: string, pauseReason: string | null, currentTab: string, createdAt: string, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string } | null, mailAccounts: Array<{ id: string, email: string, name: string }>, counts: { recipients: number }, heldRecipients: { count: number, fix: string | null }, steps: Array<{ id: string, position: number, status: string }>, pausedMailAccounts: Array<{ email: string, reason: string | null }> } };

export type CampaignDiagnosisQueryVariables = Exact<{
  campaignId: string;
}>;


export type CampaignDiagnosisQuery = { campaignDiagnosis: { state: string, reason: string, nextSendAt: string | null, details: Array<{ kind: string, message: string, email: string | null, at: string | null, count: number | null }> } };

export type CampaignRecipientExportQueryVariables = Exact<{
  input: CampaignRecipientExportInput;
  after?: string | null | undefined;
  limit: number;
}>;


export type CampaignRecipientExportQuery = { campaignRecipientExport: { next: string | null, displayKeys: Array<string>, recipients: Array<{ email: string, createdAt: string, latestSentAt: string | null, paused: boolean, state: string, values: Array<string>, senderEmail: string | null, waitingReason: string | null }> } };

export type CampaignRecipientFieldsFragment = { id: string, email: string, createdAt: string, latestSentAt: string | null, paused: boolean, state: string, values: Array<string>, senderId: string | null, senderEmail: string | null, waitingReason: string | null, status: string, reason: string | null, flags: Array<string>, nextDue: { timeZone: string | null, windowZone: string, at: string | null } | null };

export type CampaignRecipientsQueryVariables = Exact<{
  input: CampaignRecipientsInput;
}>;


export type CampaignRecipientsQuery = { campaignRecipients: { totalCount: number, displayKeys: Array<string>, recipients: Array<{ id: string, email: string, createdAt: string, latestSentAt: string | null, paused: boolean, state: string, values: Array<string>, senderId: string | null, senderEmail: string | null, waitingReason: string | null, status: string, reason: string | null, flags: Array<string>, nextDue: { timeZone: string | null, windowZone: string, at: string | null } | null }> } };

export type SetRecipientsPausedMutationVariables = Exact<{
  campaignId: string;
  emails: Array<string> | string;
  paused: boolean;
}>;


export type SetRecipientsPausedMutation = { setRecipientsPaused: Array<{ id: string, email: string, createdAt: string, latestSentAt: string | null, paused: boolean, state: string, values: Array<string>, senderId: string | null, senderEmail: string | null, waitingReason: string | null, status: string, reason: string | null, flags: Array<string>, nextDue: { timeZone: string | null, windowZone: string, at: string | null } | null }> };

export type MoveRecipientsToMailboxMutationVariables = Exact<{
  campaignId: string;
  emails: Array<string> | string;
  mailAccountId: string;
}>;


export type MoveRecipientsToMailboxMutation = { moveRecipientsToMailbox: Array<{ id: string, email: string, createdAt: string, latestSentAt: string | null, paused: boolean, state: string, values: Array<string>, senderId: string | null, senderEmail: string | null, waitingReason: string | null, status: string, reason: string | null, flags: Array<string>, nextDue: { timeZone: string | null, windowZone: string, at: string | null } | null }> };

export type DetailCampaignListsQueryVariables = Exact<{
  campaignId: string;
}>;


export type DetailCampaignListsQuery = { campaignLists: Array<{ id: string, name: string }> };

export type DuplicateCampaignMutationVariables = Exact<{
  id: string;
}>;


export type DuplicateCampaignMutation = { duplicateCampaign: { id: string, status: string, currentTab: string } };

export type OverviewActivitiesQueryVariables = Exact<{
  campaignId: string;
  listId?: string | null | undefined;
  ignoreSends: boolean;
  offset: number;
  limit: number;
}>;


export type OverviewActivitiesQuery = { campaignActivities: { total: number, activities: Array<{ id: string, type: string, createdAt: string, email: string, stepPosition: number | null }> } };

export type OverviewFigureFieldsFragment = { count: number, percentage: number };

export type OverviewFiguresFieldsFragment = { recipients: number, sent: number, pending: number, open: { count: number, percentage: number }, click: { count: number, percentage: number }, reply: { count: number, percentage: number }, bounce: { count: number, percentage: number }, unsubscribe: { count: number, percentage: number }, lead: { count: number, percentage: number } };

export type OverviewSummaryQueryVariables = Exact<{
  campaignId: string;
  listId?: string | null | undefined;
}>;


export type OverviewSummaryQuery = { campaignOverview: { tracked: boolean, messagesSent: number, leads: { total: number, won: { count: number, percentage: number }, lost: { count: number, percentage: number }, open: { count: number, percentage: number }, ignore: { count: number, percentage: number } }, steps: Array<{ position: number, subject: string, status: string, figures: { recipients: number, sent: number, pending: number, open: { count: number, percentage: number }, click: { count: number, percentage: number }, reply: { count: number, percentage: number }, bounce: { count: number, percentage: number }, unsubscribe: { count: number, percentage: number }, lead: { count: number, percentage: number } } }>, total: { recipients: number, sent: number, pending: number, open: { count: number, percentage: number }, click: { count: number, percentage: number }, reply: { count: number, percentage: number }, bounce: { count: number, percentage: number }, unsubscribe: { count: number, percentage: number }, lead: { count: number, percentage: number } } } };

export type OverviewTimelineGraphQueryVariables = Exact<{
  campaignId: string;
  listId?: string | null | undefined;
  startDate: string;
  endDate: string;
}>;


export type OverviewTimelineGraphQuery = { campaignTimelineGraph: { timeZone: string, series: Array<{ key: string, label: string, stepId: string | null }>, days: Array<{ date: string, values: Array<number> }> } };

export type OverviewTimelineQueryVariables = Exact<{
  campaignId: string;
  listId?: string | null | undefined;
}>;


export type OverviewTimelineQuery = { campaignTimeline: { timeZone: string, firstDate: string, today: string, lists: Array<{ name: string, createdAt: string, totalContacts: number }> } };

export type VariantTestFieldsFragment = { winner: string | null, pValue: number | null, verdict: string };

export type OverviewVariantsFieldsFragment = { campaignId: string, autoPick: boolean, pick: string | null, minSample: number, steps: Array<{ stepId: string, position: number, variants: Array<{ letter: string, sent: number, replied: number, leads: number, bounced: number, unsubscribed: number, opened: number, clicked: number, replyRate: number }>, test: { winner: string | null, pValue: number | null, verdict: string } }>, sequence: { variants: Array<{ letter: string, sent: number, replied: number, replyRate: number }>, test: { winner: string | null, pValue: number | null, verdict: string } } };

export type OverviewVariantsQueryVariables = Exact<{
  campaignId: string;
}>;


export type OverviewVariantsQuery = { campaignVariants: { campaignId: string, autoPick: boolean, pick: string | null, minSample: number, steps: Array<{ stepId: string, position: number, variants: Array<{ letter: string, sent: number, replied: number, leads: number, bounced: number, unsubscribed: number, opened: number, clicked: number, replyRate: number }>, test: { winner: string | null, pValue: number | null, verdict: string } }>, sequence: { variants: Array<{ letter: string, sent: number, replied: number, replyRate: number }>, test: { winner: string | null, pValue: number | null, verdict: string } } } };

export type SetVariantAutoPickMutationVariables = Exact<{
  campaignId: string;
  enabled: boolean;
}>;


export type SetVariantAutoPickMutation = { setVariantAutoPick: { campaignId: string, autoPick: boolean, pick: string | null, minSample: number, steps: Array<{ stepId: string, position: number, variants: Array<{ letter: string, sent: number, replied: number, leads: number, bounced: number, unsubscribed: number, opened: number, clicked: number, replyRate: number }>, test: { winner: string | null, pValue: number | null, verdict: string } }>, sequence: { variants: Array<{ letter: string, sent: number, replied: number, replyRate: number }>, test: { winner: string | null, pValue: number | null, verdict: string } } } };

export type RecipientDiagnosisQueryVariables = Exact<{
  campaignId: string;
  recipientId: string;
}>;


export type RecipientDiagnosisQuery = { recipientDiagnosis: { state: string, reason: string, nextSendAt: string | null, details: Array<{ kind: string, message: string, email: string | null, at: string | null, count: number | null }> } };

export type RecipientNextDueFieldsFragment = { nextDue: { timeZone: string | null, windowZone: string, at: string | null } | null };

export type UpdateRecipientValuesMutationVariables = Exact<{
  campaignId: string;
  email: string;
  values: Array<RecipientValueInput> | RecipientValueInput;
}>;


export type UpdateRecipientValuesMutation = { updateRecipientValues: { id: string, email: string, createdAt: string, latestSentAt: string | null, paused: boolean, state: string, values: Array<string>, senderId: string | null, senderEmail: string | null, waitingReason: string | null, status: string, reason: string | null, flags: Array<string>, nextDue: { timeZone: string | null, windowZone: string, at: string | null } | null } };

export type RenameCampaignMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type RenameCampaignMutation = { renameCampaign: { id: string, name: string } };

export type SequenceStepFieldsFragment = { id: string, position: number, subject: string, body: string, status: string, delay: number, totalRecipients: number, pendingRecipients: number, sent: number, eventCounts: Array<{ type: string, count: number, percentage: number }> };

export type SequenceStepsQueryVariables = Exact<{
  campaignId: string;
}>;


export type SequenceStepsQuery = { campaignSteps: Array<{ id: string, position: number, subject: string, body: string, status: string, delay: number, totalRecipients: number, pendingRecipients: number, sent: number, eventCounts: Array<{ type: string, count: number, percentage: number }> }> };

export type SetDetailCampaignStatusMutationVariables = Exact<{
  id: string;
  status: string;
  schedule?: CampaignScheduleInput | null | undefined;
}>;


export type SetDetailCampaignStatusMutation = { setCampaignStatus: Array<{ id: string, name: string, status: string, pauseReason: string | null, currentTab: string, createdAt: string, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string } | null, mailAccounts: Array<{ id: string, email: string, name: string }>, counts: { recipients: number }, heldRecipients: { count: number, fix: string | null }, steps: Array<{ id: string, position: number, status: string }>, pausedMailAccounts: Array<{ email: string, reason: string | null }> }> };

export type SetSequenceStepStatusMutationVariables = Exact<{
  campaignId: string;
  stepId: string;
  status: string;
}>;


export type SetSequenceStepStatusMutation = { setStepStatus: { id: string, status: string, message: string } };

export type SettingsAddressChecksQueryVariables = Exact<{
  campaignId: string;
}>;


export type SettingsAddressChecksQuery = { campaignSetting: { skipRoleAddresses: boolean, skipDisposable: boolean } };

export type SettingsSaveAddressChecksMutationVariables = Exact<{
  campaignId: string;
  input: CampaignSettingInput;
}>;


export type SettingsSaveAddressChecksMutation = { updateCampaignSetting: { id: string } };

export type SettingsLeadSettingsFieldsFragment = { assignedTo: string | null, clause: LeadClause, conditions: Array<{ type: LeadConditionType, eventCount: number }> };

export type SettingsLeadSettingsQueryVariables = Exact<{
  campaignId: string;
}>;


export type SettingsLeadSettingsQuery = { campaignLeadSettings: { assignedTo: string | null, clause: LeadClause, conditions: Array<{ type: LeadConditionType, eventCount: number }> } };

export type SettingsUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsUsersQuery = { users: Array<{ id: string, name: string, email: string }> };

export type SettingsUpdateLeadSettingsMutationVariables = Exact<{
  campaignId: string;
  input: LeadSettingsInput;
}>;


export type SettingsUpdateLeadSettingsMutation = { updateCampaignLeadSettings: { assignedTo: string | null, clause: LeadClause, conditions: Array<{ type: LeadConditionType, eventCount: number }> } };

export type SettingsReplyHandlingQueryVariables = Exact<{
  campaignId: string;
}>;


export type SettingsReplyHandlingQuery = { campaignSetting: { stopForCompany: boolean, outOfOfficeDays: number } };

export type SettingsSaveReplyHandlingMutationVariables = Exact<{
  campaignId: string;
  input: CampaignSettingInput;
}>;


export type SettingsSaveReplyHandlingMutation = { updateCampaignSetting: { id: string } };

export type SettingsSendingAccountFieldsFragment = { campaignId: string, campaignStatus: string, fromName: string, customFromName: boolean, useSmtp: boolean, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null };

export type SettingsSendingAccountQueryVariables = Exact<{
  campaignId: string;
}>;


export type SettingsSendingAccountQuery = { campaignSendingAccount: { campaignId: string, campaignStatus: string, fromName: string, customFromName: boolean, useSmtp: boolean, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null } };

export type SettingsMailAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsMailAccountsQuery = { mailAccounts: Array<{ id: string, email: string, name: string, hasSmtp: boolean }> };

export type SettingsUpdateSendingAccountMutationVariables = Exact<{
  campaignId: string;
  assignedTo: string;
  fromName: string;
  useSmtp?: boolean | null | undefined;
}>;


export type SettingsUpdateSendingAccountMutation = { updateCampaignMailAccount: { campaignId: string, campaignStatus: string, fromName: string, customFromName: boolean, useSmtp: boolean, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null } };

export type SettingsSendingPoolQueryVariables = Exact<{
  campaignId: string;
}>;


export type SettingsSendingPoolQuery = { campaign: { id: string, mailAccounts: Array<{ id: string }> }, campaignSetting: { matchRecipientProvider: boolean, sendInRecipientTimezone: boolean }, poolMailboxes: Array<{ id: string, email: string, name: string, dailyCap: number, sentToday: number }> };

export type SettingsSetSendingPoolMutationVariables = Exact<{
  campaignId: string;
  ids: Array<string> | string;
}>;


export type SettingsSetSendingPoolMutation = { setCampaignMailAccounts: { id: string, mailAccounts: Array<{ id: string, email: string, name: string }> } };

export type SettingsSavePoolOptionsMutationVariables = Exact<{
  campaignId: string;
  input: CampaignSettingInput;
}>;


export type SettingsSavePoolOptionsMutation = { updateCampaignSetting: { id: string } };

export type CampaignLabelFragment = { id: string, name: string };

export type CampaignLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignLabelsQuery = { labels: Array<{ id: string, name: string }> };

export type CampaignListRowQueryVariables = Exact<{
  id: string;
}>;


export type CampaignListRowQuery = { campaign: { id: string, name: string, status: string, currentTab: string, createdAt: string, createdByName: string | null, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, uncertainCount: number, mailAccount: { id: string, email: string, name: string } | null, counts: { recipients: number, sent: number, lead: number, reply: number, open: number, bounce: number }, labels: Array<{ id: string, name: string }> } };

export type CampaignListQueryVariables = Exact<{
  input: CampaignListInput;
}>;


export type CampaignListQuery = { campaigns: { total: number, campaigns: Array<{ id: string, name: string, status: string, currentTab: string, createdAt: string, createdByName: string | null, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, uncertainCount: number, mailAccount: { id: string, email: string, name: string } | null, counts: { recipients: number, sent: number, lead: number, reply: number, open: number, bounce: number }, labels: Array<{ id: string, name: string }> }> } };

export type CampaignMailAccountOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignMailAccountOptionsQuery = { mailAccounts: Array<{ id: string, email: string, name: string }> };

export type CampaignRowFragment = { id: string, name: string, status: string, currentTab: string, createdAt: string, createdByName: string | null, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, uncertainCount: number, mailAccount: { id: string, email: string, name: string } | null, counts: { recipients: number, sent: number, lead: number, reply: number, open: number, bounce: number }, labels: Array<{ id: string, name: string }> };

export type ChangeCampaignStatusMutationVariables = Exact<{
  ids: Array<string> | string;
  status: string;
}>;


export type ChangeCampaignStatusMutation = { setCampaignStatus: Array<{ id: string, status: string }> };

export type CreateLabelMutationVariables = Exact<{
  name: string;
}>;


export type CreateLabelMutation = { createLabel: { id: string, name: string } };

export type DeleteCampaignsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeleteCampaignsMutation = { setCampaignStatus: Array<{ id: string }> };

export type DeleteLabelMutationVariables = Exact<{
  id: string;
}>;


export type DeleteLabelMutation = { deleteLabel: string };

export type RenameLabelMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type RenameLabelMutation = { updateLabel: { id: string, name: string } };

export type SetCampaignLabelMutationVariables = Exact<{
  campaignIds: Array<string> | string;
  labelId: string;
  add: boolean;
}>;


export type SetCampaignLabelMutation = { setCampaignLabel: Array<{ id: string, labels: Array<{ id: string, name: string }> }> };

export type ContactImportQueryVariables = Exact<{
  id: string;
}>;


export type ContactImportQuery = { contactImport: { id: string, listId: string, name: string, status: string, bytesTotal: number, bytesRead: number, rowsRead: number, imported: number, duplicates: number, invalid: number, message: string | null, zonesUnreadable: number, zonesUnreadableLines: Array<number>, errors: Array<{ line: number, reason: string }> } };

export type ContactListsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactListsQuery = { contactLists: Array<{ id: string, name: string, contactsCount: number }> };

export type ContactStatsQueryVariables = Exact<{
  userEmail?: string | null | undefined;
}>;


export type ContactStatsQuery = { contactStats: { total: number, inCampaign: number, engaged: number, leads: number, bounced: number, unsubscribed: number } };

export type ContactsQueryVariables = Exact<{
  input: ContactSearchInput;
}>;


export type ContactsQuery = { contacts: { total: number, totalCapped: boolean, rows: Array<{ id: string, email: string, createdAt: string, status: string, displayStatus: string, campaignCount: number, sentCount: number, engagedCount: number }> } };

export type MailUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type MailUsersQuery = { users: Array<{ id: string, name: string, email: string }> };

export type DoNotContactQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type DoNotContactQuery = { doNotContact: { totalCount: number, entries: Array<{ value: string, kind: string, createdAt: string }> } };

export type AddDoNotContactMutationVariables = Exact<{
  entries: Array<string> | string;
}>;


export type AddDoNotContactMutation = { addDoNotContact: string };

export type RemoveDoNotContactMutationVariables = Exact<{
  entries: Array<string> | string;
}>;


export type RemoveDoNotContactMutation = { removeDoNotContact: string };

export type ImportDoNotContactMutationVariables = Exact<{
  csv: string;
}>;


export type ImportDoNotContactMutation = { importDoNotContact: string };

export type GuardrailRuleFieldsFragment = { enabled: boolean | null, bouncePercent: number | null, minSends: number | null, windowDays: number | null, complaintPercent: number | null };

export type GuardrailSettingsQueryVariables = Exact<{
  email?: string | null | undefined;
}>;


export type GuardrailSettingsQuery = { guardrailSettings: { stored: { enabled: boolean | null, bouncePercent: number | null, minSends: number | null, windowDays: number | null, complaintPercent: number | null }, effective: { enabled: boolean | null, bouncePercent: number | null, minSends: number | null, windowDays: number | null, complaintPercent: number | null } } };

export type UpdateGuardrailSettingsMutationVariables = Exact<{
  email?: string | null | undefined;
  input: GuardrailSettingsInput;
}>;


export type UpdateGuardrailSettingsMutation = { updateGuardrailSettings: { stored: { enabled: boolean | null, bouncePercent: number | null, minSends: number | null, windowDays: number | null, complaintPercent: number | null }, effective: { enabled: boolean | null, bouncePercent: number | null, minSends: number | null, windowDays: number | null, complaintPercent: number | null } } };

export type DashboardFiguresFieldsFragment = { messages: number, recipients: number, opens: number, clicks: number, replies: number, bounces: number, leads: number };

export type DashboardRecentEventFieldsFragment = { id: string, email: string, campaignId: string, campaignName: string, at: string };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { dashboard: { timeZone: string, days: Array<{ date: string, messages: number, recipients: number, opens: number, clicks: number, replies: number, bounces: number, leads: number }>, totals: { messages: number, recipients: number, opens: number, clicks: number, replies: number, bounces: number, leads: number }, rates: { opens: number, clicks: number, replies: number, bounces: number }, mailboxesToday: Array<{ mailboxId: string, email: string, name: string, status: string, date: string, timeZone: string, made: number, planned: number, paused: boolean }>, attention: Array<{ mailboxId: string, email: string, name: string, type: string, reason: string, detail: string }>, recentReplies: Array<{ id: string, email: string, campaignId: string, campaignName: string, at: string }>, recentLeads: Array<{ id: string, email: string, campaignId: string, campaignName: string, at: string }>, setup: { hasMailbox: boolean, hasContacts: boolean, hasCampaign: boolean } } };

export type DeliverabilityWarningsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliverabilityWarningsQuery = { deliverabilityWarnings: Array<{ mailAccountId: string, email: string, checkedAt: string, regressed: Array<string> }> };

export type MarkInboxConversationReadMutationVariables = Exact<{
  conversationId: string;
  read: boolean;
}>;


export type MarkInboxConversationReadMutation = { markInboxConversationRead: { id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null } };

export type SetInboxLeadStatusMutationVariables = Exact<{
  conversationId: string;
  status: LeadStatus;
}>;


export type SetInboxLeadStatusMutation = { setInboxLeadStatus: { id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null } };

export type AssignInboxLeadMutationVariables = Exact<{
  conversationId: string;
  assignedToEmail: string;
}>;


export type AssignInboxLeadMutation = { assignInboxLead: { id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null } };

export type SetInboxRecipientPausedMutationVariables = Exact<{
  conversationId: string;
  paused: boolean;
}>;


export type SetInboxRecipientPausedMutation = { setInboxRecipientPaused: { id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null } };

export type AnswerInboxMessageMutationVariables = Exact<{
  input: InboxAnswerInput;
}>;


export type AnswerInboxMessageMutation = { answerInboxMessage: { id: string, conversationId: string, subject: string, state: string, lastError: string | null, createdAt: string, sentAt: string | null } };

export type SetInboxMessageCategoryMutationVariables = Exact<{
  messageId: string;
  category: ReplyCategory;
}>;


export type SetInboxMessageCategoryMutation = { setInboxMessageCategory: { id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null } };

export type InboxConversationRowFragment = { id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null };

export type InboxMessageFieldsFragment = { id: string, direction: InboxMessageDirection, at: string, subject: string, kind: string | null, category: ReplyCategory | null, fromEmail: string, fromName: string, to: string, cc: string, html: string | null, text: string | null, truncated: boolean, unread: boolean, state: string | null, stepPosition: number | null, imagesHidden: boolean, senderVerified: boolean, note: string | null, attachments: Array<{ id: string, filename: string, contentType: string, size: number, downloadable: boolean, url: string | null }> };

export type InboxConversationQueryVariables = Exact<{
  conversationId: string;
  showImages: boolean;
  before?: string | null | undefined;
}>;


export type InboxConversationQuery = { inboxConversation: { id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null, olderCursor: string | null, messages: Array<{ id: string, direction: InboxMessageDirection, at: string, subject: string, kind: string | null, category: ReplyCategory | null, fromEmail: string, fromName: string, to: string, cc: string, html: string | null, text: string | null, truncated: boolean, unread: boolean, state: string | null, stepPosition: number | null, imagesHidden: boolean, senderVerified: boolean, note: string | null, attachments: Array<{ id: string, filename: string, contentType: string, size: number, downloadable: boolean, url: string | null }> }> } };

export type InboxConversationsQueryVariables = Exact<{
  input: InboxConversationsInput;
}>;


export type InboxConversationsQuery = { inboxConversations: { totalCount: number, conversations: Array<{ id: string, recipientId: string, campaignId: string, campaignName: string, mailboxId: string, mailboxEmail: string, peerEmail: string, peerName: string, lastFromEmail: string, subject: string, snippet: string, lastMessageAt: string, messageCount: number, unreadCount: number, leadId: string | null, leadStatus: LeadStatus | null, assignedToEmail: string | null, recipientPaused: boolean, category: ReplyCategory | null, awayNote: string | null }> } };

export type InboxFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxFilterOptionsQuery = { mailAccounts: Array<{ id: string, email: string }>, campaignNames: Array<{ id: string, name: string }>, users: Array<{ id: string, name: string, email: string }> };

export type InboxUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxUnreadCountQuery = { inboxUnreadCount: number };

export type LeadFieldsFragment = { id: string, email: string, campaignId: string, campaignName: string, status: LeadStatus, assignedToEmail: string | null, assignedToName: string | null, createdAt: string, reply: { subject: string | null, snippet: string | null, receivedAt: string } | null };

export type LeadCampaignNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadCampaignNamesQuery = { campaignNames: Array<{ id: string, name: string }> };

export type LeadAssigneesQueryVariables = Exact<{ [key: string]: never; }>;


export type LeadAssigneesQuery = { users: Array<{ id: string, name: string, email: string }> };

export type LeadsQueryVariables = Exact<{
  input: LeadSearchInput;
}>;


export type LeadsQuery = { leads: { totalCount: number, leads: Array<{ id: string, email: string, campaignId: string, campaignName: string, status: LeadStatus, assignedToEmail: string | null, assignedToName: string | null, createdAt: string, reply: { subject: string | null, snippet: string | null, receivedAt: string } | null }> } };

export type UpdateLeadsMutationVariables = Exact<{
  ids: Array<string> | string;
  status?: LeadStatus | null | undefined;
  assignedToEmail?: string | null | undefined;
}>;


export type UpdateLeadsMutation = { updateLeads: Array<{ id: string, email: string, campaignId: string, campaignName: string, status: LeadStatus, assignedToEmail: string | null, assignedToName: string | null, createdAt: string, reply: { subject: string | null, snippet: string | null, receivedAt: string } | null }> };

export type ConnectGoogleAccountMutationVariables = Exact<{
  authCode: string;
  redirectUrl: string;
}>;


export type ConnectGoogleAccountMutation = { connectGoogleAccount: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string } };

export type CreateSmtpAccountMutationVariables = Exact<{
  input: SmtpAccountInput;
}>;


export type CreateSmtpAccountMutation = { createSmtpAccount: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string, smtp: { server: string, port: number, username: string } | null, imap: { server: string, port: number, username: string } | null } };

export type DeleteMailAccountMutationVariables = Exact<{
  email: string;
}>;


export type DeleteMailAccountMutation = { deleteMailAccount: boolean };

export type GoogleAuthUrlQueryVariables = Exact<{
  redirectUrl: string;
  loginHint?: string | null | undefined;
}>;


export type GoogleAuthUrlQuery = { googleAuthUrl: string };

export type GoogleSignInConfiguredQueryVariables = Exact<{ [key: string]: never; }>;


export type GoogleSignInConfiguredQuery = { googleSignInConfigured: boolean };

export type GoogleSmtpQueryVariables = Exact<{
  id: string;
}>;


export type GoogleSmtpQuery = { googleSmtp: { server: string, port: number, username: string } | null };

export type MailAccountCampaignsQueryVariables = Exact<{
  email: string;
}>;


export type MailAccountCampaignsQuery = { mailAccountCampaigns: Array<string> };

export type MailAccountConnectionQueryVariables = Exact<{
  email: string;
}>;


export type MailAccountConnectionQuery = { mailAccount: { trustedAuthHost: string | null, id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string, smtp: { server: string, port: number, username: string } | null, imap: { server: string, port: number, username: string } | null } };

export type DeliverabilityFieldsFragment = { mailAccountId: string, domain: string, checkedAt: string, regressed: Array<string>, trackingDomain: string | null, checks: Array<{ name: string, status: string, detail: string, fix: string | null }> };

export type MailAccountDeliverabilityQueryVariables = Exact<{
  id: string;
}>;


export type MailAccountDeliverabilityQuery = { mailAccountDeliverability: { mailAccountId: string, domain: string, checkedAt: string, regressed: Array<string>, trackingDomain: string | null, checks: Array<{ name: string, status: string, detail: string, fix: string | null }> } };

export type CheckMailAccountDeliverabilityMutationVariables = Exact<{
  id: string;
}>;


export type CheckMailAccountDeliverabilityMutation = { checkMailAccountDeliverability: { mailAccountId: string, domain: string, checkedAt: string, regressed: Array<string>, trackingDomain: string | null, checks: Array<{ name: string, status: string, detail: string, fix: string | null }> } };

export type SetMailAccountTrackingDomainMutationVariables = Exact<{
  id: string;
  trackingDomain?: string | null | undefined;
}>;


export type SetMailAccountTrackingDomainMutation = { setMailAccountTrackingDomain: { mailAccountId: string, domain: string, checkedAt: string, regressed: Array<string>, trackingDomain: string | null, checks: Array<{ name: string, status: string, detail: string, fix: string | null }> } };

export type ProbeMailAccountDeliverabilityMutationVariables = Exact<{
  id: string;
}>;


export type ProbeMailAccountDeliverabilityMutation = { probeMailAccountDeliverability: { folder: string | null, authenticationResults: string | null, authservId: string | null, results: Array<{ method: string, result: string }> } };

export type MailAccountFieldsFragment = { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string };

export type MailAccountPreferenceQueryVariables = Exact<{
  email: string;
}>;


export type MailAccountPreferenceQuery = { mailAccount: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string, sendingPreference: { workDays: Array<number>, workTime: { fromTime: number, toTime: number, timeZone: string }, workLoadCapacity: { strategy: string, maxJobInSingleDay: number, minimumTimeBetweenJobBursts: number, maxJobInSingleBurst: number, minSecondsBetweenEmails: number, maxSecondsBetweenEmails: number, maxJobInSingleHour: number, rampUpStart: number, rampUpIncrement: number } }, rampUp: { day: number, perDay: number, maxPerDay: number } | null } };

export type MailAccountWarmupFieldsFragment = { configured: boolean, status: boolean, errorCode: number | null, message: string | null, warmupStatus: boolean, warmupStartTime: number | null, aggregateResult: { received: number, sent: number, landedSpam: number }, dateWiseResult: Array<{ date: string, landedInbox: number, landedSpam: number }> };

export type MailAccountWarmupQueryVariables = Exact<{
  id: string;
}>;


export type MailAccountWarmupQuery = { mailAccountWarmup: { configured: boolean, status: boolean, errorCode: number | null, message: string | null, warmupStatus: boolean, warmupStartTime: number | null, aggregateResult: { received: number, sent: number, landedSpam: number }, dateWiseResult: Array<{ date: string, landedInbox: number, landedSpam: number }> } };

export type MailAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MailAccountsQuery = { mailAccounts: Array<{ id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string, health: { state: string, reason: string | null, since: string | null } }> };

export type MailServerFieldsFragment = { server: string, port: number, username: string };

export type MailboxHealthFieldsFragment = { id: string, health: { state: string, reason: string | null, since: string | null } };

export type ReconnectGoogleAccountMutationVariables = Exact<{
  email: string;
  authCode: string;
  redirectUrl: string;
  name?: string | null | undefined;
}>;


export type ReconnectGoogleAccountMutation = { reconnectGoogleAccount: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string } };

export type ReconnectSmtpAccountMutationVariables = Exact<{
  input: SmtpAccountInput;
}>;


export type ReconnectSmtpAccountMutation = { reconnectSmtpAccount: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string, smtp: { server: string, port: number, username: string } | null, imap: { server: string, port: number, username: string } | null } };

export type ResumeMailAccountMutationVariables = Exact<{
  email: string;
}>;


export type ResumeMailAccountMutation = { resumeMailAccount: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string, health: { state: string, reason: string | null, since: string | null } } };

export type SendingPreferenceFieldsFragment = { workDays: Array<number>, workTime: { fromTime: number, toTime: number, timeZone: string }, workLoadCapacity: { strategy: string, maxJobInSingleDay: number, minimumTimeBetweenJobBursts: number, maxJobInSingleBurst: number, minSecondsBetweenEmails: number, maxSecondsBetweenEmails: number, maxJobInSingleHour: number, rampUpStart: number, rampUpIncrement: number } };

export type SetMailAccountEnabledMutationVariables = Exact<{
  email: string;
  enabled: boolean;
}>;


export type SetMailAccountEnabledMutation = { setMailAccountEnabled: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string } };

export type SetMailAccountWarmupMutationVariables = Exact<{
  id: string;
  enable: boolean;
}>;


export type SetMailAccountWarmupMutation = { setMailAccountWarmup: { configured: boolean, status: boolean, errorCode: number | null, message: string | null, warmupStatus: boolean, warmupStartTime: number | null, aggregateResult: { received: number, sent: number, landedSpam: number }, dateWiseResult: Array<{ date: string, landedInbox: number, landedSpam: number }> } };

export type UpdateGoogleSmtpMutationVariables = Exact<{
  id: string;
  smtp: MailServerInput;
}>;


export type UpdateGoogleSmtpMutation = { updateGoogleSmtp: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string } };

export type UpdateMailAccountProfileMutationVariables = Exact<{
  email: string;
  name: string;
  signature: string;
}>;


export type UpdateMailAccountProfileMutation = { updateMailAccountProfile: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string } };

export type UpdateSendingPreferenceMutationVariables = Exact<{
  email: string;
  preference: SendingPreferenceInput;
}>;


export type UpdateSendingPreferenceMutation = { updateSendingPreference: { id: string, email: string, name: string, type: string, status: string, hasSmtp: boolean, signature: string, sendingPreference: { workDays: Array<number>, workTime: { fromTime: number, toTime: number, timeZone: string }, workLoadCapacity: { strategy: string, maxJobInSingleDay: number, minimumTimeBetweenJobBursts: number, maxJobInSingleBurst: number, minSecondsBetweenEmails: number, maxSecondsBetweenEmails: number, maxJobInSingleHour: number, rampUpStart: number, rampUpIncrement: number } } } };

export type InviteUserMutationVariables = Exact<{
  email: string;
  name: string;
  role?: string | null | undefined;
}>;


export type InviteUserMutation = { inviteUser: { id: string, name: string, email: string, role: string, createdAt: string } };

export type MyRoleQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRoleQuery = { me: { id: string, role: string } };

export type RemoveUserMutationVariables = Exact<{
  userId: string;
}>;


export type RemoveUserMutation = { removeUser: boolean };

export type SearchUsersQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type SearchUsersQuery = { searchUsers: { total: number, users: Array<{ id: string, name: string, email: string, role: string, createdAt: string }> } };

export type SetUserRoleMutationVariables = Exact<{
  userId: string;
  role: string;
}>;


export type SetUserRoleMutation = { setUserRole: { id: string, name: string, email: string, role: string, createdAt: string } };

export type TeamMemberFieldsFragment = { id: string, name: string, email: string, role: string, createdAt: string };

export type DeleteUnsubscribeDomainsMutationVariables = Exact<{
  email: string;
  domains: Array<string> | string;
}>;


export type DeleteUnsubscribeDomainsMutation = { deleteUnsubscribeDomains: string };

export type DeleteUnsubscribersMutationVariables = Exact<{
  emails: Array<string> | string;
}>;


export type DeleteUnsubscribersMutation = { deleteUnsubscribers: string };

export type UnsubscriberFieldsFragment = { id: string, email: string, updatedAt: string, unsubscribes: Array<{ domain: string, createTime: string }> };

export type UnsubscribersQueryVariables = Exact<{
  searchText?: string | null | undefined;
  offset: number;
  limit: number;
}>;


export type UnsubscribersQuery = { unsubscribers: { total: number, rows: Array<{ id: string, email: string, updatedAt: string, unsubscribes: Array<{ domain: string, createTime: string }> }> } };

export type WebhookFieldsFragment = { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string };

export type WebhookDeliveryFieldsFragment = { id: string, eventId: string, eventType: string, state: string, attempts: number, createdAt: string, attemptedAt: string | null, nextAttemptAt: string | null, answerStatus: number | null, answerBody: string | null, durationMs: number | null, error: string | null };

export type CreateWebhookMutationVariables = Exact<{
  input: WebhookCreateInput;
}>;


export type CreateWebhookMutation = { createWebhook: { secret: string, webhook: { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string } } };

export type UpdateWebhookMutationVariables = Exact<{
  webhookId: string;
  input: WebhookUpdateInput;
}>;


export type UpdateWebhookMutation = { updateWebhook: { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string } };

export type DeleteWebhookMutationVariables = Exact<{
  webhookId: string;
}>;


export type DeleteWebhookMutation = { deleteWebhook: string };

export type RotateWebhookSecretMutationVariables = Exact<{
  webhookId: string;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, webhook: { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string } } };

export type SendWebhookTestMutationVariables = Exact<{
  webhookId: string;
}>;


export type SendWebhookTestMutation = { sendWebhookTest: { id: string, eventId: string, eventType: string, state: string, attempts: number, createdAt: string, attemptedAt: string | null, nextAttemptAt: string | null, answerStatus: number | null, answerBody: string | null, durationMs: number | null, error: string | null } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, eventType: string, state: string, attempts: number, createdAt: string, attemptedAt: string | null, nextAttemptAt: string | null, answerStatus: number | null, answerBody: string | null, durationMs: number | null, error: string | null }> };

export type ComposeMessageFragment = { id: string, position: number, subject: string, body: string, delay: number, status: string, variants: Array<{ letter: string, subject: string, body: string }> };

export type ComposeCampaignFragment = { id: string, messageMimeType: string, currentTab: string, completedTabs: Array<string>, trackOpen: boolean, trackClicks: boolean, stepsCount: number, variables: Array<string>, mailAccount: { id: string, email: string, name: string, status: string } | null, steps: Array<{ id: string, position: number, subject: string, body: string, delay: number, status: string, variants: Array<{ letter: string, subject: string, body: string }> }> };

export type ComposeCampaignQueryVariables = Exact<{
  id: string;
}>;


export type ComposeCampaignQuery = { campaign: { id: string, messageMimeType: string, currentTab: string, completedTabs: Array<string>, trackOpen: boolean, trackClicks: boolean, stepsCount: number, variables: Array<string>, mailAccount: { id: string, email: string, name: string, status: string } | null, steps: Array<{ id: string, position: number, subject: string, body: string, delay: number, status: string, variants: Array<{ letter: string, subject: string, body: string }> }> } };

export type ComposeVariablesQueryVariables = Exact<{
  campaignId: string;
}>;


export type ComposeVariablesQuery = { campaignVariables: Array<string> };

export type SaveComposeStepsMutationVariables = Exact<{
  campaignId: string;
  messageMimeType: string;
  steps: Array<StepInput> | StepInput;
}>;


export type SaveComposeStepsMutation = { saveCampaignSteps: { id: string, messageMimeType: string, currentTab: string, completedTabs: Array<string>, trackOpen: boolean, trackClicks: boolean, stepsCount: number, variables: Array<string>, mailAccount: { id: string, email: string, name: string, status: string } | null, steps: Array<{ id: string, position: number, subject: string, body: string, delay: number, status: string, variants: Array<{ letter: string, subject: string, body: string }> }> } };

export type SendTestEmailMutationVariables = Exact<{
  campaignId: string;
  email: string;
  subject: string;
  body: string;
  mimeType: string;
  stepId?: string | null | undefined;
  variant?: string | null | undefined;
}>;


export type SendTestEmailMutation = { sendTestEmail: string };

export type EditSequenceCampaignQueryVariables = Exact<{
  id: string;
}>;


export type EditSequenceCampaignQuery = { campaign: { id: string, name: string, messageMimeType: string, currentTab: string, completedTabs: Array<string>, trackOpen: boolean, trackClicks: boolean, stepsCount: number, variables: Array<string>, mailAccount: { id: string, email: string, name: string, status: string } | null, steps: Array<{ id: string, position: number, subject: string, body: string, delay: number, status: string, variants: Array<{ letter: string, subject: string, body: string }> }> } };

export type CreateWizardCampaignMutationVariables = Exact<{
  input: CampaignStartInput;
}>;


export type CreateWizardCampaignMutation = { createCampaign: { id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> } };

export type LinkWizardListMutationVariables = Exact<{
  campaignId: string;
  listId: string;
  mapping?: Array<VariableMappingInput> | VariableMappingInput | null | undefined;
}>;


export type LinkWizardListMutation = { linkCampaignList: { id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> } };

export type SaveWizardOptionsMutationVariables = Exact<{
  campaignId: string;
  input: CampaignSettingInput;
}>;


export type SaveWizardOptionsMutation = { updateCampaignSetting: { id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> } };

export type SetWizardCampaignStatusMutationVariables = Exact<{
  ids: Array<string> | string;
  status: string;
  schedule?: CampaignScheduleInput | null | undefined;
}>;


export type SetWizardCampaignStatusMutation = { setCampaignStatus: Array<{ id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> }> };

export type UnlinkWizardListMutationVariables = Exact<{
  campaignId: string;
  listId: string;
}>;


export type UnlinkWizardListMutation = { unlinkCampaignList: { id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> } };

export type UpdateWizardCampaignMutationVariables = Exact<{
  id: string;
  input: CampaignStartInput;
}>;


export type UpdateWizardCampaignMutation = { updateCampaign: { id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> } };

export type WizardCampaignFragment = { id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> };

export type WizardCampaignListsQueryVariables = Exact<{
  campaignId: string;
}>;


export type WizardCampaignListsQuery = { campaignLists: Array<{ id: string, name: string, contactsCount: number, recipientsCount: number }> };

export type WizardCampaignQueryVariables = Exact<{
  id: string;
}>;


export type WizardCampaignQuery = { campaign: { id: string, name: string, status: string, currentTab: string, completedTabs: Array<string>, useSmtp: boolean, messageMimeType: string, trackOpen: boolean, trackClicks: boolean, pertinentLaws: boolean, startTime: string | null, startTimeZone: string | null, mailAccount: { id: string, email: string, name: string, status: string, hasSmtp: boolean } | null, mailAccounts: Array<{ id: string }> } };

export type WizardContactListsQueryVariables = Exact<{ [key: string]: never; }>;


export type WizardContactListsQuery = { contactLists: Array<{ id: string, name: string, contactsCount: number }> };

export type WizardMailAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type WizardMailAccountsQuery = { mailAccounts: Array<{ id: string, email: string, name: string, status: string, hasSmtp: boolean }> };

export type WizardPoolMailboxesQueryVariables = Exact<{ [key: string]: never; }>;


export type WizardPoolMailboxesQuery = { poolMailboxes: Array<{ id: string, email: string, name: string, dailyCap: number, sentToday: number }> };

export type SetWizardSendingPoolMutationVariables = Exact<{
  campaignId: string;
  ids: Array<string> | string;
}>;


export type SetWizardSendingPoolMutation = { setCampaignMailAccounts: { id: string, mailAccounts: Array<{ id: string }> } };

export type WizardSendStepsQueryVariables = Exact<{
  id: string;
}>;


export type WizardSendStepsQuery = { campaign: { id: string, steps: Array<{ id: string, position: number, subject: string, delay: number }> } };

export type PreviewCampaignQueryVariables = Exact<{
  campaignId: string;
}>;


export type PreviewCampaignQuery = { campaignPreview: { contacts: Array<string>, campaign: { id: string, messageMimeType: string, mailAccount: { id: string, email: string, name: string } | null }, lists: Array<{ id: string, name: string, contactsCount: number }>, steps: Array<{ id: string, variants: Array<{ letter: string }> }> } };

export type PreviewMessagesQueryVariables = Exact<{
  campaignId: string;
  email?: string | null | undefined;
  offset: number;
  variant?: string | null | undefined;
}>;


export type PreviewMessagesQuery = { previewMessages: { email: string, offset: number, total: number, messages: Array<{ subject: string, body: string, delay: number, variant: string }> } };

export const ApiKeyFieldsFragmentDoc = gql`
    fragment ApiKeyFields on ApiKey {
  id
  name
  prefix
  scopes
  createdAt
  expiresAt
  lastUsedAt
}
    `;
export const UserFieldsFragmentDoc = gql`
    fragment UserFields on User {
  id
  name
  email
  status
  createdAt
}
    `;
export const CampaignDetailFieldsFragmentDoc = gql`
    fragment CampaignDetailFields on Campaign {
  id
  name
  status
  pauseReason
  currentTab
  createdAt
  messageMimeType
  trackOpen
  trackClicks
  startTime
  startTimeZone
  mailAccount {
    id
    email
    name
    status
  }
  mailAccounts {
    id
    email
    name
  }
  counts {
    recipients
  }
  heldRecipients {
    count
    fix
  }
  steps {
    id
    position
    status
  }
  pausedMailAccounts {
    email
    reason
  }
}
    `;
export const RecipientNextDueFieldsFragmentDoc = gql`
    fragment RecipientNextDueFields on CampaignRecipient {
  nextDue {
    timeZone
    windowZone
    at
  }
}
    `;
export const CampaignRecipientFieldsFragmentDoc = gql`
    fragment CampaignRecipientFields on CampaignRecipient {
  id
  email
  createdAt
  latestSentAt
  paused
  state
  values
  senderId
  senderEmail
  waitingReason
  status
  reason
  flags
  ...RecipientNextDueFields
}
    `;
export const OverviewFigureFieldsFragmentDoc = gql`
    fragment OverviewFigureFields on EventFigure {
  count
  percentage
}
    `;
export const OverviewFiguresFieldsFragmentDoc = gql`
    fragment OverviewFiguresFields on OverviewFigures {
  recipients
  sent
  pending
  open {
    ...OverviewFigureFields
  }
  click {
    ...OverviewFigureFields
  }
  reply {
    ...OverviewFigureFields
  }
  bounce {
    ...OverviewFigureFields
  }
  unsubscribe {
    ...OverviewFigureFields
  }
  lead {
    ...OverviewFigureFields
  }
}
    `;
export const VariantTestFieldsFragmentDoc = gql`
    fragment VariantTestFields on VariantTest {
  winner
  pValue
  verdict
}
    `;
export const OverviewVariantsFieldsFragmentDoc = gql`
    fragment OverviewVariantsFields on CampaignVariants {
  campaignId
  autoPick
  pick
  minSample
  steps {
    stepId
    position
    variants {
      letter
      sent
      replied
      leads
      bounced
      unsubscribed
      opened
      clicked
      replyRate
    }
    test {
      ...VariantTestFields
    }
  }
  sequence {
    variants {
      letter
      sent
      replied
      replyRate
    }
    test {
      ...VariantTestFields
    }
  }
}
    `;
export const SequenceStepFieldsFragmentDoc = gql`
    fragment SequenceStepFields on Step {
  id
  position
  subject
  body
  status
  delay
  totalRecipients
  pendingRecipients
  sent
  eventCounts {
    type
    count
    percentage
  }
}
    `;
export const SettingsLeadSettingsFieldsFragmentDoc = gql`
    fragment SettingsLeadSettingsFields on LeadSettings {
  assignedTo
  clause
  conditions {
    type
    eventCount
  }
}
    `;
export const SettingsSendingAccountFieldsFragmentDoc = gql`
    fragment SettingsSendingAccountFields on CampaignSendingAccount {
  campaignId
  campaignStatus
  fromName
  customFromName
  useSmtp
  mailAccount {
    id
    email
    name
    status
    hasSmtp
  }
}
    `;
export const CampaignLabelFragmentDoc = gql`
    fragment CampaignLabel on Label {
  id
  name
}
    `;
export const CampaignRowFragmentDoc = gql`
    fragment CampaignRow on Campaign {
  id
  name
  status
  currentTab
  createdAt
  createdByName
  messageMimeType
  trackOpen
  trackClicks
  mailAccount {
    id
    email
    name
  }
  counts {
    recipients
    sent
    lead
    reply
    open
    bounce
  }
  uncertainCount
  labels {
    ...CampaignLabel
  }
}
    `;
export const GuardrailRuleFieldsFragmentDoc = gql`
    fragment GuardrailRuleFields on GuardrailRule {
  enabled
  bouncePercent
  minSends
  windowDays
  complaintPercent
}
    `;
export const DashboardFiguresFieldsFragmentDoc = gql`
    fragment DashboardFiguresFields on DashboardFigures {
  messages
  recipients
  opens
  clicks
  replies
  bounces
  leads
}
    `;
export const DashboardRecentEventFieldsFragmentDoc = gql`
    fragment DashboardRecentEventFields on DashboardRecentEvent {
  id
  email
  campaignId
  campaignName
  at
}
    `;
export const InboxConversationRowFragmentDoc = gql`
    fragment InboxConversationRow on InboxConversationSummary {
  id
  recipientId
  campaignId
  campaignName
  mailboxId
  mailboxEmail
  peerEmail
  peerName
  lastFromEmail
  subject
  snippet
  lastMessageAt
  messageCount
  unreadCount
  leadId
  leadStatus
  assignedToEmail
  recipientPaused
  category
  awayNote
}
    `;
export const InboxMessageFieldsFragmentDoc = gql`
    fragment InboxMessageFields on InboxMessage {
  id
  direction
  at
  subject
  kind
  category
  fromEmail
  fromName
  to
  cc
  html
  text
  truncated
  unread
  state
  stepPosition
  imagesHidden
  senderVerified
  note
  attachments {
    id
    filename
    contentType
    size
    downloadable
    url
  }
}
    `;
export const LeadFieldsFragmentDoc = gql`
    fragment LeadFields on Lead {
  id
  email
  campaignId
  campaignName
  status
  assignedToEmail
  assignedToName
  createdAt
  reply {
    subject
    snippet
    receivedAt
  }
}
    `;
export const DeliverabilityFieldsFragmentDoc = gql`
    fragment DeliverabilityFields on Deliverability {
  mailAccountId
  domain
  checkedAt
  regressed
  trackingDomain
  checks {
    name
    status
    detail
    fix
  }
}
    `;
export const MailAccountFieldsFragmentDoc = gql`
    fragment MailAccountFields on MailAccount {
  id
  email
  name
  type
  status
  hasSmtp
  signature
}
    `;
export const MailAccountWarmupFieldsFragmentDoc = gql`
    fragment MailAccountWarmupFields on MailAccountWarmup {
  configured
  status
  errorCode
  message
  warmupStatus
  warmupStartTime
  aggregateResult {
    received
    sent
    landedSpam
  }
  dateWiseResult {
    date
    landedInbox
    landedSpam
  }
}
    `;
export const MailServerFieldsFragmentDoc = gql`
    fragment MailServerFields on MailServerSettings {
  server
  port
  username
}
    `;
export const MailboxHealthFieldsFragmentDoc = gql`
    fragment MailboxHealthFields on MailAccount {
  id
  health {
    state
    reason
    since
  }
}
    `;
export const SendingPreferenceFieldsFragmentDoc = gql`
    fragment SendingPreferenceFields on SendingPreference {
  workDays
  workTime {
    fromTime
    toTime
    timeZone
  }
  workLoadCapacity {
    strategy
    maxJobInSingleDay
    minimumTimeBetweenJobBursts
    maxJobInSingleBurst
    minSecondsBetweenEmails
    maxSecondsBetweenEmails
    maxJobInSingleHour
    rampUpStart
    rampUpIncrement
  }
}
    `;
export const TeamMemberFieldsFragmentDoc = gql`
    fragment TeamMemberFields on User {
  id
  name
  email
  role
  createdAt
}
    `;
export const UnsubscriberFieldsFragmentDoc = gql`
    fragment UnsubscriberFields on Unsubscriber {
  id
  email
  updatedAt
  unsubscribes {
    domain
    createTime
  }
}
    `;
export const WebhookFieldsFragmentDoc = gql`
    fragment WebhookFields on Webhook {
  id
  url
  events
  enabled
  disabledReason
  failingSince
  createdAt
}
    `;
export const WebhookDeliveryFieldsFragmentDoc = gql`
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  eventId
  eventType
  state
  attempts
  createdAt
  attemptedAt
  nextAttemptAt
  answerStatus
  answerBody
  durationMs
  error
}
    `;
export const ComposeMessageFragmentDoc = gql`
    fragment ComposeMessage on Step {
  id
  position
  subject
  body
  delay
  variants {
    letter
    subject
    body
  }
  status
}
    `;
export const ComposeCampaignFragmentDoc = gql`
    fragment ComposeCampaign on Campaign {
  id
  messageMimeType
  currentTab
  completedTabs
  trackOpen
  trackClicks
  stepsCount
  variables
  mailAccount {
    id
    email
    name
    status
  }
  steps {
    ...ComposeMessage
  }
}
    `;
export const WizardCampaignFragmentDoc = gql`
    fragment WizardCampaign on Campaign {
  id
  name
  status
  currentTab
  completedTabs
  useSmtp
  messageMimeType
  trackOpen
  trackClicks
  pertinentLaws
  startTime
  startTimeZone
  mailAccount {
    id
    email
    name
    status
    hasSmtp
  }
  mailAccounts {
    id
  }
}
    `;
export const ApiKeysDocument = gql`
    query ApiKeys {
  apiKeys {
    ...ApiKeyFields
  }
}
    ${ApiKeyFieldsFragmentDoc}`;

/**
 * __useApiKeysQuery__
 *
 * To run a query within a React component, call `useApiKeysQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiKeysQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiKeysQuery({
 *   variables: {
 *   },
 * });
 */
export function useApiKeysQuery(baseOptions?: Apollo.QueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
      }
export function useApiKeysLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
        }
// @ts-ignore
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>): Apollo.UseSuspenseQueryResult<ApiKeysQuery, ApiKeysQueryVariables>;
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>): Apollo.UseSuspenseQueryResult<ApiKeysQuery | undefined, ApiKeysQueryVariables>;
export function useApiKeysSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiKeysQuery, ApiKeysQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ApiKeysQuery, ApiKeysQueryVariables>(ApiKeysDocument, options);
        }
export type ApiKeysQueryHookResult = ReturnType<typeof useApiKeysQuery>;
export type ApiKeysLazyQueryHookResult = ReturnType<typeof useApiKeysLazyQuery>;
export type ApiKeysSuspenseQueryHookResult = ReturnType<typeof useApiKeysSuspenseQuery>;
export type ApiKeysQueryResult = Apollo.QueryResult<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = gql`
    mutation CreateApiKey($input: ApiKeyCreateInput!) {
  createApiKey(input: $input) {
    id
    key
    apiKey {
      ...ApiKeyFields
    }
  }
}
    ${ApiKeyFieldsFragmentDoc}`;
export type CreateApiKeyMutationFn = Apollo.MutationFunction<CreateApiKeyMutation, CreateApiKeyMutationVariables>;

/**
 * __useCreateApiKeyMutation__
 *
 * To run a mutation, you first call `useCreateApiKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiKeyMutation, { data, loading, error }] = useCreateApiKeyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateApiKeyMutation(baseOptions?: Apollo.MutationHookOptions<CreateApiKeyMutation, CreateApiKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateApiKeyMutation, CreateApiKeyMutationVariables>(CreateApiKeyDocument, options);
      }
export type CreateApiKeyMutationHookResult = ReturnType<typeof useCreateApiKeyMutation>;
export type CreateApiKeyMutationResult = Apollo.MutationResult<CreateApiKeyMutation>;
export type CreateApiKeyMutationOptions = Apollo.BaseMutationOptions<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = gql`
    mutation RevokeApiKey($apiKeyId: ID!) {
  revokeApiKey(apiKeyId: $apiKeyId)
}
    `;
export type RevokeApiKeyMutationFn = Apollo.MutationFunction<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;

/**
 * __useRevokeApiKeyMutation__
 *
 * To run a mutation, you first call `useRevokeApiKeyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiKeyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiKeyMutation, { data, loading, error }] = useRevokeApiKeyMutation({
 *   variables: {
 *      apiKeyId: // value for 'apiKeyId'
 *   },
 * });
 */
export function useRevokeApiKeyMutation(baseOptions?: Apollo.MutationHookOptions<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>(RevokeApiKeyDocument, options);
      }
export type RevokeApiKeyMutationHookResult = ReturnType<typeof useRevokeApiKeyMutation>;
export type RevokeApiKeyMutationResult = Apollo.MutationResult<RevokeApiKeyMutation>;
export type RevokeApiKeyMutationOptions = Apollo.BaseMutationOptions<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const AuditLogDocument = gql`
    query AuditLog($offset: Int!, $limit: Int!) {
  auditLog(offset: $offset, limit: $limit) {
    total
    entries {
      id
      actorEmail
      action
      targetType
      targetLabel
      ip
      userAgent
      details {
        key
        value
      }
      createdAt
    }
  }
}
    `;

/**
 * __useAuditLogQuery__
 *
 * To run a query within a React component, call `useAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditLogQuery({
 *   variables: {
 *      offset: // value for 'offset'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useAuditLogQuery(baseOptions: Apollo.QueryHookOptions<AuditLogQuery, AuditLogQueryVariables> & ({ variables: AuditLogQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
      }
export function useAuditLogLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
// @ts-ignore
export function useAuditLogSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): Apollo.UseSuspenseQueryResult<AuditLogQuery, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): Apollo.UseSuspenseQueryResult<AuditLogQuery | undefined, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
export type AuditLogQueryHookResult = ReturnType<typeof useAuditLogQuery>;
export type AuditLogLazyQueryHookResult = ReturnType<typeof useAuditLogLazyQuery>;
export type AuditLogSuspenseQueryHookResult = ReturnType<typeof useAuditLogSuspenseQuery>;
export type AuditLogQueryResult = Apollo.QueryResult<AuditLogQuery, AuditLogQueryVariables>;
export const ForgotPasswordDocument = gql`
    mutation ForgotPassword($email: String!) {
  forgotPassword(email: $email)
}
    `;
export type ForgotPasswordMutationFn = Apollo.MutationFunction<ForgotPasswordMutation, ForgotPasswordMutationVariables>;

/**
 * __useForgotPasswordMutation__
 *
 * To run a mutation, you first call `useForgotPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useForgotPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [forgotPasswordMutation, { data, loading, error }] = useForgotPasswordMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useForgotPasswordMutation(baseOptions?: Apollo.MutationHookOptions<ForgotPasswordMutation, ForgotPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ForgotPasswordMutation, ForgotPasswordMutationVariables>(ForgotPasswordDocument, options);
      }
export type ForgotPasswordMutationHookResult = ReturnType<typeof useForgotPasswordMutation>;
export type ForgotPasswordMutationResult = Apollo.MutationResult<ForgotPasswordMutation>;
export type ForgotPasswordMutationOptions = Apollo.BaseMutationOptions<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const LoginDocument = gql`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      email: // value for 'email'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = gql`
    mutation Logout {
  logout
}
    `;
export type LogoutMutationFn = Apollo.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: Apollo.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = Apollo.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = Apollo.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = gql`
    query Me {
  me {
    ...UserFields
  }
}
    ${UserFieldsFragmentDoc}`;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: Apollo.QueryHookOptions<MeQuery, MeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
      }
export function useMeLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
// @ts-ignore
export function useMeSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>): Apollo.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
        }
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = Apollo.QueryResult<MeQuery, MeQueryVariables>;
export const ResetPasswordDocument = gql`
    mutation ResetPassword($token: String, $password: String!, $currentPassword: String) {
  resetPassword(
    token: $token
    password: $password
    currentPassword: $currentPassword
  )
}
    `;
export type ResetPasswordMutationFn = Apollo.MutationFunction<ResetPasswordMutation, ResetPasswordMutationVariables>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      password: // value for 'password'
 *      currentPassword: // value for 'currentPassword'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: Apollo.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = Apollo.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = Apollo.BaseMutationOptions<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendingCalendarDocument = gql`
    query SendingCalendar($email: String!, $date: String) {
  sendingCalendar(email: $email, date: $date) {
    email
    timeZone
    fromDate
    toDate
    legends {
      campaignId
      name
      url
    }
    days {
      date
      totalCount
      slots {
        startTime
        totalSend
        campaignId
        campaignName
        status
        types {
          name
          rule
          totalSend
        }
      }
    }
  }
}
    `;

/**
 * __useSendingCalendarQuery__
 *
 * To run a query within a React component, call `useSendingCalendarQuery` and pass it any options that fit your needs.
 * When your component renders, `useSendingCalendarQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSendingCalendarQuery({
 *   variables: {
 *      email: // value for 'email'
 *      date: // value for 'date'
 *   },
 * });
 */
export function useSendingCalendarQuery(baseOptions: Apollo.QueryHookOptions<SendingCalendarQuery, SendingCalendarQueryVariables> & ({ variables: SendingCalendarQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SendingCalendarQuery, SendingCalendarQueryVariables>(SendingCalendarDocument, options);
      }
export function useSendingCalendarLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SendingCalendarQuery, SendingCalendarQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SendingCalendarQuery, SendingCalendarQueryVariables>(SendingCalendarDocument, options);
        }
// @ts-ignore
export function useSendingCalendarSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SendingCalendarQuery, SendingCalendarQueryVariables>): Apollo.UseSuspenseQueryResult<SendingCalendarQuery, SendingCalendarQueryVariables>;
export function useSendingCalendarSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SendingCalendarQuery, SendingCalendarQueryVariables>): Apollo.UseSuspenseQueryResult<SendingCalendarQuery | undefined, SendingCalendarQueryVariables>;
export function useSendingCalendarSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SendingCalendarQuery, SendingCalendarQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SendingCalendarQuery, SendingCalendarQueryVariables>(SendingCalendarDocument, options);
        }
export type SendingCalendarQueryHookResult = ReturnType<typeof useSendingCalendarQuery>;
export type SendingCalendarLazyQueryHookResult = ReturnType<typeof useSendingCalendarLazyQuery>;
export type SendingCalendarSuspenseQueryHookResult = ReturnType<typeof useSendingCalendarSuspenseQuery>;
export type SendingCalendarQueryResult = Apollo.QueryResult<SendingCalendarQuery, SendingCalendarQueryVariables>;
export const CampaignContactExportDocument = gql`
    query CampaignContactExport($campaignId: ID!, $stepId: ID, $after: String, $limit: Int!) {
  campaignContactExport(
    campaignId: $campaignId
    stepId: $stepId
    after: $after
    limit: $limit
  ) {
    next
    rows {
      email
      lastSentOn
      opens
      clicks
      replies
      bounced
      lead
    }
  }
}
    `;

/**
 * __useCampaignContactExportQuery__
 *
 * To run a query within a React component, call `useCampaignContactExportQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignContactExportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignContactExportQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      stepId: // value for 'stepId'
 *      after: // value for 'after'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useCampaignContactExportQuery(baseOptions: Apollo.QueryHookOptions<CampaignContactExportQuery, CampaignContactExportQueryVariables> & ({ variables: CampaignContactExportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignContactExportQuery, CampaignContactExportQueryVariables>(CampaignContactExportDocument, options);
      }
export function useCampaignContactExportLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignContactExportQuery, CampaignContactExportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignContactExportQuery, CampaignContactExportQueryVariables>(CampaignContactExportDocument, options);
        }
// @ts-ignore
export function useCampaignContactExportSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignContactExportQuery, CampaignContactExportQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignContactExportQuery, CampaignContactExportQueryVariables>;
export function useCampaignContactExportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignContactExportQuery, CampaignContactExportQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignContactExportQuery | undefined, CampaignContactExportQueryVariables>;
export function useCampaignContactExportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignContactExportQuery, CampaignContactExportQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignContactExportQuery, CampaignContactExportQueryVariables>(CampaignContactExportDocument, options);
        }
export type CampaignContactExportQueryHookResult = ReturnType<typeof useCampaignContactExportQuery>;
export type CampaignContactExportLazyQueryHookResult = ReturnType<typeof useCampaignContactExportLazyQuery>;
export type CampaignContactExportSuspenseQueryHookResult = ReturnType<typeof useCampaignContactExportSuspenseQuery>;
export type CampaignContactExportQueryResult = Apollo.QueryResult<CampaignContactExportQuery, CampaignContactExportQueryVariables>;
export const CampaignDetailDocument = gql`
    query CampaignDetail($id: ID!) {
  campaign(id: $id) {
    ...CampaignDetailFields
  }
}
    ${CampaignDetailFieldsFragmentDoc}`;

/**
 * __useCampaignDetailQuery__
 *
 * To run a query within a React component, call `useCampaignDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCampaignDetailQuery(baseOptions: Apollo.QueryHookOptions<CampaignDetailQuery, CampaignDetailQueryVariables> & ({ variables: CampaignDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignDetailQuery, CampaignDetailQueryVariables>(CampaignDetailDocument, options);
      }
export function useCampaignDetailLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignDetailQuery, CampaignDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignDetailQuery, CampaignDetailQueryVariables>(CampaignDetailDocument, options);
        }
// @ts-ignore
export function useCampaignDetailSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignDetailQuery, CampaignDetailQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignDetailQuery, CampaignDetailQueryVariables>;
export function useCampaignDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignDetailQuery, CampaignDetailQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignDetailQuery | undefined, CampaignDetailQueryVariables>;
export function useCampaignDetailSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignDetailQuery, CampaignDetailQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignDetailQuery, CampaignDetailQueryVariables>(CampaignDetailDocument, options);
        }
export type CampaignDetailQueryHookResult = ReturnType<typeof useCampaignDetailQuery>;
export type CampaignDetailLazyQueryHookResult = ReturnType<typeof useCampaignDetailLazyQuery>;
export type CampaignDetailSuspenseQueryHookResult = ReturnType<typeof useCampaignDetailSuspenseQuery>;
export type CampaignDetailQueryResult = Apollo.QueryResult<CampaignDetailQuery, CampaignDetailQueryVariables>;
export const CampaignDiagnosisDocument = gql`
    query CampaignDiagnosis($campaignId: ID!) {
  campaignDiagnosis(campaignId: $campaignId) {
    state
    reason
    nextSendAt
    details {
      kind
      message
      email
      at
      count
    }
  }
}
    `;

/**
 * __useCampaignDiagnosisQuery__
 *
 * To run a query within a React component, call `useCampaignDiagnosisQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignDiagnosisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignDiagnosisQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useCampaignDiagnosisQuery(baseOptions: Apollo.QueryHookOptions<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables> & ({ variables: CampaignDiagnosisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>(CampaignDiagnosisDocument, options);
      }
export function useCampaignDiagnosisLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>(CampaignDiagnosisDocument, options);
        }
// @ts-ignore
export function useCampaignDiagnosisSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>;
export function useCampaignDiagnosisSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignDiagnosisQuery | undefined, CampaignDiagnosisQueryVariables>;
export function useCampaignDiagnosisSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>(CampaignDiagnosisDocument, options);
        }
export type CampaignDiagnosisQueryHookResult = ReturnType<typeof useCampaignDiagnosisQuery>;
export type CampaignDiagnosisLazyQueryHookResult = ReturnType<typeof useCampaignDiagnosisLazyQuery>;
export type CampaignDiagnosisSuspenseQueryHookResult = ReturnType<typeof useCampaignDiagnosisSuspenseQuery>;
export type CampaignDiagnosisQueryResult = Apollo.QueryResult<CampaignDiagnosisQuery, CampaignDiagnosisQueryVariables>;
export const CampaignRecipientExportDocument = gql`
    query CampaignRecipientExport($input: CampaignRecipientExportInput!, $after: String, $limit: Int!) {
  campaignRecipientExport(input: $input, after: $after, limit: $limit) {
    next
    displayKeys
    recipients {
      email
      createdAt
      latestSentAt
      paused
      state
      values
      senderEmail
      waitingReason
    }
  }
}
    `;

/**
 * __useCampaignRecipientExportQuery__
 *
 * To run a query within a React component, call `useCampaignRecipientExportQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignRecipientExportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignRecipientExportQuery({
 *   variables: {
 *      input: // value for 'input'
 *      after: // value for 'after'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useCampaignRecipientExportQuery(baseOptions: Apollo.QueryHookOptions<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables> & ({ variables: CampaignRecipientExportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>(CampaignRecipientExportDocument, options);
      }
export function useCampaignRecipientExportLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>(CampaignRecipientExportDocument, options);
        }
// @ts-ignore
export function useCampaignRecipientExportSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>;
export function useCampaignRecipientExportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignRecipientExportQuery | undefined, CampaignRecipientExportQueryVariables>;
export function useCampaignRecipientExportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>(CampaignRecipientExportDocument, options);
        }
export type CampaignRecipientExportQueryHookResult = ReturnType<typeof useCampaignRecipientExportQuery>;
export type CampaignRecipientExportLazyQueryHookResult = ReturnType<typeof useCampaignRecipientExportLazyQuery>;
export type CampaignRecipientExportSuspenseQueryHookResult = ReturnType<typeof useCampaignRecipientExportSuspenseQuery>;
export type CampaignRecipientExportQueryResult = Apollo.QueryResult<CampaignRecipientExportQuery, CampaignRecipientExportQueryVariables>;
export const CampaignRecipientsDocument = gql`
    query CampaignRecipients($input: CampaignRecipientsInput!) {
  campaignRecipients(input: $input) {
    totalCount
    displayKeys
    recipients {
      ...CampaignRecipientFields
    }
  }
}
    ${CampaignRecipientFieldsFragmentDoc}
${RecipientNextDueFieldsFragmentDoc}`;

/**
 * __useCampaignRecipientsQuery__
 *
 * To run a query within a React component, call `useCampaignRecipientsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignRecipientsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignRecipientsQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCampaignRecipientsQuery(baseOptions: Apollo.QueryHookOptions<CampaignRecipientsQuery, CampaignRecipientsQueryVariables> & ({ variables: CampaignRecipientsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>(CampaignRecipientsDocument, options);
      }
export function useCampaignRecipientsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>(CampaignRecipientsDocument, options);
        }
// @ts-ignore
export function useCampaignRecipientsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>;
export function useCampaignRecipientsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignRecipientsQuery | undefined, CampaignRecipientsQueryVariables>;
export function useCampaignRecipientsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>(CampaignRecipientsDocument, options);
        }
export type CampaignRecipientsQueryHookResult = ReturnType<typeof useCampaignRecipientsQuery>;
export type CampaignRecipientsLazyQueryHookResult = ReturnType<typeof useCampaignRecipientsLazyQuery>;
export type CampaignRecipientsSuspenseQueryHookResult = ReturnType<typeof useCampaignRecipientsSuspenseQuery>;
export type CampaignRecipientsQueryResult = Apollo.QueryResult<CampaignRecipientsQuery, CampaignRecipientsQueryVariables>;
export const SetRecipientsPausedDocument = gql`
    mutation SetRecipientsPaused($campaignId: ID!, $emails: [String!]!, $paused: Boolean!) {
  setRecipientsPaused(campaignId: $campaignId, emails: $emails, paused: $paused) {
    ...CampaignRecipientFields
  }
}
    ${CampaignRecipientFieldsFragmentDoc}
${RecipientNextDueFieldsFragmentDoc}`;
export type SetRecipientsPausedMutationFn = Apollo.MutationFunction<SetRecipientsPausedMutation, SetRecipientsPausedMutationVariables>;

/**
 * __useSetRecipientsPausedMutation__
 *
 * To run a mutation, you first call `useSetRecipientsPausedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetRecipientsPausedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setRecipientsPausedMutation, { data, loading, error }] = useSetRecipientsPausedMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      emails: // value for 'emails'
 *      paused: // value for 'paused'
 *   },
 * });
 */
export function useSetRecipientsPausedMutation(baseOptions?: Apollo.MutationHookOptions<SetRecipientsPausedMutation, SetRecipientsPausedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetRecipientsPausedMutation, SetRecipientsPausedMutationVariables>(SetRecipientsPausedDocument, options);
      }
export type SetRecipientsPausedMutationHookResult = ReturnType<typeof useSetRecipientsPausedMutation>;
export type SetRecipientsPausedMutationResult = Apollo.MutationResult<SetRecipientsPausedMutation>;
export type SetRecipientsPausedMutationOptions = Apollo.BaseMutationOptions<SetRecipientsPausedMutation, SetRecipientsPausedMutationVariables>;
export const MoveRecipientsToMailboxDocument = gql`
    mutation MoveRecipientsToMailbox($campaignId: ID!, $emails: [String!]!, $mailAccountId: ID!) {
  moveRecipientsToMailbox(
    campaignId: $campaignId
    emails: $emails
    mailAccountId: $mailAccountId
  ) {
    ...CampaignRecipientFields
  }
}
    ${CampaignRecipientFieldsFragmentDoc}
${RecipientNextDueFieldsFragmentDoc}`;
export type MoveRecipientsToMailboxMutationFn = Apollo.MutationFunction<MoveRecipientsToMailboxMutation, MoveRecipientsToMailboxMutationVariables>;

/**
 * __useMoveRecipientsToMailboxMutation__
 *
 * To run a mutation, you first call `useMoveRecipientsToMailboxMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveRecipientsToMailboxMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveRecipientsToMailboxMutation, { data, loading, error }] = useMoveRecipientsToMailboxMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      emails: // value for 'emails'
 *      mailAccountId: // value for 'mailAccountId'
 *   },
 * });
 */
export function useMoveRecipientsToMailboxMutation(baseOptions?: Apollo.MutationHookOptions<MoveRecipientsToMailboxMutation, MoveRecipientsToMailboxMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MoveRecipientsToMailboxMutation, MoveRecipientsToMailboxMutationVariables>(MoveRecipientsToMailboxDocument, options);
      }
export type MoveRecipientsToMailboxMutationHookResult = ReturnType<typeof useMoveRecipientsToMailboxMutation>;
export type MoveRecipientsToMailboxMutationResult = Apollo.MutationResult<MoveRecipientsToMailboxMutation>;
export type MoveRecipientsToMailboxMutationOptions = Apollo.BaseMutationOptions<MoveRecipientsToMailboxMutation, MoveRecipientsToMailboxMutationVariables>;
export const DetailCampaignListsDocument = gql`
    query DetailCampaignLists($campaignId: ID!) {
  campaignLists(campaignId: $campaignId) {
    id
    name
  }
}
    `;

/**
 * __useDetailCampaignListsQuery__
 *
 * To run a query within a React component, call `useDetailCampaignListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDetailCampaignListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDetailCampaignListsQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useDetailCampaignListsQuery(baseOptions: Apollo.QueryHookOptions<DetailCampaignListsQuery, DetailCampaignListsQueryVariables> & ({ variables: DetailCampaignListsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>(DetailCampaignListsDocument, options);
      }
export function useDetailCampaignListsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>(DetailCampaignListsDocument, options);
        }
// @ts-ignore
export function useDetailCampaignListsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>): Apollo.UseSuspenseQueryResult<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>;
export function useDetailCampaignListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>): Apollo.UseSuspenseQueryResult<DetailCampaignListsQuery | undefined, DetailCampaignListsQueryVariables>;
export function useDetailCampaignListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>(DetailCampaignListsDocument, options);
        }
export type DetailCampaignListsQueryHookResult = ReturnType<typeof useDetailCampaignListsQuery>;
export type DetailCampaignListsLazyQueryHookResult = ReturnType<typeof useDetailCampaignListsLazyQuery>;
export type DetailCampaignListsSuspenseQueryHookResult = ReturnType<typeof useDetailCampaignListsSuspenseQuery>;
export type DetailCampaignListsQueryResult = Apollo.QueryResult<DetailCampaignListsQuery, DetailCampaignListsQueryVariables>;
export const DuplicateCampaignDocument = gql`
    mutation DuplicateCampaign($id: ID!) {
  duplicateCampaign(id: $id) {
    id
    status
    currentTab
  }
}
    `;
export type DuplicateCampaignMutationFn = Apollo.MutationFunction<DuplicateCampaignMutation, DuplicateCampaignMutationVariables>;

/**
 * __useDuplicateCampaignMutation__
 *
 * To run a mutation, you first call `useDuplicateCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDuplicateCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [duplicateCampaignMutation, { data, loading, error }] = useDuplicateCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDuplicateCampaignMutation(baseOptions?: Apollo.MutationHookOptions<DuplicateCampaignMutation, DuplicateCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DuplicateCampaignMutation, DuplicateCampaignMutationVariables>(DuplicateCampaignDocument, options);
      }
export type DuplicateCampaignMutationHookResult = ReturnType<typeof useDuplicateCampaignMutation>;
export type DuplicateCampaignMutationResult = Apollo.MutationResult<DuplicateCampaignMutation>;
export type DuplicateCampaignMutationOptions = Apollo.BaseMutationOptions<DuplicateCampaignMutation, DuplicateCampaignMutationVariables>;
export const OverviewActivitiesDocument = gql`
    query OverviewActivities($campaignId: ID!, $listId: ID, $ignoreSends: Boolean!, $offset: Int!, $limit: Int!) {
  campaignActivities(
    campaignId: $campaignId
    listId: $listId
    ignoreSends: $ignoreSends
    offset: $offset
    limit: $limit
  ) {
    total
    activities {
      id
      type
      createdAt
      email
      stepPosition
    }
  }
}
    `;

/**
 * __useOverviewActivitiesQuery__
 *
 * To run a query within a React component, call `useOverviewActivitiesQuery` and pass it any options that fit your needs.
 * When your component renders, `useOverviewActivitiesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOverviewActivitiesQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      listId: // value for 'listId'
 *      ignoreSends: // value for 'ignoreSends'
 *      offset: // value for 'offset'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useOverviewActivitiesQuery(baseOptions: Apollo.QueryHookOptions<OverviewActivitiesQuery, OverviewActivitiesQueryVariables> & ({ variables: OverviewActivitiesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>(OverviewActivitiesDocument, options);
      }
export function useOverviewActivitiesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>(OverviewActivitiesDocument, options);
        }
// @ts-ignore
export function useOverviewActivitiesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>;
export function useOverviewActivitiesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewActivitiesQuery | undefined, OverviewActivitiesQueryVariables>;
export function useOverviewActivitiesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>(OverviewActivitiesDocument, options);
        }
export type OverviewActivitiesQueryHookResult = ReturnType<typeof useOverviewActivitiesQuery>;
export type OverviewActivitiesLazyQueryHookResult = ReturnType<typeof useOverviewActivitiesLazyQuery>;
export type OverviewActivitiesSuspenseQueryHookResult = ReturnType<typeof useOverviewActivitiesSuspenseQuery>;
export type OverviewActivitiesQueryResult = Apollo.QueryResult<OverviewActivitiesQuery, OverviewActivitiesQueryVariables>;
export const OverviewSummaryDocument = gql`
    query OverviewSummary($campaignId: ID!, $listId: ID) {
  campaignOverview(campaignId: $campaignId, listId: $listId) {
    tracked
    messagesSent
    leads {
      won {
        ...OverviewFigureFields
      }
      lost {
        ...OverviewFigureFields
      }
      open {
        ...OverviewFigureFields
      }
      ignore {
        ...OverviewFigureFields
      }
      total
    }
    steps {
      position
      subject
      status
      figures {
        ...OverviewFiguresFields
      }
    }
    total {
      ...OverviewFiguresFields
    }
  }
}
    ${OverviewFigureFieldsFragmentDoc}
${OverviewFiguresFieldsFragmentDoc}`;

/**
 * __useOverviewSummaryQuery__
 *
 * To run a query within a React component, call `useOverviewSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useOverviewSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOverviewSummaryQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      listId: // value for 'listId'
 *   },
 * });
 */
export function useOverviewSummaryQuery(baseOptions: Apollo.QueryHookOptions<OverviewSummaryQuery, OverviewSummaryQueryVariables> & ({ variables: OverviewSummaryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OverviewSummaryQuery, OverviewSummaryQueryVariables>(OverviewSummaryDocument, options);
      }
export function useOverviewSummaryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OverviewSummaryQuery, OverviewSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OverviewSummaryQuery, OverviewSummaryQueryVariables>(OverviewSummaryDocument, options);
        }
// @ts-ignore
export function useOverviewSummarySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OverviewSummaryQuery, OverviewSummaryQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewSummaryQuery, OverviewSummaryQueryVariables>;
export function useOverviewSummarySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewSummaryQuery, OverviewSummaryQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewSummaryQuery | undefined, OverviewSummaryQueryVariables>;
export function useOverviewSummarySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewSummaryQuery, OverviewSummaryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OverviewSummaryQuery, OverviewSummaryQueryVariables>(OverviewSummaryDocument, options);
        }
export type OverviewSummaryQueryHookResult = ReturnType<typeof useOverviewSummaryQuery>;
export type OverviewSummaryLazyQueryHookResult = ReturnType<typeof useOverviewSummaryLazyQuery>;
export type OverviewSummarySuspenseQueryHookResult = ReturnType<typeof useOverviewSummarySuspenseQuery>;
export type OverviewSummaryQueryResult = Apollo.QueryResult<OverviewSummaryQuery, OverviewSummaryQueryVariables>;
export const OverviewTimelineGraphDocument = gql`
    query OverviewTimelineGraph($campaignId: ID!, $listId: ID, $startDate: String!, $endDate: String!) {
  campaignTimelineGraph(
    campaignId: $campaignId
    listId: $listId
    startDate: $startDate
    endDate: $endDate
  ) {
    timeZone
    series {
      key
      label
      stepId
    }
    days {
      date
      values
    }
  }
}
    `;

/**
 * __useOverviewTimelineGraphQuery__
 *
 * To run a query within a React component, call `useOverviewTimelineGraphQuery` and pass it any options that fit your needs.
 * When your component renders, `useOverviewTimelineGraphQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOverviewTimelineGraphQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      listId: // value for 'listId'
 *      startDate: // value for 'startDate'
 *      endDate: // value for 'endDate'
 *   },
 * });
 */
export function useOverviewTimelineGraphQuery(baseOptions: Apollo.QueryHookOptions<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables> & ({ variables: OverviewTimelineGraphQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>(OverviewTimelineGraphDocument, options);
      }
export function useOverviewTimelineGraphLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>(OverviewTimelineGraphDocument, options);
        }
// @ts-ignore
export function useOverviewTimelineGraphSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>;
export function useOverviewTimelineGraphSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewTimelineGraphQuery | undefined, OverviewTimelineGraphQueryVariables>;
export function useOverviewTimelineGraphSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>(OverviewTimelineGraphDocument, options);
        }
export type OverviewTimelineGraphQueryHookResult = ReturnType<typeof useOverviewTimelineGraphQuery>;
export type OverviewTimelineGraphLazyQueryHookResult = ReturnType<typeof useOverviewTimelineGraphLazyQuery>;
export type OverviewTimelineGraphSuspenseQueryHookResult = ReturnType<typeof useOverviewTimelineGraphSuspenseQuery>;
export type OverviewTimelineGraphQueryResult = Apollo.QueryResult<OverviewTimelineGraphQuery, OverviewTimelineGraphQueryVariables>;
export const OverviewTimelineDocument = gql`
    query OverviewTimeline($campaignId: ID!, $listId: ID) {
  campaignTimeline(campaignId: $campaignId, listId: $listId) {
    timeZone
    firstDate
    today
    lists {
      name
      createdAt
      totalContacts
    }
  }
}
    `;

/**
 * __useOverviewTimelineQuery__
 *
 * To run a query within a React component, call `useOverviewTimelineQuery` and pass it any options that fit your needs.
 * When your component renders, `useOverviewTimelineQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOverviewTimelineQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      listId: // value for 'listId'
 *   },
 * });
 */
export function useOverviewTimelineQuery(baseOptions: Apollo.QueryHookOptions<OverviewTimelineQuery, OverviewTimelineQueryVariables> & ({ variables: OverviewTimelineQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OverviewTimelineQuery, OverviewTimelineQueryVariables>(OverviewTimelineDocument, options);
      }
export function useOverviewTimelineLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OverviewTimelineQuery, OverviewTimelineQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OverviewTimelineQuery, OverviewTimelineQueryVariables>(OverviewTimelineDocument, options);
        }
// @ts-ignore
export function useOverviewTimelineSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OverviewTimelineQuery, OverviewTimelineQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewTimelineQuery, OverviewTimelineQueryVariables>;
export function useOverviewTimelineSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewTimelineQuery, OverviewTimelineQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewTimelineQuery | undefined, OverviewTimelineQueryVariables>;
export function useOverviewTimelineSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewTimelineQuery, OverviewTimelineQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OverviewTimelineQuery, OverviewTimelineQueryVariables>(OverviewTimelineDocument, options);
        }
export type OverviewTimelineQueryHookResult = ReturnType<typeof useOverviewTimelineQuery>;
export type OverviewTimelineLazyQueryHookResult = ReturnType<typeof useOverviewTimelineLazyQuery>;
export type OverviewTimelineSuspenseQueryHookResult = ReturnType<typeof useOverviewTimelineSuspenseQuery>;
export type OverviewTimelineQueryResult = Apollo.QueryResult<OverviewTimelineQuery, OverviewTimelineQueryVariables>;
export const OverviewVariantsDocument = gql`
    query OverviewVariants($campaignId: ID!) {
  campaignVariants(campaignId: $campaignId) {
    ...OverviewVariantsFields
  }
}
    ${OverviewVariantsFieldsFragmentDoc}
${VariantTestFieldsFragmentDoc}`;

/**
 * __useOverviewVariantsQuery__
 *
 * To run a query within a React component, call `useOverviewVariantsQuery` and pass it any options that fit your needs.
 * When your component renders, `useOverviewVariantsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOverviewVariantsQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useOverviewVariantsQuery(baseOptions: Apollo.QueryHookOptions<OverviewVariantsQuery, OverviewVariantsQueryVariables> & ({ variables: OverviewVariantsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<OverviewVariantsQuery, OverviewVariantsQueryVariables>(OverviewVariantsDocument, options);
      }
export function useOverviewVariantsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<OverviewVariantsQuery, OverviewVariantsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<OverviewVariantsQuery, OverviewVariantsQueryVariables>(OverviewVariantsDocument, options);
        }
// @ts-ignore
export function useOverviewVariantsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<OverviewVariantsQuery, OverviewVariantsQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewVariantsQuery, OverviewVariantsQueryVariables>;
export function useOverviewVariantsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewVariantsQuery, OverviewVariantsQueryVariables>): Apollo.UseSuspenseQueryResult<OverviewVariantsQuery | undefined, OverviewVariantsQueryVariables>;
export function useOverviewVariantsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<OverviewVariantsQuery, OverviewVariantsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<OverviewVariantsQuery, OverviewVariantsQueryVariables>(OverviewVariantsDocument, options);
        }
export type OverviewVariantsQueryHookResult = ReturnType<typeof useOverviewVariantsQuery>;
export type OverviewVariantsLazyQueryHookResult = ReturnType<typeof useOverviewVariantsLazyQuery>;
export type OverviewVariantsSuspenseQueryHookResult = ReturnType<typeof useOverviewVariantsSuspenseQuery>;
export type OverviewVariantsQueryResult = Apollo.QueryResult<OverviewVariantsQuery, OverviewVariantsQueryVariables>;
export const SetVariantAutoPickDocument = gql`
    mutation SetVariantAutoPick($campaignId: ID!, $enabled: Boolean!) {
  setVariantAutoPick(campaignId: $campaignId, enabled: $enabled) {
    ...OverviewVariantsFields
  }
}
    ${OverviewVariantsFieldsFragmentDoc}
${VariantTestFieldsFragmentDoc}`;
export type SetVariantAutoPickMutationFn = Apollo.MutationFunction<SetVariantAutoPickMutation, SetVariantAutoPickMutationVariables>;

/**
 * __useSetVariantAutoPickMutation__
 *
 * To run a mutation, you first call `useSetVariantAutoPickMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetVariantAutoPickMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setVariantAutoPickMutation, { data, loading, error }] = useSetVariantAutoPickMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      enabled: // value for 'enabled'
 *   },
 * });
 */
export function useSetVariantAutoPickMutation(baseOptions?: Apollo.MutationHookOptions<SetVariantAutoPickMutation, SetVariantAutoPickMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetVariantAutoPickMutation, SetVariantAutoPickMutationVariables>(SetVariantAutoPickDocument, options);
      }
export type SetVariantAutoPickMutationHookResult = ReturnType<typeof useSetVariantAutoPickMutation>;
export type SetVariantAutoPickMutationResult = Apollo.MutationResult<SetVariantAutoPickMutation>;
export type SetVariantAutoPickMutationOptions = Apollo.BaseMutationOptions<SetVariantAutoPickMutation, SetVariantAutoPickMutationVariables>;
export const RecipientDiagnosisDocument = gql`
    query RecipientDiagnosis($campaignId: ID!, $recipientId: ID!) {
  recipientDiagnosis(campaignId: $campaignId, recipientId: $recipientId) {
    state
    reason
    nextSendAt
    details {
      kind
      message
      email
      at
      count
    }
  }
}
    `;

/**
 * __useRecipientDiagnosisQuery__
 *
 * To run a query within a React component, call `useRecipientDiagnosisQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecipientDiagnosisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecipientDiagnosisQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      recipientId: // value for 'recipientId'
 *   },
 * });
 */
export function useRecipientDiagnosisQuery(baseOptions: Apollo.QueryHookOptions<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables> & ({ variables: RecipientDiagnosisQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>(RecipientDiagnosisDocument, options);
      }
export function useRecipientDiagnosisLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>(RecipientDiagnosisDocument, options);
        }
// @ts-ignore
export function useRecipientDiagnosisSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>): Apollo.UseSuspenseQueryResult<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>;
export function useRecipientDiagnosisSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>): Apollo.UseSuspenseQueryResult<RecipientDiagnosisQuery | undefined, RecipientDiagnosisQueryVariables>;
export function useRecipientDiagnosisSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>(RecipientDiagnosisDocument, options);
        }
export type RecipientDiagnosisQueryHookResult = ReturnType<typeof useRecipientDiagnosisQuery>;
export type RecipientDiagnosisLazyQueryHookResult = ReturnType<typeof useRecipientDiagnosisLazyQuery>;
export type RecipientDiagnosisSuspenseQueryHookResult = ReturnType<typeof useRecipientDiagnosisSuspenseQuery>;
export type RecipientDiagnosisQueryResult = Apollo.QueryResult<RecipientDiagnosisQuery, RecipientDiagnosisQueryVariables>;
export const UpdateRecipientValuesDocument = gql`
    mutation UpdateRecipientValues($campaignId: ID!, $email: String!, $values: [RecipientValueInput!]!) {
  updateRecipientValues(campaignId: $campaignId, email: $email, values: $values) {
    ...CampaignRecipientFields
  }
}
    ${CampaignRecipientFieldsFragmentDoc}
${RecipientNextDueFieldsFragmentDoc}`;
export type UpdateRecipientValuesMutationFn = Apollo.MutationFunction<UpdateRecipientValuesMutation, UpdateRecipientValuesMutationVariables>;

/**
 * __useUpdateRecipientValuesMutation__
 *
 * To run a mutation, you first call `useUpdateRecipientValuesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRecipientValuesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRecipientValuesMutation, { data, loading, error }] = useUpdateRecipientValuesMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      email: // value for 'email'
 *      values: // value for 'values'
 *   },
 * });
 */
export function useUpdateRecipientValuesMutation(baseOptions?: Apollo.MutationHookOptions<UpdateRecipientValuesMutation, UpdateRecipientValuesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateRecipientValuesMutation, UpdateRecipientValuesMutationVariables>(UpdateRecipientValuesDocument, options);
      }
export type UpdateRecipientValuesMutationHookResult = ReturnType<typeof useUpdateRecipientValuesMutation>;
export type UpdateRecipientValuesMutationResult = Apollo.MutationResult<UpdateRecipientValuesMutation>;
export type UpdateRecipientValuesMutationOptions = Apollo.BaseMutationOptions<UpdateRecipientValuesMutation, UpdateRecipientValuesMutationVariables>;
export const RenameCampaignDocument = gql`
    mutation RenameCampaign($id: ID!, $name: String!) {
  renameCampaign(id: $id, name: $name) {
    id
    name
  }
}
    `;
export type RenameCampaignMutationFn = Apollo.MutationFunction<RenameCampaignMutation, RenameCampaignMutationVariables>;

/**
 * __useRenameCampaignMutation__
 *
 * To run a mutation, you first call `useRenameCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenameCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renameCampaignMutation, { data, loading, error }] = useRenameCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useRenameCampaignMutation(baseOptions?: Apollo.MutationHookOptions<RenameCampaignMutation, RenameCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RenameCampaignMutation, RenameCampaignMutationVariables>(RenameCampaignDocument, options);
      }
export type RenameCampaignMutationHookResult = ReturnType<typeof useRenameCampaignMutation>;
export type RenameCampaignMutationResult = Apollo.MutationResult<RenameCampaignMutation>;
export type RenameCampaignMutationOptions = Apollo.BaseMutationOptions<RenameCampaignMutation, RenameCampaignMutationVariables>;
export const SequenceStepsDocument = gql`
    query SequenceSteps($campaignId: ID!) {
  campaignSteps(campaignId: $campaignId) {
    ...SequenceStepFields
  }
}
    ${SequenceStepFieldsFragmentDoc}`;

/**
 * __useSequenceStepsQuery__
 *
 * To run a query within a React component, call `useSequenceStepsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSequenceStepsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSequenceStepsQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useSequenceStepsQuery(baseOptions: Apollo.QueryHookOptions<SequenceStepsQuery, SequenceStepsQueryVariables> & ({ variables: SequenceStepsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SequenceStepsQuery, SequenceStepsQueryVariables>(SequenceStepsDocument, options);
      }
export function useSequenceStepsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SequenceStepsQuery, SequenceStepsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SequenceStepsQuery, SequenceStepsQueryVariables>(SequenceStepsDocument, options);
        }
// @ts-ignore
export function useSequenceStepsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SequenceStepsQuery, SequenceStepsQueryVariables>): Apollo.UseSuspenseQueryResult<SequenceStepsQuery, SequenceStepsQueryVariables>;
export function useSequenceStepsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SequenceStepsQuery, SequenceStepsQueryVariables>): Apollo.UseSuspenseQueryResult<SequenceStepsQuery | undefined, SequenceStepsQueryVariables>;
export function useSequenceStepsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SequenceStepsQuery, SequenceStepsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SequenceStepsQuery, SequenceStepsQueryVariables>(SequenceStepsDocument, options);
        }
export type SequenceStepsQueryHookResult = ReturnType<typeof useSequenceStepsQuery>;
export type SequenceStepsLazyQueryHookResult = ReturnType<typeof useSequenceStepsLazyQuery>;
export type SequenceStepsSuspenseQueryHookResult = ReturnType<typeof useSequenceStepsSuspenseQuery>;
export type SequenceStepsQueryResult = Apollo.QueryResult<SequenceStepsQuery, SequenceStepsQueryVariables>;
export const SetDetailCampaignStatusDocument = gql`
    mutation SetDetailCampaignStatus($id: ID!, $status: String!, $schedule: CampaignScheduleInput) {
  setCampaignStatus(ids: [$id], status: $status, schedule: $schedule) {
    ...CampaignDetailFields
  }
}
    ${CampaignDetailFieldsFragmentDoc}`;
export type SetDetailCampaignStatusMutationFn = Apollo.MutationFunction<SetDetailCampaignStatusMutation, SetDetailCampaignStatusMutationVariables>;

/**
 * __useSetDetailCampaignStatusMutation__
 *
 * To run a mutation, you first call `useSetDetailCampaignStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetDetailCampaignStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setDetailCampaignStatusMutation, { data, loading, error }] = useSetDetailCampaignStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *      schedule: // value for 'schedule'
 *   },
 * });
 */
export function useSetDetailCampaignStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetDetailCampaignStatusMutation, SetDetailCampaignStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetDetailCampaignStatusMutation, SetDetailCampaignStatusMutationVariables>(SetDetailCampaignStatusDocument, options);
      }
export type SetDetailCampaignStatusMutationHookResult = ReturnType<typeof useSetDetailCampaignStatusMutation>;
export type SetDetailCampaignStatusMutationResult = Apollo.MutationResult<SetDetailCampaignStatusMutation>;
export type SetDetailCampaignStatusMutationOptions = Apollo.BaseMutationOptions<SetDetailCampaignStatusMutation, SetDetailCampaignStatusMutationVariables>;
export const SetSequenceStepStatusDocument = gql`
    mutation SetSequenceStepStatus($campaignId: ID!, $stepId: ID!, $status: String!) {
  setStepStatus(campaignId: $campaignId, stepId: $stepId, status: $status) {
    id
    status
    message
  }
}
    `;
export type SetSequenceStepStatusMutationFn = Apollo.MutationFunction<SetSequenceStepStatusMutation, SetSequenceStepStatusMutationVariables>;

/**
 * __useSetSequenceStepStatusMutation__
 *
 * To run a mutation, you first call `useSetSequenceStepStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetSequenceStepStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setSequenceStepStatusMutation, { data, loading, error }] = useSetSequenceStepStatusMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      stepId: // value for 'stepId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetSequenceStepStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetSequenceStepStatusMutation, SetSequenceStepStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetSequenceStepStatusMutation, SetSequenceStepStatusMutationVariables>(SetSequenceStepStatusDocument, options);
      }
export type SetSequenceStepStatusMutationHookResult = ReturnType<typeof useSetSequenceStepStatusMutation>;
export type SetSequenceStepStatusMutationResult = Apollo.MutationResult<SetSequenceStepStatusMutation>;
export type SetSequenceStepStatusMutationOptions = Apollo.BaseMutationOptions<SetSequenceStepStatusMutation, SetSequenceStepStatusMutationVariables>;
export const SettingsAddressChecksDocument = gql`
    query SettingsAddressChecks($campaignId: ID!) {
  campaignSetting(campaignId: $campaignId) {
    skipRoleAddresses
    skipDisposable
  }
}
    `;

/**
 * __useSettingsAddressChecksQuery__
 *
 * To run a query within a React component, call `useSettingsAddressChecksQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsAddressChecksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsAddressChecksQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useSettingsAddressChecksQuery(baseOptions: Apollo.QueryHookOptions<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables> & ({ variables: SettingsAddressChecksQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>(SettingsAddressChecksDocument, options);
      }
export function useSettingsAddressChecksLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>(SettingsAddressChecksDocument, options);
        }
// @ts-ignore
export function useSettingsAddressChecksSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>;
export function useSettingsAddressChecksSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsAddressChecksQuery | undefined, SettingsAddressChecksQueryVariables>;
export function useSettingsAddressChecksSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>(SettingsAddressChecksDocument, options);
        }
export type SettingsAddressChecksQueryHookResult = ReturnType<typeof useSettingsAddressChecksQuery>;
export type SettingsAddressChecksLazyQueryHookResult = ReturnType<typeof useSettingsAddressChecksLazyQuery>;
export type SettingsAddressChecksSuspenseQueryHookResult = ReturnType<typeof useSettingsAddressChecksSuspenseQuery>;
export type SettingsAddressChecksQueryResult = Apollo.QueryResult<SettingsAddressChecksQuery, SettingsAddressChecksQueryVariables>;
export const SettingsSaveAddressChecksDocument = gql`
    mutation SettingsSaveAddressChecks($campaignId: ID!, $input: CampaignSettingInput!) {
  updateCampaignSetting(campaignId: $campaignId, input: $input) {
    id
  }
}
    `;
export type SettingsSaveAddressChecksMutationFn = Apollo.MutationFunction<SettingsSaveAddressChecksMutation, SettingsSaveAddressChecksMutationVariables>;

/**
 * __useSettingsSaveAddressChecksMutation__
 *
 * To run a mutation, you first call `useSettingsSaveAddressChecksMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingsSaveAddressChecksMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingsSaveAddressChecksMutation, { data, loading, error }] = useSettingsSaveAddressChecksMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSettingsSaveAddressChecksMutation(baseOptions?: Apollo.MutationHookOptions<SettingsSaveAddressChecksMutation, SettingsSaveAddressChecksMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingsSaveAddressChecksMutation, SettingsSaveAddressChecksMutationVariables>(SettingsSaveAddressChecksDocument, options);
      }
export type SettingsSaveAddressChecksMutationHookResult = ReturnType<typeof useSettingsSaveAddressChecksMutation>;
export type SettingsSaveAddressChecksMutationResult = Apollo.MutationResult<SettingsSaveAddressChecksMutation>;
export type SettingsSaveAddressChecksMutationOptions = Apollo.BaseMutationOptions<SettingsSaveAddressChecksMutation, SettingsSaveAddressChecksMutationVariables>;
export const SettingsLeadSettingsDocument = gql`
    query SettingsLeadSettings($campaignId: ID!) {
  campaignLeadSettings(campaignId: $campaignId) {
    ...SettingsLeadSettingsFields
  }
}
    ${SettingsLeadSettingsFieldsFragmentDoc}`;

/**
 * __useSettingsLeadSettingsQuery__
 *
 * To run a query within a React component, call `useSettingsLeadSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsLeadSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsLeadSettingsQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useSettingsLeadSettingsQuery(baseOptions: Apollo.QueryHookOptions<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables> & ({ variables: SettingsLeadSettingsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>(SettingsLeadSettingsDocument, options);
      }
export function useSettingsLeadSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>(SettingsLeadSettingsDocument, options);
        }
// @ts-ignore
export function useSettingsLeadSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>;
export function useSettingsLeadSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsLeadSettingsQuery | undefined, SettingsLeadSettingsQueryVariables>;
export function useSettingsLeadSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>(SettingsLeadSettingsDocument, options);
        }
export type SettingsLeadSettingsQueryHookResult = ReturnType<typeof useSettingsLeadSettingsQuery>;
export type SettingsLeadSettingsLazyQueryHookResult = ReturnType<typeof useSettingsLeadSettingsLazyQuery>;
export type SettingsLeadSettingsSuspenseQueryHookResult = ReturnType<typeof useSettingsLeadSettingsSuspenseQuery>;
export type SettingsLeadSettingsQueryResult = Apollo.QueryResult<SettingsLeadSettingsQuery, SettingsLeadSettingsQueryVariables>;
export const SettingsUsersDocument = gql`
    query SettingsUsers {
  users {
    id
    name
    email
  }
}
    `;

/**
 * __useSettingsUsersQuery__
 *
 * To run a query within a React component, call `useSettingsUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsUsersQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsUsersQuery(baseOptions?: Apollo.QueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingsUsersQuery, SettingsUsersQueryVariables>(SettingsUsersDocument, options);
      }
export function useSettingsUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingsUsersQuery, SettingsUsersQueryVariables>(SettingsUsersDocument, options);
        }
// @ts-ignore
export function useSettingsUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsUsersQuery, SettingsUsersQueryVariables>;
export function useSettingsUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsUsersQuery | undefined, SettingsUsersQueryVariables>;
export function useSettingsUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsUsersQuery, SettingsUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingsUsersQuery, SettingsUsersQueryVariables>(SettingsUsersDocument, options);
        }
export type SettingsUsersQueryHookResult = ReturnType<typeof useSettingsUsersQuery>;
export type SettingsUsersLazyQueryHookResult = ReturnType<typeof useSettingsUsersLazyQuery>;
export type SettingsUsersSuspenseQueryHookResult = ReturnType<typeof useSettingsUsersSuspenseQuery>;
export type SettingsUsersQueryResult = Apollo.QueryResult<SettingsUsersQuery, SettingsUsersQueryVariables>;
export const SettingsUpdateLeadSettingsDocument = gql`
    mutation SettingsUpdateLeadSettings($campaignId: ID!, $input: LeadSettingsInput!) {
  updateCampaignLeadSettings(campaignId: $campaignId, input: $input) {
    ...SettingsLeadSettingsFields
  }
}
    ${SettingsLeadSettingsFieldsFragmentDoc}`;
export type SettingsUpdateLeadSettingsMutationFn = Apollo.MutationFunction<SettingsUpdateLeadSettingsMutation, SettingsUpdateLeadSettingsMutationVariables>;

/**
 * __useSettingsUpdateLeadSettingsMutation__
 *
 * To run a mutation, you first call `useSettingsUpdateLeadSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingsUpdateLeadSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingsUpdateLeadSettingsMutation, { data, loading, error }] = useSettingsUpdateLeadSettingsMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSettingsUpdateLeadSettingsMutation(baseOptions?: Apollo.MutationHookOptions<SettingsUpdateLeadSettingsMutation, SettingsUpdateLeadSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingsUpdateLeadSettingsMutation, SettingsUpdateLeadSettingsMutationVariables>(SettingsUpdateLeadSettingsDocument, options);
      }
export type SettingsUpdateLeadSettingsMutationHookResult = ReturnType<typeof useSettingsUpdateLeadSettingsMutation>;
export type SettingsUpdateLeadSettingsMutationResult = Apollo.MutationResult<SettingsUpdateLeadSettingsMutation>;
export type SettingsUpdateLeadSettingsMutationOptions = Apollo.BaseMutationOptions<SettingsUpdateLeadSettingsMutation, SettingsUpdateLeadSettingsMutationVariables>;
export const SettingsReplyHandlingDocument = gql`
    query SettingsReplyHandling($campaignId: ID!) {
  campaignSetting(campaignId: $campaignId) {
    stopForCompany
    outOfOfficeDays
  }
}
    `;

/**
 * __useSettingsReplyHandlingQuery__
 *
 * To run a query within a React component, call `useSettingsReplyHandlingQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsReplyHandlingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsReplyHandlingQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useSettingsReplyHandlingQuery(baseOptions: Apollo.QueryHookOptions<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables> & ({ variables: SettingsReplyHandlingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>(SettingsReplyHandlingDocument, options);
      }
export function useSettingsReplyHandlingLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>(SettingsReplyHandlingDocument, options);
        }
// @ts-ignore
export function useSettingsReplyHandlingSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>;
export function useSettingsReplyHandlingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsReplyHandlingQuery | undefined, SettingsReplyHandlingQueryVariables>;
export function useSettingsReplyHandlingSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>(SettingsReplyHandlingDocument, options);
        }
export type SettingsReplyHandlingQueryHookResult = ReturnType<typeof useSettingsReplyHandlingQuery>;
export type SettingsReplyHandlingLazyQueryHookResult = ReturnType<typeof useSettingsReplyHandlingLazyQuery>;
export type SettingsReplyHandlingSuspenseQueryHookResult = ReturnType<typeof useSettingsReplyHandlingSuspenseQuery>;
export type SettingsReplyHandlingQueryResult = Apollo.QueryResult<SettingsReplyHandlingQuery, SettingsReplyHandlingQueryVariables>;
export const SettingsSaveReplyHandlingDocument = gql`
    mutation SettingsSaveReplyHandling($campaignId: ID!, $input: CampaignSettingInput!) {
  updateCampaignSetting(campaignId: $campaignId, input: $input) {
    id
  }
}
    `;
export type SettingsSaveReplyHandlingMutationFn = Apollo.MutationFunction<SettingsSaveReplyHandlingMutation, SettingsSaveReplyHandlingMutationVariables>;

/**
 * __useSettingsSaveReplyHandlingMutation__
 *
 * To run a mutation, you first call `useSettingsSaveReplyHandlingMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingsSaveReplyHandlingMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingsSaveReplyHandlingMutation, { data, loading, error }] = useSettingsSaveReplyHandlingMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSettingsSaveReplyHandlingMutation(baseOptions?: Apollo.MutationHookOptions<SettingsSaveReplyHandlingMutation, SettingsSaveReplyHandlingMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingsSaveReplyHandlingMutation, SettingsSaveReplyHandlingMutationVariables>(SettingsSaveReplyHandlingDocument, options);
      }
export type SettingsSaveReplyHandlingMutationHookResult = ReturnType<typeof useSettingsSaveReplyHandlingMutation>;
export type SettingsSaveReplyHandlingMutationResult = Apollo.MutationResult<SettingsSaveReplyHandlingMutation>;
export type SettingsSaveReplyHandlingMutationOptions = Apollo.BaseMutationOptions<SettingsSaveReplyHandlingMutation, SettingsSaveReplyHandlingMutationVariables>;
export const SettingsSendingAccountDocument = gql`
    query SettingsSendingAccount($campaignId: ID!) {
  campaignSendingAccount(campaignId: $campaignId) {
    ...SettingsSendingAccountFields
  }
}
    ${SettingsSendingAccountFieldsFragmentDoc}`;

/**
 * __useSettingsSendingAccountQuery__
 *
 * To run a query within a React component, call `useSettingsSendingAccountQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsSendingAccountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsSendingAccountQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useSettingsSendingAccountQuery(baseOptions: Apollo.QueryHookOptions<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables> & ({ variables: SettingsSendingAccountQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>(SettingsSendingAccountDocument, options);
      }
export function useSettingsSendingAccountLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>(SettingsSendingAccountDocument, options);
        }
// @ts-ignore
export function useSettingsSendingAccountSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>;
export function useSettingsSendingAccountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsSendingAccountQuery | undefined, SettingsSendingAccountQueryVariables>;
export function useSettingsSendingAccountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>(SettingsSendingAccountDocument, options);
        }
export type SettingsSendingAccountQueryHookResult = ReturnType<typeof useSettingsSendingAccountQuery>;
export type SettingsSendingAccountLazyQueryHookResult = ReturnType<typeof useSettingsSendingAccountLazyQuery>;
export type SettingsSendingAccountSuspenseQueryHookResult = ReturnType<typeof useSettingsSendingAccountSuspenseQuery>;
export type SettingsSendingAccountQueryResult = Apollo.QueryResult<SettingsSendingAccountQuery, SettingsSendingAccountQueryVariables>;
export const SettingsMailAccountsDocument = gql`
    query SettingsMailAccounts {
  mailAccounts {
    id
    email
    name
    hasSmtp
  }
}
    `;

/**
 * __useSettingsMailAccountsQuery__
 *
 * To run a query within a React component, call `useSettingsMailAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsMailAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsMailAccountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingsMailAccountsQuery(baseOptions?: Apollo.QueryHookOptions<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>(SettingsMailAccountsDocument, options);
      }
export function useSettingsMailAccountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>(SettingsMailAccountsDocument, options);
        }
// @ts-ignore
export function useSettingsMailAccountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>;
export function useSettingsMailAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsMailAccountsQuery | undefined, SettingsMailAccountsQueryVariables>;
export function useSettingsMailAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>(SettingsMailAccountsDocument, options);
        }
export type SettingsMailAccountsQueryHookResult = ReturnType<typeof useSettingsMailAccountsQuery>;
export type SettingsMailAccountsLazyQueryHookResult = ReturnType<typeof useSettingsMailAccountsLazyQuery>;
export type SettingsMailAccountsSuspenseQueryHookResult = ReturnType<typeof useSettingsMailAccountsSuspenseQuery>;
export type SettingsMailAccountsQueryResult = Apollo.QueryResult<SettingsMailAccountsQuery, SettingsMailAccountsQueryVariables>;
export const SettingsUpdateSendingAccountDocument = gql`
    mutation SettingsUpdateSendingAccount($campaignId: ID!, $assignedTo: String!, $fromName: String!, $useSmtp: Boolean) {
  updateCampaignMailAccount(
    campaignId: $campaignId
    assignedTo: $assignedTo
    fromName: $fromName
    useSmtp: $useSmtp
  ) {
    ...SettingsSendingAccountFields
  }
}
    ${SettingsSendingAccountFieldsFragmentDoc}`;
export type SettingsUpdateSendingAccountMutationFn = Apollo.MutationFunction<SettingsUpdateSendingAccountMutation, SettingsUpdateSendingAccountMutationVariables>;

/**
 * __useSettingsUpdateSendingAccountMutation__
 *
 * To run a mutation, you first call `useSettingsUpdateSendingAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingsUpdateSendingAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingsUpdateSendingAccountMutation, { data, loading, error }] = useSettingsUpdateSendingAccountMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      assignedTo: // value for 'assignedTo'
 *      fromName: // value for 'fromName'
 *      useSmtp: // value for 'useSmtp'
 *   },
 * });
 */
export function useSettingsUpdateSendingAccountMutation(baseOptions?: Apollo.MutationHookOptions<SettingsUpdateSendingAccountMutation, SettingsUpdateSendingAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingsUpdateSendingAccountMutation, SettingsUpdateSendingAccountMutationVariables>(SettingsUpdateSendingAccountDocument, options);
      }
export type SettingsUpdateSendingAccountMutationHookResult = ReturnType<typeof useSettingsUpdateSendingAccountMutation>;
export type SettingsUpdateSendingAccountMutationResult = Apollo.MutationResult<SettingsUpdateSendingAccountMutation>;
export type SettingsUpdateSendingAccountMutationOptions = Apollo.BaseMutationOptions<SettingsUpdateSendingAccountMutation, SettingsUpdateSendingAccountMutationVariables>;
export const SettingsSendingPoolDocument = gql`
    query SettingsSendingPool($campaignId: ID!) {
  campaign(id: $campaignId) {
    id
    mailAccounts {
      id
    }
  }
  campaignSetting(campaignId: $campaignId) {
    matchRecipientProvider
    sendInRecipientTimezone
  }
  poolMailboxes {
    id
    email
    name
    dailyCap
    sentToday
  }
}
    `;

/**
 * __useSettingsSendingPoolQuery__
 *
 * To run a query within a React component, call `useSettingsSendingPoolQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingsSendingPoolQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingsSendingPoolQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useSettingsSendingPoolQuery(baseOptions: Apollo.QueryHookOptions<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables> & ({ variables: SettingsSendingPoolQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>(SettingsSendingPoolDocument, options);
      }
export function useSettingsSendingPoolLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>(SettingsSendingPoolDocument, options);
        }
// @ts-ignore
export function useSettingsSendingPoolSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>;
export function useSettingsSendingPoolSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>): Apollo.UseSuspenseQueryResult<SettingsSendingPoolQuery | undefined, SettingsSendingPoolQueryVariables>;
export function useSettingsSendingPoolSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>(SettingsSendingPoolDocument, options);
        }
export type SettingsSendingPoolQueryHookResult = ReturnType<typeof useSettingsSendingPoolQuery>;
export type SettingsSendingPoolLazyQueryHookResult = ReturnType<typeof useSettingsSendingPoolLazyQuery>;
export type SettingsSendingPoolSuspenseQueryHookResult = ReturnType<typeof useSettingsSendingPoolSuspenseQuery>;
export type SettingsSendingPoolQueryResult = Apollo.QueryResult<SettingsSendingPoolQuery, SettingsSendingPoolQueryVariables>;
export const SettingsSetSendingPoolDocument = gql`
    mutation SettingsSetSendingPool($campaignId: ID!, $ids: [ID!]!) {
  setCampaignMailAccounts(campaignId: $campaignId, mailAccountIds: $ids) {
    id
    mailAccounts {
      id
      email
      name
    }
  }
}
    `;
export type SettingsSetSendingPoolMutationFn = Apollo.MutationFunction<SettingsSetSendingPoolMutation, SettingsSetSendingPoolMutationVariables>;

/**
 * __useSettingsSetSendingPoolMutation__
 *
 * To run a mutation, you first call `useSettingsSetSendingPoolMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingsSetSendingPoolMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingsSetSendingPoolMutation, { data, loading, error }] = useSettingsSetSendingPoolMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useSettingsSetSendingPoolMutation(baseOptions?: Apollo.MutationHookOptions<SettingsSetSendingPoolMutation, SettingsSetSendingPoolMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingsSetSendingPoolMutation, SettingsSetSendingPoolMutationVariables>(SettingsSetSendingPoolDocument, options);
      }
export type SettingsSetSendingPoolMutationHookResult = ReturnType<typeof useSettingsSetSendingPoolMutation>;
export type SettingsSetSendingPoolMutationResult = Apollo.MutationResult<SettingsSetSendingPoolMutation>;
export type SettingsSetSendingPoolMutationOptions = Apollo.BaseMutationOptions<SettingsSetSendingPoolMutation, SettingsSetSendingPoolMutationVariables>;
export const SettingsSavePoolOptionsDocument = gql`
    mutation SettingsSavePoolOptions($campaignId: ID!, $input: CampaignSettingInput!) {
  updateCampaignSetting(campaignId: $campaignId, input: $input) {
    id
  }
}
    `;
export type SettingsSavePoolOptionsMutationFn = Apollo.MutationFunction<SettingsSavePoolOptionsMutation, SettingsSavePoolOptionsMutationVariables>;

/**
 * __useSettingsSavePoolOptionsMutation__
 *
 * To run a mutation, you first call `useSettingsSavePoolOptionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingsSavePoolOptionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingsSavePoolOptionsMutation, { data, loading, error }] = useSettingsSavePoolOptionsMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSettingsSavePoolOptionsMutation(baseOptions?: Apollo.MutationHookOptions<SettingsSavePoolOptionsMutation, SettingsSavePoolOptionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingsSavePoolOptionsMutation, SettingsSavePoolOptionsMutationVariables>(SettingsSavePoolOptionsDocument, options);
      }
export type SettingsSavePoolOptionsMutationHookResult = ReturnType<typeof useSettingsSavePoolOptionsMutation>;
export type SettingsSavePoolOptionsMutationResult = Apollo.MutationResult<SettingsSavePoolOptionsMutation>;
export type SettingsSavePoolOptionsMutationOptions = Apollo.BaseMutationOptions<SettingsSavePoolOptionsMutation, SettingsSavePoolOptionsMutationVariables>;
export const CampaignLabelsDocument = gql`
    query CampaignLabels {
  labels {
    ...CampaignLabel
  }
}
    ${CampaignLabelFragmentDoc}`;

/**
 * __useCampaignLabelsQuery__
 *
 * To run a query within a React component, call `useCampaignLabelsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignLabelsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignLabelsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCampaignLabelsQuery(baseOptions?: Apollo.QueryHookOptions<CampaignLabelsQuery, CampaignLabelsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignLabelsQuery, CampaignLabelsQueryVariables>(CampaignLabelsDocument, options);
      }
export function useCampaignLabelsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignLabelsQuery, CampaignLabelsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignLabelsQuery, CampaignLabelsQueryVariables>(CampaignLabelsDocument, options);
        }
// @ts-ignore
export function useCampaignLabelsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignLabelsQuery, CampaignLabelsQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignLabelsQuery, CampaignLabelsQueryVariables>;
export function useCampaignLabelsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignLabelsQuery, CampaignLabelsQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignLabelsQuery | undefined, CampaignLabelsQueryVariables>;
export function useCampaignLabelsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignLabelsQuery, CampaignLabelsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignLabelsQuery, CampaignLabelsQueryVariables>(CampaignLabelsDocument, options);
        }
export type CampaignLabelsQueryHookResult = ReturnType<typeof useCampaignLabelsQuery>;
export type CampaignLabelsLazyQueryHookResult = ReturnType<typeof useCampaignLabelsLazyQuery>;
export type CampaignLabelsSuspenseQueryHookResult = ReturnType<typeof useCampaignLabelsSuspenseQuery>;
export type CampaignLabelsQueryResult = Apollo.QueryResult<CampaignLabelsQuery, CampaignLabelsQueryVariables>;
export const CampaignListRowDocument = gql`
    query CampaignListRow($id: ID!) {
  campaign(id: $id) {
    ...CampaignRow
  }
}
    ${CampaignRowFragmentDoc}
${CampaignLabelFragmentDoc}`;

/**
 * __useCampaignListRowQuery__
 *
 * To run a query within a React component, call `useCampaignListRowQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignListRowQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignListRowQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCampaignListRowQuery(baseOptions: Apollo.QueryHookOptions<CampaignListRowQuery, CampaignListRowQueryVariables> & ({ variables: CampaignListRowQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignListRowQuery, CampaignListRowQueryVariables>(CampaignListRowDocument, options);
      }
export function useCampaignListRowLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignListRowQuery, CampaignListRowQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignListRowQuery, CampaignListRowQueryVariables>(CampaignListRowDocument, options);
        }
// @ts-ignore
export function useCampaignListRowSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignListRowQuery, CampaignListRowQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignListRowQuery, CampaignListRowQueryVariables>;
export function useCampaignListRowSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignListRowQuery, CampaignListRowQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignListRowQuery | undefined, CampaignListRowQueryVariables>;
export function useCampaignListRowSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignListRowQuery, CampaignListRowQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignListRowQuery, CampaignListRowQueryVariables>(CampaignListRowDocument, options);
        }
export type CampaignListRowQueryHookResult = ReturnType<typeof useCampaignListRowQuery>;
export type CampaignListRowLazyQueryHookResult = ReturnType<typeof useCampaignListRowLazyQuery>;
export type CampaignListRowSuspenseQueryHookResult = ReturnType<typeof useCampaignListRowSuspenseQuery>;
export type CampaignListRowQueryResult = Apollo.QueryResult<CampaignListRowQuery, CampaignListRowQueryVariables>;
export const CampaignListDocument = gql`
    query CampaignList($input: CampaignListInput!) {
  campaigns(input: $input) {
    total
    campaigns {
      ...CampaignRow
    }
  }
}
    ${CampaignRowFragmentDoc}
${CampaignLabelFragmentDoc}`;

/**
 * __useCampaignListQuery__
 *
 * To run a query within a React component, call `useCampaignListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignListQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCampaignListQuery(baseOptions: Apollo.QueryHookOptions<CampaignListQuery, CampaignListQueryVariables> & ({ variables: CampaignListQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignListQuery, CampaignListQueryVariables>(CampaignListDocument, options);
      }
export function useCampaignListLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignListQuery, CampaignListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignListQuery, CampaignListQueryVariables>(CampaignListDocument, options);
        }
// @ts-ignore
export function useCampaignListSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignListQuery, CampaignListQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignListQuery, CampaignListQueryVariables>;
export function useCampaignListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignListQuery, CampaignListQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignListQuery | undefined, CampaignListQueryVariables>;
export function useCampaignListSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignListQuery, CampaignListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignListQuery, CampaignListQueryVariables>(CampaignListDocument, options);
        }
export type CampaignListQueryHookResult = ReturnType<typeof useCampaignListQuery>;
export type CampaignListLazyQueryHookResult = ReturnType<typeof useCampaignListLazyQuery>;
export type CampaignListSuspenseQueryHookResult = ReturnType<typeof useCampaignListSuspenseQuery>;
export type CampaignListQueryResult = Apollo.QueryResult<CampaignListQuery, CampaignListQueryVariables>;
export const CampaignMailAccountOptionsDocument = gql`
    query CampaignMailAccountOptions {
  mailAccounts {
    id
    email
    name
  }
}
    `;

/**
 * __useCampaignMailAccountOptionsQuery__
 *
 * To run a query within a React component, call `useCampaignMailAccountOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCampaignMailAccountOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCampaignMailAccountOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCampaignMailAccountOptionsQuery(baseOptions?: Apollo.QueryHookOptions<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>(CampaignMailAccountOptionsDocument, options);
      }
export function useCampaignMailAccountOptionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>(CampaignMailAccountOptionsDocument, options);
        }
// @ts-ignore
export function useCampaignMailAccountOptionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>;
export function useCampaignMailAccountOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<CampaignMailAccountOptionsQuery | undefined, CampaignMailAccountOptionsQueryVariables>;
export function useCampaignMailAccountOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>(CampaignMailAccountOptionsDocument, options);
        }
export type CampaignMailAccountOptionsQueryHookResult = ReturnType<typeof useCampaignMailAccountOptionsQuery>;
export type CampaignMailAccountOptionsLazyQueryHookResult = ReturnType<typeof useCampaignMailAccountOptionsLazyQuery>;
export type CampaignMailAccountOptionsSuspenseQueryHookResult = ReturnType<typeof useCampaignMailAccountOptionsSuspenseQuery>;
export type CampaignMailAccountOptionsQueryResult = Apollo.QueryResult<CampaignMailAccountOptionsQuery, CampaignMailAccountOptionsQueryVariables>;
export const ChangeCampaignStatusDocument = gql`
    mutation ChangeCampaignStatus($ids: [ID!]!, $status: String!) {
  setCampaignStatus(ids: $ids, status: $status) {
    id
    status
  }
}
    `;
export type ChangeCampaignStatusMutationFn = Apollo.MutationFunction<ChangeCampaignStatusMutation, ChangeCampaignStatusMutationVariables>;

/**
 * __useChangeCampaignStatusMutation__
 *
 * To run a mutation, you first call `useChangeCampaignStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeCampaignStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeCampaignStatusMutation, { data, loading, error }] = useChangeCampaignStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useChangeCampaignStatusMutation(baseOptions?: Apollo.MutationHookOptions<ChangeCampaignStatusMutation, ChangeCampaignStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangeCampaignStatusMutation, ChangeCampaignStatusMutationVariables>(ChangeCampaignStatusDocument, options);
      }
export type ChangeCampaignStatusMutationHookResult = ReturnType<typeof useChangeCampaignStatusMutation>;
export type ChangeCampaignStatusMutationResult = Apollo.MutationResult<ChangeCampaignStatusMutation>;
export type ChangeCampaignStatusMutationOptions = Apollo.BaseMutationOptions<ChangeCampaignStatusMutation, ChangeCampaignStatusMutationVariables>;
export const CreateLabelDocument = gql`
    mutation CreateLabel($name: String!) {
  createLabel(name: $name) {
    ...CampaignLabel
  }
}
    ${CampaignLabelFragmentDoc}`;
export type CreateLabelMutationFn = Apollo.MutationFunction<CreateLabelMutation, CreateLabelMutationVariables>;

/**
 * __useCreateLabelMutation__
 *
 * To run a mutation, you first call `useCreateLabelMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateLabelMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createLabelMutation, { data, loading, error }] = useCreateLabelMutation({
 *   variables: {
 *      name: // value for 'name'
 *   },
 * });
 */
export function useCreateLabelMutation(baseOptions?: Apollo.MutationHookOptions<CreateLabelMutation, CreateLabelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateLabelMutation, CreateLabelMutationVariables>(CreateLabelDocument, options);
      }
export type CreateLabelMutationHookResult = ReturnType<typeof useCreateLabelMutation>;
export type CreateLabelMutationResult = Apollo.MutationResult<CreateLabelMutation>;
export type CreateLabelMutationOptions = Apollo.BaseMutationOptions<CreateLabelMutation, CreateLabelMutationVariables>;
export const DeleteCampaignsDocument = gql`
    mutation DeleteCampaigns($ids: [ID!]!) {
  setCampaignStatus(ids: $ids, status: "deleted") {
    id
  }
}
    `;
export type DeleteCampaignsMutationFn = Apollo.MutationFunction<DeleteCampaignsMutation, DeleteCampaignsMutationVariables>;

/**
 * __useDeleteCampaignsMutation__
 *
 * To run a mutation, you first call `useDeleteCampaignsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCampaignsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCampaignsMutation, { data, loading, error }] = useDeleteCampaignsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useDeleteCampaignsMutation(baseOptions?: Apollo.MutationHookOptions<DeleteCampaignsMutation, DeleteCampaignsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteCampaignsMutation, DeleteCampaignsMutationVariables>(DeleteCampaignsDocument, options);
      }
export type DeleteCampaignsMutationHookResult = ReturnType<typeof useDeleteCampaignsMutation>;
export type DeleteCampaignsMutationResult = Apollo.MutationResult<DeleteCampaignsMutation>;
export type DeleteCampaignsMutationOptions = Apollo.BaseMutationOptions<DeleteCampaignsMutation, DeleteCampaignsMutationVariables>;
export const DeleteLabelDocument = gql`
    mutation DeleteLabel($id: ID!) {
  deleteLabel(id: $id)
}
    `;
export type DeleteLabelMutationFn = Apollo.MutationFunction<DeleteLabelMutation, DeleteLabelMutationVariables>;

/**
 * __useDeleteLabelMutation__
 *
 * To run a mutation, you first call `useDeleteLabelMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLabelMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLabelMutation, { data, loading, error }] = useDeleteLabelMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLabelMutation(baseOptions?: Apollo.MutationHookOptions<DeleteLabelMutation, DeleteLabelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteLabelMutation, DeleteLabelMutationVariables>(DeleteLabelDocument, options);
      }
export type DeleteLabelMutationHookResult = ReturnType<typeof useDeleteLabelMutation>;
export type DeleteLabelMutationResult = Apollo.MutationResult<DeleteLabelMutation>;
export type DeleteLabelMutationOptions = Apollo.BaseMutationOptions<DeleteLabelMutation, DeleteLabelMutationVariables>;
export const RenameLabelDocument = gql`
    mutation RenameLabel($id: ID!, $name: String!) {
  updateLabel(id: $id, name: $name) {
    ...CampaignLabel
  }
}
    ${CampaignLabelFragmentDoc}`;
export type RenameLabelMutationFn = Apollo.MutationFunction<RenameLabelMutation, RenameLabelMutationVariables>;

/**
 * __useRenameLabelMutation__
 *
 * To run a mutation, you first call `useRenameLabelMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRenameLabelMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [renameLabelMutation, { data, loading, error }] = useRenameLabelMutation({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useRenameLabelMutation(baseOptions?: Apollo.MutationHookOptions<RenameLabelMutation, RenameLabelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RenameLabelMutation, RenameLabelMutationVariables>(RenameLabelDocument, options);
      }
export type RenameLabelMutationHookResult = ReturnType<typeof useRenameLabelMutation>;
export type RenameLabelMutationResult = Apollo.MutationResult<RenameLabelMutation>;
export type RenameLabelMutationOptions = Apollo.BaseMutationOptions<RenameLabelMutation, RenameLabelMutationVariables>;
export const SetCampaignLabelDocument = gql`
    mutation SetCampaignLabel($campaignIds: [ID!]!, $labelId: ID!, $add: Boolean!) {
  setCampaignLabel(campaignIds: $campaignIds, labelId: $labelId, add: $add) {
    id
    labels {
      ...CampaignLabel
    }
  }
}
    ${CampaignLabelFragmentDoc}`;
export type SetCampaignLabelMutationFn = Apollo.MutationFunction<SetCampaignLabelMutation, SetCampaignLabelMutationVariables>;

/**
 * __useSetCampaignLabelMutation__
 *
 * To run a mutation, you first call `useSetCampaignLabelMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCampaignLabelMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCampaignLabelMutation, { data, loading, error }] = useSetCampaignLabelMutation({
 *   variables: {
 *      campaignIds: // value for 'campaignIds'
 *      labelId: // value for 'labelId'
 *      add: // value for 'add'
 *   },
 * });
 */
export function useSetCampaignLabelMutation(baseOptions?: Apollo.MutationHookOptions<SetCampaignLabelMutation, SetCampaignLabelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetCampaignLabelMutation, SetCampaignLabelMutationVariables>(SetCampaignLabelDocument, options);
      }
export type SetCampaignLabelMutationHookResult = ReturnType<typeof useSetCampaignLabelMutation>;
export type SetCampaignLabelMutationResult = Apollo.MutationResult<SetCampaignLabelMutation>;
export type SetCampaignLabelMutationOptions = Apollo.BaseMutationOptions<SetCampaignLabelMutation, SetCampaignLabelMutationVariables>;
export const ContactImportDocument = gql`
    query ContactImport($id: ID!) {
  contactImport(id: $id) {
    id
    listId
    name
    status
    bytesTotal
    bytesRead
    rowsRead
    imported
    duplicates
    invalid
    errors {
      line
      reason
    }
    message
    zonesUnreadable
    zonesUnreadableLines
  }
}
    `;

/**
 * __useContactImportQuery__
 *
 * To run a query within a React component, call `useContactImportQuery` and pass it any options that fit your needs.
 * When your component renders, `useContactImportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContactImportQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useContactImportQuery(baseOptions: Apollo.QueryHookOptions<ContactImportQuery, ContactImportQueryVariables> & ({ variables: ContactImportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ContactImportQuery, ContactImportQueryVariables>(ContactImportDocument, options);
      }
export function useContactImportLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ContactImportQuery, ContactImportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ContactImportQuery, ContactImportQueryVariables>(ContactImportDocument, options);
        }
// @ts-ignore
export function useContactImportSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ContactImportQuery, ContactImportQueryVariables>): Apollo.UseSuspenseQueryResult<ContactImportQuery, ContactImportQueryVariables>;
export function useContactImportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactImportQuery, ContactImportQueryVariables>): Apollo.UseSuspenseQueryResult<ContactImportQuery | undefined, ContactImportQueryVariables>;
export function useContactImportSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactImportQuery, ContactImportQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ContactImportQuery, ContactImportQueryVariables>(ContactImportDocument, options);
        }
export type ContactImportQueryHookResult = ReturnType<typeof useContactImportQuery>;
export type ContactImportLazyQueryHookResult = ReturnType<typeof useContactImportLazyQuery>;
export type ContactImportSuspenseQueryHookResult = ReturnType<typeof useContactImportSuspenseQuery>;
export type ContactImportQueryResult = Apollo.QueryResult<ContactImportQuery, ContactImportQueryVariables>;
export const ContactListsDocument = gql`
    query ContactLists {
  contactLists {
    id
    name
    contactsCount
  }
}
    `;

/**
 * __useContactListsQuery__
 *
 * To run a query within a React component, call `useContactListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useContactListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContactListsQuery({
 *   variables: {
 *   },
 * });
 */
export function useContactListsQuery(baseOptions?: Apollo.QueryHookOptions<ContactListsQuery, ContactListsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ContactListsQuery, ContactListsQueryVariables>(ContactListsDocument, options);
      }
export function useContactListsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ContactListsQuery, ContactListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ContactListsQuery, ContactListsQueryVariables>(ContactListsDocument, options);
        }
// @ts-ignore
export function useContactListsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ContactListsQuery, ContactListsQueryVariables>): Apollo.UseSuspenseQueryResult<ContactListsQuery, ContactListsQueryVariables>;
export function useContactListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactListsQuery, ContactListsQueryVariables>): Apollo.UseSuspenseQueryResult<ContactListsQuery | undefined, ContactListsQueryVariables>;
export function useContactListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactListsQuery, ContactListsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ContactListsQuery, ContactListsQueryVariables>(ContactListsDocument, options);
        }
export type ContactListsQueryHookResult = ReturnType<typeof useContactListsQuery>;
export type ContactListsLazyQueryHookResult = ReturnType<typeof useContactListsLazyQuery>;
export type ContactListsSuspenseQueryHookResult = ReturnType<typeof useContactListsSuspenseQuery>;
export type ContactListsQueryResult = Apollo.QueryResult<ContactListsQuery, ContactListsQueryVariables>;
export const ContactStatsDocument = gql`
    query ContactStats($userEmail: String) {
  contactStats(userEmail: $userEmail) {
    total
    inCampaign
    engaged
    leads
    bounced
    unsubscribed
  }
}
    `;

/**
 * __useContactStatsQuery__
 *
 * To run a query within a React component, call `useContactStatsQuery` and pass it any options that fit your needs.
 * When your component renders, `useContactStatsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContactStatsQuery({
 *   variables: {
 *      userEmail: // value for 'userEmail'
 *   },
 * });
 */
export function useContactStatsQuery(baseOptions?: Apollo.QueryHookOptions<ContactStatsQuery, ContactStatsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ContactStatsQuery, ContactStatsQueryVariables>(ContactStatsDocument, options);
      }
export function useContactStatsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ContactStatsQuery, ContactStatsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ContactStatsQuery, ContactStatsQueryVariables>(ContactStatsDocument, options);
        }
// @ts-ignore
export function useContactStatsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ContactStatsQuery, ContactStatsQueryVariables>): Apollo.UseSuspenseQueryResult<ContactStatsQuery, ContactStatsQueryVariables>;
export function useContactStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactStatsQuery, ContactStatsQueryVariables>): Apollo.UseSuspenseQueryResult<ContactStatsQuery | undefined, ContactStatsQueryVariables>;
export function useContactStatsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactStatsQuery, ContactStatsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ContactStatsQuery, ContactStatsQueryVariables>(ContactStatsDocument, options);
        }
export type ContactStatsQueryHookResult = ReturnType<typeof useContactStatsQuery>;
export type ContactStatsLazyQueryHookResult = ReturnType<typeof useContactStatsLazyQuery>;
export type ContactStatsSuspenseQueryHookResult = ReturnType<typeof useContactStatsSuspenseQuery>;
export type ContactStatsQueryResult = Apollo.QueryResult<ContactStatsQuery, ContactStatsQueryVariables>;
export const ContactsDocument = gql`
    query Contacts($input: ContactSearchInput!) {
  contacts(input: $input) {
    total
    totalCapped
    rows {
      id
      email
      createdAt
      status
      displayStatus
      campaignCount
      sentCount
      engagedCount
    }
  }
}
    `;

/**
 * __useContactsQuery__
 *
 * To run a query within a React component, call `useContactsQuery` and pass it any options that fit your needs.
 * When your component renders, `useContactsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContactsQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useContactsQuery(baseOptions: Apollo.QueryHookOptions<ContactsQuery, ContactsQueryVariables> & ({ variables: ContactsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ContactsQuery, ContactsQueryVariables>(ContactsDocument, options);
      }
export function useContactsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ContactsQuery, ContactsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ContactsQuery, ContactsQueryVariables>(ContactsDocument, options);
        }
// @ts-ignore
export function useContactsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ContactsQuery, ContactsQueryVariables>): Apollo.UseSuspenseQueryResult<ContactsQuery, ContactsQueryVariables>;
export function useContactsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactsQuery, ContactsQueryVariables>): Apollo.UseSuspenseQueryResult<ContactsQuery | undefined, ContactsQueryVariables>;
export function useContactsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactsQuery, ContactsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ContactsQuery, ContactsQueryVariables>(ContactsDocument, options);
        }
export type ContactsQueryHookResult = ReturnType<typeof useContactsQuery>;
export type ContactsLazyQueryHookResult = ReturnType<typeof useContactsLazyQuery>;
export type ContactsSuspenseQueryHookResult = ReturnType<typeof useContactsSuspenseQuery>;
export type ContactsQueryResult = Apollo.QueryResult<ContactsQuery, ContactsQueryVariables>;
export const MailUsersDocument = gql`
    query MailUsers {
  users {
    id
    name
    email
  }
}
    `;

/**
 * __useMailUsersQuery__
 *
 * To run a query within a React component, call `useMailUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailUsersQuery({
 *   variables: {
 *   },
 * });
 */
export function useMailUsersQuery(baseOptions?: Apollo.QueryHookOptions<MailUsersQuery, MailUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MailUsersQuery, MailUsersQueryVariables>(MailUsersDocument, options);
      }
export function useMailUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MailUsersQuery, MailUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MailUsersQuery, MailUsersQueryVariables>(MailUsersDocument, options);
        }
// @ts-ignore
export function useMailUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MailUsersQuery, MailUsersQueryVariables>): Apollo.UseSuspenseQueryResult<MailUsersQuery, MailUsersQueryVariables>;
export function useMailUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailUsersQuery, MailUsersQueryVariables>): Apollo.UseSuspenseQueryResult<MailUsersQuery | undefined, MailUsersQueryVariables>;
export function useMailUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailUsersQuery, MailUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MailUsersQuery, MailUsersQueryVariables>(MailUsersDocument, options);
        }
export type MailUsersQueryHookResult = ReturnType<typeof useMailUsersQuery>;
export type MailUsersLazyQueryHookResult = ReturnType<typeof useMailUsersLazyQuery>;
export type MailUsersSuspenseQueryHookResult = ReturnType<typeof useMailUsersSuspenseQuery>;
export type MailUsersQueryResult = Apollo.QueryResult<MailUsersQuery, MailUsersQueryVariables>;
export const DoNotContactDocument = gql`
    query DoNotContact($offset: Int!, $limit: Int!) {
  doNotContact(offset: $offset, limit: $limit) {
    totalCount
    entries {
      value
      kind
      createdAt
    }
  }
}
    `;

/**
 * __useDoNotContactQuery__
 *
 * To run a query within a React component, call `useDoNotContactQuery` and pass it any options that fit your needs.
 * When your component renders, `useDoNotContactQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDoNotContactQuery({
 *   variables: {
 *      offset: // value for 'offset'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useDoNotContactQuery(baseOptions: Apollo.QueryHookOptions<DoNotContactQuery, DoNotContactQueryVariables> & ({ variables: DoNotContactQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DoNotContactQuery, DoNotContactQueryVariables>(DoNotContactDocument, options);
      }
export function useDoNotContactLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DoNotContactQuery, DoNotContactQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DoNotContactQuery, DoNotContactQueryVariables>(DoNotContactDocument, options);
        }
// @ts-ignore
export function useDoNotContactSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DoNotContactQuery, DoNotContactQueryVariables>): Apollo.UseSuspenseQueryResult<DoNotContactQuery, DoNotContactQueryVariables>;
export function useDoNotContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DoNotContactQuery, DoNotContactQueryVariables>): Apollo.UseSuspenseQueryResult<DoNotContactQuery | undefined, DoNotContactQueryVariables>;
export function useDoNotContactSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DoNotContactQuery, DoNotContactQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DoNotContactQuery, DoNotContactQueryVariables>(DoNotContactDocument, options);
        }
export type DoNotContactQueryHookResult = ReturnType<typeof useDoNotContactQuery>;
export type DoNotContactLazyQueryHookResult = ReturnType<typeof useDoNotContactLazyQuery>;
export type DoNotContactSuspenseQueryHookResult = ReturnType<typeof useDoNotContactSuspenseQuery>;
export type DoNotContactQueryResult = Apollo.QueryResult<DoNotContactQuery, DoNotContactQueryVariables>;
export const AddDoNotContactDocument = gql`
    mutation AddDoNotContact($entries: [String!]!) {
  addDoNotContact(entries: $entries)
}
    `;
export type AddDoNotContactMutationFn = Apollo.MutationFunction<AddDoNotContactMutation, AddDoNotContactMutationVariables>;

/**
 * __useAddDoNotContactMutation__
 *
 * To run a mutation, you first call `useAddDoNotContactMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddDoNotContactMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addDoNotContactMutation, { data, loading, error }] = useAddDoNotContactMutation({
 *   variables: {
 *      entries: // value for 'entries'
 *   },
 * });
 */
export function useAddDoNotContactMutation(baseOptions?: Apollo.MutationHookOptions<AddDoNotContactMutation, AddDoNotContactMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddDoNotContactMutation, AddDoNotContactMutationVariables>(AddDoNotContactDocument, options);
      }
export type AddDoNotContactMutationHookResult = ReturnType<typeof useAddDoNotContactMutation>;
export type AddDoNotContactMutationResult = Apollo.MutationResult<AddDoNotContactMutation>;
export type AddDoNotContactMutationOptions = Apollo.BaseMutationOptions<AddDoNotContactMutation, AddDoNotContactMutationVariables>;
export const RemoveDoNotContactDocument = gql`
    mutation RemoveDoNotContact($entries: [String!]!) {
  removeDoNotContact(entries: $entries)
}
    `;
export type RemoveDoNotContactMutationFn = Apollo.MutationFunction<RemoveDoNotContactMutation, RemoveDoNotContactMutationVariables>;

/**
 * __useRemoveDoNotContactMutation__
 *
 * To run a mutation, you first call `useRemoveDoNotContactMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveDoNotContactMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeDoNotContactMutation, { data, loading, error }] = useRemoveDoNotContactMutation({
 *   variables: {
 *      entries: // value for 'entries'
 *   },
 * });
 */
export function useRemoveDoNotContactMutation(baseOptions?: Apollo.MutationHookOptions<RemoveDoNotContactMutation, RemoveDoNotContactMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RemoveDoNotContactMutation, RemoveDoNotContactMutationVariables>(RemoveDoNotContactDocument, options);
      }
export type RemoveDoNotContactMutationHookResult = ReturnType<typeof useRemoveDoNotContactMutation>;
export type RemoveDoNotContactMutationResult = Apollo.MutationResult<RemoveDoNotContactMutation>;
export type RemoveDoNotContactMutationOptions = Apollo.BaseMutationOptions<RemoveDoNotContactMutation, RemoveDoNotContactMutationVariables>;
export const ImportDoNotContactDocument = gql`
    mutation ImportDoNotContact($csv: String!) {
  importDoNotContact(csv: $csv)
}
    `;
export type ImportDoNotContactMutationFn = Apollo.MutationFunction<ImportDoNotContactMutation, ImportDoNotContactMutationVariables>;

/**
 * __useImportDoNotContactMutation__
 *
 * To run a mutation, you first call `useImportDoNotContactMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useImportDoNotContactMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [importDoNotContactMutation, { data, loading, error }] = useImportDoNotContactMutation({
 *   variables: {
 *      csv: // value for 'csv'
 *   },
 * });
 */
export function useImportDoNotContactMutation(baseOptions?: Apollo.MutationHookOptions<ImportDoNotContactMutation, ImportDoNotContactMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ImportDoNotContactMutation, ImportDoNotContactMutationVariables>(ImportDoNotContactDocument, options);
      }
export type ImportDoNotContactMutationHookResult = ReturnType<typeof useImportDoNotContactMutation>;
export type ImportDoNotContactMutationResult = Apollo.MutationResult<ImportDoNotContactMutation>;
export type ImportDoNotContactMutationOptions = Apollo.BaseMutationOptions<ImportDoNotContactMutation, ImportDoNotContactMutationVariables>;
export const GuardrailSettingsDocument = gql`
    query GuardrailSettings($email: String) {
  guardrailSettings(email: $email) {
    stored {
      ...GuardrailRuleFields
    }
    effective {
      ...GuardrailRuleFields
    }
  }
}
    ${GuardrailRuleFieldsFragmentDoc}`;

/**
 * __useGuardrailSettingsQuery__
 *
 * To run a query within a React component, call `useGuardrailSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuardrailSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuardrailSettingsQuery({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useGuardrailSettingsQuery(baseOptions?: Apollo.QueryHookOptions<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>(GuardrailSettingsDocument, options);
      }
export function useGuardrailSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>(GuardrailSettingsDocument, options);
        }
// @ts-ignore
export function useGuardrailSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>;
export function useGuardrailSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<GuardrailSettingsQuery | undefined, GuardrailSettingsQueryVariables>;
export function useGuardrailSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>(GuardrailSettingsDocument, options);
        }
export type GuardrailSettingsQueryHookResult = ReturnType<typeof useGuardrailSettingsQuery>;
export type GuardrailSettingsLazyQueryHookResult = ReturnType<typeof useGuardrailSettingsLazyQuery>;
export type GuardrailSettingsSuspenseQueryHookResult = ReturnType<typeof useGuardrailSettingsSuspenseQuery>;
export type GuardrailSettingsQueryResult = Apollo.QueryResult<GuardrailSettingsQuery, GuardrailSettingsQueryVariables>;
export const UpdateGuardrailSettingsDocument = gql`
    mutation UpdateGuardrailSettings($email: String, $input: GuardrailSettingsInput!) {
  updateGuardrailSettings(email: $email, input: $input) {
    stored {
      ...GuardrailRuleFields
    }
    effective {
      ...GuardrailRuleFields
    }
  }
}
    ${GuardrailRuleFieldsFragmentDoc}`;
export type UpdateGuardrailSettingsMutationFn = Apollo.MutationFunction<UpdateGuardrailSettingsMutation, UpdateGuardrailSettingsMutationVariables>;

/**
 * __useUpdateGuardrailSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateGuardrailSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGuardrailSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGuardrailSettingsMutation, { data, loading, error }] = useUpdateGuardrailSettingsMutation({
 *   variables: {
 *      email: // value for 'email'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateGuardrailSettingsMutation(baseOptions?: Apollo.MutationHookOptions<UpdateGuardrailSettingsMutation, UpdateGuardrailSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateGuardrailSettingsMutation, UpdateGuardrailSettingsMutationVariables>(UpdateGuardrailSettingsDocument, options);
      }
export type UpdateGuardrailSettingsMutationHookResult = ReturnType<typeof useUpdateGuardrailSettingsMutation>;
export type UpdateGuardrailSettingsMutationResult = Apollo.MutationResult<UpdateGuardrailSettingsMutation>;
export type UpdateGuardrailSettingsMutationOptions = Apollo.BaseMutationOptions<UpdateGuardrailSettingsMutation, UpdateGuardrailSettingsMutationVariables>;
export const DashboardDocument = gql`
    query Dashboard {
  dashboard {
    timeZone
    days {
      date
      messages
      recipients
      opens
      clicks
      replies
      bounces
      leads
    }
    totals {
      ...DashboardFiguresFields
    }
    rates {
      opens
      clicks
      replies
      bounces
    }
    mailboxesToday {
      mailboxId
      email
      name
      status
      date
      timeZone
      made
      planned
      paused
    }
    attention {
      mailboxId
      email
      name
      type
      reason
      detail
    }
    recentReplies {
      ...DashboardRecentEventFields
    }
    recentLeads {
      ...DashboardRecentEventFields
    }
    setup {
      hasMailbox
      hasContacts
      hasCampaign
    }
  }
}
    ${DashboardFiguresFieldsFragmentDoc}
${DashboardRecentEventFieldsFragmentDoc}`;

/**
 * __useDashboardQuery__
 *
 * To run a query within a React component, call `useDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useDashboardQuery(baseOptions?: Apollo.QueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
      }
export function useDashboardLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
        }
// @ts-ignore
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardQuery, DashboardQueryVariables>;
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>): Apollo.UseSuspenseQueryResult<DashboardQuery | undefined, DashboardQueryVariables>;
export function useDashboardSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DashboardQuery, DashboardQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DashboardQuery, DashboardQueryVariables>(DashboardDocument, options);
        }
export type DashboardQueryHookResult = ReturnType<typeof useDashboardQuery>;
export type DashboardLazyQueryHookResult = ReturnType<typeof useDashboardLazyQuery>;
export type DashboardSuspenseQueryHookResult = ReturnType<typeof useDashboardSuspenseQuery>;
export type DashboardQueryResult = Apollo.QueryResult<DashboardQuery, DashboardQueryVariables>;
export const DeliverabilityWarningsDocument = gql`
    query DeliverabilityWarnings {
  deliverabilityWarnings {
    mailAccountId
    email
    checkedAt
    regressed
  }
}
    `;

/**
 * __useDeliverabilityWarningsQuery__
 *
 * To run a query within a React component, call `useDeliverabilityWarningsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeliverabilityWarningsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeliverabilityWarningsQuery({
 *   variables: {
 *   },
 * });
 */
export function useDeliverabilityWarningsQuery(baseOptions?: Apollo.QueryHookOptions<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>(DeliverabilityWarningsDocument, options);
      }
export function useDeliverabilityWarningsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>(DeliverabilityWarningsDocument, options);
        }
// @ts-ignore
export function useDeliverabilityWarningsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>): Apollo.UseSuspenseQueryResult<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>;
export function useDeliverabilityWarningsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>): Apollo.UseSuspenseQueryResult<DeliverabilityWarningsQuery | undefined, DeliverabilityWarningsQueryVariables>;
export function useDeliverabilityWarningsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>(DeliverabilityWarningsDocument, options);
        }
export type DeliverabilityWarningsQueryHookResult = ReturnType<typeof useDeliverabilityWarningsQuery>;
export type DeliverabilityWarningsLazyQueryHookResult = ReturnType<typeof useDeliverabilityWarningsLazyQuery>;
export type DeliverabilityWarningsSuspenseQueryHookResult = ReturnType<typeof useDeliverabilityWarningsSuspenseQuery>;
export type DeliverabilityWarningsQueryResult = Apollo.QueryResult<DeliverabilityWarningsQuery, DeliverabilityWarningsQueryVariables>;
export const MarkInboxConversationReadDocument = gql`
    mutation MarkInboxConversationRead($conversationId: ID!, $read: Boolean!) {
  markInboxConversationRead(conversationId: $conversationId, read: $read) {
    ...InboxConversationRow
  }
}
    ${InboxConversationRowFragmentDoc}`;
export type MarkInboxConversationReadMutationFn = Apollo.MutationFunction<MarkInboxConversationReadMutation, MarkInboxConversationReadMutationVariables>;

/**
 * __useMarkInboxConversationReadMutation__
 *
 * To run a mutation, you first call `useMarkInboxConversationReadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMarkInboxConversationReadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [markInboxConversationReadMutation, { data, loading, error }] = useMarkInboxConversationReadMutation({
 *   variables: {
 *      conversationId: // value for 'conversationId'
 *      read: // value for 'read'
 *   },
 * });
 */
export function useMarkInboxConversationReadMutation(baseOptions?: Apollo.MutationHookOptions<MarkInboxConversationReadMutation, MarkInboxConversationReadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MarkInboxConversationReadMutation, MarkInboxConversationReadMutationVariables>(MarkInboxConversationReadDocument, options);
      }
export type MarkInboxConversationReadMutationHookResult = ReturnType<typeof useMarkInboxConversationReadMutation>;
export type MarkInboxConversationReadMutationResult = Apollo.MutationResult<MarkInboxConversationReadMutation>;
export type MarkInboxConversationReadMutationOptions = Apollo.BaseMutationOptions<MarkInboxConversationReadMutation, MarkInboxConversationReadMutationVariables>;
export const SetInboxLeadStatusDocument = gql`
    mutation SetInboxLeadStatus($conversationId: ID!, $status: LeadStatus!) {
  setInboxLeadStatus(conversationId: $conversationId, status: $status) {
    ...InboxConversationRow
  }
}
    ${InboxConversationRowFragmentDoc}`;
export type SetInboxLeadStatusMutationFn = Apollo.MutationFunction<SetInboxLeadStatusMutation, SetInboxLeadStatusMutationVariables>;

/**
 * __useSetInboxLeadStatusMutation__
 *
 * To run a mutation, you first call `useSetInboxLeadStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetInboxLeadStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setInboxLeadStatusMutation, { data, loading, error }] = useSetInboxLeadStatusMutation({
 *   variables: {
 *      conversationId: // value for 'conversationId'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useSetInboxLeadStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetInboxLeadStatusMutation, SetInboxLeadStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetInboxLeadStatusMutation, SetInboxLeadStatusMutationVariables>(SetInboxLeadStatusDocument, options);
      }
export type SetInboxLeadStatusMutationHookResult = ReturnType<typeof useSetInboxLeadStatusMutation>;
export type SetInboxLeadStatusMutationResult = Apollo.MutationResult<SetInboxLeadStatusMutation>;
export type SetInboxLeadStatusMutationOptions = Apollo.BaseMutationOptions<SetInboxLeadStatusMutation, SetInboxLeadStatusMutationVariables>;
export const AssignInboxLeadDocument = gql`
    mutation AssignInboxLead($conversationId: ID!, $assignedToEmail: String!) {
  assignInboxLead(
    conversationId: $conversationId
    assignedToEmail: $assignedToEmail
  ) {
    ...InboxConversationRow
  }
}
    ${InboxConversationRowFragmentDoc}`;
export type AssignInboxLeadMutationFn = Apollo.MutationFunction<AssignInboxLeadMutation, AssignInboxLeadMutationVariables>;

/**
 * __useAssignInboxLeadMutation__
 *
 * To run a mutation, you first call `useAssignInboxLeadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAssignInboxLeadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [assignInboxLeadMutation, { data, loading, error }] = useAssignInboxLeadMutation({
 *   variables: {
 *      conversationId: // value for 'conversationId'
 *      assignedToEmail: // value for 'assignedToEmail'
 *   },
 * });
 */
export function useAssignInboxLeadMutation(baseOptions?: Apollo.MutationHookOptions<AssignInboxLeadMutation, AssignInboxLeadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AssignInboxLeadMutation, AssignInboxLeadMutationVariables>(AssignInboxLeadDocument, options);
      }
export type AssignInboxLeadMutationHookResult = ReturnType<typeof useAssignInboxLeadMutation>;
export type AssignInboxLeadMutationResult = Apollo.MutationResult<AssignInboxLeadMutation>;
export type AssignInboxLeadMutationOptions = Apollo.BaseMutationOptions<AssignInboxLeadMutation, AssignInboxLeadMutationVariables>;
export const SetInboxRecipientPausedDocument = gql`
    mutation SetInboxRecipientPaused($conversationId: ID!, $paused: Boolean!) {
  setInboxRecipientPaused(conversationId: $conversationId, paused: $paused) {
    ...InboxConversationRow
  }
}
    ${InboxConversationRowFragmentDoc}`;
export type SetInboxRecipientPausedMutationFn = Apollo.MutationFunction<SetInboxRecipientPausedMutation, SetInboxRecipientPausedMutationVariables>;

/**
 * __useSetInboxRecipientPausedMutation__
 *
 * To run a mutation, you first call `useSetInboxRecipientPausedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetInboxRecipientPausedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setInboxRecipientPausedMutation, { data, loading, error }] = useSetInboxRecipientPausedMutation({
 *   variables: {
 *      conversationId: // value for 'conversationId'
 *      paused: // value for 'paused'
 *   },
 * });
 */
export function useSetInboxRecipientPausedMutation(baseOptions?: Apollo.MutationHookOptions<SetInboxRecipientPausedMutation, SetInboxRecipientPausedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetInboxRecipientPausedMutation, SetInboxRecipientPausedMutationVariables>(SetInboxRecipientPausedDocument, options);
      }
export type SetInboxRecipientPausedMutationHookResult = ReturnType<typeof useSetInboxRecipientPausedMutation>;
export type SetInboxRecipientPausedMutationResult = Apollo.MutationResult<SetInboxRecipientPausedMutation>;
export type SetInboxRecipientPausedMutationOptions = Apollo.BaseMutationOptions<SetInboxRecipientPausedMutation, SetInboxRecipientPausedMutationVariables>;
export const AnswerInboxMessageDocument = gql`
    mutation AnswerInboxMessage($input: InboxAnswerInput!) {
  answerInboxMessage(input: $input) {
    id
    conversationId
    subject
    state
    lastError
    createdAt
    sentAt
  }
}
    `;
export type AnswerInboxMessageMutationFn = Apollo.MutationFunction<AnswerInboxMessageMutation, AnswerInboxMessageMutationVariables>;

/**
 * __useAnswerInboxMessageMutation__
 *
 * To run a mutation, you first call `useAnswerInboxMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerInboxMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerInboxMessageMutation, { data, loading, error }] = useAnswerInboxMessageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAnswerInboxMessageMutation(baseOptions?: Apollo.MutationHookOptions<AnswerInboxMessageMutation, AnswerInboxMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AnswerInboxMessageMutation, AnswerInboxMessageMutationVariables>(AnswerInboxMessageDocument, options);
      }
export type AnswerInboxMessageMutationHookResult = ReturnType<typeof useAnswerInboxMessageMutation>;
export type AnswerInboxMessageMutationResult = Apollo.MutationResult<AnswerInboxMessageMutation>;
export type AnswerInboxMessageMutationOptions = Apollo.BaseMutationOptions<AnswerInboxMessageMutation, AnswerInboxMessageMutationVariables>;
export const SetInboxMessageCategoryDocument = gql`
    mutation SetInboxMessageCategory($messageId: ID!, $category: ReplyCategory!) {
  setInboxMessageCategory(messageId: $messageId, category: $category) {
    ...InboxConversationRow
  }
}
    ${InboxConversationRowFragmentDoc}`;
export type SetInboxMessageCategoryMutationFn = Apollo.MutationFunction<SetInboxMessageCategoryMutation, SetInboxMessageCategoryMutationVariables>;

/**
 * __useSetInboxMessageCategoryMutation__
 *
 * To run a mutation, you first call `useSetInboxMessageCategoryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetInboxMessageCategoryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setInboxMessageCategoryMutation, { data, loading, error }] = useSetInboxMessageCategoryMutation({
 *   variables: {
 *      messageId: // value for 'messageId'
 *      category: // value for 'category'
 *   },
 * });
 */
export function useSetInboxMessageCategoryMutation(baseOptions?: Apollo.MutationHookOptions<SetInboxMessageCategoryMutation, SetInboxMessageCategoryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetInboxMessageCategoryMutation, SetInboxMessageCategoryMutationVariables>(SetInboxMessageCategoryDocument, options);
      }
export type SetInboxMessageCategoryMutationHookResult = ReturnType<typeof useSetInboxMessageCategoryMutation>;
export type SetInboxMessageCategoryMutationResult = Apollo.MutationResult<SetInboxMessageCategoryMutation>;
export type SetInboxMessageCategoryMutationOptions = Apollo.BaseMutationOptions<SetInboxMessageCategoryMutation, SetInboxMessageCategoryMutationVariables>;
export const InboxConversationDocument = gql`
    query InboxConversation($conversationId: ID!, $showImages: Boolean!, $before: String) {
  inboxConversation(
    conversationId: $conversationId
    showImages: $showImages
    before: $before
  ) {
    id
    recipientId
    campaignId
    campaignName
    mailboxId
    mailboxEmail
    peerEmail
    peerName
    lastFromEmail
    subject
    snippet
    lastMessageAt
    messageCount
    unreadCount
    leadId
    leadStatus
    assignedToEmail
    recipientPaused
    category
    awayNote
    olderCursor
    messages {
      ...InboxMessageFields
    }
  }
}
    ${InboxMessageFieldsFragmentDoc}`;

/**
 * __useInboxConversationQuery__
 *
 * To run a query within a React component, call `useInboxConversationQuery` and pass it any options that fit your needs.
 * When your component renders, `useInboxConversationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInboxConversationQuery({
 *   variables: {
 *      conversationId: // value for 'conversationId'
 *      showImages: // value for 'showImages'
 *      before: // value for 'before'
 *   },
 * });
 */
export function useInboxConversationQuery(baseOptions: Apollo.QueryHookOptions<InboxConversationQuery, InboxConversationQueryVariables> & ({ variables: InboxConversationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InboxConversationQuery, InboxConversationQueryVariables>(InboxConversationDocument, options);
      }
export function useInboxConversationLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InboxConversationQuery, InboxConversationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InboxConversationQuery, InboxConversationQueryVariables>(InboxConversationDocument, options);
        }
// @ts-ignore
export function useInboxConversationSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InboxConversationQuery, InboxConversationQueryVariables>): Apollo.UseSuspenseQueryResult<InboxConversationQuery, InboxConversationQueryVariables>;
export function useInboxConversationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxConversationQuery, InboxConversationQueryVariables>): Apollo.UseSuspenseQueryResult<InboxConversationQuery | undefined, InboxConversationQueryVariables>;
export function useInboxConversationSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxConversationQuery, InboxConversationQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InboxConversationQuery, InboxConversationQueryVariables>(InboxConversationDocument, options);
        }
export type InboxConversationQueryHookResult = ReturnType<typeof useInboxConversationQuery>;
export type InboxConversationLazyQueryHookResult = ReturnType<typeof useInboxConversationLazyQuery>;
export type InboxConversationSuspenseQueryHookResult = ReturnType<typeof useInboxConversationSuspenseQuery>;
export type InboxConversationQueryResult = Apollo.QueryResult<InboxConversationQuery, InboxConversationQueryVariables>;
export const InboxConversationsDocument = gql`
    query InboxConversations($input: InboxConversationsInput!) {
  inboxConversations(input: $input) {
    totalCount
    conversations {
      ...InboxConversationRow
    }
  }
}
    ${InboxConversationRowFragmentDoc}`;

/**
 * __useInboxConversationsQuery__
 *
 * To run a query within a React component, call `useInboxConversationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useInboxConversationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInboxConversationsQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useInboxConversationsQuery(baseOptions: Apollo.QueryHookOptions<InboxConversationsQuery, InboxConversationsQueryVariables> & ({ variables: InboxConversationsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InboxConversationsQuery, InboxConversationsQueryVariables>(InboxConversationsDocument, options);
      }
export function useInboxConversationsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InboxConversationsQuery, InboxConversationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InboxConversationsQuery, InboxConversationsQueryVariables>(InboxConversationsDocument, options);
        }
// @ts-ignore
export function useInboxConversationsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InboxConversationsQuery, InboxConversationsQueryVariables>): Apollo.UseSuspenseQueryResult<InboxConversationsQuery, InboxConversationsQueryVariables>;
export function useInboxConversationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxConversationsQuery, InboxConversationsQueryVariables>): Apollo.UseSuspenseQueryResult<InboxConversationsQuery | undefined, InboxConversationsQueryVariables>;
export function useInboxConversationsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxConversationsQuery, InboxConversationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InboxConversationsQuery, InboxConversationsQueryVariables>(InboxConversationsDocument, options);
        }
export type InboxConversationsQueryHookResult = ReturnType<typeof useInboxConversationsQuery>;
export type InboxConversationsLazyQueryHookResult = ReturnType<typeof useInboxConversationsLazyQuery>;
export type InboxConversationsSuspenseQueryHookResult = ReturnType<typeof useInboxConversationsSuspenseQuery>;
export type InboxConversationsQueryResult = Apollo.QueryResult<InboxConversationsQuery, InboxConversationsQueryVariables>;
export const InboxFilterOptionsDocument = gql`
    query InboxFilterOptions {
  mailAccounts {
    id
    email
  }
  campaignNames {
    id
    name
  }
  users {
    id
    name
    email
  }
}
    `;

/**
 * __useInboxFilterOptionsQuery__
 *
 * To run a query within a React component, call `useInboxFilterOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useInboxFilterOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInboxFilterOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useInboxFilterOptionsQuery(baseOptions?: Apollo.QueryHookOptions<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>(InboxFilterOptionsDocument, options);
      }
export function useInboxFilterOptionsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>(InboxFilterOptionsDocument, options);
        }
// @ts-ignore
export function useInboxFilterOptionsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>;
export function useInboxFilterOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>): Apollo.UseSuspenseQueryResult<InboxFilterOptionsQuery | undefined, InboxFilterOptionsQueryVariables>;
export function useInboxFilterOptionsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>(InboxFilterOptionsDocument, options);
        }
export type InboxFilterOptionsQueryHookResult = ReturnType<typeof useInboxFilterOptionsQuery>;
export type InboxFilterOptionsLazyQueryHookResult = ReturnType<typeof useInboxFilterOptionsLazyQuery>;
export type InboxFilterOptionsSuspenseQueryHookResult = ReturnType<typeof useInboxFilterOptionsSuspenseQuery>;
export type InboxFilterOptionsQueryResult = Apollo.QueryResult<InboxFilterOptionsQuery, InboxFilterOptionsQueryVariables>;
export const InboxUnreadCountDocument = gql`
    query InboxUnreadCount {
  inboxUnreadCount
}
    `;

/**
 * __useInboxUnreadCountQuery__
 *
 * To run a query within a React component, call `useInboxUnreadCountQuery` and pass it any options that fit your needs.
 * When your component renders, `useInboxUnreadCountQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInboxUnreadCountQuery({
 *   variables: {
 *   },
 * });
 */
export function useInboxUnreadCountQuery(baseOptions?: Apollo.QueryHookOptions<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>(InboxUnreadCountDocument, options);
      }
export function useInboxUnreadCountLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>(InboxUnreadCountDocument, options);
        }
// @ts-ignore
export function useInboxUnreadCountSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>): Apollo.UseSuspenseQueryResult<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>;
export function useInboxUnreadCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>): Apollo.UseSuspenseQueryResult<InboxUnreadCountQuery | undefined, InboxUnreadCountQueryVariables>;
export function useInboxUnreadCountSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>(InboxUnreadCountDocument, options);
        }
export type InboxUnreadCountQueryHookResult = ReturnType<typeof useInboxUnreadCountQuery>;
export type InboxUnreadCountLazyQueryHookResult = ReturnType<typeof useInboxUnreadCountLazyQuery>;
export type InboxUnreadCountSuspenseQueryHookResult = ReturnType<typeof useInboxUnreadCountSuspenseQuery>;
export type InboxUnreadCountQueryResult = Apollo.QueryResult<InboxUnreadCountQuery, InboxUnreadCountQueryVariables>;
export const LeadCampaignNamesDocument = gql`
    query LeadCampaignNames {
  campaignNames {
    id
    name
  }
}
    `;

/**
 * __useLeadCampaignNamesQuery__
 *
 * To run a query within a React component, call `useLeadCampaignNamesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLeadCampaignNamesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLeadCampaignNamesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLeadCampaignNamesQuery(baseOptions?: Apollo.QueryHookOptions<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>(LeadCampaignNamesDocument, options);
      }
export function useLeadCampaignNamesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>(LeadCampaignNamesDocument, options);
        }
// @ts-ignore
export function useLeadCampaignNamesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>): Apollo.UseSuspenseQueryResult<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>;
export function useLeadCampaignNamesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>): Apollo.UseSuspenseQueryResult<LeadCampaignNamesQuery | undefined, LeadCampaignNamesQueryVariables>;
export function useLeadCampaignNamesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>(LeadCampaignNamesDocument, options);
        }
export type LeadCampaignNamesQueryHookResult = ReturnType<typeof useLeadCampaignNamesQuery>;
export type LeadCampaignNamesLazyQueryHookResult = ReturnType<typeof useLeadCampaignNamesLazyQuery>;
export type LeadCampaignNamesSuspenseQueryHookResult = ReturnType<typeof useLeadCampaignNamesSuspenseQuery>;
export type LeadCampaignNamesQueryResult = Apollo.QueryResult<LeadCampaignNamesQuery, LeadCampaignNamesQueryVariables>;
export const LeadAssigneesDocument = gql`
    query LeadAssignees {
  users {
    id
    name
    email
  }
}
    `;

/**
 * __useLeadAssigneesQuery__
 *
 * To run a query within a React component, call `useLeadAssigneesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLeadAssigneesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLeadAssigneesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLeadAssigneesQuery(baseOptions?: Apollo.QueryHookOptions<LeadAssigneesQuery, LeadAssigneesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LeadAssigneesQuery, LeadAssigneesQueryVariables>(LeadAssigneesDocument, options);
      }
export function useLeadAssigneesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LeadAssigneesQuery, LeadAssigneesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LeadAssigneesQuery, LeadAssigneesQueryVariables>(LeadAssigneesDocument, options);
        }
// @ts-ignore
export function useLeadAssigneesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LeadAssigneesQuery, LeadAssigneesQueryVariables>): Apollo.UseSuspenseQueryResult<LeadAssigneesQuery, LeadAssigneesQueryVariables>;
export function useLeadAssigneesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LeadAssigneesQuery, LeadAssigneesQueryVariables>): Apollo.UseSuspenseQueryResult<LeadAssigneesQuery | undefined, LeadAssigneesQueryVariables>;
export function useLeadAssigneesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LeadAssigneesQuery, LeadAssigneesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LeadAssigneesQuery, LeadAssigneesQueryVariables>(LeadAssigneesDocument, options);
        }
export type LeadAssigneesQueryHookResult = ReturnType<typeof useLeadAssigneesQuery>;
export type LeadAssigneesLazyQueryHookResult = ReturnType<typeof useLeadAssigneesLazyQuery>;
export type LeadAssigneesSuspenseQueryHookResult = ReturnType<typeof useLeadAssigneesSuspenseQuery>;
export type LeadAssigneesQueryResult = Apollo.QueryResult<LeadAssigneesQuery, LeadAssigneesQueryVariables>;
export const LeadsDocument = gql`
    query Leads($input: LeadSearchInput!) {
  leads(input: $input) {
    totalCount
    leads {
      ...LeadFields
    }
  }
}
    ${LeadFieldsFragmentDoc}`;

/**
 * __useLeadsQuery__
 *
 * To run a query within a React component, call `useLeadsQuery` and pass it any options that fit your needs.
 * When your component renders, `useLeadsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLeadsQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLeadsQuery(baseOptions: Apollo.QueryHookOptions<LeadsQuery, LeadsQueryVariables> & ({ variables: LeadsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LeadsQuery, LeadsQueryVariables>(LeadsDocument, options);
      }
export function useLeadsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LeadsQuery, LeadsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LeadsQuery, LeadsQueryVariables>(LeadsDocument, options);
        }
// @ts-ignore
export function useLeadsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LeadsQuery, LeadsQueryVariables>): Apollo.UseSuspenseQueryResult<LeadsQuery, LeadsQueryVariables>;
export function useLeadsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LeadsQuery, LeadsQueryVariables>): Apollo.UseSuspenseQueryResult<LeadsQuery | undefined, LeadsQueryVariables>;
export function useLeadsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LeadsQuery, LeadsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LeadsQuery, LeadsQueryVariables>(LeadsDocument, options);
        }
export type LeadsQueryHookResult = ReturnType<typeof useLeadsQuery>;
export type LeadsLazyQueryHookResult = ReturnType<typeof useLeadsLazyQuery>;
export type LeadsSuspenseQueryHookResult = ReturnType<typeof useLeadsSuspenseQuery>;
export type LeadsQueryResult = Apollo.QueryResult<LeadsQuery, LeadsQueryVariables>;
export const UpdateLeadsDocument = gql`
    mutation UpdateLeads($ids: [ID!]!, $status: LeadStatus, $assignedToEmail: String) {
  updateLeads(ids: $ids, status: $status, assignedToEmail: $assignedToEmail) {
    ...LeadFields
  }
}
    ${LeadFieldsFragmentDoc}`;
export type UpdateLeadsMutationFn = Apollo.MutationFunction<UpdateLeadsMutation, UpdateLeadsMutationVariables>;

/**
 * __useUpdateLeadsMutation__
 *
 * To run a mutation, you first call `useUpdateLeadsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateLeadsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateLeadsMutation, { data, loading, error }] = useUpdateLeadsMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *      assignedToEmail: // value for 'assignedToEmail'
 *   },
 * });
 */
export function useUpdateLeadsMutation(baseOptions?: Apollo.MutationHookOptions<UpdateLeadsMutation, UpdateLeadsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateLeadsMutation, UpdateLeadsMutationVariables>(UpdateLeadsDocument, options);
      }
export type UpdateLeadsMutationHookResult = ReturnType<typeof useUpdateLeadsMutation>;
export type UpdateLeadsMutationResult = Apollo.MutationResult<UpdateLeadsMutation>;
export type UpdateLeadsMutationOptions = Apollo.BaseMutationOptions<UpdateLeadsMutation, UpdateLeadsMutationVariables>;
export const ConnectGoogleAccountDocument = gql`
    mutation ConnectGoogleAccount($authCode: String!, $redirectUrl: String!) {
  connectGoogleAccount(authCode: $authCode, redirectUrl: $redirectUrl) {
    ...MailAccountFields
  }
}
    ${MailAccountFieldsFragmentDoc}`;
export type ConnectGoogleAccountMutationFn = Apollo.MutationFunction<ConnectGoogleAccountMutation, ConnectGoogleAccountMutationVariables>;

/**
 * __useConnectGoogleAccountMutation__
 *
 * To run a mutation, you first call `useConnectGoogleAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConnectGoogleAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [connectGoogleAccountMutation, { data, loading, error }] = useConnectGoogleAccountMutation({
 *   variables: {
 *      authCode: // value for 'authCode'
 *      redirectUrl: // value for 'redirectUrl'
 *   },
 * });
 */
export function useConnectGoogleAccountMutation(baseOptions?: Apollo.MutationHookOptions<ConnectGoogleAccountMutation, ConnectGoogleAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ConnectGoogleAccountMutation, ConnectGoogleAccountMutationVariables>(ConnectGoogleAccountDocument, options);
      }
export type ConnectGoogleAccountMutationHookResult = ReturnType<typeof useConnectGoogleAccountMutation>;
export type ConnectGoogleAccountMutationResult = Apollo.MutationResult<ConnectGoogleAccountMutation>;
export type ConnectGoogleAccountMutationOptions = Apollo.BaseMutationOptions<ConnectGoogleAccountMutation, ConnectGoogleAccountMutationVariables>;
export const CreateSmtpAccountDocument = gql`
    mutation CreateSmtpAccount($input: SmtpAccountInput!) {
  createSmtpAccount(input: $input) {
    ...MailAccountFields
    smtp {
      ...MailServerFields
    }
    imap {
      ...MailServerFields
    }
  }
}
    ${MailAccountFieldsFragmentDoc}
${MailServerFieldsFragmentDoc}`;
export type CreateSmtpAccountMutationFn = Apollo.MutationFunction<CreateSmtpAccountMutation, CreateSmtpAccountMutationVariables>;

/**
 * __useCreateSmtpAccountMutation__
 *
 * To run a mutation, you first call `useCreateSmtpAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSmtpAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSmtpAccountMutation, { data, loading, error }] = useCreateSmtpAccountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSmtpAccountMutation(baseOptions?: Apollo.MutationHookOptions<CreateSmtpAccountMutation, CreateSmtpAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateSmtpAccountMutation, CreateSmtpAccountMutationVariables>(CreateSmtpAccountDocument, options);
      }
export type CreateSmtpAccountMutationHookResult = ReturnType<typeof useCreateSmtpAccountMutation>;
export type CreateSmtpAccountMutationResult = Apollo.MutationResult<CreateSmtpAccountMutation>;
export type CreateSmtpAccountMutationOptions = Apollo.BaseMutationOptions<CreateSmtpAccountMutation, CreateSmtpAccountMutationVariables>;
export const DeleteMailAccountDocument = gql`
    mutation DeleteMailAccount($email: String!) {
  deleteMailAccount(email: $email)
}
    `;
export type DeleteMailAccountMutationFn = Apollo.MutationFunction<DeleteMailAccountMutation, DeleteMailAccountMutationVariables>;

/**
 * __useDeleteMailAccountMutation__
 *
 * To run a mutation, you first call `useDeleteMailAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMailAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMailAccountMutation, { data, loading, error }] = useDeleteMailAccountMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useDeleteMailAccountMutation(baseOptions?: Apollo.MutationHookOptions<DeleteMailAccountMutation, DeleteMailAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteMailAccountMutation, DeleteMailAccountMutationVariables>(DeleteMailAccountDocument, options);
      }
export type DeleteMailAccountMutationHookResult = ReturnType<typeof useDeleteMailAccountMutation>;
export type DeleteMailAccountMutationResult = Apollo.MutationResult<DeleteMailAccountMutation>;
export type DeleteMailAccountMutationOptions = Apollo.BaseMutationOptions<DeleteMailAccountMutation, DeleteMailAccountMutationVariables>;
export const GoogleAuthUrlDocument = gql`
    query GoogleAuthUrl($redirectUrl: String!, $loginHint: String) {
  googleAuthUrl(redirectUrl: $redirectUrl, loginHint: $loginHint)
}
    `;

/**
 * __useGoogleAuthUrlQuery__
 *
 * To run a query within a React component, call `useGoogleAuthUrlQuery` and pass it any options that fit your needs.
 * When your component renders, `useGoogleAuthUrlQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGoogleAuthUrlQuery({
 *   variables: {
 *      redirectUrl: // value for 'redirectUrl'
 *      loginHint: // value for 'loginHint'
 *   },
 * });
 */
export function useGoogleAuthUrlQuery(baseOptions: Apollo.QueryHookOptions<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables> & ({ variables: GoogleAuthUrlQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>(GoogleAuthUrlDocument, options);
      }
export function useGoogleAuthUrlLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>(GoogleAuthUrlDocument, options);
        }
// @ts-ignore
export function useGoogleAuthUrlSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>): Apollo.UseSuspenseQueryResult<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>;
export function useGoogleAuthUrlSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>): Apollo.UseSuspenseQueryResult<GoogleAuthUrlQuery | undefined, GoogleAuthUrlQueryVariables>;
export function useGoogleAuthUrlSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>(GoogleAuthUrlDocument, options);
        }
export type GoogleAuthUrlQueryHookResult = ReturnType<typeof useGoogleAuthUrlQuery>;
export type GoogleAuthUrlLazyQueryHookResult = ReturnType<typeof useGoogleAuthUrlLazyQuery>;
export type GoogleAuthUrlSuspenseQueryHookResult = ReturnType<typeof useGoogleAuthUrlSuspenseQuery>;
export type GoogleAuthUrlQueryResult = Apollo.QueryResult<GoogleAuthUrlQuery, GoogleAuthUrlQueryVariables>;
export const GoogleSignInConfiguredDocument = gql`
    query GoogleSignInConfigured {
  googleSignInConfigured
}
    `;

/**
 * __useGoogleSignInConfiguredQuery__
 *
 * To run a query within a React component, call `useGoogleSignInConfiguredQuery` and pass it any options that fit your needs.
 * When your component renders, `useGoogleSignInConfiguredQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGoogleSignInConfiguredQuery({
 *   variables: {
 *   },
 * });
 */
export function useGoogleSignInConfiguredQuery(baseOptions?: Apollo.QueryHookOptions<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>(GoogleSignInConfiguredDocument, options);
      }
export function useGoogleSignInConfiguredLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>(GoogleSignInConfiguredDocument, options);
        }
// @ts-ignore
export function useGoogleSignInConfiguredSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>): Apollo.UseSuspenseQueryResult<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>;
export function useGoogleSignInConfiguredSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>): Apollo.UseSuspenseQueryResult<GoogleSignInConfiguredQuery | undefined, GoogleSignInConfiguredQueryVariables>;
export function useGoogleSignInConfiguredSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>(GoogleSignInConfiguredDocument, options);
        }
export type GoogleSignInConfiguredQueryHookResult = ReturnType<typeof useGoogleSignInConfiguredQuery>;
export type GoogleSignInConfiguredLazyQueryHookResult = ReturnType<typeof useGoogleSignInConfiguredLazyQuery>;
export type GoogleSignInConfiguredSuspenseQueryHookResult = ReturnType<typeof useGoogleSignInConfiguredSuspenseQuery>;
export type GoogleSignInConfiguredQueryResult = Apollo.QueryResult<GoogleSignInConfiguredQuery, GoogleSignInConfiguredQueryVariables>;
export const GoogleSmtpDocument = gql`
    query GoogleSmtp($id: String!) {
  googleSmtp(id: $id) {
    ...MailServerFields
  }
}
    ${MailServerFieldsFragmentDoc}`;

/**
 * __useGoogleSmtpQuery__
 *
 * To run a query within a React component, call `useGoogleSmtpQuery` and pass it any options that fit your needs.
 * When your component renders, `useGoogleSmtpQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGoogleSmtpQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGoogleSmtpQuery(baseOptions: Apollo.QueryHookOptions<GoogleSmtpQuery, GoogleSmtpQueryVariables> & ({ variables: GoogleSmtpQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GoogleSmtpQuery, GoogleSmtpQueryVariables>(GoogleSmtpDocument, options);
      }
export function useGoogleSmtpLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GoogleSmtpQuery, GoogleSmtpQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GoogleSmtpQuery, GoogleSmtpQueryVariables>(GoogleSmtpDocument, options);
        }
// @ts-ignore
export function useGoogleSmtpSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GoogleSmtpQuery, GoogleSmtpQueryVariables>): Apollo.UseSuspenseQueryResult<GoogleSmtpQuery, GoogleSmtpQueryVariables>;
export function useGoogleSmtpSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GoogleSmtpQuery, GoogleSmtpQueryVariables>): Apollo.UseSuspenseQueryResult<GoogleSmtpQuery | undefined, GoogleSmtpQueryVariables>;
export function useGoogleSmtpSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GoogleSmtpQuery, GoogleSmtpQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GoogleSmtpQuery, GoogleSmtpQueryVariables>(GoogleSmtpDocument, options);
        }
export type GoogleSmtpQueryHookResult = ReturnType<typeof useGoogleSmtpQuery>;
export type GoogleSmtpLazyQueryHookResult = ReturnType<typeof useGoogleSmtpLazyQuery>;
export type GoogleSmtpSuspenseQueryHookResult = ReturnType<typeof useGoogleSmtpSuspenseQuery>;
export type GoogleSmtpQueryResult = Apollo.QueryResult<GoogleSmtpQuery, GoogleSmtpQueryVariables>;
export const MailAccountCampaignsDocument = gql`
    query MailAccountCampaigns($email: String!) {
  mailAccountCampaigns(email: $email)
}
    `;

/**
 * __useMailAccountCampaignsQuery__
 *
 * To run a query within a React component, call `useMailAccountCampaignsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailAccountCampaignsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailAccountCampaignsQuery({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useMailAccountCampaignsQuery(baseOptions: Apollo.QueryHookOptions<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables> & ({ variables: MailAccountCampaignsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>(MailAccountCampaignsDocument, options);
      }
export function useMailAccountCampaignsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>(MailAccountCampaignsDocument, options);
        }
// @ts-ignore
export function useMailAccountCampaignsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>;
export function useMailAccountCampaignsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountCampaignsQuery | undefined, MailAccountCampaignsQueryVariables>;
export function useMailAccountCampaignsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>(MailAccountCampaignsDocument, options);
        }
export type MailAccountCampaignsQueryHookResult = ReturnType<typeof useMailAccountCampaignsQuery>;
export type MailAccountCampaignsLazyQueryHookResult = ReturnType<typeof useMailAccountCampaignsLazyQuery>;
export type MailAccountCampaignsSuspenseQueryHookResult = ReturnType<typeof useMailAccountCampaignsSuspenseQuery>;
export type MailAccountCampaignsQueryResult = Apollo.QueryResult<MailAccountCampaignsQuery, MailAccountCampaignsQueryVariables>;
export const MailAccountConnectionDocument = gql`
    query MailAccountConnection($email: String!) {
  mailAccount(email: $email) {
    ...MailAccountFields
    smtp {
      ...MailServerFields
    }
    imap {
      ...MailServerFields
    }
    trustedAuthHost
  }
}
    ${MailAccountFieldsFragmentDoc}
${MailServerFieldsFragmentDoc}`;

/**
 * __useMailAccountConnectionQuery__
 *
 * To run a query within a React component, call `useMailAccountConnectionQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailAccountConnectionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailAccountConnectionQuery({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useMailAccountConnectionQuery(baseOptions: Apollo.QueryHookOptions<MailAccountConnectionQuery, MailAccountConnectionQueryVariables> & ({ variables: MailAccountConnectionQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>(MailAccountConnectionDocument, options);
      }
export function useMailAccountConnectionLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>(MailAccountConnectionDocument, options);
        }
// @ts-ignore
export function useMailAccountConnectionSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>;
export function useMailAccountConnectionSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountConnectionQuery | undefined, MailAccountConnectionQueryVariables>;
export function useMailAccountConnectionSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>(MailAccountConnectionDocument, options);
        }
export type MailAccountConnectionQueryHookResult = ReturnType<typeof useMailAccountConnectionQuery>;
export type MailAccountConnectionLazyQueryHookResult = ReturnType<typeof useMailAccountConnectionLazyQuery>;
export type MailAccountConnectionSuspenseQueryHookResult = ReturnType<typeof useMailAccountConnectionSuspenseQuery>;
export type MailAccountConnectionQueryResult = Apollo.QueryResult<MailAccountConnectionQuery, MailAccountConnectionQueryVariables>;
export const MailAccountDeliverabilityDocument = gql`
    query MailAccountDeliverability($id: ID!) {
  mailAccountDeliverability(id: $id) {
    ...DeliverabilityFields
  }
}
    ${DeliverabilityFieldsFragmentDoc}`;

/**
 * __useMailAccountDeliverabilityQuery__
 *
 * To run a query within a React component, call `useMailAccountDeliverabilityQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailAccountDeliverabilityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailAccountDeliverabilityQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMailAccountDeliverabilityQuery(baseOptions: Apollo.QueryHookOptions<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables> & ({ variables: MailAccountDeliverabilityQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>(MailAccountDeliverabilityDocument, options);
      }
export function useMailAccountDeliverabilityLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>(MailAccountDeliverabilityDocument, options);
        }
// @ts-ignore
export function useMailAccountDeliverabilitySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>;
export function useMailAccountDeliverabilitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountDeliverabilityQuery | undefined, MailAccountDeliverabilityQueryVariables>;
export function useMailAccountDeliverabilitySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>(MailAccountDeliverabilityDocument, options);
        }
export type MailAccountDeliverabilityQueryHookResult = ReturnType<typeof useMailAccountDeliverabilityQuery>;
export type MailAccountDeliverabilityLazyQueryHookResult = ReturnType<typeof useMailAccountDeliverabilityLazyQuery>;
export type MailAccountDeliverabilitySuspenseQueryHookResult = ReturnType<typeof useMailAccountDeliverabilitySuspenseQuery>;
export type MailAccountDeliverabilityQueryResult = Apollo.QueryResult<MailAccountDeliverabilityQuery, MailAccountDeliverabilityQueryVariables>;
export const CheckMailAccountDeliverabilityDocument = gql`
    mutation CheckMailAccountDeliverability($id: ID!) {
  checkMailAccountDeliverability(id: $id) {
    ...DeliverabilityFields
  }
}
    ${DeliverabilityFieldsFragmentDoc}`;
export type CheckMailAccountDeliverabilityMutationFn = Apollo.MutationFunction<CheckMailAccountDeliverabilityMutation, CheckMailAccountDeliverabilityMutationVariables>;

/**
 * __useCheckMailAccountDeliverabilityMutation__
 *
 * To run a mutation, you first call `useCheckMailAccountDeliverabilityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckMailAccountDeliverabilityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkMailAccountDeliverabilityMutation, { data, loading, error }] = useCheckMailAccountDeliverabilityMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCheckMailAccountDeliverabilityMutation(baseOptions?: Apollo.MutationHookOptions<CheckMailAccountDeliverabilityMutation, CheckMailAccountDeliverabilityMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CheckMailAccountDeliverabilityMutation, CheckMailAccountDeliverabilityMutationVariables>(CheckMailAccountDeliverabilityDocument, options);
      }
export type CheckMailAccountDeliverabilityMutationHookResult = ReturnType<typeof useCheckMailAccountDeliverabilityMutation>;
export type CheckMailAccountDeliverabilityMutationResult = Apollo.MutationResult<CheckMailAccountDeliverabilityMutation>;
export type CheckMailAccountDeliverabilityMutationOptions = Apollo.BaseMutationOptions<CheckMailAccountDeliverabilityMutation, CheckMailAccountDeliverabilityMutationVariables>;
export const SetMailAccountTrackingDomainDocument = gql`
    mutation SetMailAccountTrackingDomain($id: ID!, $trackingDomain: String) {
  setMailAccountTrackingDomain(id: $id, trackingDomain: $trackingDomain) {
    ...DeliverabilityFields
  }
}
    ${DeliverabilityFieldsFragmentDoc}`;
export type SetMailAccountTrackingDomainMutationFn = Apollo.MutationFunction<SetMailAccountTrackingDomainMutation, SetMailAccountTrackingDomainMutationVariables>;

/**
 * __useSetMailAccountTrackingDomainMutation__
 *
 * To run a mutation, you first call `useSetMailAccountTrackingDomainMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetMailAccountTrackingDomainMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setMailAccountTrackingDomainMutation, { data, loading, error }] = useSetMailAccountTrackingDomainMutation({
 *   variables: {
 *      id: // value for 'id'
 *      trackingDomain: // value for 'trackingDomain'
 *   },
 * });
 */
export function useSetMailAccountTrackingDomainMutation(baseOptions?: Apollo.MutationHookOptions<SetMailAccountTrackingDomainMutation, SetMailAccountTrackingDomainMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetMailAccountTrackingDomainMutation, SetMailAccountTrackingDomainMutationVariables>(SetMailAccountTrackingDomainDocument, options);
      }
export type SetMailAccountTrackingDomainMutationHookResult = ReturnType<typeof useSetMailAccountTrackingDomainMutation>;
export type SetMailAccountTrackingDomainMutationResult = Apollo.MutationResult<SetMailAccountTrackingDomainMutation>;
export type SetMailAccountTrackingDomainMutationOptions = Apollo.BaseMutationOptions<SetMailAccountTrackingDomainMutation, SetMailAccountTrackingDomainMutationVariables>;
export const ProbeMailAccountDeliverabilityDocument = gql`
    mutation ProbeMailAccountDeliverability($id: ID!) {
  probeMailAccountDeliverability(id: $id) {
    folder
    authenticationResults
    authservId
    results {
      method
      result
    }
  }
}
    `;
export type ProbeMailAccountDeliverabilityMutationFn = Apollo.MutationFunction<ProbeMailAccountDeliverabilityMutation, ProbeMailAccountDeliverabilityMutationVariables>;

/**
 * __useProbeMailAccountDeliverabilityMutation__
 *
 * To run a mutation, you first call `useProbeMailAccountDeliverabilityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useProbeMailAccountDeliverabilityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [probeMailAccountDeliverabilityMutation, { data, loading, error }] = useProbeMailAccountDeliverabilityMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useProbeMailAccountDeliverabilityMutation(baseOptions?: Apollo.MutationHookOptions<ProbeMailAccountDeliverabilityMutation, ProbeMailAccountDeliverabilityMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ProbeMailAccountDeliverabilityMutation, ProbeMailAccountDeliverabilityMutationVariables>(ProbeMailAccountDeliverabilityDocument, options);
      }
export type ProbeMailAccountDeliverabilityMutationHookResult = ReturnType<typeof useProbeMailAccountDeliverabilityMutation>;
export type ProbeMailAccountDeliverabilityMutationResult = Apollo.MutationResult<ProbeMailAccountDeliverabilityMutation>;
export type ProbeMailAccountDeliverabilityMutationOptions = Apollo.BaseMutationOptions<ProbeMailAccountDeliverabilityMutation, ProbeMailAccountDeliverabilityMutationVariables>;
export const MailAccountPreferenceDocument = gql`
    query MailAccountPreference($email: String!) {
  mailAccount(email: $email) {
    ...MailAccountFields
    sendingPreference {
      ...SendingPreferenceFields
    }
    rampUp {
      day
      perDay
      maxPerDay
    }
  }
}
    ${MailAccountFieldsFragmentDoc}
${SendingPreferenceFieldsFragmentDoc}`;

/**
 * __useMailAccountPreferenceQuery__
 *
 * To run a query within a React component, call `useMailAccountPreferenceQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailAccountPreferenceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailAccountPreferenceQuery({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useMailAccountPreferenceQuery(baseOptions: Apollo.QueryHookOptions<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables> & ({ variables: MailAccountPreferenceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>(MailAccountPreferenceDocument, options);
      }
export function useMailAccountPreferenceLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>(MailAccountPreferenceDocument, options);
        }
// @ts-ignore
export function useMailAccountPreferenceSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>;
export function useMailAccountPreferenceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountPreferenceQuery | undefined, MailAccountPreferenceQueryVariables>;
export function useMailAccountPreferenceSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>(MailAccountPreferenceDocument, options);
        }
export type MailAccountPreferenceQueryHookResult = ReturnType<typeof useMailAccountPreferenceQuery>;
export type MailAccountPreferenceLazyQueryHookResult = ReturnType<typeof useMailAccountPreferenceLazyQuery>;
export type MailAccountPreferenceSuspenseQueryHookResult = ReturnType<typeof useMailAccountPreferenceSuspenseQuery>;
export type MailAccountPreferenceQueryResult = Apollo.QueryResult<MailAccountPreferenceQuery, MailAccountPreferenceQueryVariables>;
export const MailAccountWarmupDocument = gql`
    query MailAccountWarmup($id: ID!) {
  mailAccountWarmup(id: $id) {
    ...MailAccountWarmupFields
  }
}
    ${MailAccountWarmupFieldsFragmentDoc}`;

/**
 * __useMailAccountWarmupQuery__
 *
 * To run a query within a React component, call `useMailAccountWarmupQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailAccountWarmupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailAccountWarmupQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useMailAccountWarmupQuery(baseOptions: Apollo.QueryHookOptions<MailAccountWarmupQuery, MailAccountWarmupQueryVariables> & ({ variables: MailAccountWarmupQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>(MailAccountWarmupDocument, options);
      }
export function useMailAccountWarmupLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>(MailAccountWarmupDocument, options);
        }
// @ts-ignore
export function useMailAccountWarmupSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>;
export function useMailAccountWarmupSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountWarmupQuery | undefined, MailAccountWarmupQueryVariables>;
export function useMailAccountWarmupSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>(MailAccountWarmupDocument, options);
        }
export type MailAccountWarmupQueryHookResult = ReturnType<typeof useMailAccountWarmupQuery>;
export type MailAccountWarmupLazyQueryHookResult = ReturnType<typeof useMailAccountWarmupLazyQuery>;
export type MailAccountWarmupSuspenseQueryHookResult = ReturnType<typeof useMailAccountWarmupSuspenseQuery>;
export type MailAccountWarmupQueryResult = Apollo.QueryResult<MailAccountWarmupQuery, MailAccountWarmupQueryVariables>;
export const MailAccountsDocument = gql`
    query MailAccounts {
  mailAccounts {
    ...MailAccountFields
    ...MailboxHealthFields
  }
}
    ${MailAccountFieldsFragmentDoc}
${MailboxHealthFieldsFragmentDoc}`;

/**
 * __useMailAccountsQuery__
 *
 * To run a query within a React component, call `useMailAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMailAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMailAccountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMailAccountsQuery(baseOptions?: Apollo.QueryHookOptions<MailAccountsQuery, MailAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MailAccountsQuery, MailAccountsQueryVariables>(MailAccountsDocument, options);
      }
export function useMailAccountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MailAccountsQuery, MailAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MailAccountsQuery, MailAccountsQueryVariables>(MailAccountsDocument, options);
        }
// @ts-ignore
export function useMailAccountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MailAccountsQuery, MailAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountsQuery, MailAccountsQueryVariables>;
export function useMailAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountsQuery, MailAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<MailAccountsQuery | undefined, MailAccountsQueryVariables>;
export function useMailAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MailAccountsQuery, MailAccountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MailAccountsQuery, MailAccountsQueryVariables>(MailAccountsDocument, options);
        }
export type MailAccountsQueryHookResult = ReturnType<typeof useMailAccountsQuery>;
export type MailAccountsLazyQueryHookResult = ReturnType<typeof useMailAccountsLazyQuery>;
export type MailAccountsSuspenseQueryHookResult = ReturnType<typeof useMailAccountsSuspenseQuery>;
export type MailAccountsQueryResult = Apollo.QueryResult<MailAccountsQuery, MailAccountsQueryVariables>;
export const ReconnectGoogleAccountDocument = gql`
    mutation ReconnectGoogleAccount($email: String!, $authCode: String!, $redirectUrl: String!, $name: String) {
  reconnectGoogleAccount(
    email: $email
    authCode: $authCode
    redirectUrl: $redirectUrl
    name: $name
  ) {
    ...MailAccountFields
  }
}
    ${MailAccountFieldsFragmentDoc}`;
export type ReconnectGoogleAccountMutationFn = Apollo.MutationFunction<ReconnectGoogleAccountMutation, ReconnectGoogleAccountMutationVariables>;

/**
 * __useReconnectGoogleAccountMutation__
 *
 * To run a mutation, you first call `useReconnectGoogleAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReconnectGoogleAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reconnectGoogleAccountMutation, { data, loading, error }] = useReconnectGoogleAccountMutation({
 *   variables: {
 *      email: // value for 'email'
 *      authCode: // value for 'authCode'
 *      redirectUrl: // value for 'redirectUrl'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useReconnectGoogleAccountMutation(baseOptions?: Apollo.MutationHookOptions<ReconnectGoogleAccountMutation, ReconnectGoogleAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReconnectGoogleAccountMutation, ReconnectGoogleAccountMutationVariables>(ReconnectGoogleAccountDocument, options);
      }
export type ReconnectGoogleAccountMutationHookResult = ReturnType<typeof useReconnectGoogleAccountMutation>;
export type ReconnectGoogleAccountMutationResult = Apollo.MutationResult<ReconnectGoogleAccountMutation>;
export type ReconnectGoogleAccountMutationOptions = Apollo.BaseMutationOptions<ReconnectGoogleAccountMutation, ReconnectGoogleAccountMutationVariables>;
export const ReconnectSmtpAccountDocument = gql`
    mutation ReconnectSmtpAccount($input: SmtpAccountInput!) {
  reconnectSmtpAccount(input: $input) {
    ...MailAccountFields
    smtp {
      ...MailServerFields
    }
    imap {
      ...MailServerFields
    }
  }
}
    ${MailAccountFieldsFragmentDoc}
${MailServerFieldsFragmentDoc}`;
export type ReconnectSmtpAccountMutationFn = Apollo.MutationFunction<ReconnectSmtpAccountMutation, ReconnectSmtpAccountMutationVariables>;

/**
 * __useReconnectSmtpAccountMutation__
 *
 * To run a mutation, you first call `useReconnectSmtpAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReconnectSmtpAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reconnectSmtpAccountMutation, { data, loading, error }] = useReconnectSmtpAccountMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useReconnectSmtpAccountMutation(baseOptions?: Apollo.MutationHookOptions<ReconnectSmtpAccountMutation, ReconnectSmtpAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReconnectSmtpAccountMutation, ReconnectSmtpAccountMutationVariables>(ReconnectSmtpAccountDocument, options);
      }
export type ReconnectSmtpAccountMutationHookResult = ReturnType<typeof useReconnectSmtpAccountMutation>;
export type ReconnectSmtpAccountMutationResult = Apollo.MutationResult<ReconnectSmtpAccountMutation>;
export type ReconnectSmtpAccountMutationOptions = Apollo.BaseMutationOptions<ReconnectSmtpAccountMutation, ReconnectSmtpAccountMutationVariables>;
export const ResumeMailAccountDocument = gql`
    mutation ResumeMailAccount($email: String!) {
  resumeMailAccount(email: $email) {
    ...MailAccountFields
    ...MailboxHealthFields
  }
}
    ${MailAccountFieldsFragmentDoc}
${MailboxHealthFieldsFragmentDoc}`;
export type ResumeMailAccountMutationFn = Apollo.MutationFunction<ResumeMailAccountMutation, ResumeMailAccountMutationVariables>;

/**
 * __useResumeMailAccountMutation__
 *
 * To run a mutation, you first call `useResumeMailAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResumeMailAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resumeMailAccountMutation, { data, loading, error }] = useResumeMailAccountMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useResumeMailAccountMutation(baseOptions?: Apollo.MutationHookOptions<ResumeMailAccountMutation, ResumeMailAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ResumeMailAccountMutation, ResumeMailAccountMutationVariables>(ResumeMailAccountDocument, options);
      }
export type ResumeMailAccountMutationHookResult = ReturnType<typeof useResumeMailAccountMutation>;
export type ResumeMailAccountMutationResult = Apollo.MutationResult<ResumeMailAccountMutation>;
export type ResumeMailAccountMutationOptions = Apollo.BaseMutationOptions<ResumeMailAccountMutation, ResumeMailAccountMutationVariables>;
export const SetMailAccountEnabledDocument = gql`
    mutation SetMailAccountEnabled($email: String!, $enabled: Boolean!) {
  setMailAccountEnabled(email: $email, enabled: $enabled) {
    ...MailAccountFields
  }
}
    ${MailAccountFieldsFragmentDoc}`;
export type SetMailAccountEnabledMutationFn = Apollo.MutationFunction<SetMailAccountEnabledMutation, SetMailAccountEnabledMutationVariables>;

/**
 * __useSetMailAccountEnabledMutation__
 *
 * To run a mutation, you first call `useSetMailAccountEnabledMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetMailAccountEnabledMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setMailAccountEnabledMutation, { data, loading, error }] = useSetMailAccountEnabledMutation({
 *   variables: {
 *      email: // value for 'email'
 *      enabled: // value for 'enabled'
 *   },
 * });
 */
export function useSetMailAccountEnabledMutation(baseOptions?: Apollo.MutationHookOptions<SetMailAccountEnabledMutation, SetMailAccountEnabledMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetMailAccountEnabledMutation, SetMailAccountEnabledMutationVariables>(SetMailAccountEnabledDocument, options);
      }
export type SetMailAccountEnabledMutationHookResult = ReturnType<typeof useSetMailAccountEnabledMutation>;
export type SetMailAccountEnabledMutationResult = Apollo.MutationResult<SetMailAccountEnabledMutation>;
export type SetMailAccountEnabledMutationOptions = Apollo.BaseMutationOptions<SetMailAccountEnabledMutation, SetMailAccountEnabledMutationVariables>;
export const SetMailAccountWarmupDocument = gql`
    mutation SetMailAccountWarmup($id: ID!, $enable: Boolean!) {
  setMailAccountWarmup(id: $id, enable: $enable) {
    ...MailAccountWarmupFields
  }
}
    ${MailAccountWarmupFieldsFragmentDoc}`;
export type SetMailAccountWarmupMutationFn = Apollo.MutationFunction<SetMailAccountWarmupMutation, SetMailAccountWarmupMutationVariables>;

/**
 * __useSetMailAccountWarmupMutation__
 *
 * To run a mutation, you first call `useSetMailAccountWarmupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetMailAccountWarmupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setMailAccountWarmupMutation, { data, loading, error }] = useSetMailAccountWarmupMutation({
 *   variables: {
 *      id: // value for 'id'
 *      enable: // value for 'enable'
 *   },
 * });
 */
export function useSetMailAccountWarmupMutation(baseOptions?: Apollo.MutationHookOptions<SetMailAccountWarmupMutation, SetMailAccountWarmupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetMailAccountWarmupMutation, SetMailAccountWarmupMutationVariables>(SetMailAccountWarmupDocument, options);
      }
export type SetMailAccountWarmupMutationHookResult = ReturnType<typeof useSetMailAccountWarmupMutation>;
export type SetMailAccountWarmupMutationResult = Apollo.MutationResult<SetMailAccountWarmupMutation>;
export type SetMailAccountWarmupMutationOptions = Apollo.BaseMutationOptions<SetMailAccountWarmupMutation, SetMailAccountWarmupMutationVariables>;
export const UpdateGoogleSmtpDocument = gql`
    mutation UpdateGoogleSmtp($id: String!, $smtp: MailServerInput!) {
  updateGoogleSmtp(id: $id, smtp: $smtp) {
    ...MailAccountFields
  }
}
    ${MailAccountFieldsFragmentDoc}`;
export type UpdateGoogleSmtpMutationFn = Apollo.MutationFunction<UpdateGoogleSmtpMutation, UpdateGoogleSmtpMutationVariables>;

/**
 * __useUpdateGoogleSmtpMutation__
 *
 * To run a mutation, you first call `useUpdateGoogleSmtpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateGoogleSmtpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateGoogleSmtpMutation, { data, loading, error }] = useUpdateGoogleSmtpMutation({
 *   variables: {
 *      id: // value for 'id'
 *      smtp: // value for 'smtp'
 *   },
 * });
 */
export function useUpdateGoogleSmtpMutation(baseOptions?: Apollo.MutationHookOptions<UpdateGoogleSmtpMutation, UpdateGoogleSmtpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateGoogleSmtpMutation, UpdateGoogleSmtpMutationVariables>(UpdateGoogleSmtpDocument, options);
      }
export type UpdateGoogleSmtpMutationHookResult = ReturnType<typeof useUpdateGoogleSmtpMutation>;
export type UpdateGoogleSmtpMutationResult = Apollo.MutationResult<UpdateGoogleSmtpMutation>;
export type UpdateGoogleSmtpMutationOptions = Apollo.BaseMutationOptions<UpdateGoogleSmtpMutation, UpdateGoogleSmtpMutationVariables>;
export const UpdateMailAccountProfileDocument = gql`
    mutation UpdateMailAccountProfile($email: String!, $name: String!, $signature: String!) {
  updateMailAccountProfile(email: $email, name: $name, signature: $signature) {
    ...MailAccountFields
  }
}
    ${MailAccountFieldsFragmentDoc}`;
export type UpdateMailAccountProfileMutationFn = Apollo.MutationFunction<UpdateMailAccountProfileMutation, UpdateMailAccountProfileMutationVariables>;

/**
 * __useUpdateMailAccountProfileMutation__
 *
 * To run a mutation, you first call `useUpdateMailAccountProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMailAccountProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMailAccountProfileMutation, { data, loading, error }] = useUpdateMailAccountProfileMutation({
 *   variables: {
 *      email: // value for 'email'
 *      name: // value for 'name'
 *      signature: // value for 'signature'
 *   },
 * });
 */
export function useUpdateMailAccountProfileMutation(baseOptions?: Apollo.MutationHookOptions<UpdateMailAccountProfileMutation, UpdateMailAccountProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateMailAccountProfileMutation, UpdateMailAccountProfileMutationVariables>(UpdateMailAccountProfileDocument, options);
      }
export type UpdateMailAccountProfileMutationHookResult = ReturnType<typeof useUpdateMailAccountProfileMutation>;
export type UpdateMailAccountProfileMutationResult = Apollo.MutationResult<UpdateMailAccountProfileMutation>;
export type UpdateMailAccountProfileMutationOptions = Apollo.BaseMutationOptions<UpdateMailAccountProfileMutation, UpdateMailAccountProfileMutationVariables>;
export const UpdateSendingPreferenceDocument = gql`
    mutation UpdateSendingPreference($email: String!, $preference: SendingPreferenceInput!) {
  updateSendingPreference(email: $email, preference: $preference) {
    ...MailAccountFields
    sendingPreference {
      ...SendingPreferenceFields
    }
  }
}
    ${MailAccountFieldsFragmentDoc}
${SendingPreferenceFieldsFragmentDoc}`;
export type UpdateSendingPreferenceMutationFn = Apollo.MutationFunction<UpdateSendingPreferenceMutation, UpdateSendingPreferenceMutationVariables>;

/**
 * __useUpdateSendingPreferenceMutation__
 *
 * To run a mutation, you first call `useUpdateSendingPreferenceMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSendingPreferenceMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSendingPreferenceMutation, { data, loading, error }] = useUpdateSendingPreferenceMutation({
 *   variables: {
 *      email: // value for 'email'
 *      preference: // value for 'preference'
 *   },
 * });
 */
export function useUpdateSendingPreferenceMutation(baseOptions?: Apollo.MutationHookOptions<UpdateSendingPreferenceMutation, UpdateSendingPreferenceMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateSendingPreferenceMutation, UpdateSendingPreferenceMutationVariables>(UpdateSendingPreferenceDocument, options);
      }
export type UpdateSendingPreferenceMutationHookResult = ReturnType<typeof useUpdateSendingPreferenceMutation>;
export type UpdateSendingPreferenceMutationResult = Apollo.MutationResult<UpdateSendingPreferenceMutation>;
export type UpdateSendingPreferenceMutationOptions = Apollo.BaseMutationOptions<UpdateSendingPreferenceMutation, UpdateSendingPreferenceMutationVariables>;
export const InviteUserDocument = gql`
    mutation InviteUser($email: String!, $name: String!, $role: String) {
  inviteUser(email: $email, name: $name, role: $role) {
    ...TeamMemberFields
  }
}
    ${TeamMemberFieldsFragmentDoc}`;
export type InviteUserMutationFn = Apollo.MutationFunction<InviteUserMutation, InviteUserMutationVariables>;

/**
 * __useInviteUserMutation__
 *
 * To run a mutation, you first call `useInviteUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInviteUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [inviteUserMutation, { data, loading, error }] = useInviteUserMutation({
 *   variables: {
 *      email: // value for 'email'
 *      name: // value for 'name'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useInviteUserMutation(baseOptions?: Apollo.MutationHookOptions<InviteUserMutation, InviteUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<InviteUserMutation, InviteUserMutationVariables>(InviteUserDocument, options);
      }
export type InviteUserMutationHookResult = ReturnType<typeof useInviteUserMutation>;
export type InviteUserMutationResult = Apollo.MutationResult<InviteUserMutation>;
export type InviteUserMutationOptions = Apollo.BaseMutationOptions<InviteUserMutation, InviteUserMutationVariables>;
export const MyRoleDocument = gql`
    query MyRole {
  me {
    id
    role
  }
}
    `;

/**
 * __useMyRoleQuery__
 *
 * To run a query within a React component, call `useMyRoleQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyRoleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyRoleQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyRoleQuery(baseOptions?: Apollo.QueryHookOptions<MyRoleQuery, MyRoleQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MyRoleQuery, MyRoleQueryVariables>(MyRoleDocument, options);
      }
export function useMyRoleLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MyRoleQuery, MyRoleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MyRoleQuery, MyRoleQueryVariables>(MyRoleDocument, options);
        }
// @ts-ignore
export function useMyRoleSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MyRoleQuery, MyRoleQueryVariables>): Apollo.UseSuspenseQueryResult<MyRoleQuery, MyRoleQueryVariables>;
export function useMyRoleSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyRoleQuery, MyRoleQueryVariables>): Apollo.UseSuspenseQueryResult<MyRoleQuery | undefined, MyRoleQueryVariables>;
export function useMyRoleSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MyRoleQuery, MyRoleQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MyRoleQuery, MyRoleQueryVariables>(MyRoleDocument, options);
        }
export type MyRoleQueryHookResult = ReturnType<typeof useMyRoleQuery>;
export type MyRoleLazyQueryHookResult = ReturnType<typeof useMyRoleLazyQuery>;
export type MyRoleSuspenseQueryHookResult = ReturnType<typeof useMyRoleSuspenseQuery>;
export type MyRoleQueryResult = Apollo.QueryResult<MyRoleQuery, MyRoleQueryVariables>;
export const RemoveUserDocument = gql`
    mutation RemoveUser($userId: ID!) {
  removeUser(userId: $userId)
}
    `;
export type RemoveUserMutationFn = Apollo.MutationFunction<RemoveUserMutation, RemoveUserMutationVariables>;

/**
 * __useRemoveUserMutation__
 *
 * To run a mutation, you first call `useRemoveUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeUserMutation, { data, loading, error }] = useRemoveUserMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *   },
 * });
 */
export function useRemoveUserMutation(baseOptions?: Apollo.MutationHookOptions<RemoveUserMutation, RemoveUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RemoveUserMutation, RemoveUserMutationVariables>(RemoveUserDocument, options);
      }
export type RemoveUserMutationHookResult = ReturnType<typeof useRemoveUserMutation>;
export type RemoveUserMutationResult = Apollo.MutationResult<RemoveUserMutation>;
export type RemoveUserMutationOptions = Apollo.BaseMutationOptions<RemoveUserMutation, RemoveUserMutationVariables>;
export const SearchUsersDocument = gql`
    query SearchUsers($offset: Int!, $limit: Int!) {
  searchUsers(offset: $offset, limit: $limit) {
    total
    users {
      ...TeamMemberFields
    }
  }
}
    ${TeamMemberFieldsFragmentDoc}`;

/**
 * __useSearchUsersQuery__
 *
 * To run a query within a React component, call `useSearchUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchUsersQuery({
 *   variables: {
 *      offset: // value for 'offset'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useSearchUsersQuery(baseOptions: Apollo.QueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables> & ({ variables: SearchUsersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SearchUsersQuery, SearchUsersQueryVariables>(SearchUsersDocument, options);
      }
export function useSearchUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SearchUsersQuery, SearchUsersQueryVariables>(SearchUsersDocument, options);
        }
// @ts-ignore
export function useSearchUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>): Apollo.UseSuspenseQueryResult<SearchUsersQuery, SearchUsersQueryVariables>;
export function useSearchUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>): Apollo.UseSuspenseQueryResult<SearchUsersQuery | undefined, SearchUsersQueryVariables>;
export function useSearchUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchUsersQuery, SearchUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SearchUsersQuery, SearchUsersQueryVariables>(SearchUsersDocument, options);
        }
export type SearchUsersQueryHookResult = ReturnType<typeof useSearchUsersQuery>;
export type SearchUsersLazyQueryHookResult = ReturnType<typeof useSearchUsersLazyQuery>;
export type SearchUsersSuspenseQueryHookResult = ReturnType<typeof useSearchUsersSuspenseQuery>;
export type SearchUsersQueryResult = Apollo.QueryResult<SearchUsersQuery, SearchUsersQueryVariables>;
export const SetUserRoleDocument = gql`
    mutation SetUserRole($userId: ID!, $role: String!) {
  setUserRole(userId: $userId, role: $role) {
    ...TeamMemberFields
  }
}
    ${TeamMemberFieldsFragmentDoc}`;
export type SetUserRoleMutationFn = Apollo.MutationFunction<SetUserRoleMutation, SetUserRoleMutationVariables>;

/**
 * __useSetUserRoleMutation__
 *
 * To run a mutation, you first call `useSetUserRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetUserRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setUserRoleMutation, { data, loading, error }] = useSetUserRoleMutation({
 *   variables: {
 *      userId: // value for 'userId'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useSetUserRoleMutation(baseOptions?: Apollo.MutationHookOptions<SetUserRoleMutation, SetUserRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetUserRoleMutation, SetUserRoleMutationVariables>(SetUserRoleDocument, options);
      }
export type SetUserRoleMutationHookResult = ReturnType<typeof useSetUserRoleMutation>;
export type SetUserRoleMutationResult = Apollo.MutationResult<SetUserRoleMutation>;
export type SetUserRoleMutationOptions = Apollo.BaseMutationOptions<SetUserRoleMutation, SetUserRoleMutationVariables>;
export const DeleteUnsubscribeDomainsDocument = gql`
    mutation DeleteUnsubscribeDomains($email: String!, $domains: [String!]!) {
  deleteUnsubscribeDomains(email: $email, domains: $domains)
}
    `;
export type DeleteUnsubscribeDomainsMutationFn = Apollo.MutationFunction<DeleteUnsubscribeDomainsMutation, DeleteUnsubscribeDomainsMutationVariables>;

/**
 * __useDeleteUnsubscribeDomainsMutation__
 *
 * To run a mutation, you first call `useDeleteUnsubscribeDomainsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteUnsubscribeDomainsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteUnsubscribeDomainsMutation, { data, loading, error }] = useDeleteUnsubscribeDomainsMutation({
 *   variables: {
 *      email: // value for 'email'
 *      domains: // value for 'domains'
 *   },
 * });
 */
export function useDeleteUnsubscribeDomainsMutation(baseOptions?: Apollo.MutationHookOptions<DeleteUnsubscribeDomainsMutation, DeleteUnsubscribeDomainsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteUnsubscribeDomainsMutation, DeleteUnsubscribeDomainsMutationVariables>(DeleteUnsubscribeDomainsDocument, options);
      }
export type DeleteUnsubscribeDomainsMutationHookResult = ReturnType<typeof useDeleteUnsubscribeDomainsMutation>;
export type DeleteUnsubscribeDomainsMutationResult = Apollo.MutationResult<DeleteUnsubscribeDomainsMutation>;
export type DeleteUnsubscribeDomainsMutationOptions = Apollo.BaseMutationOptions<DeleteUnsubscribeDomainsMutation, DeleteUnsubscribeDomainsMutationVariables>;
export const DeleteUnsubscribersDocument = gql`
    mutation DeleteUnsubscribers($emails: [String!]!) {
  deleteUnsubscribers(emails: $emails)
}
    `;
export type DeleteUnsubscribersMutationFn = Apollo.MutationFunction<DeleteUnsubscribersMutation, DeleteUnsubscribersMutationVariables>;

/**
 * __useDeleteUnsubscribersMutation__
 *
 * To run a mutation, you first call `useDeleteUnsubscribersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteUnsubscribersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteUnsubscribersMutation, { data, loading, error }] = useDeleteUnsubscribersMutation({
 *   variables: {
 *      emails: // value for 'emails'
 *   },
 * });
 */
export function useDeleteUnsubscribersMutation(baseOptions?: Apollo.MutationHookOptions<DeleteUnsubscribersMutation, DeleteUnsubscribersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteUnsubscribersMutation, DeleteUnsubscribersMutationVariables>(DeleteUnsubscribersDocument, options);
      }
export type DeleteUnsubscribersMutationHookResult = ReturnType<typeof useDeleteUnsubscribersMutation>;
export type DeleteUnsubscribersMutationResult = Apollo.MutationResult<DeleteUnsubscribersMutation>;
export type DeleteUnsubscribersMutationOptions = Apollo.BaseMutationOptions<DeleteUnsubscribersMutation, DeleteUnsubscribersMutationVariables>;
export const UnsubscribersDocument = gql`
    query Unsubscribers($searchText: String, $offset: Int!, $limit: Int!) {
  unsubscribers(searchText: $searchText, offset: $offset, limit: $limit) {
    total
    rows {
      ...UnsubscriberFields
    }
  }
}
    ${UnsubscriberFieldsFragmentDoc}`;

/**
 * __useUnsubscribersQuery__
 *
 * To run a query within a React component, call `useUnsubscribersQuery` and pass it any options that fit your needs.
 * When your component renders, `useUnsubscribersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUnsubscribersQuery({
 *   variables: {
 *      searchText: // value for 'searchText'
 *      offset: // value for 'offset'
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useUnsubscribersQuery(baseOptions: Apollo.QueryHookOptions<UnsubscribersQuery, UnsubscribersQueryVariables> & ({ variables: UnsubscribersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UnsubscribersQuery, UnsubscribersQueryVariables>(UnsubscribersDocument, options);
      }
export function useUnsubscribersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UnsubscribersQuery, UnsubscribersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UnsubscribersQuery, UnsubscribersQueryVariables>(UnsubscribersDocument, options);
        }
// @ts-ignore
export function useUnsubscribersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UnsubscribersQuery, UnsubscribersQueryVariables>): Apollo.UseSuspenseQueryResult<UnsubscribersQuery, UnsubscribersQueryVariables>;
export function useUnsubscribersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnsubscribersQuery, UnsubscribersQueryVariables>): Apollo.UseSuspenseQueryResult<UnsubscribersQuery | undefined, UnsubscribersQueryVariables>;
export function useUnsubscribersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UnsubscribersQuery, UnsubscribersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UnsubscribersQuery, UnsubscribersQueryVariables>(UnsubscribersDocument, options);
        }
export type UnsubscribersQueryHookResult = ReturnType<typeof useUnsubscribersQuery>;
export type UnsubscribersLazyQueryHookResult = ReturnType<typeof useUnsubscribersLazyQuery>;
export type UnsubscribersSuspenseQueryHookResult = ReturnType<typeof useUnsubscribersSuspenseQuery>;
export type UnsubscribersQueryResult = Apollo.QueryResult<UnsubscribersQuery, UnsubscribersQueryVariables>;
export const CreateWebhookDocument = gql`
    mutation CreateWebhook($input: WebhookCreateInput!) {
  createWebhook(input: $input) {
    secret
    webhook {
      ...WebhookFields
    }
  }
}
    ${WebhookFieldsFragmentDoc}`;
export type CreateWebhookMutationFn = Apollo.MutationFunction<CreateWebhookMutation, CreateWebhookMutationVariables>;

/**
 * __useCreateWebhookMutation__
 *
 * To run a mutation, you first call `useCreateWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWebhookMutation, { data, loading, error }] = useCreateWebhookMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWebhookMutation(baseOptions?: Apollo.MutationHookOptions<CreateWebhookMutation, CreateWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateWebhookMutation, CreateWebhookMutationVariables>(CreateWebhookDocument, options);
      }
export type CreateWebhookMutationHookResult = ReturnType<typeof useCreateWebhookMutation>;
export type CreateWebhookMutationResult = Apollo.MutationResult<CreateWebhookMutation>;
export type CreateWebhookMutationOptions = Apollo.BaseMutationOptions<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const UpdateWebhookDocument = gql`
    mutation UpdateWebhook($webhookId: ID!, $input: WebhookUpdateInput!) {
  updateWebhook(webhookId: $webhookId, input: $input) {
    ...WebhookFields
  }
}
    ${WebhookFieldsFragmentDoc}`;
export type UpdateWebhookMutationFn = Apollo.MutationFunction<UpdateWebhookMutation, UpdateWebhookMutationVariables>;

/**
 * __useUpdateWebhookMutation__
 *
 * To run a mutation, you first call `useUpdateWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWebhookMutation, { data, loading, error }] = useUpdateWebhookMutation({
 *   variables: {
 *      webhookId: // value for 'webhookId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWebhookMutation(baseOptions?: Apollo.MutationHookOptions<UpdateWebhookMutation, UpdateWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateWebhookMutation, UpdateWebhookMutationVariables>(UpdateWebhookDocument, options);
      }
export type UpdateWebhookMutationHookResult = ReturnType<typeof useUpdateWebhookMutation>;
export type UpdateWebhookMutationResult = Apollo.MutationResult<UpdateWebhookMutation>;
export type UpdateWebhookMutationOptions = Apollo.BaseMutationOptions<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const DeleteWebhookDocument = gql`
    mutation DeleteWebhook($webhookId: ID!) {
  deleteWebhook(webhookId: $webhookId)
}
    `;
export type DeleteWebhookMutationFn = Apollo.MutationFunction<DeleteWebhookMutation, DeleteWebhookMutationVariables>;

/**
 * __useDeleteWebhookMutation__
 *
 * To run a mutation, you first call `useDeleteWebhookMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteWebhookMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteWebhookMutation, { data, loading, error }] = useDeleteWebhookMutation({
 *   variables: {
 *      webhookId: // value for 'webhookId'
 *   },
 * });
 */
export function useDeleteWebhookMutation(baseOptions?: Apollo.MutationHookOptions<DeleteWebhookMutation, DeleteWebhookMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteWebhookMutation, DeleteWebhookMutationVariables>(DeleteWebhookDocument, options);
      }
export type DeleteWebhookMutationHookResult = ReturnType<typeof useDeleteWebhookMutation>;
export type DeleteWebhookMutationResult = Apollo.MutationResult<DeleteWebhookMutation>;
export type DeleteWebhookMutationOptions = Apollo.BaseMutationOptions<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const RotateWebhookSecretDocument = gql`
    mutation RotateWebhookSecret($webhookId: ID!) {
  rotateWebhookSecret(webhookId: $webhookId) {
    secret
    webhook {
      ...WebhookFields
    }
  }
}
    ${WebhookFieldsFragmentDoc}`;
export type RotateWebhookSecretMutationFn = Apollo.MutationFunction<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;

/**
 * __useRotateWebhookSecretMutation__
 *
 * To run a mutation, you first call `useRotateWebhookSecretMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRotateWebhookSecretMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rotateWebhookSecretMutation, { data, loading, error }] = useRotateWebhookSecretMutation({
 *   variables: {
 *      webhookId: // value for 'webhookId'
 *   },
 * });
 */
export function useRotateWebhookSecretMutation(baseOptions?: Apollo.MutationHookOptions<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>(RotateWebhookSecretDocument, options);
      }
export type RotateWebhookSecretMutationHookResult = ReturnType<typeof useRotateWebhookSecretMutation>;
export type RotateWebhookSecretMutationResult = Apollo.MutationResult<RotateWebhookSecretMutation>;
export type RotateWebhookSecretMutationOptions = Apollo.BaseMutationOptions<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const SendWebhookTestDocument = gql`
    mutation SendWebhookTest($webhookId: ID!) {
  sendWebhookTest(webhookId: $webhookId) {
    ...WebhookDeliveryFields
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;
export type SendWebhookTestMutationFn = Apollo.MutationFunction<SendWebhookTestMutation, SendWebhookTestMutationVariables>;

/**
 * __useSendWebhookTestMutation__
 *
 * To run a mutation, you first call `useSendWebhookTestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendWebhookTestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendWebhookTestMutation, { data, loading, error }] = useSendWebhookTestMutation({
 *   variables: {
 *      webhookId: // value for 'webhookId'
 *   },
 * });
 */
export function useSendWebhookTestMutation(baseOptions?: Apollo.MutationHookOptions<SendWebhookTestMutation, SendWebhookTestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SendWebhookTestMutation, SendWebhookTestMutationVariables>(SendWebhookTestDocument, options);
      }
export type SendWebhookTestMutationHookResult = ReturnType<typeof useSendWebhookTestMutation>;
export type SendWebhookTestMutationResult = Apollo.MutationResult<SendWebhookTestMutation>;
export type SendWebhookTestMutationOptions = Apollo.BaseMutationOptions<SendWebhookTestMutation, SendWebhookTestMutationVariables>;
export const WebhooksDocument = gql`
    query Webhooks {
  webhooks {
    ...WebhookFields
  }
}
    ${WebhookFieldsFragmentDoc}`;

/**
 * __useWebhooksQuery__
 *
 * To run a query within a React component, call `useWebhooksQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhooksQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhooksQuery({
 *   variables: {
 *   },
 * });
 */
export function useWebhooksQuery(baseOptions?: Apollo.QueryHookOptions<WebhooksQuery, WebhooksQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WebhooksQuery, WebhooksQueryVariables>(WebhooksDocument, options);
      }
export function useWebhooksLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WebhooksQuery, WebhooksQueryVariables>(WebhooksDocument, options);
        }
// @ts-ignore
export function useWebhooksSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>): Apollo.UseSuspenseQueryResult<WebhooksQuery, WebhooksQueryVariables>;
export function useWebhooksSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>): Apollo.UseSuspenseQueryResult<WebhooksQuery | undefined, WebhooksQueryVariables>;
export function useWebhooksSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhooksQuery, WebhooksQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WebhooksQuery, WebhooksQueryVariables>(WebhooksDocument, options);
        }
export type WebhooksQueryHookResult = ReturnType<typeof useWebhooksQuery>;
export type WebhooksLazyQueryHookResult = ReturnType<typeof useWebhooksLazyQuery>;
export type WebhooksSuspenseQueryHookResult = ReturnType<typeof useWebhooksSuspenseQuery>;
export type WebhooksQueryResult = Apollo.QueryResult<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDeliveriesDocument = gql`
    query WebhookDeliveries($webhookId: ID!) {
  webhookDeliveries(webhookId: $webhookId) {
    ...WebhookDeliveryFields
  }
}
    ${WebhookDeliveryFieldsFragmentDoc}`;

/**
 * __useWebhookDeliveriesQuery__
 *
 * To run a query within a React component, call `useWebhookDeliveriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWebhookDeliveriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWebhookDeliveriesQuery({
 *   variables: {
 *      webhookId: // value for 'webhookId'
 *   },
 * });
 */
export function useWebhookDeliveriesQuery(baseOptions: Apollo.QueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables> & ({ variables: WebhookDeliveriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
      }
export function useWebhookDeliveriesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
// @ts-ignore
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>): Apollo.UseSuspenseQueryResult<WebhookDeliveriesQuery | undefined, WebhookDeliveriesQueryVariables>;
export function useWebhookDeliveriesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
        }
export type WebhookDeliveriesQueryHookResult = ReturnType<typeof useWebhookDeliveriesQuery>;
export type WebhookDeliveriesLazyQueryHookResult = ReturnType<typeof useWebhookDeliveriesLazyQuery>;
export type WebhookDeliveriesSuspenseQueryHookResult = ReturnType<typeof useWebhookDeliveriesSuspenseQuery>;
export type WebhookDeliveriesQueryResult = Apollo.QueryResult<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const ComposeCampaignDocument = gql`
    query ComposeCampaign($id: ID!) {
  campaign(id: $id) {
    ...ComposeCampaign
  }
}
    ${ComposeCampaignFragmentDoc}
${ComposeMessageFragmentDoc}`;

/**
 * __useComposeCampaignQuery__
 *
 * To run a query within a React component, call `useComposeCampaignQuery` and pass it any options that fit your needs.
 * When your component renders, `useComposeCampaignQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useComposeCampaignQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useComposeCampaignQuery(baseOptions: Apollo.QueryHookOptions<ComposeCampaignQuery, ComposeCampaignQueryVariables> & ({ variables: ComposeCampaignQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ComposeCampaignQuery, ComposeCampaignQueryVariables>(ComposeCampaignDocument, options);
      }
export function useComposeCampaignLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ComposeCampaignQuery, ComposeCampaignQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ComposeCampaignQuery, ComposeCampaignQueryVariables>(ComposeCampaignDocument, options);
        }
// @ts-ignore
export function useComposeCampaignSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ComposeCampaignQuery, ComposeCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<ComposeCampaignQuery, ComposeCampaignQueryVariables>;
export function useComposeCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ComposeCampaignQuery, ComposeCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<ComposeCampaignQuery | undefined, ComposeCampaignQueryVariables>;
export function useComposeCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ComposeCampaignQuery, ComposeCampaignQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ComposeCampaignQuery, ComposeCampaignQueryVariables>(ComposeCampaignDocument, options);
        }
export type ComposeCampaignQueryHookResult = ReturnType<typeof useComposeCampaignQuery>;
export type ComposeCampaignLazyQueryHookResult = ReturnType<typeof useComposeCampaignLazyQuery>;
export type ComposeCampaignSuspenseQueryHookResult = ReturnType<typeof useComposeCampaignSuspenseQuery>;
export type ComposeCampaignQueryResult = Apollo.QueryResult<ComposeCampaignQuery, ComposeCampaignQueryVariables>;
export const ComposeVariablesDocument = gql`
    query ComposeVariables($campaignId: ID!) {
  campaignVariables(campaignId: $campaignId)
}
    `;

/**
 * __useComposeVariablesQuery__
 *
 * To run a query within a React component, call `useComposeVariablesQuery` and pass it any options that fit your needs.
 * When your component renders, `useComposeVariablesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useComposeVariablesQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useComposeVariablesQuery(baseOptions: Apollo.QueryHookOptions<ComposeVariablesQuery, ComposeVariablesQueryVariables> & ({ variables: ComposeVariablesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ComposeVariablesQuery, ComposeVariablesQueryVariables>(ComposeVariablesDocument, options);
      }
export function useComposeVariablesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ComposeVariablesQuery, ComposeVariablesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ComposeVariablesQuery, ComposeVariablesQueryVariables>(ComposeVariablesDocument, options);
        }
// @ts-ignore
export function useComposeVariablesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ComposeVariablesQuery, ComposeVariablesQueryVariables>): Apollo.UseSuspenseQueryResult<ComposeVariablesQuery, ComposeVariablesQueryVariables>;
export function useComposeVariablesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ComposeVariablesQuery, ComposeVariablesQueryVariables>): Apollo.UseSuspenseQueryResult<ComposeVariablesQuery | undefined, ComposeVariablesQueryVariables>;
export function useComposeVariablesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ComposeVariablesQuery, ComposeVariablesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ComposeVariablesQuery, ComposeVariablesQueryVariables>(ComposeVariablesDocument, options);
        }
export type ComposeVariablesQueryHookResult = ReturnType<typeof useComposeVariablesQuery>;
export type ComposeVariablesLazyQueryHookResult = ReturnType<typeof useComposeVariablesLazyQuery>;
export type ComposeVariablesSuspenseQueryHookResult = ReturnType<typeof useComposeVariablesSuspenseQuery>;
export type ComposeVariablesQueryResult = Apollo.QueryResult<ComposeVariablesQuery, ComposeVariablesQueryVariables>;
export const SaveComposeStepsDocument = gql`
    mutation SaveComposeSteps($campaignId: ID!, $messageMimeType: String!, $steps: [StepInput!]!) {
  saveCampaignSteps(
    campaignId: $campaignId
    messageMimeType: $messageMimeType
    steps: $steps
  ) {
    ...ComposeCampaign
  }
}
    ${ComposeCampaignFragmentDoc}
${ComposeMessageFragmentDoc}`;
export type SaveComposeStepsMutationFn = Apollo.MutationFunction<SaveComposeStepsMutation, SaveComposeStepsMutationVariables>;

/**
 * __useSaveComposeStepsMutation__
 *
 * To run a mutation, you first call `useSaveComposeStepsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveComposeStepsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveComposeStepsMutation, { data, loading, error }] = useSaveComposeStepsMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      messageMimeType: // value for 'messageMimeType'
 *      steps: // value for 'steps'
 *   },
 * });
 */
export function useSaveComposeStepsMutation(baseOptions?: Apollo.MutationHookOptions<SaveComposeStepsMutation, SaveComposeStepsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveComposeStepsMutation, SaveComposeStepsMutationVariables>(SaveComposeStepsDocument, options);
      }
export type SaveComposeStepsMutationHookResult = ReturnType<typeof useSaveComposeStepsMutation>;
export type SaveComposeStepsMutationResult = Apollo.MutationResult<SaveComposeStepsMutation>;
export type SaveComposeStepsMutationOptions = Apollo.BaseMutationOptions<SaveComposeStepsMutation, SaveComposeStepsMutationVariables>;
export const SendTestEmailDocument = gql`
    mutation SendTestEmail($campaignId: ID!, $email: String!, $subject: String!, $body: String!, $mimeType: String!, $stepId: ID, $variant: String) {
  sendTestEmail(
    campaignId: $campaignId
    email: $email
    subject: $subject
    body: $body
    mimeType: $mimeType
    stepId: $stepId
    variant: $variant
  )
}
    `;
export type SendTestEmailMutationFn = Apollo.MutationFunction<SendTestEmailMutation, SendTestEmailMutationVariables>;

/**
 * __useSendTestEmailMutation__
 *
 * To run a mutation, you first call `useSendTestEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendTestEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendTestEmailMutation, { data, loading, error }] = useSendTestEmailMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      email: // value for 'email'
 *      subject: // value for 'subject'
 *      body: // value for 'body'
 *      mimeType: // value for 'mimeType'
 *      stepId: // value for 'stepId'
 *      variant: // value for 'variant'
 *   },
 * });
 */
export function useSendTestEmailMutation(baseOptions?: Apollo.MutationHookOptions<SendTestEmailMutation, SendTestEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SendTestEmailMutation, SendTestEmailMutationVariables>(SendTestEmailDocument, options);
      }
export type SendTestEmailMutationHookResult = ReturnType<typeof useSendTestEmailMutation>;
export type SendTestEmailMutationResult = Apollo.MutationResult<SendTestEmailMutation>;
export type SendTestEmailMutationOptions = Apollo.BaseMutationOptions<SendTestEmailMutation, SendTestEmailMutationVariables>;
export const EditSequenceCampaignDocument = gql`
    query EditSequenceCampaign($id: ID!) {
  campaign(id: $id) {
    id
    name
    ...ComposeCampaign
  }
}
    ${ComposeCampaignFragmentDoc}
${ComposeMessageFragmentDoc}`;

/**
 * __useEditSequenceCampaignQuery__
 *
 * To run a query within a React component, call `useEditSequenceCampaignQuery` and pass it any options that fit your needs.
 * When your component renders, `useEditSequenceCampaignQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEditSequenceCampaignQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEditSequenceCampaignQuery(baseOptions: Apollo.QueryHookOptions<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables> & ({ variables: EditSequenceCampaignQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>(EditSequenceCampaignDocument, options);
      }
export function useEditSequenceCampaignLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>(EditSequenceCampaignDocument, options);
        }
// @ts-ignore
export function useEditSequenceCampaignSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>;
export function useEditSequenceCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<EditSequenceCampaignQuery | undefined, EditSequenceCampaignQueryVariables>;
export function useEditSequenceCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>(EditSequenceCampaignDocument, options);
        }
export type EditSequenceCampaignQueryHookResult = ReturnType<typeof useEditSequenceCampaignQuery>;
export type EditSequenceCampaignLazyQueryHookResult = ReturnType<typeof useEditSequenceCampaignLazyQuery>;
export type EditSequenceCampaignSuspenseQueryHookResult = ReturnType<typeof useEditSequenceCampaignSuspenseQuery>;
export type EditSequenceCampaignQueryResult = Apollo.QueryResult<EditSequenceCampaignQuery, EditSequenceCampaignQueryVariables>;
export const CreateWizardCampaignDocument = gql`
    mutation CreateWizardCampaign($input: CampaignStartInput!) {
  createCampaign(input: $input) {
    ...WizardCampaign
  }
}
    ${WizardCampaignFragmentDoc}`;
export type CreateWizardCampaignMutationFn = Apollo.MutationFunction<CreateWizardCampaignMutation, CreateWizardCampaignMutationVariables>;

/**
 * __useCreateWizardCampaignMutation__
 *
 * To run a mutation, you first call `useCreateWizardCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateWizardCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createWizardCampaignMutation, { data, loading, error }] = useCreateWizardCampaignMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateWizardCampaignMutation(baseOptions?: Apollo.MutationHookOptions<CreateWizardCampaignMutation, CreateWizardCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateWizardCampaignMutation, CreateWizardCampaignMutationVariables>(CreateWizardCampaignDocument, options);
      }
export type CreateWizardCampaignMutationHookResult = ReturnType<typeof useCreateWizardCampaignMutation>;
export type CreateWizardCampaignMutationResult = Apollo.MutationResult<CreateWizardCampaignMutation>;
export type CreateWizardCampaignMutationOptions = Apollo.BaseMutationOptions<CreateWizardCampaignMutation, CreateWizardCampaignMutationVariables>;
export const LinkWizardListDocument = gql`
    mutation LinkWizardList($campaignId: ID!, $listId: ID!, $mapping: [VariableMappingInput!]) {
  linkCampaignList(campaignId: $campaignId, listId: $listId, mapping: $mapping) {
    ...WizardCampaign
  }
}
    ${WizardCampaignFragmentDoc}`;
export type LinkWizardListMutationFn = Apollo.MutationFunction<LinkWizardListMutation, LinkWizardListMutationVariables>;

/**
 * __useLinkWizardListMutation__
 *
 * To run a mutation, you first call `useLinkWizardListMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLinkWizardListMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [linkWizardListMutation, { data, loading, error }] = useLinkWizardListMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      listId: // value for 'listId'
 *      mapping: // value for 'mapping'
 *   },
 * });
 */
export function useLinkWizardListMutation(baseOptions?: Apollo.MutationHookOptions<LinkWizardListMutation, LinkWizardListMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LinkWizardListMutation, LinkWizardListMutationVariables>(LinkWizardListDocument, options);
      }
export type LinkWizardListMutationHookResult = ReturnType<typeof useLinkWizardListMutation>;
export type LinkWizardListMutationResult = Apollo.MutationResult<LinkWizardListMutation>;
export type LinkWizardListMutationOptions = Apollo.BaseMutationOptions<LinkWizardListMutation, LinkWizardListMutationVariables>;
export const SaveWizardOptionsDocument = gql`
    mutation SaveWizardOptions($campaignId: ID!, $input: CampaignSettingInput!) {
  updateCampaignSetting(campaignId: $campaignId, input: $input) {
    ...WizardCampaign
  }
}
    ${WizardCampaignFragmentDoc}`;
export type SaveWizardOptionsMutationFn = Apollo.MutationFunction<SaveWizardOptionsMutation, SaveWizardOptionsMutationVariables>;

/**
 * __useSaveWizardOptionsMutation__
 *
 * To run a mutation, you first call `useSaveWizardOptionsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveWizardOptionsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveWizardOptionsMutation, { data, loading, error }] = useSaveWizardOptionsMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveWizardOptionsMutation(baseOptions?: Apollo.MutationHookOptions<SaveWizardOptionsMutation, SaveWizardOptionsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveWizardOptionsMutation, SaveWizardOptionsMutationVariables>(SaveWizardOptionsDocument, options);
      }
export type SaveWizardOptionsMutationHookResult = ReturnType<typeof useSaveWizardOptionsMutation>;
export type SaveWizardOptionsMutationResult = Apollo.MutationResult<SaveWizardOptionsMutation>;
export type SaveWizardOptionsMutationOptions = Apollo.BaseMutationOptions<SaveWizardOptionsMutation, SaveWizardOptionsMutationVariables>;
export const SetWizardCampaignStatusDocument = gql`
    mutation SetWizardCampaignStatus($ids: [ID!]!, $status: String!, $schedule: CampaignScheduleInput) {
  setCampaignStatus(ids: $ids, status: $status, schedule: $schedule) {
    ...WizardCampaign
  }
}
    ${WizardCampaignFragmentDoc}`;
export type SetWizardCampaignStatusMutationFn = Apollo.MutationFunction<SetWizardCampaignStatusMutation, SetWizardCampaignStatusMutationVariables>;

/**
 * __useSetWizardCampaignStatusMutation__
 *
 * To run a mutation, you first call `useSetWizardCampaignStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetWizardCampaignStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setWizardCampaignStatusMutation, { data, loading, error }] = useSetWizardCampaignStatusMutation({
 *   variables: {
 *      ids: // value for 'ids'
 *      status: // value for 'status'
 *      schedule: // value for 'schedule'
 *   },
 * });
 */
export function useSetWizardCampaignStatusMutation(baseOptions?: Apollo.MutationHookOptions<SetWizardCampaignStatusMutation, SetWizardCampaignStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetWizardCampaignStatusMutation, SetWizardCampaignStatusMutationVariables>(SetWizardCampaignStatusDocument, options);
      }
export type SetWizardCampaignStatusMutationHookResult = ReturnType<typeof useSetWizardCampaignStatusMutation>;
export type SetWizardCampaignStatusMutationResult = Apollo.MutationResult<SetWizardCampaignStatusMutation>;
export type SetWizardCampaignStatusMutationOptions = Apollo.BaseMutationOptions<SetWizardCampaignStatusMutation, SetWizardCampaignStatusMutationVariables>;
export const UnlinkWizardListDocument = gql`
    mutation UnlinkWizardList($campaignId: ID!, $listId: ID!) {
  unlinkCampaignList(campaignId: $campaignId, listId: $listId) {
    ...WizardCampaign
  }
}
    ${WizardCampaignFragmentDoc}`;
export type UnlinkWizardListMutationFn = Apollo.MutationFunction<UnlinkWizardListMutation, UnlinkWizardListMutationVariables>;

/**
 * __useUnlinkWizardListMutation__
 *
 * To run a mutation, you first call `useUnlinkWizardListMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnlinkWizardListMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unlinkWizardListMutation, { data, loading, error }] = useUnlinkWizardListMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      listId: // value for 'listId'
 *   },
 * });
 */
export function useUnlinkWizardListMutation(baseOptions?: Apollo.MutationHookOptions<UnlinkWizardListMutation, UnlinkWizardListMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UnlinkWizardListMutation, UnlinkWizardListMutationVariables>(UnlinkWizardListDocument, options);
      }
export type UnlinkWizardListMutationHookResult = ReturnType<typeof useUnlinkWizardListMutation>;
export type UnlinkWizardListMutationResult = Apollo.MutationResult<UnlinkWizardListMutation>;
export type UnlinkWizardListMutationOptions = Apollo.BaseMutationOptions<UnlinkWizardListMutation, UnlinkWizardListMutationVariables>;
export const UpdateWizardCampaignDocument = gql`
    mutation UpdateWizardCampaign($id: ID!, $input: CampaignStartInput!) {
  updateCampaign(id: $id, input: $input) {
    ...WizardCampaign
  }
}
    ${WizardCampaignFragmentDoc}`;
export type UpdateWizardCampaignMutationFn = Apollo.MutationFunction<UpdateWizardCampaignMutation, UpdateWizardCampaignMutationVariables>;

/**
 * __useUpdateWizardCampaignMutation__
 *
 * To run a mutation, you first call `useUpdateWizardCampaignMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateWizardCampaignMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateWizardCampaignMutation, { data, loading, error }] = useUpdateWizardCampaignMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateWizardCampaignMutation(baseOptions?: Apollo.MutationHookOptions<UpdateWizardCampaignMutation, UpdateWizardCampaignMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateWizardCampaignMutation, UpdateWizardCampaignMutationVariables>(UpdateWizardCampaignDocument, options);
      }
export type UpdateWizardCampaignMutationHookResult = ReturnType<typeof useUpdateWizardCampaignMutation>;
export type UpdateWizardCampaignMutationResult = Apollo.MutationResult<UpdateWizardCampaignMutation>;
export type UpdateWizardCampaignMutationOptions = Apollo.BaseMutationOptions<UpdateWizardCampaignMutation, UpdateWizardCampaignMutationVariables>;
export const WizardCampaignListsDocument = gql`
    query WizardCampaignLists($campaignId: ID!) {
  campaignLists(campaignId: $campaignId) {
    id
    name
    contactsCount
    recipientsCount
  }
}
    `;

/**
 * __useWizardCampaignListsQuery__
 *
 * To run a query within a React component, call `useWizardCampaignListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWizardCampaignListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWizardCampaignListsQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function useWizardCampaignListsQuery(baseOptions: Apollo.QueryHookOptions<WizardCampaignListsQuery, WizardCampaignListsQueryVariables> & ({ variables: WizardCampaignListsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>(WizardCampaignListsDocument, options);
      }
export function useWizardCampaignListsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>(WizardCampaignListsDocument, options);
        }
// @ts-ignore
export function useWizardCampaignListsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>;
export function useWizardCampaignListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardCampaignListsQuery | undefined, WizardCampaignListsQueryVariables>;
export function useWizardCampaignListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>(WizardCampaignListsDocument, options);
        }
export type WizardCampaignListsQueryHookResult = ReturnType<typeof useWizardCampaignListsQuery>;
export type WizardCampaignListsLazyQueryHookResult = ReturnType<typeof useWizardCampaignListsLazyQuery>;
export type WizardCampaignListsSuspenseQueryHookResult = ReturnType<typeof useWizardCampaignListsSuspenseQuery>;
export type WizardCampaignListsQueryResult = Apollo.QueryResult<WizardCampaignListsQuery, WizardCampaignListsQueryVariables>;
export const WizardCampaignDocument = gql`
    query WizardCampaign($id: ID!) {
  campaign(id: $id) {
    ...WizardCampaign
  }
}
    ${WizardCampaignFragmentDoc}`;

/**
 * __useWizardCampaignQuery__
 *
 * To run a query within a React component, call `useWizardCampaignQuery` and pass it any options that fit your needs.
 * When your component renders, `useWizardCampaignQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWizardCampaignQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useWizardCampaignQuery(baseOptions: Apollo.QueryHookOptions<WizardCampaignQuery, WizardCampaignQueryVariables> & ({ variables: WizardCampaignQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WizardCampaignQuery, WizardCampaignQueryVariables>(WizardCampaignDocument, options);
      }
export function useWizardCampaignLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WizardCampaignQuery, WizardCampaignQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WizardCampaignQuery, WizardCampaignQueryVariables>(WizardCampaignDocument, options);
        }
// @ts-ignore
export function useWizardCampaignSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WizardCampaignQuery, WizardCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<WizardCampaignQuery, WizardCampaignQueryVariables>;
export function useWizardCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardCampaignQuery, WizardCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<WizardCampaignQuery | undefined, WizardCampaignQueryVariables>;
export function useWizardCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardCampaignQuery, WizardCampaignQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WizardCampaignQuery, WizardCampaignQueryVariables>(WizardCampaignDocument, options);
        }
export type WizardCampaignQueryHookResult = ReturnType<typeof useWizardCampaignQuery>;
export type WizardCampaignLazyQueryHookResult = ReturnType<typeof useWizardCampaignLazyQuery>;
export type WizardCampaignSuspenseQueryHookResult = ReturnType<typeof useWizardCampaignSuspenseQuery>;
export type WizardCampaignQueryResult = Apollo.QueryResult<WizardCampaignQuery, WizardCampaignQueryVariables>;
export const WizardContactListsDocument = gql`
    query WizardContactLists {
  contactLists {
    id
    name
    contactsCount
  }
}
    `;

/**
 * __useWizardContactListsQuery__
 *
 * To run a query within a React component, call `useWizardContactListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWizardContactListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWizardContactListsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWizardContactListsQuery(baseOptions?: Apollo.QueryHookOptions<WizardContactListsQuery, WizardContactListsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WizardContactListsQuery, WizardContactListsQueryVariables>(WizardContactListsDocument, options);
      }
export function useWizardContactListsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WizardContactListsQuery, WizardContactListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WizardContactListsQuery, WizardContactListsQueryVariables>(WizardContactListsDocument, options);
        }
// @ts-ignore
export function useWizardContactListsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WizardContactListsQuery, WizardContactListsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardContactListsQuery, WizardContactListsQueryVariables>;
export function useWizardContactListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardContactListsQuery, WizardContactListsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardContactListsQuery | undefined, WizardContactListsQueryVariables>;
export function useWizardContactListsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardContactListsQuery, WizardContactListsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WizardContactListsQuery, WizardContactListsQueryVariables>(WizardContactListsDocument, options);
        }
export type WizardContactListsQueryHookResult = ReturnType<typeof useWizardContactListsQuery>;
export type WizardContactListsLazyQueryHookResult = ReturnType<typeof useWizardContactListsLazyQuery>;
export type WizardContactListsSuspenseQueryHookResult = ReturnType<typeof useWizardContactListsSuspenseQuery>;
export type WizardContactListsQueryResult = Apollo.QueryResult<WizardContactListsQuery, WizardContactListsQueryVariables>;
export const WizardMailAccountsDocument = gql`
    query WizardMailAccounts {
  mailAccounts {
    id
    email
    name
    status
    hasSmtp
  }
}
    `;

/**
 * __useWizardMailAccountsQuery__
 *
 * To run a query within a React component, call `useWizardMailAccountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWizardMailAccountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWizardMailAccountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useWizardMailAccountsQuery(baseOptions?: Apollo.QueryHookOptions<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>(WizardMailAccountsDocument, options);
      }
export function useWizardMailAccountsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>(WizardMailAccountsDocument, options);
        }
// @ts-ignore
export function useWizardMailAccountsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>;
export function useWizardMailAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardMailAccountsQuery | undefined, WizardMailAccountsQueryVariables>;
export function useWizardMailAccountsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>(WizardMailAccountsDocument, options);
        }
export type WizardMailAccountsQueryHookResult = ReturnType<typeof useWizardMailAccountsQuery>;
export type WizardMailAccountsLazyQueryHookResult = ReturnType<typeof useWizardMailAccountsLazyQuery>;
export type WizardMailAccountsSuspenseQueryHookResult = ReturnType<typeof useWizardMailAccountsSuspenseQuery>;
export type WizardMailAccountsQueryResult = Apollo.QueryResult<WizardMailAccountsQuery, WizardMailAccountsQueryVariables>;
export const WizardPoolMailboxesDocument = gql`
    query WizardPoolMailboxes {
  poolMailboxes {
    id
    email
    name
    dailyCap
    sentToday
  }
}
    `;

/**
 * __useWizardPoolMailboxesQuery__
 *
 * To run a query within a React component, call `useWizardPoolMailboxesQuery` and pass it any options that fit your needs.
 * When your component renders, `useWizardPoolMailboxesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWizardPoolMailboxesQuery({
 *   variables: {
 *   },
 * });
 */
export function useWizardPoolMailboxesQuery(baseOptions?: Apollo.QueryHookOptions<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>(WizardPoolMailboxesDocument, options);
      }
export function useWizardPoolMailboxesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>(WizardPoolMailboxesDocument, options);
        }
// @ts-ignore
export function useWizardPoolMailboxesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>): Apollo.UseSuspenseQueryResult<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>;
export function useWizardPoolMailboxesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>): Apollo.UseSuspenseQueryResult<WizardPoolMailboxesQuery | undefined, WizardPoolMailboxesQueryVariables>;
export function useWizardPoolMailboxesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>(WizardPoolMailboxesDocument, options);
        }
export type WizardPoolMailboxesQueryHookResult = ReturnType<typeof useWizardPoolMailboxesQuery>;
export type WizardPoolMailboxesLazyQueryHookResult = ReturnType<typeof useWizardPoolMailboxesLazyQuery>;
export type WizardPoolMailboxesSuspenseQueryHookResult = ReturnType<typeof useWizardPoolMailboxesSuspenseQuery>;
export type WizardPoolMailboxesQueryResult = Apollo.QueryResult<WizardPoolMailboxesQuery, WizardPoolMailboxesQueryVariables>;
export const SetWizardSendingPoolDocument = gql`
    mutation SetWizardSendingPool($campaignId: ID!, $ids: [ID!]!) {
  setCampaignMailAccounts(campaignId: $campaignId, mailAccountIds: $ids) {
    id
    mailAccounts {
      id
    }
  }
}
    `;
export type SetWizardSendingPoolMutationFn = Apollo.MutationFunction<SetWizardSendingPoolMutation, SetWizardSendingPoolMutationVariables>;

/**
 * __useSetWizardSendingPoolMutation__
 *
 * To run a mutation, you first call `useSetWizardSendingPoolMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetWizardSendingPoolMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setWizardSendingPoolMutation, { data, loading, error }] = useSetWizardSendingPoolMutation({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      ids: // value for 'ids'
 *   },
 * });
 */
export function useSetWizardSendingPoolMutation(baseOptions?: Apollo.MutationHookOptions<SetWizardSendingPoolMutation, SetWizardSendingPoolMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetWizardSendingPoolMutation, SetWizardSendingPoolMutationVariables>(SetWizardSendingPoolDocument, options);
      }
export type SetWizardSendingPoolMutationHookResult = ReturnType<typeof useSetWizardSendingPoolMutation>;
export type SetWizardSendingPoolMutationResult = Apollo.MutationResult<SetWizardSendingPoolMutation>;
export type SetWizardSendingPoolMutationOptions = Apollo.BaseMutationOptions<SetWizardSendingPoolMutation, SetWizardSendingPoolMutationVariables>;
export const WizardSendStepsDocument = gql`
    query WizardSendSteps($id: ID!) {
  campaign(id: $id) {
    id
    steps {
      id
      position
      subject
      delay
    }
  }
}
    `;

/**
 * __useWizardSendStepsQuery__
 *
 * To run a query within a React component, call `useWizardSendStepsQuery` and pass it any options that fit your needs.
 * When your component renders, `useWizardSendStepsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWizardSendStepsQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useWizardSendStepsQuery(baseOptions: Apollo.QueryHookOptions<WizardSendStepsQuery, WizardSendStepsQueryVariables> & ({ variables: WizardSendStepsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<WizardSendStepsQuery, WizardSendStepsQueryVariables>(WizardSendStepsDocument, options);
      }
export function useWizardSendStepsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<WizardSendStepsQuery, WizardSendStepsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<WizardSendStepsQuery, WizardSendStepsQueryVariables>(WizardSendStepsDocument, options);
        }
// @ts-ignore
export function useWizardSendStepsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<WizardSendStepsQuery, WizardSendStepsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardSendStepsQuery, WizardSendStepsQueryVariables>;
export function useWizardSendStepsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardSendStepsQuery, WizardSendStepsQueryVariables>): Apollo.UseSuspenseQueryResult<WizardSendStepsQuery | undefined, WizardSendStepsQueryVariables>;
export function useWizardSendStepsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<WizardSendStepsQuery, WizardSendStepsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<WizardSendStepsQuery, WizardSendStepsQueryVariables>(WizardSendStepsDocument, options);
        }
export type WizardSendStepsQueryHookResult = ReturnType<typeof useWizardSendStepsQuery>;
export type WizardSendStepsLazyQueryHookResult = ReturnType<typeof useWizardSendStepsLazyQuery>;
export type WizardSendStepsSuspenseQueryHookResult = ReturnType<typeof useWizardSendStepsSuspenseQuery>;
export type WizardSendStepsQueryResult = Apollo.QueryResult<WizardSendStepsQuery, WizardSendStepsQueryVariables>;
export const PreviewCampaignDocument = gql`
    query PreviewCampaign($campaignId: ID!) {
  campaignPreview(campaignId: $campaignId) {
    campaign {
      id
      messageMimeType
      mailAccount {
        id
        email
        name
      }
    }
    lists {
      id
      name
      contactsCount
    }
    contacts
    steps {
      id
      variants {
        letter
      }
    }
  }
}
    `;

/**
 * __usePreviewCampaignQuery__
 *
 * To run a query within a React component, call `usePreviewCampaignQuery` and pass it any options that fit your needs.
 * When your component renders, `usePreviewCampaignQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePreviewCampaignQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *   },
 * });
 */
export function usePreviewCampaignQuery(baseOptions: Apollo.QueryHookOptions<PreviewCampaignQuery, PreviewCampaignQueryVariables> & ({ variables: PreviewCampaignQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PreviewCampaignQuery, PreviewCampaignQueryVariables>(PreviewCampaignDocument, options);
      }
export function usePreviewCampaignLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PreviewCampaignQuery, PreviewCampaignQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PreviewCampaignQuery, PreviewCampaignQueryVariables>(PreviewCampaignDocument, options);
        }
// @ts-ignore
export function usePreviewCampaignSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PreviewCampaignQuery, PreviewCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<PreviewCampaignQuery, PreviewCampaignQueryVariables>;
export function usePreviewCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PreviewCampaignQuery, PreviewCampaignQueryVariables>): Apollo.UseSuspenseQueryResult<PreviewCampaignQuery | undefined, PreviewCampaignQueryVariables>;
export function usePreviewCampaignSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PreviewCampaignQuery, PreviewCampaignQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PreviewCampaignQuery, PreviewCampaignQueryVariables>(PreviewCampaignDocument, options);
        }
export type PreviewCampaignQueryHookResult = ReturnType<typeof usePreviewCampaignQuery>;
export type PreviewCampaignLazyQueryHookResult = ReturnType<typeof usePreviewCampaignLazyQuery>;
export type PreviewCampaignSuspenseQueryHookResult = ReturnType<typeof usePreviewCampaignSuspenseQuery>;
export type PreviewCampaignQueryResult = Apollo.QueryResult<PreviewCampaignQuery, PreviewCampaignQueryVariables>;
export const PreviewMessagesDocument = gql`
    query PreviewMessages($campaignId: ID!, $email: String, $offset: Int!, $variant: String) {
  previewMessages(
    campaignId: $campaignId
    email: $email
    offset: $offset
    variant: $variant
  ) {
    email
    offset
    total
    messages {
      subject
      body
      delay
      variant
    }
  }
}
    `;

/**
 * __usePreviewMessagesQuery__
 *
 * To run a query within a React component, call `usePreviewMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePreviewMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePreviewMessagesQuery({
 *   variables: {
 *      campaignId: // value for 'campaignId'
 *      email: // value for 'email'
 *      offset: // value for 'offset'
 *      variant: // value for 'variant'
 *   },
 * });
 */
export function usePreviewMessagesQuery(baseOptions: Apollo.QueryHookOptions<PreviewMessagesQuery, PreviewMessagesQueryVariables> & ({ variables: PreviewMessagesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PreviewMessagesQuery, PreviewMessagesQueryVariables>(PreviewMessagesDocument, options);
      }
export function usePreviewMessagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PreviewMessagesQuery, PreviewMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PreviewMessagesQuery, PreviewMessagesQueryVariables>(PreviewMessagesDocument, options);
        }
// @ts-ignore
export function usePreviewMessagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PreviewMessagesQuery, PreviewMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<PreviewMessagesQuery, PreviewMessagesQueryVariables>;
export function usePreviewMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PreviewMessagesQuery, PreviewMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<PreviewMessagesQuery | undefined, PreviewMessagesQueryVariables>;
export function usePreviewMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PreviewMessagesQuery, PreviewMessagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PreviewMessagesQuery, PreviewMessagesQueryVariables>(PreviewMessagesDocument, options);
        }
export type PreviewMessagesQueryHookResult = ReturnType<typeof usePreviewMessagesQuery>;
export type PreviewMessagesLazyQueryHookResult = ReturnType<typeof usePreviewMessagesLazyQuery>;
export type PreviewMessagesSuspenseQueryHookResult = ReturnType<typeof usePreviewMessagesSuspenseQuery>;
export type PreviewMessagesQueryResult = Apollo.QueryResult<PreviewMessagesQuery, PreviewMessagesQueryVariables>;