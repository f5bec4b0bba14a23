import * as yup from 'yup';
import { SIGNATURE_MAX_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { requiredEmailAddressSchema } from './email-address';
import { isValidTimeZone } from './sending-preference';

/** Texts of the mail-account screens and calls (spec 02 §5, §8). */
export const MAIL_ACCOUNT_MESSAGES = {
  emailInvalid: 'Please Enter a valid Email Address.',
  nameRequired: 'Please Enter Full Name',
  smtpHost: 'Please Enter a Valid SMTP Host Name.',
  smtpPort: 'Please Enter SMTP Port Number.',
  smtpUsername: 'Please Enter SMTP Username.',
  smtpPassword: 'Please Enter SMTP Password.',
  imapHost: 'Please Enter a Valid IMAP Host Name.',
  imapPort: 'Please Enter IMAP Port Number.',
  imapUsername: 'Please Enter IMAP Username.',
  imapPassword: 'Please Enter IMAP Password.',
  smtpPasswordAgain:
    'Please Enter SMTP Password again: it is required when the SMTP server, port or username changes.',
  imapPasswordAgain:
    'Please Enter IMAP Password again: it is required when the IMAP server, port or username changes.',
  duplicate: 'This mail account already exists. Please add a different mail account.',
  created: 'SMTP account created',
  updated: 'SMTP account updated',
  disabled: 'Mail account is disabled',
  enabled: 'Mail account is enabled',
  deleted: 'Email Account is deleted successfully',
  notFound: 'The mail account does not exists any more.',
  profileUpdated: 'Profile updated successfully.',
  signatureTooLong: `The signature can be at most ${SIGNATURE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  trustedAuthHostInvalid:
    'Please Enter a valid host name for the Trusted Authentication-Results host (or leave it blank).',
  hostNotAllowed:
    'This mail server address is not allowed. Use the public address of your mail provider.',
} as const;

/** How far ahead a week of the sending calendar may be asked for (it is replayed up to its end). */
export const CALENDAR_WEEKS_AHEAD = 12;

/** The sending calendar's 400 answers (spec 02 §8: "Bad Request. ..." per action). */
export const CALENDAR_MESSAGES = {
  badDate:
    'Bad Request. Unable to fetch the sending calendar: to_date must be a date (YYYY-MM-DD).',
  tooFar: `Bad Request. The sending calendar shows at most ${CALENDAR_WEEKS_AHEAD} weeks ahead.`,
} as const;

/** SMTP ports offered (spec 02 §9): 465 implicit TLS, the others STARTTLS. */
export const SMTP_PORTS = [25, 465, 587, 2525] as const;
/** IMAP ports offered (spec 02 §9): 993 and 995 implicit TLS, 143 STARTTLS. */
export const IMAP_PORTS = [143, 993, 995] as const;

/** A host name (labels of letters, digits and hyphens) or an IPv4 address. */
const HOST_PATTERN =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A mailbox's saved server, without its password (as stored, or as the edit form shows it). */
export interface SavedMailServer {
  server: string;
  port: number;
  username: string;
}

/** Whether the input names the saved server: same host, port and username. */
export function sameMailServer(
  input: { server?: unknown; port?: unknown; username?: unknown },
  saved: SavedMailServer | null | undefined,
): boolean {
  if (!saved) return false;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return (
    text(input.server).toLowerCase() === saved.server.trim().toLowerCase() &&
    Number(input.port) === Number(saved.port) &&
    text(input.username) === saved.username.trim()
  );
}

/**
 * The password on edit: blank keeps the stored one only for the saved server. A new server, port
 * or username must come with the password again, so the stored one is never sent to another host.
 */
function passwordOnEdit(kind: 'smtp' | 'imap', saved: SavedMailServer | null | undefined) {
  const m = MAIL_ACCOUNT_MESSAGES;
  return yup
    .string()
    .default('')
    .test(
      'password-again',
      kind === 'smtp' ? m.smtpPasswordAgain : m.imapPasswordAgain,
      function (value) {
        if (value) return true;
        if (!saved)
          return this.createError({ message: kind === 'smtp' ? m.smtpPassword : m.imapPassword });
        return sameMailServer(this.parent, saved);
      },
    );
}

/** `true`: a password is required (add); otherwise the saved server of an edit (none: required). */
type PasswordRule = true | { saved: SavedMailServer | null | undefined };

function serverSchema(kind: 'smtp' | 'imap', rule: PasswordRule) {
  const m = MAIL_ACCOUNT_MESSAGES;
  return yup.object({
    server: yup
      .string()
      .trim()
      .required(kind === 'smtp' ? m.smtpHost : m.imapHost)
      .matches(HOST_PATTERN, kind === 'smtp' ? m.smtpHost : m.imapHost),
    port: yup
      .number()
      .typeError(kind === 'smtp' ? m.smtpPort : m.imapPort)
      .required(kind === 'smtp' ? m.smtpPort : m.imapPort)
      .integer(kind === 'smtp' ? m.smtpPort : m.imapPort)
      .min(1, kind === 'smtp' ? m.smtpPort : m.imapPort)
      .max(65535, kind === 'smtp' ? m.smtpPort : m.imapPort),
    username: yup
      .string()
      .trim()
      .required(kind === 'smtp' ? m.smtpUsername : m.imapUsername),
    password:
      rule === true
        ? yup.string().required(kind === 'smtp' ? m.smtpPassword : m.imapPassword)
        : passwordOnEdit(kind, rule.saved),
  });
}

/** The saved SMTP and IMAP servers of the account being edited. */
interface SavedMailServers {
  smtp?: SavedMailServer | null;
  imap?: SavedMailServer | null;
}

/**
 * The add-SMTP form and `/v1/mailAccount/create/smtp`. For edit and reconnect
 * (`passwordRequired: false`) a blank password keeps the stored one, but only while the server,
 * port and username stay those `saved`.
 */
export function smtpAccountSchema(
  options: { passwordRequired: boolean; saved?: SavedMailServers } = { passwordRequired: true },
) {
  return yup.object({
    ...smtpAccountFields(options),
    time_zone: newAccountTimeZoneSchema(),
    trusted_auth_host: trustedAuthHostSchema(),
  });
}
export type SmtpAccountInput = yup.InferType<ReturnType<typeof smtpAccountSchema>>;

/** The server's SMTP account command: `smtpAccountSchema` with `timeZone` for `time_zone`. */
export function smtpAccountCommandSchema(
  options: { passwordRequired: boolean; saved?: SavedMailServers } = { passwordRequired: true },
) {
  return yup.object({
    ...smtpAccountFields(options),
    timeZone: newAccountTimeZoneSchema(),
    trustedAuthHost: trustedAuthHostSchema(),
  });
}

/**
 * The mailbox's receiving server whose own Authentication-Results (by authserv-id) and Received
 * headers prove the senders of received mail; blank: none. Absent on edit: unchanged.
 */
function trustedAuthHostSchema() {
  return yup
    .string()
    .trim()
    .lowercase()
    .max(253, MAIL_ACCOUNT_MESSAGES.trustedAuthHostInvalid)
    .test(
      'host',
      MAIL_ACCOUNT_MESSAGES.trustedAuthHostInvalid,
      (host) => !host || HOST_PATTERN.test(host),
    );
}

/** One server of an SMTP account command; the password may be blank on edit. */
interface MailServerCommand {
  server: string;
  port: number;
  username: string;
  password?: string | null;
}

/** Adding, editing or reconnecting an SMTP account; validated with `smtpAccountCommandSchema`. */
export interface SmtpAccountCommand {
  name: string;
  email: string;
  smtp: MailServerCommand;
  imap: MailServerCommand;
  /** The zone of a new account's default sending window; UTC when absent. */
  timeZone?: string;
  /** "Trusted Authentication-Results host"; '' clears it, absent keeps it. */
  trustedAuthHost?: string | null;
}

function smtpAccountFields(options: { passwordRequired: boolean; saved?: SavedMailServers }) {
  const rule = (kind: 'smtp' | 'imap'): PasswordRule =>
    options.passwordRequired || { saved: options.saved?.[kind] };
  return {
    name: yup.string().trim().required(MAIL_ACCOUNT_MESSAGES.nameRequired),
    email: requiredEmailAddressSchema(
      MAIL_ACCOUNT_MESSAGES.emailInvalid,
      MAIL_ACCOUNT_MESSAGES.emailInvalid,
    ),
    smtp: serverSchema('smtp', rule('smtp')),
    imap: serverSchema('imap', rule('imap')),
  };
}

/** The zone of the new account's default sending window (09:00–17:00, Mon–Fri). */
function newAccountTimeZoneSchema() {
  return yup
    .string()
    .default('UTC')
    .test(
      'time-zone',
      MESSAGES.sendingPreference.timeZoneInvalid,
      (zone) => !zone || isValidTimeZone(zone),
    );
}

/** SMTP settings added to a Google account; a blank password keeps the stored one (same server). */
export function googleSmtpSchema(saved: SavedMailServer | null | undefined) {
  return yup.object({ smtp: serverSchema('smtp', { saved }) });
}

export const mailAccountProfileSchema = yup.object({
  name: yup.string().trim().required(MAIL_ACCOUNT_MESSAGES.nameRequired),
  signature: yup
    .string()
    .default('')
    .max(SIGNATURE_MAX_LENGTH, MAIL_ACCOUNT_MESSAGES.signatureTooLong),
});
