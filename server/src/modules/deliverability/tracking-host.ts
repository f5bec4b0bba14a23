import net from 'node:net';
import { AppError } from '../../http/errors';

/** RFC 1035: a host name is at most 253 characters, each label 1–63. */
const MAX_HOST = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^[a-z][a-z0-9-]*[a-z0-9]$|^xn--[a-z0-9-]+$/;

export const TRACKING_DOMAIN_MESSAGE =
  'Enter the tracking domain as a host name such as track.example.com (letters, digits and hyphens, at most 253 characters), or leave it empty.';

/**
 * A mailbox's tracking domain as stored: a lower-case host name of two labels or more (a final
 * dot dropped), or null for none (empty). Anything else is refused with a 400. The length is
 * capped before any pattern runs, and each pattern reads one label of at most 63 characters.
 */
export function parseTrackingDomain(value: unknown): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > MAX_HOST + 1) throw invalid();
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return null;
  if (host.length > MAX_HOST || net.isIP(host)) throw invalid();
  const labels = host.split('.');
  if (labels.length < 2) throw invalid();
  if (!labels.every((label) => label.length <= 63 && LABEL.test(label))) throw invalid();
  if (!TOP_LABEL.test(labels[labels.length - 1])) throw invalid();
  return host;
}

const invalid = () => AppError.badRequest(TRACKING_DOMAIN_MESSAGE);
