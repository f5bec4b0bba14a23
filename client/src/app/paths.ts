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
  contacts: '/contact/all',
  mailAccounts: '/mail-accounts/all',
  teammates: '/team/teammates',
  unsubscribers: '/unsubscribers',
  unsubscribeTest: '/unsubscribe/test',
} as const;

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
