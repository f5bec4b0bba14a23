/** The API keys settings page (issue 29), linked from the workspace settings. */
export const API_KEYS_PATH = '/settings/api-keys';
