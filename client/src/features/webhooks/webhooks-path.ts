/** The Webhooks settings page (issue 16). */
export const WEBHOOKS_PATH = '/settings/webhooks';
