import { array, object, string } from 'yup';
import { RECIPIENT_MESSAGES } from './campaign';
import { isUuid } from './uuid';

/**
 * Recipients of a sending pool: who sends to them (the sticky sender), why a recipient waits when
 * that mail account cannot send, and moving recipients to another mail account of the pool.
 */
export const RECIPIENT_SENDER_MESSAGES = {
  senderHeader: 'SENDER',
  // Why an active recipient waits for its sender (the Recipients tab, the export, /v1).
  waitingLeftPool:
    "Waiting: its mail account left this campaign's sending pool. Move it to another mail account of the pool.",
  waitingDisabled: 'Waiting: its mail account is disabled.',
  waitingStopped: 'Waiting: its mail account stopped sending because its logins kept failing.',
  waitingDeleted:
    'Waiting: its mail account was deleted. Move it to another mail account of the pool.',
  // Moving recipients to another mail account of the pool.
  moveAction: 'Move to another mailbox of the pool',
  moveTitle: 'Move recipients to another mailbox',
  moveNewThread:
    'Their next message starts a new thread from the new mailbox: it is not a reply to the earlier messages, which stay in the old mailbox. Nothing already sent is sent again.',
  moveTargetLabel: 'Mailbox',
  moveTargetRequired: 'Pick a mailbox of the campaign’s sending pool.',
  moveNotInPool: "This mail account is not in the campaign's sending pool.",
  moveNothing:
    'Not moved. These recipients already send from this mail account, have finished, or have a message on its way right now.',
  moveTooMany: 'Move at most 1,000 recipients at a time.',
  moved: 'Recipients moved. Their next messages start a new thread from the new mailbox.',
} as const;

/** The most recipients one move takes. */
export const RECIPIENT_MOVE_MAX = 1000;

/** Moving recipients (by address) to a mail account of the campaign's pool. */
export interface RecipientMoveCommand {
  campaignId: string;
  emails: unknown;
  mailAccountId: unknown;
}

/** `/v1/campaign/recipients/moveSender` and `moveRecipientsToMailbox`. */
export const recipientMoveSchema = object({
  emails: array(string().trim().required(RECIPIENT_MESSAGES.selectRecipient))
    .typeError(RECIPIENT_MESSAGES.selectRecipient)
    .required(RECIPIENT_MESSAGES.selectRecipient)
    .min(1, RECIPIENT_MESSAGES.selectRecipient)
    .max(RECIPIENT_MOVE_MAX, RECIPIENT_SENDER_MESSAGES.moveTooMany),
  mailAccountId: string()
    .typeError(RECIPIENT_SENDER_MESSAGES.moveTargetRequired)
    .trim()
    .required(RECIPIENT_SENDER_MESSAGES.moveTargetRequired)
    .test('uuid', RECIPIENT_SENDER_MESSAGES.moveNotInPool, (value) => !value || isUuid(value)),
});
