import { MESSAGES, ROLES, type Role } from '@outbound/common';
import { graphqlSchema } from '../graphql/schema';
import { operationRoles, type MinimumRole } from '../roles';
import { CredentialsVault } from '../../modules/mailbox/credentials-vault';
import { loadSecret } from '../../secret';
import { startTestServer, type TestServer } from '../../../test/server';
import { buildWorkspace } from '../../../test/factories';
import { inject, type Answer } from '../../../test/sweep/answer';
import { gqlArgs, gqlRequest, restBody, restUrl } from '../../../test/sweep/request-values';
import { graphqlOperations, v1Routes } from '../../../test/sweep/route-table';
import { seedTenantRows, type TenantRows } from '../../../test/sweep/seed';

/**
 * Every /v1 route and GraphQL Query and Mutation field declares a minimum role, and the table
 * below is what they must declare: a route or field added without a declaration fails the build
 * of the app, one added without a line here fails this test, so each is decided on purpose.
 * Each is then called as every role below its minimum (403, the spec's message, nothing run) and
 * at its minimum (not 403), and every one that needs a session answers 401 without one.
 *
 * viewer: reads; member: campaigns, lists and contacts, leads, the inbox, exports; admin: the
 * team, mailboxes and their credentials, webhooks, the suppression lists; public: no session.
 */
const viewer = 'viewer';
const member = 'member';
const admin = 'admin';
const open = 'public';
const EXPECTED: Record<string, MinimumRole> = {
  // Sign-in and the team
  'POST /v1/user/login': open,
  'POST /v1/user/forgotPassword': open,
  'POST /v1/user/resetPassword': open, // a reset link's token, or the caller's own password
  'POST /v1/user/logout': viewer,
  'GET /v1/user/me': viewer,
  'GET /v1/user/list': viewer,
  'POST /v1/user/search': viewer,
  'POST /v1/user/invite': admin,
  'POST /v1/user/role': admin,
  'POST /v1/user/remove': admin,
  'mutation login': open,
  'mutation forgotPassword': open,
  'mutation resetPassword': open,
  'mutation logout': viewer,
  'query me': viewer,
  'query users': viewer,
  'query searchUsers': viewer,
  'mutation inviteUser': admin,
  'mutation setUserRole': admin,
  'mutation removeUser': admin,
  // Mailboxes: everyone sees them; admins connect, change and delete them
  'GET /v1/mailAccount/list': viewer,
  'GET /v1/mailAccount/get/:email': viewer,
  'POST /v1/mailAccount/campaigns': viewer,
  'POST /v1/mailAccount/preference': viewer,
  'POST /v1/mailAccount/calendar': viewer,
  'GET /v1/mailAccount/instantly/:id': viewer,
  'POST /v1/mailAccount/create/smtp': admin,
  'POST /v1/mailAccount/reconnect/smtp': admin,
  'POST /v1/mailAccount/create/google': admin,
  'POST /v1/mailAccount/reconnect/google': admin,
  'POST /v1/mailAccount/google-smtp/get': admin,
  'POST /v1/mailAccount/google-smtp/update': admin,
  'POST /v1/mailAccount/disable': admin,
  'POST /v1/mailAccount/enable': admin,
  'POST /v1/mailAccount/profile/update': admin,
  'POST /v1/mailAccount/preference/update': admin,
  'POST /v1/mailAccount/delete': admin,
  'POST /v1/mailAccount/instantly/warmup': admin,
  'query mailAccounts': viewer,
  'query mailAccount': viewer,
  'query mailAccountCampaigns': viewer,
  'query mailAccountWarmup': viewer,
  'query sendingCalendar': viewer,
  'GET /v1/campaign/:id/diagnosis': viewer,
  'GET /v1/mailAccount/:id/diagnosis': viewer,
  'query campaignDiagnosis': viewer,
  'query mailboxDiagnosis': viewer,
  'GET /v1/campaign/:id/recipients/:recipientID/diagnosis': viewer,
  'query recipientDiagnosis': viewer,
  // A/B variants: their figures are read by anyone, auto-pick is a campaign edit.
  'GET /v1/campaign/:id/variants': viewer,
  'POST /v1/campaign/:id/variants/autoPick': member,
  'query campaignVariants': viewer,
  'mutation setVariantAutoPick': member,
  'query googleSignInConfigured': viewer,
  'query googleAuthUrl': admin,
  'query googleSmtp': admin,
  'mutation createSmtpAccount': admin,
  'mutation reconnectSmtpAccount': admin,
  'mutation connectGoogleAccount': admin,
  'mutation reconnectGoogleAccount': admin,
  'mutation updateGoogleSmtp': admin,
  'mutation setMailAccountEnabled': admin,
  // The doctor: everyone reads a mailbox's last check; members ask for a new one (it changes nothing)
  'GET /v1/mailAccount/:id/deliverability': viewer,
  'POST /v1/mailAccount/:id/deliverability/check': member,
  'query mailAccountDeliverability': viewer,
  'query deliverabilityWarnings': viewer,
  'mutation checkMailAccountDeliverability': member,
  'POST /v1/mailAccount/:id/trackingDomain/update': admin,
  'mutation setMailAccountTrackingDomain': admin,
  'POST /v1/mailAccount/:id/deliverability/probe': member,
  'mutation probeMailAccountDeliverability': member,
  'mutation updateMailAccountProfile': admin,
  'mutation updateSendingPreference': admin,
  'mutation deleteMailAccount': admin,
  'mutation setMailAccountWarmup': admin,
  // Deliverability guardrails
  'POST /v1/mailAccount/health/resume': admin,
  'mutation resumeMailAccount': admin,
  'query guardrailSettings': viewer,
  'mutation updateGuardrailSettings': admin,
  'GET /v1/guardrails': viewer,
  'POST /v1/guardrails/update': admin,
  'POST /v1/mailAccount/health/settings': viewer,
  'POST /v1/mailAccount/health/settings/update': admin,
  // Webhooks stream replies and contacts to a URL: admins only, reading them included
  'GET /v1/webhooks': admin,
  'POST /v1/webhooks/create': admin,
  'POST /v1/webhooks/update': admin,
  'POST /v1/webhooks/delete': admin,
  'POST /v1/webhooks/rotateSecret': admin,
  'POST /v1/webhooks/deliveries': admin,
  'POST /v1/webhooks/test': admin,
  'query webhooks': admin,
  'query webhookDeliveries': admin,
  'mutation createWebhook': admin,
  'mutation updateWebhook': admin,
  'mutation deleteWebhook': admin,
  'mutation rotateWebhookSecret': admin,
  'mutation sendWebhookTest': admin,
  // API keys act as their maker with a viewer's or member's role: only admins manage them
  'POST /v1/apiKeys/create': admin,
  'GET /v1/apiKeys/list': admin,
  'POST /v1/apiKeys/revoke': admin,
  'query apiKeys': admin,
  'mutation createApiKey': admin,
  'mutation revokeApiKey': admin,
  'GET /v1/audit': admin,
  'query auditLog': admin,
  // Contacts, lists and the suppression list (read by all, emptied by admins)
  'POST /v1/contactList/create': member,
  'GET /v1/contactList/search': viewer,
  'GET /v1/contactList/search/:id': viewer,
  'GET /v1/campaign/contactsList/all': viewer,
  'POST /v1/campaign/contactsList/all': viewer,
  'POST /v1/contact/search': viewer,
  'POST /v1/contact/summary': viewer,
  'POST /v1/contact/unsubscribes': viewer,
  'POST /v1/contact/unsubscribes/domains/delete': admin,
  'POST /v1/contact/unsubscribes/allDomains/delete': admin,
  'query contacts': viewer,
  'query contactStats': viewer,
  'query contactLists': viewer,
  'query contactImport': viewer,
  'query unsubscribers': viewer,
  'mutation deleteUnsubscribeDomains': admin,
  'mutation deleteUnsubscribers': admin,
  // Campaigns: read by all, written by members; exports need a member
  'POST /v1/campaign/get': viewer,
  'POST /v1/campaign/list': viewer,
  'POST /v1/campaign/names/list': viewer,
  'POST /v1/campaign/setting/get': viewer,
  'POST /v1/campaign/contactsList': viewer,
  'POST /v1/campaign/emailVariables/get': viewer,
  'POST /v1/campaign/steps/all': viewer,
  'POST /v1/campaign/recipients/list': viewer,
  'POST /v1/campaign/preview': viewer,
  'POST /v1/campaign/preview/messages': viewer,
  'POST /v1/campaign/settingLeads/get': viewer,
  'POST /v1/campaign/overview/summary': viewer,
  'POST /v1/campaign/overview/activities': viewer,
  'POST /v1/campaign/timeline': viewer,
  'POST /v1/campaign/timeline/graph': viewer,
  'GET /v1/campaign/:id/mailAccount/get': viewer,
  'GET /v1/campaign/:id/mailAccounts/get': viewer,
  'POST /v1/label/list': viewer,
  'POST /v1/campaign/create': member,
  'POST /v1/campaign/update': member,
  'POST /v1/campaign/title/update': member,
  'POST /v1/campaign/status/update': member,
  'POST /v1/campaign/duplicate': member,
  'POST /v1/campaign/label/add': member,
  'POST /v1/campaign/label/delete': member,
  'POST /v1/label/create': member,
  'POST /v1/label/update': member,
  'POST /v1/label/delete': member,
  'POST /v1/campaign/setting/update': member,
  'POST /v1/campaign/contactsList/update': member,
  'POST /v1/campaign/contactsList/delete': member,
  'POST /v1/campaign/steps/add': member,
  'POST /v1/campaign/steps/update': member,
  'POST /v1/campaign/steps/delete': member,
  'POST /v1/campaign/steps/pause': member,
  'POST /v1/campaign/steps/enable': member,
  'POST /v1/campaign/contacts/playPause': member,
  'POST /v1/campaign/recipients/moveSender': member,
  'POST /v1/campaign/recipients/updateValues': member,
  'POST /v1/doNotContact/list': viewer,
  'POST /v1/doNotContact/add': member,
  'POST /v1/doNotContact/remove': member,
  'POST /v1/doNotContact/import': member,
  'POST /v1/campaign/testsend': member,
  'POST /v1/campaign/settingLeads/update': member,
  'POST /v1/campaign/:id/mailAccount/update': member,
  'POST /v1/campaign/:id/mailAccounts/update': member,
  'POST /v1/campaign/export': member,
  'POST /v1/campaign/stage/export': member,
  'query campaign': viewer,
  'query campaigns': viewer,
  'query campaignNames': viewer,
  'query campaignSetting': viewer,
  'query campaignLists': viewer,
  'query campaignVariables': viewer,
  'query campaignSteps': viewer,
  'query campaignRecipients': viewer,
  'query campaignPreview': viewer,
  'query previewMessages': viewer,
  'query campaignSendingAccount': viewer,
  'query poolMailboxes': viewer,
  'query campaignLeadSettings': viewer,
  'query campaignOverview': viewer,
  'query campaignActivities': viewer,
  'query campaignTimeline': viewer,
  'query campaignTimelineGraph': viewer,
  'query dashboard': viewer,
  'query labels': viewer,
  'query campaignRecipientExport': member,
  'query campaignContactExport': member,
  'mutation createCampaign': member,
  'mutation updateCampaign': member,
  'mutation renameCampaign': member,
  'mutation setCampaignStatus': member,
  'mutation duplicateCampaign': member,
  'mutation createLabel': member,
  'mutation updateLabel': member,
  'mutation deleteLabel': member,
  'mutation setCampaignLabel': member,
  'mutation updateCampaignSetting': member,
  'mutation linkCampaignList': member,
  'mutation unlinkCampaignList': member,
  'mutation saveCampaignSteps': member,
  'mutation setStepStatus': member,
  'mutation deleteStep': member,
  'mutation setRecipientsPaused': member,
  'mutation moveRecipientsToMailbox': member,
  'mutation updateRecipientValues': member,
  'query doNotContact': viewer,
  'mutation addDoNotContact': member,
  'mutation removeDoNotContact': member,
  'mutation importDoNotContact': member,
  'mutation sendTestEmail': member,
  'mutation updateCampaignLeadSettings': member,
  'mutation updateCampaignMailAccount': member,
  'mutation setCampaignMailAccounts': member,
  // Leads and the inbox: read by all (marking read included), worked by members
  'POST /v1/lead/get': viewer,
  'POST /v1/lead/update': member,
  'query leads': viewer,
  'mutation updateLeads': member,
  'POST /v1/inbox/conversations': viewer,
  'POST /v1/inbox/conversation': viewer,
  'POST /v1/inbox/unreadCount': viewer,
  'POST /v1/inbox/read': viewer,
  'GET /v1/inbox/attachments/:attachmentId': open, // a signed link, or a session (checked inside)
  'POST /v1/inbox/leadStatus': member,
  'POST /v1/inbox/assign': member,
  'POST /v1/inbox/pause': member,
  'POST /v1/inbox/category': member,
  'POST /v1/inbox/answer': member,
  'query inboxConversations': viewer,
  'query inboxConversation': viewer,
  'query inboxUnreadCount': viewer,
  'mutation markInboxConversationRead': viewer,
  'mutation setInboxLeadStatus': member,
  'mutation assignInboxLead': member,
  'mutation setInboxRecipientPaused': member,
  'mutation setInboxMessageCategory': member,
  'mutation answerInboxMessage': member,
  // The API document (GET /v1/openapi.json): it describes the routes and holds no data
  'GET /v1/openapi.json': open,
};

/** Calls that would end the calling user's own session. */
const NOT_CALLED = new Set(['POST /v1/user/logout', 'mutation logout']);

let t: TestServer;
let vault: CredentialsVault;
let workspaceId: string;
const tokens = {} as Record<Role, string>;
let owner: { id: string; email: string };
beforeAll(async () => {
  t = await startTestServer();
  vault = new CredentialsVault(loadSecret(t.config));
  const workspace = await buildWorkspace(t.database.db);
  workspaceId = workspace.id;
  for (const role of ROLES) {
    const signedIn = await t.signIn({ workspace, role });
    tokens[role] = signedIn.token;
    if (role === 'owner') owner = signedIn.user;
  }
});
afterAll(() => t.close());

type Call = (rows: TenantRows, token: string | undefined) => Promise<Answer>;

const headers = (token: string | undefined) =>
  token ? { authorization: `Bearer ${token}` } : undefined;

function calls(schemaOperations: Awaited<ReturnType<typeof graphqlOperations>>): Map<string, Call> {
  const all = new Map<string, Call>();
  for (const route of v1Routes(t.app)) {
    all.set(`${route.method} ${route.url}`, (rows, token) =>
      inject(t.app, {
        method: route.method,
        url: restUrl(route, 0, rows),
        payload: route.method === 'POST' ? restBody(0, rows) : undefined,
        headers: headers(token),
      }),
    );
  }
  for (const { kind, field } of schemaOperations) {
    all.set(`${kind} ${field.name}`, async (rows, token) => {
      const answer = await inject(t.app, {
        method: 'POST',
        url: '/graphql',
        payload: gqlRequest(kind, field, gqlArgs(field, 0, rows)),
        headers: headers(token),
      });
      const error = (
        answer.body as { errors?: { message: string; extensions?: { status?: number } }[] }
      ).errors?.[0];
      const status = error?.extensions?.status ?? answer.status;
      return { ...answer, status, body: error ? { message: error.message } : answer.body };
    });
  }
  return all;
}

function declared(): Map<string, MinimumRole> {
  return new Map([...t.app.routeRoles, ...operationRoles()]);
}

it('every /v1 route and GraphQL operation declares the minimum role of the table', async () => {
  const operations = graphqlOperations(await graphqlSchema());
  const names = [...calls(operations).keys()];
  expect(names.length).toBeGreaterThan(150);
  const roles = declared();
  const wrong = names
    .filter((name) => roles.get(name) !== EXPECTED[name])
    .map((name) => `${name}: declares ${roles.get(name)}, the table says ${EXPECTED[name]}`);
  expect(wrong).toEqual([]);
  expect(Object.keys(EXPECTED).filter((name) => !names.includes(name))).toEqual([]);
});

it('refuses every call below its minimum role with 403, and lets it through at it', async () => {
  const operations = graphqlOperations(await graphqlSchema());
  const failures: string[] = [];
  for (const [name, call] of calls(operations)) {
    const minimum = EXPECTED[name];
    if (!minimum || NOT_CALLED.has(name)) continue;
    const rows = await seedTenantRows(t.database.db, vault, workspaceId, owner);
    if (minimum === 'public') {
      // Reached without a session (a wrong password or a missing reset token may still be 401).
      const anyone = await call(rows, undefined);
      if (anyone.status === 403 || anyone.status >= 500)
        failures.push(`${name} without a session: ${anyone.status}`);
      continue;
    }
    const anonymous = await call(rows, undefined);
    if (anonymous.status !== 401) failures.push(`${name} without a session: ${anonymous.status}`);
    for (const role of ROLES.slice(0, ROLES.indexOf(minimum))) {
      const below = await call(rows, tokens[role]);
      const message = (below.body as { message?: unknown } | null)?.message;
      if (below.status !== 403 || message !== MESSAGES.global.forbidden)
        failures.push(`${name} as ${role}: ${below.status} ${below.text.slice(0, 160)}`);
    }
    const at = await call(rows, tokens[minimum]);
    if (at.status === 403 || at.status === 401 || at.status >= 500)
      failures.push(`${name} as ${minimum}: ${at.status} ${at.text.slice(0, 160)}`);
  }
  expect(failures).toEqual([]);
}, 240_000);
