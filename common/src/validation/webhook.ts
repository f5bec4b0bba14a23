import { array, boolean, mixed, object, string } from 'yup';

/** Texts of the Webhooks settings page and its server answers (issue 16; the spec has none). */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Please enter the URL of the webhook.',
  urlInvalid: 'The webhook URL must be a full address starting with https:// or http://.',
  urlTooLong: 'The webhook URL must be at most 2000 characters.',
  urlCredentials: 'The webhook URL must not carry a user name or password.',
  urlForbidden:
    'The webhook URL points to a private, loopback or metadata address, which is not allowed.',
  urlUnresolvable: 'The host of the webhook URL could not be found.',
  eventsRequired: 'Please choose at least one event.',
  eventInvalid:
    'An event must be sent, open, click, reply, bounce, unsubscribe, auto_reply, lead, lead_status or mailbox_paused.',
  enabledInvalid: 'Enabled must be true or false.',
  notFound: 'This webhook does not exist.',
  created: 'Webhook created. Copy its secret now: it will not be shown again.',
  updated: 'Webhook updated successfully.',
  deleted: 'Webhook deleted successfully.',
  rotated: 'A new secret was made. Copy it now: it will not be shown again.',
  testSent: 'Test event sent.',
  testFailed: 'The test event was not delivered.',
  fetchFailed: 'Unable to fetch webhooks. Please try again.',
  disabledAfterFailures: (since: string) => `Disabled after failing every delivery since ${since}.`,
} as const;

/** The events an endpoint may receive. */
export const WEBHOOK_EVENT_TYPES = [
  'sent',
  'open',
  'click',
  'reply',
  'bounce',
  'unsubscribe',
  'auto_reply',
  'lead',
  'lead_status',
  'mailbox_paused',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The labels of the event checkboxes. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  sent: 'Sent',
  open: 'Open',
  click: 'Click',
  reply: 'Reply',
  bounce: 'Bounce',
  unsubscribe: 'Unsubscribe',
  auto_reply: 'Auto-reply (out of office, acknowledgements)',
  lead: 'Lead',
  lead_status: 'Lead status change',
  mailbox_paused: 'Mailbox paused',
};

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * An http(s) URL without credentials. The length is capped before anything parses it; `URL`
 * parsing is linear (no pattern runs on the text).
 */
export function webhookUrlProblem(value: string): string | null {
  if (!value) return WEBHOOK_MESSAGES.urlRequired;
  if (value.length > WEBHOOK_URL_MAX_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname)
    return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  return null;
}

const url = string()
  .trim()
  .test('url', (value, context) => {
    // A missing URL is the `required` rule's (the edit form may leave it out).
    if (value === undefined || value === '') return true;
    const problem = webhookUrlProblem(value);
    return problem ? context.createError({ message: problem }) : true;
  });

const events = array(
  mixed<WebhookEventType>()
    .oneOf([...WEBHOOK_EVENT_TYPES], WEBHOOK_MESSAGES.eventInvalid)
    .required(WEBHOOK_MESSAGES.eventInvalid),
)
  .typeError(WEBHOOK_MESSAGES.eventsRequired)
  .min(1, WEBHOOK_MESSAGES.eventsRequired);

const enabled = boolean().typeError(WEBHOOK_MESSAGES.enabledInvalid);

/** The add form: URL, events, enabled (on by default). */
export const webhookCreateSchema = object({
  url: url.required(WEBHOOK_MESSAGES.urlRequired),
  events: events.required(WEBHOOK_MESSAGES.eventsRequired),
  enabled: enabled.default(true),
});
export type WebhookCreateCommand = {
  url: string;
  events: readonly string[];
  enabled?: boolean;
};

/** The edit form: any of URL, events, enabled (a field left out is kept). */
export const webhookUpdateSchema = object({
  url: url.optional().test('present', WEBHOOK_MESSAGES.urlRequired, (value) => value !== ''),
  events: events.optional(),
  enabled: enabled.optional(),
});
export type WebhookUpdateCommand = {
  url?: string;
  events?: readonly string[];
  enabled?: boolean;
};
