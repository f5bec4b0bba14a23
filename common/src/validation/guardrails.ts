import { boolean, number, object } from 'yup';

/**
 * Deliverability guardrails (issue 27 §1): a mailbox or campaign whose hard bounces reach a share
 * of its sends in a rolling window pauses itself. Texts shown to users and the settings' rules.
 */
export const GUARDRAIL_DEFAULTS = {
  enabled: true,
  /** Percent of the window's sends that bounced. */
  bouncePercent: 5,
  /** The rule waits for this many sends in the window (and after a resume). */
  minSends: 20,
  windowDays: 7,
  /** Percent of the window's sends reported as spam (feedback reports). */
  complaintPercent: 0.3,
} as const;

export type MailboxHealthState = 'ok' | 'paused' | 'failing';

/** "10.8": one decimal, as the reason shows it. */
const percent = (part: number, whole: number) => ((part * 100) / whole).toFixed(1);
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export const GUARDRAIL_MESSAGES = {
  /** The reason a bounce-rate pause shows: "4 of 37 messages bounced in 7 days (10.8 %)". */
  bounced: (bounced: number, sent: number, windowDays: number) =>
    `${bounced} of ${sent} messages bounced in ${days(windowDays)} (${percent(bounced, sent)} %)`,
  /** The reason a complaint-rate pause shows: "1 of 20 messages reported as spam in 7 days (5.0 %)". */
  complained: (complained: number, sent: number, windowDays: number) =>
    `${complained} of ${sent} messages reported as spam in ${days(windowDays)} (${percent(complained, sent)} %)`,
  /** What the mailbox list, the dashboard and a campaign header show before the reason. */
  paused: (reason: string) => `Paused: ${reason}`,
  stopped: 'Logins keep failing: sending stopped until the mailbox is reconnected.',
  loginFailing: (failures: number) =>
    `The last ${failures === 1 ? 'login' : `${failures} logins`} to the mail server failed.`,
  resumed: 'Mailbox resumed.',
  notPaused: 'This mailbox is not paused.',
  settingsUpdated: 'Deliverability settings updated.',
  enabledInvalid: 'Enabled must be true or false.',
  bouncePercentInvalid: 'The bounce threshold must be a percentage above 0 and at most 100.',
  complaintPercentInvalid: 'The complaint threshold must be a percentage above 0 and at most 100.',
  minSendsInvalid: 'The minimum of sends must be a whole number from 1 to 100000.',
  windowDaysInvalid: 'The window must be a whole number of days from 1 to 90.',
} as const;

/** The thresholds a workspace sets, or a mailbox overrides (a field left out: not overridden). */
export interface GuardrailSettingsCommand {
  enabled?: boolean | null;
  bouncePercent?: number | null;
  minSends?: number | null;
  windowDays?: number | null;
  complaintPercent?: number | null;
}

const share = (message: string) =>
  number().typeError(message).moreThan(0, message).max(100, message).nullable();

export const guardrailSettingsSchema = object({
  enabled: boolean().typeError(GUARDRAIL_MESSAGES.enabledInvalid).nullable(),
  bouncePercent: share(GUARDRAIL_MESSAGES.bouncePercentInvalid),
  complaintPercent: share(GUARDRAIL_MESSAGES.complaintPercentInvalid),
  minSends: number()
    .typeError(GUARDRAIL_MESSAGES.minSendsInvalid)
    .integer(GUARDRAIL_MESSAGES.minSendsInvalid)
    .min(1, GUARDRAIL_MESSAGES.minSendsInvalid)
    .max(100000, GUARDRAIL_MESSAGES.minSendsInvalid)
    .nullable(),
  windowDays: number()
    .typeError(GUARDRAIL_MESSAGES.windowDaysInvalid)
    .integer(GUARDRAIL_MESSAGES.windowDaysInvalid)
    .min(1, GUARDRAIL_MESSAGES.windowDaysInvalid)
    .max(90, GUARDRAIL_MESSAGES.windowDaysInvalid)
    .nullable(),
}).noUnknown();
