/**
 * What each root field costs on its own, in the unit of MAX_COMPLEXITY (about one row read,
 * aggregated or written), before the cost of the fields selected below it. Every Query and
 * Mutation field is listed (the sweep in `__tests__/graphql-field-costs.test.ts` enforces it), so
 * a new field cannot slip in at the price of a single row. Other `Type.field` entries may be added
 * for nested fields that read on their own.
 *
 * - `cost`: the field's work, counting the queries and aggregates it runs;
 * - `perPageRow`: when given a page size (`limit`, `first`, `last`, `pageSize`, directly or in an input
 *   object), the field costs this much per row of the page instead of `cost`, and the fields below
 *   it count once (this cost already stands for its rows);
 * - `each`: the list argument whose every element adds `cost` again (ids, addresses).
 *
 * Kept in one table, apart from the resolvers, so that a test can enumerate it and so that adding
 * a field is one line here.
 */
export interface DeclaredCost {
  cost: number;
  perPageRow?: number;
  each?: string;
}

/** A read of one row (or a value computed without the database). */
const ROW: DeclaredCost = { cost: 1 };

/**
 * A conversation's thread, read a page at a time (`limit`, 10 unless given, at most 50): each
 * message's stored body (up to 256 kB) is read and its images resolved, so a message costs 100 and
 * ten default pages no longer fit in one operation.
 */
const THREAD: DeclaredCost = { cost: 2_000, perPageRow: 100 };

export const FIELD_COSTS: Readonly<Record<string, DeclaredCost>> = {
  // Queries
  'Query.apiKeys': { cost: 10 },
  'Query.auditLog': { cost: 20 },
  'Query.campaign': { cost: 5 },
  'Query.campaignActivities': { cost: 50 },
  'Query.campaignContactExport': { cost: 100 },
  // The campaign's recipients counted in one aggregate, then each pool mailbox planned.
  'Query.campaignDiagnosis': { cost: 200 },
  'Query.campaignLeadSettings': { cost: 2 },
  'Query.campaignLists': { cost: 20 },
  'Query.campaignNames': { cost: 50 },
  'Query.campaignOverview': { cost: 500 },
  'Query.campaignPreview': { cost: 20 },
  'Query.campaignRecipientExport': { cost: 100 },
  'Query.campaignRecipients': { cost: 100 },
  'Query.campaignSendingAccount': { cost: 2 },
  'Query.campaignSetting': { cost: 2 },
  'Query.campaignSteps': { cost: 10 },
  'Query.campaignTimeline': { cost: 20 },
  'Query.campaignTimelineGraph': { cost: 500 },
  'Query.campaignVariables': { cost: 10 },
  // One pass over the campaign's sends and events, grouped per message and variant, and per letter.
  'Query.campaignVariants': { cost: 500 },
  'Query.campaigns': { cost: 50 },
  'Query.contactImport': { cost: 2 },
  'Query.contactLists': { cost: 50 },
  'Query.contactStats': { cost: 500 },
  'Query.contacts': { cost: 100 },
  'Query.dashboard': { cost: 1_000 },
  'Query.deliverabilityWarnings': { cost: 20 },
  'Query.doNotContact': { cost: 10, perPageRow: 1 },
  'Query.googleAuthUrl': ROW,
  'Query.googleSignInConfigured': ROW,
  'Query.googleSmtp': { cost: 2 },
  'Query.inboxConversation': THREAD,
  'Query.inboxConversations': { cost: 50 },
  'Query.inboxUnreadCount': { cost: 20 },
  'Query.labels': { cost: 10 },
  'Query.leads': { cost: 100 },
  'Query.guardrailSettings': { cost: 2 },
  'Query.mailAccount': { cost: 2 },
  'Query.mailAccountCampaigns': { cost: 10 },
  // A mailbox never checked is checked on the spot: some twenty DNS lookups.
  'Query.mailAccountDeliverability': { cost: 200 },
  'Query.mailAccountWarmup': { cost: 20 },
  'Query.mailAccounts': { cost: 20 },
  'Query.mailboxDiagnosis': { cost: 10 },
  'Query.me': ROW,
  'Query.poolMailboxes': { cost: 20 },
  'Query.previewMessages': { cost: 200 },
  // The recipient's row, its sender's (or its pool's) plan and the held domains.
  'Query.recipientDiagnosis': { cost: 50 },
  'Query.searchUsers': { cost: 20 },
  'Query.sendingCalendar': { cost: 200 },
  'Query.unsubscribers': { cost: 50 },
  'Query.users': { cost: 10 },
  'Query.webhookDeliveries': { cost: 50 },
  'Query.webhooks': { cost: 10 },

  // Mutations (run one after another; these mostly bound how much one operation may change)
  'Mutation.answerInboxMessage': { cost: 200 },
  'Mutation.assignInboxLead': { cost: 5 },
  'Mutation.connectGoogleAccount': { cost: 20 },
  'Mutation.checkMailAccountDeliverability': { cost: 200 },
  'Mutation.createApiKey': { cost: 5 },
  'Mutation.createCampaign': { cost: 5 },
  'Mutation.createLabel': ROW,
  'Mutation.createSmtpAccount': { cost: 20 },
  'Mutation.createWebhook': { cost: 2 },
  'Mutation.deleteLabel': { cost: 10 },
  'Mutation.deleteMailAccount': { cost: 100 },
  'Mutation.deleteStep': { cost: 20 },
  'Mutation.deleteUnsubscribeDomains': { cost: 5, each: 'domains' },
  'Mutation.deleteUnsubscribers': { cost: 5, each: 'emails' },
  'Mutation.deleteWebhook': { cost: 50 },
  'Mutation.duplicateCampaign': { cost: 50 },
  'Mutation.forgotPassword': { cost: 2 },
  'Mutation.inviteUser': { cost: 5 },
  // Sends one message and waits (up to 30 s) for it over IMAP.
  'Mutation.probeMailAccountDeliverability': { cost: 500 },
  'Mutation.removeUser': { cost: 10 },
  'Mutation.revokeApiKey': { cost: 2 },
  'Mutation.setUserRole': { cost: 5 },
  'Mutation.linkCampaignList': { cost: 500 },
  'Mutation.login': { cost: 2 },
  'Mutation.logout': ROW,
  'Mutation.markInboxConversationRead': { cost: 20 },
  'Mutation.reconnectGoogleAccount': { cost: 20 },
  'Mutation.reconnectSmtpAccount': { cost: 20 },
  'Mutation.renameCampaign': { cost: 2 },
  'Mutation.resetPassword': { cost: 5 },
  'Mutation.rotateWebhookSecret': { cost: 2 },
  'Mutation.saveCampaignSteps': { cost: 20 },
  'Mutation.sendTestEmail': { cost: 50 },
  'Mutation.sendWebhookTest': { cost: 50 },
  'Mutation.setCampaignMailAccounts': { cost: 100 },
  'Mutation.setCampaignLabel': { cost: 5, each: 'campaignIds' },
  'Mutation.setCampaignStatus': { cost: 20, each: 'ids' },
  'Mutation.setInboxLeadStatus': { cost: 5 },
  // The message, its recipient and colleagues locked, effects undone and redone (events).
  'Mutation.setInboxMessageCategory': { cost: 20 },
  'Mutation.setInboxRecipientPaused': { cost: 5 },
  'Mutation.resumeMailAccount': { cost: 2 },
  'Mutation.setMailAccountEnabled': { cost: 2 },
  'Mutation.setMailAccountTrackingDomain': { cost: 200 },
  'Mutation.updateGuardrailSettings': { cost: 2 },
  'Mutation.setMailAccountWarmup': { cost: 5 },
  'Mutation.setRecipientsPaused': { cost: 5, each: 'emails' },
  'Mutation.moveRecipientsToMailbox': { cost: 5, each: 'emails' },
  'Mutation.setStepStatus': { cost: 5 },
  // The setting, then the campaign's figures again (as campaignVariants).
  'Mutation.setVariantAutoPick': { cost: 500 },
  'Mutation.unlinkCampaignList': { cost: 100 },
  'Mutation.updateCampaign': { cost: 5 },
  'Mutation.updateCampaignLeadSettings': { cost: 2 },
  'Mutation.updateCampaignMailAccount': { cost: 100 },
  'Mutation.updateCampaignSetting': { cost: 5 },
  'Mutation.updateGoogleSmtp': { cost: 20 },
  'Mutation.updateLabel': { cost: 2 },
  'Mutation.updateLeads': { cost: 5, each: 'ids' },
  'Mutation.updateMailAccountProfile': { cost: 2 },
  'Mutation.updateRecipientValues': { cost: 10 },
  'Mutation.addDoNotContact': { cost: 5, each: 'entries' },
  'Mutation.removeDoNotContact': { cost: 5, each: 'entries' },
  'Mutation.importDoNotContact': { cost: 2_000 },
  'Mutation.updateSendingPreference': { cost: 2 },
  'Mutation.updateWebhook': { cost: 2 },
  // Nested fields that read on their own
  'Campaign.mailAccounts': { cost: 3 },
  'Campaign.pausedMailAccounts': { cost: 3 },
  'MailAccount.rampUp': { cost: 2 },
  'CampaignRecipient.nextDue': { cost: 2 },
  'Campaign.heldRecipients': { cost: 2 },
};

/** The line to add to FIELD_COSTS for a field that has none (said by the sweep test). */
export function missingCostHint(coordinate: string): string {
  return `'${coordinate}': { cost: <rows it reads, aggregates or writes> }`;
}
