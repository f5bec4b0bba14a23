import { WEBHOOK_MESSAGES, webhookUrlProblem } from '@outbound/common';
import { AppError } from '../../http/errors';
import { ForbiddenHostError, resolveMailHost, UnresolvableHostError } from '../mailbox/host-guard';

/** Where a delivery goes: the URL and the one address its host resolved to, checked. */
export interface WebhookTarget {
  url: URL;
  address: string;
}

/**
 * Checks a webhook URL like a mail host (`host-guard.ts`): http(s) only, length capped, its host
 * resolved once and refused when any address is private, loopback or metadata, unless
 * ALLOW_PRIVATE_WEBHOOK_URLS is set. The caller connects to `address`, so a second DNS answer
 * cannot slip past the check. Throws a 400 with the reason.
 */
export async function resolveWebhookTarget(
  raw: string,
  allowPrivate: boolean,
): Promise<WebhookTarget> {
  const problem = webhookUrlProblem(raw);
  if (problem) throw AppError.badRequest(problem);
  const url = new URL(raw);
  // An IPv6 literal's hostname keeps its brackets.
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  try {
    return { url, address: await resolveMailHost(host, allowPrivate) };
  } catch (err) {
    if (err instanceof ForbiddenHostError) throw AppError.badRequest(WEBHOOK_MESSAGES.urlForbidden);
    if (err instanceof UnresolvableHostError)
      throw AppError.badRequest(WEBHOOK_MESSAGES.urlUnresolvable);
    throw err;
  }
}
