import { any, bool, date, int, list, num, obj, orNull, str } from './declare';
import type { JsonSchema as Json } from './yup-json-schema';

/*
 * The answers of the busiest /v1 routes, as the route files build them (`campaignJson`,
 * `conversationJson`, …). The contract test checks real answers against these.
 */

/** A campaign (`campaign.rest.ts` campaignJson). */
export const campaignAnswer: Json = obj({
  _id: str,
  name: str,
  status: str,
  current_tab: orNull(str),
  completed_tab: any,
  completed_tabs: any,
  created_at: any,
  assigned_to: orNull(str),
  assigned_to_user: obj(
    {
      _id: orNull(str),
      email: orNull(str),
      name: orNull(str),
      status: str,
      account_status: str,
      has_smtp: bool,
    },
    ['account_status', 'has_smtp'],
  ),
  recipients_count: num,
  steps_count: num,
  total_email_event_counts: obj({
    sent: num,
    lead: num,
    reply: num,
    open: num,
    bounce: num,
    click: num,
    unsubscribe: num,
  }),
  created_by_user: obj({ name: orNull(str) }),
  message_mime_type: orNull(str),
  setting: obj({
    use_smtp: bool,
    track_open: bool,
    track_clicks: bool,
    schedule_send: bool,
    pertinent_laws: any,
    start_time: any,
    start_time_zone: orNull(str),
  }),
  labels: list(obj({ label_id: str, label_name: str })),
});

/** A conversation of the inbox (`inbox.rest.ts` conversationJson). */
export const conversationAnswer: Json = obj({
  _id: str,
  recipient_id: orNull(str),
  campaign_id: orNull(str),
  campaign_name: orNull(str),
  mailbox_id: orNull(str),
  mailbox_email: orNull(str),
  email: str,
  name: orNull(str),
  from_email: orNull(str),
  subject: orNull(str),
  snippet: orNull(str),
  last_message_at: any,
  message_count: int,
  unread_count: int,
  lead_id: orNull(str),
  lead_status: orNull(str),
  assigned_to: str,
  recipient_paused: bool,
});

/** A conversation with its messages (`inbox.rest.ts` threadJson). */
export const threadAnswer: Json = {
  allOf: [
    conversationAnswer,
    obj({
      messages: list(
        obj(
          {
            _id: str,
            direction: str,
            at: any,
            subject: orNull(str),
            kind: orNull(str),
            from_email: orNull(str),
            to: any,
            cc: any,
            unread: bool,
            attachments: list(
              obj({ _id: str, filename: str, content_type: str, size: num, downloadable: bool }),
            ),
          },
          [],
        ),
      ),
      older_cursor: orNull(str),
    }),
  ],
};

/** A reply sent from the inbox (`inbox.rest.ts` answerJson). */
export const inboxReplyAnswer: Json = obj({
  _id: str,
  conversation_id: str,
  subject: orNull(str),
  state: str,
  last_error: orNull(str),
  created_at: any,
  sent_at: any,
});

/** A mailbox of the list (`mailbox.rest.ts` listItem). */
export const mailboxAnswer: Json = obj({
  id: str,
  email: str,
  name: orNull(str),
  type: str,
  status: str,
  has_smtp: bool,
  signature: orNull(str),
  health: obj({ state: str, reason: orNull(str), since: orNull(date) }),
});

/** A contact list (`contact.rest.ts` listJson). */
export const contactListAnswer: Json = obj({
  _id: str,
  id: str,
  name: str,
  contacts_count: num,
  data_keys: list(str),
  created_at: any,
});

/** A campaign's lead rules (`lead.rest.ts` leadSettingsJson). */
export const leadSettingsAnswer: Json = obj({
  assigned_to: str,
  clause: str,
  conditions: list(obj({ type: str, event_count: num })),
});

/** A lead (`lead.rest.ts` leadJson). */
export const leadAnswer: Json = obj({
  _id: str,
  email: str,
  campaign_id: orNull(str),
  campaign_name: orNull(str),
  status: str,
  assigned_to: str,
  assigned_to_name: str,
  created_at: any,
  reply: orNull(obj({ subject: str, snippet: str, received_at: any })),
});

/** A contact of the contact search (`contact-search.rest.ts` contactJson). */
export const contactAnswer: Json = obj({
  _id: str,
  email: str,
  created_at: any,
  status: str,
  display_status: str,
  campaign_count: int,
  sent_count: int,
  engaged_count: int,
});

/** A recipient (`campaign-recipients.rest.ts` recipientJson): its list's columns, then these. */
export const recipientAnswer: Json = {
  ...obj({
    _id: str,
    email: str,
    created_at: any,
    latest_sent_at: any,
    is_ignore_contact: bool,
    state: str,
    mail_account_id: orNull(str),
    mail_account_email: orNull(str),
    waiting_reason: any,
    status: any,
    reason: any,
    flags: any,
  }),
  additionalProperties: { type: 'string' },
};

/** A message of a campaign's sequence (`campaign-steps.rest.ts` stepJson). */
export const stepAnswer: Json = obj(
  {
    step_id: str,
    position: int,
    subject: str,
    body: str,
    status: str,
    minimum_delay_after_last_send: num,
    total_recipients: int,
    pending_recipients: int,
    email_event_counts: { type: 'object', additionalProperties: num },
    email_event_counts_percentage: {
      type: 'object',
      additionalProperties: obj({ count: num, percentage: num }),
    },
  },
  ['total_recipients', 'pending_recipients'],
);

/** A user of the workspace (`auth.rest.ts` userJson). */
export const userAnswer: Json = obj({
  _id: str,
  name: orNull(str),
  email: str,
  status: str,
  role: str,
  created_at: date,
});

/** A campaign's options (`campaign-settings.rest.ts` settingJson). */
export const campaignSettingAnswer: Json = obj({
  use_smtp: bool,
  track_open: bool,
  track_clicks: bool,
  schedule_send: bool,
  pertinent_laws: any,
  start_time: any,
  start_time_local: any,
  start_time_zone: orNull(str),
  match_recipient_provider: bool,
  send_in_recipient_timezone: bool,
  skip_role_addresses: bool,
  skip_disposable: bool,
});

/** One mailbox with its connection (`mailbox.rest.ts` get): never its passwords' values. */
export const mailboxDetailAnswer: Json = {
  allOf: [
    mailboxAnswer,
    obj({ credentials: obj({ smtp: any, imap: any }, ['smtp', 'imap']), trusted_auth_host: any }),
  ],
};

/** A webhook endpoint (`webhook.rest.ts` webhookJson): never its secret but once, as `secret`. */
export const webhookAnswer: Json = obj({
  _id: str,
  url: str,
  events: list(str),
  enabled: bool,
  disabled_reason: orNull(str),
  failing_since: any,
  created_at: any,
});

/** The endpoint with its signing secret, shown once (create, rotateSecret). */
export const webhookWithSecretAnswer: Json = {
  allOf: [webhookAnswer, obj({ secret: str })],
};

/** One delivery of an event to an endpoint (`webhook.rest.ts` deliveryJson). */
export const webhookDeliveryAnswer: Json = obj({
  _id: str,
  event_id: str,
  event_type: str,
  state: str,
  attempts: int,
  created_at: any,
  attempted_at: any,
  delivered_at: any,
  next_attempt_at: any,
  answer_status: orNull(int),
  answer_body: orNull(str),
  duration_ms: orNull(num),
  error: orNull(str),
});
