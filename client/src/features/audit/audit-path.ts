/** The Audit log settings page (issue 25). */
export const AUDIT_PATH = '/settings/audit';
