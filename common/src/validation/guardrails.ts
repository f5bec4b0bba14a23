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

/** A form's empty number input ('') is a value not set at that level: null. */
const emptyToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/**
 * The thresholds' rules, once: as a command holds them, or (`fromForm`) as number inputs hold
 * them, where an empty input is not set.
 */
function thresholdRules(fromForm: boolean) {
  const number_ = (message: string) => {
    const schema = number().typeError(message);
    return fromForm ? schema.transform(emptyToNull) : schema;
  };
  const share = (message: string) => number_(message).moreThan(0, message).max(100, message);
  const whole = (message: string, max: number) =>
    number_(message).integer(message).min(1, message).max(max, message);
  return {
    bouncePercent: share(GUARDRAIL_MESSAGES.bouncePercentInvalid).nullable(),
    complaintPercent: share(GUARDRAIL_MESSAGES.complaintPercentInvalid).nullable(),
    minSends: whole(GUARDRAIL_MESSAGES.minSendsInvalid, 100000).nullable(),
    windowDays: whole(GUARDRAIL_MESSAGES.windowDaysInvalid, 90).nullable(),
  };
}

export const guardrailSettingsSchema = object({
  enabled: boolean().typeError(GUARDRAIL_MESSAGES.enabledInvalid).nullable(),
  ...thresholdRules(false),
}).noUnknown();

/** The same rules for the settings forms (an empty threshold follows the next level). */
export const guardrailSettingsFormSchema = object({
  enabled: boolean().typeError(GUARDRAIL_MESSAGES.enabledInvalid).nullable(),
  ...thresholdRules(true),
});
