/** What each check of the doctor is called on screen. */
export const CHECK_LABELS: Record<string, string> = {
  spf: 'SPF',
  dkim: 'DKIM',
  dmarc: 'DMARC',
  mx: 'MX',
  ptr: 'Reverse DNS',
  blocklist: 'Blocklists',
  tracking_domain: 'Tracking domain',
};

export const checkLabel = (name: string) => CHECK_LABELS[name] ?? name;

/** A check's status as a badge: its words and style. */
export const STATUS_BADGES: Record<string, { label: string; className: string }> = {
  pass: { label: 'Pass', className: 'badge badge--success' },
  warn: { label: 'Warning', className: 'badge badge--warning' },
  fail: { label: 'Fail', className: 'badge badge--danger' },
};
