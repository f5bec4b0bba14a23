import { lazyWithPreload } from '../components/lazy-with-preload';

// Every page loads its own code when first shown (the layout's Suspense shows the loader meanwhile):
// the first page after sign-in fetches the app's frame and the home page, not the editor or charts.
export const ForgotPasswordPage = lazyWithPreload(() =>
  import('../features/auth/forgot-password-page').then((module) => module.ForgotPasswordPage),
);
export const LoginPage = lazyWithPreload(() =>
  import('../features/auth/login-page').then((module) => module.LoginPage),
);
export const LogoutPage = lazyWithPreload(() =>
  import('../features/auth/logout-page').then((module) => module.LogoutPage),
);
export const ResetPasswordPage = lazyWithPreload(() =>
  import('../features/auth/reset-password-page').then((module) => module.ResetPasswordPage),
);
export const CalendarPage = lazyWithPreload(() =>
  import('../features/calendar/calendar-page').then((module) => module.CalendarPage),
);
export const CampaignDetailPage = lazyWithPreload(() =>
  import('../features/campaign-detail/campaign-detail-page').then(
    (module) => module.CampaignDetailPage,
  ),
);
export const CampaignListPage = lazyWithPreload(() =>
  import('../features/campaigns/campaign-list-page').then((module) => module.CampaignListPage),
);
export const ContactsPage = lazyWithPreload(() =>
  import('../features/contacts/contacts-page').then((module) => module.ContactsPage),
);
export const DemoPage = lazyWithPreload(() =>
  import('../features/demo/demo-page').then((module) => module.DemoPage),
);
export const HomePage = lazyWithPreload(() =>
  import('../features/home/home-page').then((module) => module.HomePage),
);
export const InboxPage = lazyWithPreload(() =>
  import('../features/inbox/inbox-page').then((module) => module.InboxPage),
);
export const LeadsPage = lazyWithPreload(() =>
  import('../features/leads/leads-page').then((module) => module.LeadsPage),
);
export const GoogleReconnectPage = lazyWithPreload(() =>
  import('../features/mail-accounts/google-reconnect-page').then(
    (module) => module.GoogleReconnectPage,
  ),
);
export const GoogleSmtpPage = lazyWithPreload(() =>
  import('../features/mail-accounts/google-smtp-page').then((module) => module.GoogleSmtpPage),
);
export const MailAccountsPage = lazyWithPreload(() =>
  import('../features/mail-accounts/mail-accounts-page').then((module) => module.MailAccountsPage),
);
export const SendingPreferencesPage = lazyWithPreload(() =>
  import('../features/mail-accounts/sending-preferences-page').then(
    (module) => module.SendingPreferencesPage,
  ),
);
export const SmtpAccountCreatePage = lazyWithPreload(() =>
  import('../features/mail-accounts/smtp-account-page').then(
    (module) => module.SmtpAccountCreatePage,
  ),
);
export const SmtpAccountEditPage = lazyWithPreload(() =>
  import('../features/mail-accounts/smtp-account-page').then(
    (module) => module.SmtpAccountEditPage,
  ),
);
export const NotFoundPage = lazyWithPreload(() =>
  import('../features/not-found/not-found-page').then((module) => module.NotFoundPage),
);
export const TeamPage = lazyWithPreload(() =>
  import('../features/team/team-page').then((module) => module.TeamPage),
);
export const ApiKeysPage = lazyWithPreload(() =>
  import('../features/api-keys/api-keys-page').then((module) => module.ApiKeysPage),
);
export const WebhooksPage = lazyWithPreload(() =>
  import('../features/webhooks/webhooks-page').then((module) => module.WebhooksPage),
);
export const AuditLogPage = lazyWithPreload(() =>
  import('../features/audit/audit-log-page').then((module) => module.AuditLogPage),
);
export const WorkspaceSettingsPage = lazyWithPreload(() =>
  import('../features/guardrails/workspace-settings-page').then(
    (module) => module.WorkspaceSettingsPage,
  ),
);
export const UnsubscribeTestPage = lazyWithPreload(() =>
  import('../features/unsubscribe-test/unsubscribe-test-page').then(
    (module) => module.UnsubscribeTestPage,
  ),
);
export const UnsubscribersPage = lazyWithPreload(() =>
  import('../features/unsubscribers/unsubscribers-page').then((module) => module.UnsubscribersPage),
);
export const DoNotContactPage = lazyWithPreload(() =>
  import('../features/do-not-contact/do-not-contact-page').then(
    (module) => module.DoNotContactPage,
  ),
);
export const EditSequencePage = lazyWithPreload(() =>
  import('../features/wizard/edit-sequence/edit-sequence-page').then(
    (module) => module.EditSequencePage,
  ),
);
export const WizardPage = lazyWithPreload(() =>
  import('../features/wizard/wizard-page').then((module) => module.WizardPage),
);
