/** Words of the Preview step that CAMPAIGN_MESSAGES does not hold (spec 01 §2 screen 4). */
export const PREVIEW_TEXTS = {
  title: 'Preview',
  from: 'From',
  lists: 'Recipient lists',
  searchLabel: 'Recipient email',
  searchPlaceholder: 'Search a recipient by email',
  search: 'Search',
  previous: 'Previous recipient',
  next: 'Next recipient',
  position: (n: number, total: number) => `${n} of ${total} Recipients`,
  messageTitle: (index: number) => (index === 0 ? 'Email' : `Follow-up ${index}`),
  subject: 'Subject',
  delay: 'Delay',
  loading: 'Loading preview…',
  checklistTitle: 'Before you continue',
  checklist: [
    'The messages sound human',
    'The signature looks good',
    'Each message has a clear call to action',
    'A test email was sent and checked on a phone',
  ],
  continue: 'Next',
} as const;
