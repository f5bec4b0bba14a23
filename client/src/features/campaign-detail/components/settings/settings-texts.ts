/**
 * Texts of the Settings tab that `@outbound/common` does not hold (its Sending account texts are
 * `SENDING_ACCOUNT_MESSAGES`, the Leads box's validation `LEAD_MESSAGES`): the box's own words and
 * the failure toasts of its calls (spec 01 §8).
 */
export const SETTINGS_TEXTS = {
  sendingAccount: 'Sending account',
  leads: 'Leads',
  mailAccount: 'Mail account',
  mailAccountPlaceholder: 'Select an email account',
  fromName: 'From name',
  useSmtp: 'Use SMTP',
  mailAccountsFailed: 'Bad Request. Unable to fetch mail accounts.',
  assignLeadsTo: 'Assign leads to',
  leadRule: 'A recipient becomes a lead when',
  clauseButton: (clause: string) => `Clause: ${clause}. Click to switch.`,
  conditionType: (index: number) => `Condition ${index} event`,
  conditionCount: (index: number) => `Condition ${index} count`,
  times: 'time(s)',
  addCondition: 'Add condition',
  removeCondition: (index: number) => `Remove condition ${index}`,
  conditionTypes: { reply: 'Reply', open: 'Open', click: 'Click' },
  leadSettingsFailed: 'Bad Request. Unable to update lead settings',
  leadSettingsFetchFailed: 'Bad Request. Unable to fetch lead settings',
  usersFailed: 'Bad Request. Unable to fetch the user list.',
} as const;
