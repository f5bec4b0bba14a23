import {
  LEAD_MESSAGES,
  POOL_MESSAGES,
  POOL_SETTING_TEXTS,
  SENDING_ACCOUNT_MESSAGES,
} from '@outbound/common';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { SETTINGS_TEXTS } from '../components/settings/settings-texts';
import { failure } from './factories';
import {
  SETTINGS_PATH,
  buildLeadSettings,
  buildSendingAccount,
  settingsMocks,
  updateLeadSettingsMock,
  updateSendingAccountMock,
} from './settings-factories';

function open(extra: MockedResponse[] = [], mocks = settingsMocks()) {
  return renderApp(SETTINGS_PATH, { signedIn: true, mocks: [...mocks, ...extra] });
}

/** The Sending account box once its account and the mail accounts are shown. */
async function sendingAccountBox() {
  const box = await screen.findByRole('region', { name: 'Sending account' });
  await within(box).findByRole('option', { name: 'kim@acme.test (Kim)' });
  return box;
}

async function leadsBox() {
  const box = await screen.findByRole('region', { name: 'Leads' });
  await within(box).findByRole('option', { name: 'Bo Seller <bo@example.com>' });
  return box;
}

describe('Settings: Sending pool', () => {
  it('shows the pool picker and the two pool options with their explanations', async () => {
    open();
    const box = await screen.findByRole('region', { name: 'Sending pool' });
    expect(within(box).getByText(POOL_MESSAGES.pickerLabel)).toBeInTheDocument();
    expect(
      within(box).getByLabelText(POOL_SETTING_TEXTS.sendInRecipientTimezone),
    ).not.toBeChecked();
    expect(
      within(box).getByText(
        "Send in each recipient's time zone (their sending window applies in their zone, read from the list's Time Zone, City, State or Country column, a country with several zones taking its most populous; recipients without a known zone use the mailbox's)",
      ),
    ).toBeInTheDocument();
    expect(
      within(box).getByLabelText(POOL_SETTING_TEXTS.matchRecipientProvider),
    ).toBeInTheDocument();
  });
});

describe('Settings: Sending account', () => {
  it('shows the account, its From name, Use SMTP for an account with SMTP and what a change does', async () => {
    open();
    const box = await sendingAccountBox();
    expect(within(box).getByLabelText('Mail account')).toHaveValue('ma-1');
    expect(within(box).getByRole('textbox', { name: 'From name' })).toHaveValue('Sales Team');
    expect(within(box).getByRole('checkbox', { name: 'Use SMTP' })).not.toBeChecked();
    expect(within(box).getByText(SENDING_ACCOUNT_MESSAGES.movedNote)).toBeInTheDocument();
    expect(within(box).getByText(SENDING_ACCOUNT_MESSAGES.fromNameHint)).toBeInTheDocument();
  });

  it('says nothing about moving sends for a draft', async () => {
    open([], settingsMocks(buildSendingAccount({ campaignStatus: 'draft' })));
    const box = await sendingAccountBox();
    expect(within(box).queryByText(SENDING_ACCOUNT_MESSAGES.movedNote)).not.toBeInTheDocument();
  });

  it('refuses an empty From name and no account without calling the server', async () => {
    const save = updateSendingAccountMock(
      { assignedTo: '', fromName: '', useSmtp: false },
      { data: {} },
    );
    const { user } = open([save]);
    const box = await sendingAccountBox();
    await user.selectOptions(within(box).getByLabelText('Mail account'), '');
    await user.clear(within(box).getByRole('textbox', { name: 'From name' }));
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(
      await within(box).findByText(SENDING_ACCOUNT_MESSAGES.fromNameEmpty),
    ).toBeInTheDocument();
    expect(within(box).getByText(SENDING_ACCOUNT_MESSAGES.accountRequired)).toBeInTheDocument();
    expect(save.result).not.toHaveBeenCalled();
  });

  it('says an unchanged save changes nothing, without calling the server', async () => {
    const save = updateSendingAccountMock(
      { assignedTo: 'ma-1', fromName: 'Sales Team', useSmtp: false },
      { data: {} },
    );
    const { user } = open([save]);
    const box = await sendingAccountBox();
    // Spaces around the name are not a change.
    await user.type(within(box).getByRole('textbox', { name: 'From name' }), '  ');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SENDING_ACCOUNT_MESSAGES.unchanged)).toBeInTheDocument();
    expect(save.result).not.toHaveBeenCalled();
  });

  it('saves a From name of the campaign and says so', async () => {
    const saved = buildSendingAccount({ fromName: 'Ada at ACME', customFromName: true });
    const save = updateSendingAccountMock(
      { assignedTo: 'ma-1', fromName: 'Ada at ACME', useSmtp: true },
      { data: { updateCampaignMailAccount: { ...saved, useSmtp: true } } },
    );
    const { user } = open([save]);
    const box = await sendingAccountBox();
    const name = within(box).getByRole('textbox', { name: 'From name' });
    await user.clear(name);
    await user.type(name, ' Ada at ACME ');
    await user.click(within(box).getByRole('checkbox', { name: 'Use SMTP' }));
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SENDING_ACCOUNT_MESSAGES.updated)).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
    expect(name).toHaveValue('Ada at ACME');
  });

  it("moves to another account: its name replaces the mailbox's, Use SMTP goes for an account without it", async () => {
    const moved = buildSendingAccount({
      fromName: 'Kim',
      mailAccount: {
        __typename: 'CampaignMailAccount',
        id: 'ma-2',
        email: 'kim@acme.test',
        name: 'Kim',
        status: 'active',
        hasSmtp: false,
      },
    });
    const save = updateSendingAccountMock(
      { assignedTo: 'ma-2', fromName: 'Kim', useSmtp: false },
      { data: { updateCampaignMailAccount: moved } },
    );
    const { user } = open([save]);
    const box = await sendingAccountBox();
    await user.selectOptions(within(box).getByLabelText('Mail account'), 'ma-2');
    expect(within(box).getByRole('textbox', { name: 'From name' })).toHaveValue('Kim');
    expect(within(box).queryByRole('checkbox', { name: 'Use SMTP' })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SENDING_ACCOUNT_MESSAGES.updated)).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
  });

  it('keeps a From name of the campaign when the account changes', async () => {
    const { user } = open(
      [],
      settingsMocks(buildSendingAccount({ fromName: 'Ada at ACME', customFromName: true })),
    );
    const box = await sendingAccountBox();
    await user.selectOptions(within(box).getByLabelText('Mail account'), 'ma-2');
    expect(within(box).getByRole('textbox', { name: 'From name' })).toHaveValue('Ada at ACME');
  });

  it("shows the save's Bad Request toast when the server refuses", async () => {
    const save = updateSendingAccountMock(
      { assignedTo: 'ma-1', fromName: 'Ada', useSmtp: false },
      failure(SENDING_ACCOUNT_MESSAGES.accountRequired),
    );
    const { user } = open([save]);
    const box = await sendingAccountBox();
    const name = within(box).getByRole('textbox', { name: 'From name' });
    await user.clear(name);
    await user.type(name, 'Ada');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SENDING_ACCOUNT_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(screen.queryByText(SENDING_ACCOUNT_MESSAGES.updated)).not.toBeInTheDocument();
  });
});

describe('Settings: Leads', () => {
  it('shows the assignee, the clause and the conditions; the clause switches on click', async () => {
    const { user } = open(
      [],
      settingsMocks(
        buildSendingAccount(),
        buildLeadSettings({
          assignedTo: 'bo@example.com',
          conditions: [
            { __typename: 'LeadCondition', type: 'reply', eventCount: 1 },
            { __typename: 'LeadCondition', type: 'open', eventCount: 3 },
          ],
        }),
      ),
    );
    const box = await leadsBox();
    expect(within(box).getByLabelText('Assign leads to')).toHaveValue('bo@example.com');
    expect(within(box).getByLabelText(SETTINGS_TEXTS.conditionType(2))).toHaveValue('open');
    expect(within(box).getByLabelText(SETTINGS_TEXTS.conditionCount(2))).toHaveValue('3');
    const clause = within(box).getByRole('button', { name: SETTINGS_TEXTS.clauseButton('or') });
    expect(clause).toHaveTextContent('OR');
    await user.click(clause);
    expect(clause).toHaveTextContent('AND');
    expect(clause).toHaveAccessibleName(SETTINGS_TEXTS.clauseButton('and'));
  });

  it('adds a condition counting 1 and removes one', async () => {
    const { user } = open();
    const box = await leadsBox();
    await user.click(within(box).getByRole('button', { name: SETTINGS_TEXTS.addCondition }));
    expect(within(box).getByLabelText(SETTINGS_TEXTS.conditionCount(2))).toHaveValue('1');
    expect(within(box).getByLabelText(SETTINGS_TEXTS.conditionType(2))).toHaveValue('reply');
    await user.click(within(box).getByRole('button', { name: SETTINGS_TEXTS.removeCondition(1) }));
    expect(within(box).queryByLabelText(SETTINGS_TEXTS.conditionCount(2))).not.toBeInTheDocument();
  });

  it('refuses an empty or broken count and says to resolve the errors, without calling the server', async () => {
    const save = updateLeadSettingsMock(
      { assignedTo: '', clause: 'or', conditions: [{ type: 'reply', eventCount: 1 }] },
      { data: {} },
    );
    const { user } = open([save]);
    const box = await leadsBox();
    const count = within(box).getByLabelText(SETTINGS_TEXTS.conditionCount(1));
    await user.clear(count);
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await within(box).findByText(LEAD_MESSAGES.invalidValue)).toBeInTheDocument();
    expect(await screen.findByText(LEAD_MESSAGES.resolveErrors)).toBeInTheDocument();
    await user.type(count, '1.5');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(within(box).getByText(LEAD_MESSAGES.invalidValue)).toBeInTheDocument();
    expect(save.result).not.toHaveBeenCalled();
  });

  it('saves the assignee, the clause and the counts as whole numbers', async () => {
    const input = {
      assignedTo: 'bo@example.com',
      clause: 'and' as const,
      conditions: [
        { type: 'reply' as const, eventCount: 3 },
        { type: 'click' as const, eventCount: 1 },
      ],
    };
    const save = updateLeadSettingsMock(input, {
      data: {
        updateCampaignLeadSettings: buildLeadSettings({
          ...input,
          conditions: input.conditions.map((c) => ({ __typename: 'LeadCondition', ...c })),
        }),
      },
    });
    const { user } = open([save]);
    const box = await leadsBox();
    await user.selectOptions(within(box).getByLabelText('Assign leads to'), 'bo@example.com');
    await user.click(within(box).getByRole('button', { name: SETTINGS_TEXTS.clauseButton('or') }));
    const count = within(box).getByLabelText(SETTINGS_TEXTS.conditionCount(1));
    await user.clear(count);
    await user.type(count, ' 3 ');
    await user.click(within(box).getByRole('button', { name: SETTINGS_TEXTS.addCondition }));
    await user.selectOptions(within(box).getByLabelText(SETTINGS_TEXTS.conditionType(2)), 'click');
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LEAD_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledTimes(1);
  });

  it("shows 'Bad Request. Unable to update lead settings' when the server refuses", async () => {
    const save = updateLeadSettingsMock(
      { assignedTo: '', clause: 'and', conditions: [{ type: 'reply', eventCount: 1 }] },
      failure(LEAD_MESSAGES.assigneeUnknown),
    );
    const { user } = open([save]);
    const box = await leadsBox();
    await user.click(within(box).getByRole('button', { name: SETTINGS_TEXTS.clauseButton('or') }));
    await user.click(within(box).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_TEXTS.leadSettingsFailed)).toBeInTheDocument();
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(LEAD_MESSAGES.settingsUpdated)).not.toBeInTheDocument();
  });
});
