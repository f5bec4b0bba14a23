import { WIZARD_TABS } from '@outbound/common';
import type { RouteObject } from 'react-router-dom';
import { DETAIL_TABS } from '../features/campaign-detail/components/detail-tabs';
import { AUDIT_PATH } from '../features/audit/audit-path';
import { WEBHOOKS_PATH } from '../features/webhooks/webhooks-path';
import { API_KEYS_PATH } from '../features/api-keys/api-keys-path';
import { WORKSPACE_SETTINGS_PATH } from '../features/guardrails/workspace-settings-path';
import { Layout } from './layout';
import {
  ApiKeysPage,
  AuditLogPage,
  CalendarPage,
  CampaignDetailPage,
  CampaignListPage,
  ContactsPage,
  DemoPage,
  DoNotContactPage,
  EditSequencePage,
  ForgotPasswordPage,
  GoogleReconnectPage,
  GoogleSmtpPage,
  HomePage,
  InboxPage,
  LeadsPage,
  LoginPage,
  LogoutPage,
  MailAccountsPage,
  NotFoundPage,
  ResetPasswordPage,
  SendingPreferencesPage,
  SmtpAccountCreatePage,
  SmtpAccountEditPage,
  TeamPage,
  UnsubscribeTestPage,
  UnsubscribersPage,
  WebhooksPage,
  WizardPage,
  WorkspaceSettingsPage,
} from './pages';
import { PATHS } from './paths';
import { RequireAuth } from './require-auth';

/** The route table of both specs (spec 01 §2, spec 02 §2), in one layout. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
      { path: PATHS.logout, element: <LogoutPage /> },
      { path: `${PATHS.resetPassword}/:token?`, element: <ResetPasswordPage /> },
      { path: PATHS.demo, element: <DemoPage /> },
      { path: PATHS.unsubscribeTest, element: <UnsubscribeTestPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: PATHS.home, element: <HomePage /> },
          { path: PATHS.teammates, element: <TeamPage /> },
          { path: WEBHOOKS_PATH, element: <WebhooksPage /> },
          { path: AUDIT_PATH, element: <AuditLogPage /> },
          { path: WORKSPACE_SETTINGS_PATH, element: <WorkspaceSettingsPage /> },
          { path: API_KEYS_PATH, element: <ApiKeysPage /> },
          { path: PATHS.campaignAll, element: <CampaignListPage /> },
          { path: PATHS.campaignStart, element: <WizardPage tab="start" /> },
          ...WIZARD_TABS.map((tab) => ({
            path: `/campaign/:campaignId/${tab}`,
            element: <WizardPage tab={tab} />,
          })),
          // Edit sequence: the route table's update route and the Sequence tab's edit-sequence link.
          ...['update', 'edit-sequence'].map((name) => ({
            path: `/campaign/:campaignId/${name}`,
            element: <EditSequencePage />,
          })),
          // The detail pages: one shared header, a route per tab.
          ...DETAIL_TABS.map(({ tab }) => ({
            path: `/campaign/:campaignId/${tab}`,
            element: <CampaignDetailPage tab={tab} />,
          })),
          { path: PATHS.campaignLeads, element: <LeadsPage /> },
          { path: `${PATHS.inbox}/:conversationId?`, element: <InboxPage /> },
          { path: PATHS.contacts, element: <ContactsPage /> },
          { path: PATHS.unsubscribers, element: <UnsubscribersPage /> },
          { path: PATHS.doNotContact, element: <DoNotContactPage /> },
          { path: PATHS.mailAccounts, element: <MailAccountsPage /> },
          { path: PATHS.mailAccountCreate, element: <SmtpAccountCreatePage /> },
          { path: `${PATHS.smtpAccountEdit}/:email?`, element: <SmtpAccountEditPage /> },
          { path: `${PATHS.sendingPreferences}/:email`, element: <SendingPreferencesPage /> },
          { path: PATHS.googleReconnect, element: <GoogleReconnectPage /> },
          { path: PATHS.googleSmtpAdd, element: <GoogleSmtpPage key="add" mode="add" /> },
          { path: PATHS.googleSmtpEdit, element: <GoogleSmtpPage key="edit" mode="edit" /> },
          { path: `${PATHS.campaignCalendar}/:email?`, element: <CalendarPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
