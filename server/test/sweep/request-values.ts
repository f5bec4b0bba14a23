import crypto from 'node:crypto';
import { DEFAULT_SENDING_PREFERENCE } from '@outbound/common';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { isIdName, type Route } from './route-table';
import type { TenantRows } from './seed';

/**
 * Request values for the sweeps. A request names rows through keys whose meaning is fixed
 * (`campaign_id` is a campaign) or ambiguous (`id`, `email`): each variant gives the ambiguous
 * keys another kind, so over the variants every key meets the row it may name.
 */
const ID_KINDS = ['campaign', 'mailbox', 'list', 'label', 'lead', 'step', 'import'] as const;
const EMAIL_KINDS = ['mailboxEmail', 'userEmail', 'contactEmail'] as const;
/** Campaign, lead and step statuses in turn (the lead one in odd variants, for the open lead). */
const STATUSES = ['paused', 'open', 'deleted', 'won', 'started', 'active', 'lost'];
export const VARIANTS = ID_KINDS.length;
const ASSIGN_VARIANT = 3;

type Kind = keyof TenantRows;
const KEYS: Record<string, Kind> = {
  campaign_id: 'campaign',
  campaignID: 'campaign',
  campaignId: 'campaign',
  label_id: 'label',
  labelId: 'label',
  step_id: 'step',
  stepID: 'step',
  stepId: 'step',
  account_id: 'mailbox',
  accountId: 'mailbox',
  assigned_to: 'mailbox',
  mailAccountId: 'mailbox',
  mail_account_id: 'mailbox',
  user_email: 'userEmail',
  userEmail: 'userEmail',
  webhook_id: 'webhook',
  webhookId: 'webhook',
  conversationID: 'conversation',
  conversationId: 'conversation',
  messageID: 'inboxMessage',
  messageId: 'inboxMessage',
  attachmentId: 'attachment',
  mailboxID: 'mailbox',
  mailboxId: 'mailbox',
  recipientID: 'recipient',
  recipientId: 'recipient',
  user_id: 'teammate',
  userId: 'teammate',
  api_key_id: 'apiKey',
  apiKeyId: 'apiKey',
};
const LIST_KEYS: Record<string, Kind> = {
  campaigns_id: 'campaign',
  campaignIds: 'campaign',
  labels_id: 'label',
  labelIds: 'label',
  leadID: 'lead',
  leadIds: 'lead',
  email_list: 'contactEmail',
  emails: 'contactEmail',
  domains: 'domain',
  mail_account_ids: 'mailbox',
  mailAccountIds: 'mailbox',
};

/** The row named by key `name` in variant `v`; undefined for a key that names no row. */
export function idValue(name: string, v: number, rows: TenantRows): unknown {
  if (KEYS[name]) return rows[KEYS[name]];
  // Every other variant links the list no campaign uses (linking the linked one is refused).
  if (/^(list_?id|listID|contact_list)$/i.test(name)) return v % 2 ? rows.freeList : rows.list;
  // A lead is either moved or assigned: the assignee only where the status is left out.
  if (name === 'assignedToEmail') return v === ASSIGN_VARIANT ? rows.userEmail : undefined;
  if (LIST_KEYS[name]) return [rows[LIST_KEYS[name]]];
  if (name === 'email') return rows[EMAIL_KINDS[v % EMAIL_KINDS.length]];
  if (name === 'assignedTo' || name === 'mailAccount') return v % 2 ? rows.userEmail : rows.mailbox;
  if (/(ids|Ids|IDs)$/.test(name)) return [rows[ID_KINDS[v % VARIANTS]]];
  if (/(^id|_id|Id|ID)$/.test(name)) return rows[ID_KINDS[v % VARIANTS]];
  return undefined;
}

let unique = 0;
/** A name no other request used (answers echoing it are compared with `sweep-N` folded). */
export const uniqueName = () => `sweep-${++unique}`;

/** Plausible values for the other fields, so a request gets past validation to its rows. */
function plausible(v: number, rows: TenantRows): Record<string, unknown> {
  const step = { subject: 'Hello {{email}}', body: '<p>Hello</p>' };
  const server = { server: '127.0.0.1', port: 9, username: rows.mailboxEmail, password: 'x' };
  return {
    name: uniqueName(),
    label_name: uniqueName(),
    status: v === ASSIGN_VARIANT ? undefined : STATUSES[v % STATUSES.length],
    filter: 'in_campaign',
    action: v % 2 ? 'play' : 'pause',
    enable: true,
    subject: 'Hello',
    body: '<p>Hello</p>',
    mime_type: 'text/html',
    message_mime_type: 'text/html',
    old_steps: [{ ...step, step_id: rows.step, minimum_delay_after_last_send: 0 }],
    new_steps: [{ ...step, minimum_delay_after_last_send: 3 }],
    setting: { track_open: true, track_clicks: true, use_smtp: false },
    leads: {
      clause: 'or',
      conditions: [{ type: 'reply', event_count: 1 }],
      assigned_to: rows.userEmail,
    },
    sending_preference: DEFAULT_SENDING_PREFERENCE('UTC'),
    smtp: server,
    imap: server,
    signature: 'Regards',
    searchText: '',
    offset: 0,
    limit: 10,
    to_date: '2026-01-05',
    start_date: '2026-01-05',
    end_date: '2026-01-06',
    startDate: '2026-01-05',
    endDate: '2026-01-06',
    mapping: [],
    current_tab: 'compose',
    completed_tabs: ['start'],
    use_smtp: false,
    authCode: 'code',
    redirectUrl: 'http://outbound.test/callback',
    requestKey: crypto.randomUUID(),
    read: true,
    paused: v % 2 === 0,
    format: 'html',
    role: 'viewer',
    // A received message's category (`/v1/inbox/category`, the inbox's filter): the seeded one's.
    category: 'reply',
    // A recipient's values (`/v1/campaign/recipients/updateValues`): the seeded campaign's variable.
    values: { email: 'sweep@example.test' },
  };
}

/** Every id key of the /v1 routes set to the row of its kind, plus plausible other fields. */
export const REST_ID_KEYS = [
  'id',
  'ids',
  'email',
  'list_id',
  'listID',
  'listId',
  'contact_list',
  'assignedTo',
  'assignedToEmail',
  ...Object.keys(KEYS),
  ...Object.keys(LIST_KEYS),
];

export function restBody(v: number, rows: TenantRows): Record<string, unknown> {
  const body: Record<string, unknown> = plausible(v, rows);
  for (const key of REST_ID_KEYS) body[key] = idValue(key, v, rows);
  return body;
}

/** The route's URL with its path parameters (`:id`, `:email`) naming rows. */
export function restUrl(route: Route, v: number, rows: TenantRows, raw?: string): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (raw !== undefined) return raw;
    const value = idValue(name, v, rows);
    return encodeURIComponent(String(Array.isArray(value) ? value[0] : (value ?? 'x')));
  });
}

export interface GqlRequest {
  query: string;
  variables: Record<string, unknown>;
}

/** A value of an input type: ids from the rows, required fields filled, optional ones left out. */
function inputValue(name: string, type: GraphQLInputType, v: number, rows: TenantRows): unknown {
  const named = getNamedType(type);
  const list = isListType(isNonNullType(type) ? type.ofType : type);
  const one = (value: unknown) => (list ? [value] : value);
  if (isIdName(name) || idValue(name, v, rows) !== undefined) {
    const value = idValue(name, v, rows);
    if (value !== undefined) return list ? [value].flat() : Array.isArray(value) ? value[0] : value;
  }
  if (isInputObjectType(named)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      const value = inputValue(field.name, field.type, v, rows);
      if (value !== undefined) object[field.name] = value;
    }
    return one(object);
  }
  if (isEnumType(named)) {
    const values = named.getValues().map((value) => value.name);
    const status = STATUSES[v % STATUSES.length];
    if (name === 'status' && v === ASSIGN_VARIANT) return undefined;
    return one(values.includes(status) ? status : values[v % values.length]);
  }
  if (!isNonNullType(type)) return undefined;
  const known = plausible(v, rows)[name];
  switch (named.name) {
    case 'Int':
      return one(/limit/i.test(name) ? 10 : /offset/i.test(name) ? 0 : 1);
    case 'Boolean':
      return one(true);
    case 'DateTimeISO':
      return one('2026-01-05T10:00:00.000Z');
    default:
      if (name === 'status') return one(STATUSES[v % STATUSES.length]);
      if (/mime/i.test(name)) return one('text/html');
      return one(typeof known === 'string' ? known : /name/i.test(name) ? uniqueName() : 'x');
  }
}

/** Scalar fields of the answer (and `__typename`), enough to tell one answer from another. */
export function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const fields = Object.values(named.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)))
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => field.name);
  return `{ __typename ${fields.join(' ')} }`;
}

/** An operation calling `field` once, its arguments passed as variables. */
export function gqlRequest(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
): GqlRequest {
  const used = field.args.filter((arg) => args[arg.name] !== undefined);
  const defs = used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return {
    query: `${kind} Sweep${defs ? `(${defs})` : ''} { result: ${field.name}${
      call ? `(${call})` : ''
    } ${selectionOf(field.type)} }`,
    variables: Object.fromEntries(used.map((arg) => [arg.name, args[arg.name]])),
  };
}

/** Arguments of `field` for variant `v`: every id naming a row of `rows`. */
export function gqlArgs(
  field: GraphQLField<unknown, unknown>,
  v: number,
  rows: TenantRows,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of field.args) {
    const value = inputValue(arg.name, arg.type, v, rows);
    if (value !== undefined) args[arg.name] = value;
  }
  return args;
}

/** An answer as text with ids, times, generated names and the rows' own values folded. */
export function normalize(answer: unknown, rows: TenantRows): string {
  let text = JSON.stringify(answer) ?? '';
  for (const [kind, value] of Object.entries(rows)) text = text.split(value).join(`<${kind}>`);
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>')
    .replace(/sweep-\d+/g, 'sweep');
}

/**
 * Numbers a page's offset or limit must refuse (or clamp), written as JSON literals so that
 * 9007199254740993 (beyond a double's integers) and 1e400 (Infinity once parsed) reach the server
 * as sent: huge, past 2^53, negative, fractional, overflowing, and as text.
 */
export const HUGE_NUMBERS = [
  '1e20',
  '9007199254740993',
  '-1e20',
  '1.5',
  '1e400',
  '"1e400"',
  '"1e20"',
];

/** `body` as JSON with `key` set to the literal `number` (one of HUGE_NUMBERS). */
export function withNumberLiteral(body: Record<string, unknown>, key: string, number: string) {
  const marker = '"__number_literal__"';
  return JSON.stringify({ ...body, [key]: '__number_literal__' }).replace(marker, number);
}
