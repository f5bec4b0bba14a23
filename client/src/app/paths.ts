/** Literal paths of the route table (spec 01 §2, spec 02 §2). */
export const PATHS = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  logout: '/logout',
  resetPassword: '/reset-password',
  demo: '/demo',
  campaignStart: '/campaign/start',
  campaignAll: '/campaign/all',
  campaignLeads: '/campaign/leads',
  campaignCalendar: '/campaign/calendar',
  inbox: '/inbox',
  contacts: '/contact/all',
  mailAccounts: '/mail-accounts/all',
  mailAccountCreate: '/mail-accounts/create',
  smtpAccountEdit: '/mail-accounts/smtp/edit',
  sendingPreferences: '/mail-accounts/preferences',
  googleReconnect: '/googlemail-accounts/reconnect',
  googleSmtpAdd: '/mail-accounts/:accountId/google-smtp/add',
  googleSmtpEdit: '/mail-accounts/:accountId/google-smtp/edit',
  teammates: '/team/teammates',
  unsubscribers: '/unsubscribers',
  doNotContact: '/do-not-contact',
  unsubscribeTest: '/unsubscribe/test',
} as const;

/** `/mail-accounts/smtp/edit/<encoded email>`: edit an SMTP account's connection. */
export function smtpAccountEditPath(email: string): string {
  return `${PATHS.smtpAccountEdit}/${encodeURIComponent(email)}`;
}

/** `/mail-accounts/preferences/<encoded email>`: a mail account's sending preferences. */
export function sendingPreferencesPath(email: string): string {
  return `${PATHS.sendingPreferences}/${encodeURIComponent(email)}`;
}

/** `/campaign/<id>/<tab>`: a wizard tab (or detail tab) of a campaign. */
export function campaignTabPath(campaignId: string, tab: string): string {
  return `/campaign/${encodeURIComponent(campaignId)}/${tab}`;
}

/** `/campaign/<id>/overview`: the detail page of a campaign that left the wizard. */
export function campaignOverviewPath(campaignId: string): string {
  return campaignTabPath(campaignId, 'overview');
}

/** `/inbox/<id>`: a conversation of the unified inbox, beside the list. */
export function inboxConversationPath(conversationId: string): string {
  return `${PATHS.inbox}/${encodeURIComponent(conversationId)}`;
}

/** `/campaign/calendar/<encoded email>`: the sending calendar of one mail account. */
export function sendingCalendarPath(email: string): string {
  return `${PATHS.campaignCalendar}/${encodeURIComponent(email)}`;
}

/** `/googlemail-accounts/reconnect?email=…&name=…`: signs a Google account in again. */
export function googleReconnectPath(email: string, name: string): string {
  return `${PATHS.googleReconnect}?${new URLSearchParams({ email, name }).toString()}`;
}

/** `/mail-accounts/<id>/google-smtp/add|edit`: the SMTP credentials of a Google account. */
export function googleSmtpPath(accountId: string, mode: 'add' | 'edit'): string {
  return `/mail-accounts/${encodeURIComponent(accountId)}/google-smtp/${mode}`;
}

/**
 * `/login?redirectTo=<path>`; the path keeps its slashes readable and has every other reserved
 * character encoded.
 */
export function loginPathFor(redirectTo: string): string {
  const encoded = encodeURIComponent(redirectTo).replace(/%2F/gi, '/');
  return `${PATHS.login}?redirectTo=${encoded}`;
}

/** A same-site path to go to after login; anything else (absolute or protocol-relative URLs) is ignored. */
export function safeRedirectPath(redirectTo: string | null): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return PATHS.home;
  if (redirectTo.startsWith('/\\')) return PATHS.home;
  const pathname = redirectTo.split(/[?#]/)[0];
  if (pathname === PATHS.login || pathname === PATHS.logout) return PATHS.home;
  return redirectTo;
}
