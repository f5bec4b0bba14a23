import { boolean, object, string } from 'yup';

/** A From name fits a mail client's sender column; longer ones are refused rather than cut. */
export const FROM_NAME_MAX_LENGTH = 100;

/** Texts of the Sending account box of campaign settings (spec 01 §5, §8). */
export const SENDING_ACCOUNT_MESSAGES = {
  accountRequired: 'Please Select Email Account',
  fromNameEmpty: 'From Name field can not empty',
  unchanged: 'The field value is identical to the existing one. Update the field to continue.',
  // Texts the spec leaves open.
  fromNameTooLong: `The From name can be at most ${FROM_NAME_MAX_LENGTH} characters.`,
  fromNameControl: 'The From name cannot contain line breaks or control characters.',
  useSmtpInvalid: 'The option use_smtp must be true or false.',
  fromNameHint:
    "The name recipients see as the sender. It cannot be empty; it starts as the mail account's name.",
  movedNote:
    'Future messages of this campaign go from the account chosen here, in its sending window and limits; nothing already sent is sent again.',
  updated: 'Sending account updated successfully.',
  updateFailed: 'Bad Request. Unable to update the sending account.',
  fetchFailed: 'Bad Request. Unable to fetch the sending account.',
} as const;

/** Whether a text holds a line break or another control character (one scan, linear). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The Sending account box (`/v1/campaign/{id}/mailAccount/update`): the mailbox (id or address),
 * the campaign's From name and, for a mailbox with an SMTP login, whether to use it.
 */
export interface CampaignSendingAccountCommand {
  campaignId: string;
  assignedTo: string;
  fromName: string;
  /** Left out: the campaign keeps its choice (off for a mailbox without SMTP). */
  useSmtp?: boolean | null;
}

export const sendingAccountSchema = object({
  assignedTo: string()
    .typeError(SENDING_ACCOUNT_MESSAGES.accountRequired)
    .trim()
    .required(SENDING_ACCOUNT_MESSAGES.accountRequired),
  fromName: string()
    .typeError(SENDING_ACCOUNT_MESSAGES.fromNameEmpty)
    .trim()
    .required(SENDING_ACCOUNT_MESSAGES.fromNameEmpty)
    .max(FROM_NAME_MAX_LENGTH, SENDING_ACCOUNT_MESSAGES.fromNameTooLong)
    .test(
      'no-control',
      SENDING_ACCOUNT_MESSAGES.fromNameControl,
      (value) => !value || !hasControlCharacter(value),
    ),
  useSmtp: boolean().strict().typeError(SENDING_ACCOUNT_MESSAGES.useSmtpInvalid).nullable(),
});
