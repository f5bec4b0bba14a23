import * as yup from 'yup';
import { MESSAGES } from '../messages';
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
  duplicate: 'This mail account already exists. Please add a different mail account.',
  created: 'SMTP account created',
  updated: 'SMTP account updated',
  disabled: 'Mail account is disabled',
  enabled: 'Mail account is enabled',
  deleted: 'Email Account is deleted successfully',
  notFound: 'The mail account does not exists any more.',
  profileUpdated: 'Profile updated successfully.',
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
export const HOST_PATTERN =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function serverSchema(kind: 'smtp' | 'imap', passwordRequired: boolean) {
  const m = MAIL_ACCOUNT_MESSAGES;
  const password = yup.string();
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
    password: passwordRequired
      ? password.required(kind === 'smtp' ? m.smtpPassword : m.imapPassword)
      : password.default(''),
  });
}

/**
 * The add-SMTP form and `/v1/mailAccount/create/smtp`. For edit and reconnect
 * (`passwordRequired: false`) a blank password keeps the stored one.
 */
export function smtpAccountSchema(
  options: { passwordRequired: boolean } = { passwordRequired: true },
) {
  return yup.object({
    name: yup.string().trim().required(MAIL_ACCOUNT_MESSAGES.nameRequired),
    email: yup
      .string()
      .trim()
      .required(MAIL_ACCOUNT_MESSAGES.emailInvalid)
      .email(MAIL_ACCOUNT_MESSAGES.emailInvalid),
    smtp: serverSchema('smtp', options.passwordRequired),
    imap: serverSchema('imap', options.passwordRequired),
    /** The zone of the new account's default sending window (09:00–17:00, Mon–Fri). */
    time_zone: yup
      .string()
      .default('UTC')
      .test(
        'time-zone',
        MESSAGES.sendingPreference.timeZoneInvalid,
        (zone) => !zone || isValidTimeZone(zone),
      ),
  });
}
export type SmtpAccountInput = yup.InferType<ReturnType<typeof smtpAccountSchema>>;

/** SMTP settings added to a Google account; a blank password keeps the stored one. */
export const googleSmtpSchema = yup.object({ smtp: serverSchema('smtp', false) });

export const mailAccountProfileSchema = yup.object({
  name: yup.string().trim().required(MAIL_ACCOUNT_MESSAGES.nameRequired),
  signature: yup.string().default(''),
});
