/** The workspace's settings page (its guardrails). */
export const WORKSPACE_SETTINGS_PATH = '/settings/workspace';
