/**
 * Words of the Compose step that CAMPAIGN_MESSAGES does not hold: labels, dialog texts and the
 * 400 toasts of its calls (spec 01 §8 "Bad Request." texts).
 */
export const COMPOSE_TEXTS = {
  title: 'Compose',
  plainText: 'Plain text',
  firstMessage: 'Email',
  followUp: (n: number) => `Follow-up ${n}`,
  subject: 'Subject',
  body: (title: string) => `${title} body`,
  waitFor: 'Wait for',
  variables: 'Variables',
  addFollowUp: 'Add Follow-up',
  removeFollowUp: (title: string) => `Remove ${title}`,
  sendTest: 'Send Test',
  cancelEdits: 'Cancel Edits',
  next: 'Next',
  loading: 'Loading messages…',
  plainTextTitle: 'Switch to plain text',
  plainTextWarning:
    'Switching to plain text removes the HTML formatting of every message: bold, italic, ' +
    'underline, lists, links and images are lost. Do you want to continue?',
  plainTextConfirm: 'Switch to plain text',
  cancelEditsTitle: 'Cancel Edits',
  cancelEditsText:
    'Your changes to the messages will be lost and the last saved version restored. Do you want to continue?',
  cancelEditsConfirm: 'Discard changes',
  keepEditing: 'Keep editing',
  cancel: 'Cancel',
  sendTestTitle: 'Send Test Email',
  to: 'To',
  from: 'From',
  send: 'Send',
  saveFailed: 'Bad Request. Unable to update Campaign Messages.',
  variablesFailed: 'Bad Request. Unable to fetch variable list',
  testSendFailed: 'Bad Request. Unable to send a test email',
  editSequence: 'Edit sequence',
  back: 'Back',
  saveChanges: 'Save Changes',
  discardTitle: 'Discard changes',
  discardText:
    'Your changes to the messages have not been saved and will be lost. Do you want to leave?',
  discardConfirm: 'Discard changes',
} as const;

/** "day" below 2, "days" otherwise (spec 01 §5). */
export function dayLabel(delay: string | number): string {
  return Number(delay) < 2 ? 'day' : 'days';
}
