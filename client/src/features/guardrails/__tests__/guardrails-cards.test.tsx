import { screen, waitFor, within } from '@testing-library/react';
import { GUARDRAIL_MESSAGES } from '@outbound/common';
import {
  GuardrailSettingsDocument,
  UpdateGuardrailSettingsDocument,
  type GuardrailSettingsInput,
} from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { preferenceMock } from '../../mail-accounts/__tests__/factories';

type Rule = {
  enabled: boolean | null;
  bouncePercent: number | null;
  minSends: number | null;
  windowDays: number | null;
  complaintPercent: number | null;
};
const NOTHING: Rule = {
  enabled: null,
  bouncePercent: null,
  minSends: null,
  windowDays: null,
  complaintPercent: null,
};
const DEFAULTS: Rule = {
  enabled: true,
  bouncePercent: 5,
  minSends: 20,
  windowDays: 7,
  complaintPercent: 0.3,
};
const EMAIL = 'sales@example.com';

const settings = (stored: Rule, effective: Rule) => ({
  __typename: 'GuardrailSettings',
  stored: { __typename: 'GuardrailRule', ...stored },
  effective: { __typename: 'GuardrailRule', ...effective },
});

const settingsMock = (email: string | null, stored: Rule, effective: Rule) => ({
  request: { query: GuardrailSettingsDocument, variables: { email } },
  result: { data: { guardrailSettings: settings(stored, effective) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function updateMock(
  email: string | null,
  input: GuardrailSettingsInput,
  stored: Rule,
  effective: Rule,
) {
  const result = jest.fn(() => ({
    data: { updateGuardrailSettings: settings(stored, effective) },
  }));
  return {
    request: { query: UpdateGuardrailSettingsDocument, variables: { email, input } },
    result,
  };
}

describe('the workspace’s Guardrails card', () => {
  it('shows the rule in force and saves an admin’s thresholds (empty fields keep the default)', async () => {
    const saved = { ...NOTHING, enabled: true, bouncePercent: 2.5, windowDays: 28 };
    const update = updateMock(
      null,
      { enabled: true, bouncePercent: 2.5, minSends: null, windowDays: 28, complaintPercent: null },
      saved,
      { ...DEFAULTS, bouncePercent: 2.5, windowDays: 28 },
    );
    const { user } = renderApp('/settings/workspace', {
      signedIn: true,
      role: 'admin',
      mocks: [settingsMock(null, NOTHING, DEFAULTS), update],
    });
    expect(
      await screen.findByText(
        'Pauses at 5 % bounces or 0.3 % spam complaints, of at least 20 sends in 7 days.',
      ),
    ).toBeInTheDocument();
    const bounce = await screen.findByRole('spinbutton', { name: 'Bounce threshold (%)' });
    expect(bounce).toHaveAttribute('placeholder', '5');
    expect(screen.getByRole('checkbox', { name: /Pause mailboxes and campaigns/ })).toBeChecked();

    await user.type(bounce, '2.5');
    await user.type(screen.getByRole('spinbutton', { name: 'Window (days)' }), '28');
    await user.click(screen.getByRole('button', { name: 'Save guardrails' }));

    expect(await screen.findByText(GUARDRAIL_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'Pauses at 2.5 % bounces or 0.3 % spam complaints, of at least 20 sends in 28 days.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a threshold out of bounds with the server’s message, saving nothing', async () => {
    const update = updateMock(
      null,
      { ...NOTHING, enabled: true, bouncePercent: 150 },
      NOTHING,
      DEFAULTS,
    );
    const { user } = renderApp('/settings/workspace', {
      signedIn: true,
      role: 'admin',
      mocks: [settingsMock(null, NOTHING, DEFAULTS), update],
    });
    await user.type(await screen.findByRole('spinbutton', { name: 'Bounce threshold (%)' }), '150');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum sends' }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save guardrails' }));
    expect(await screen.findByText(GUARDRAIL_MESSAGES.bouncePercentInvalid)).toBeInTheDocument();
    expect(screen.getByText(GUARDRAIL_MESSAGES.minSendsInvalid)).toBeInTheDocument();
    expect(update.result).not.toHaveBeenCalled();
  });

  it.each(['member', 'viewer'])('shows a %s the rule in force, without the form', async (role) => {
    renderApp('/settings/workspace', {
      signedIn: true,
      role,
      mocks: [settingsMock(null, { ...NOTHING, enabled: false }, { ...DEFAULTS, enabled: false })],
    });
    expect(await screen.findByText('Off: nothing is paused automatically.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save guardrails' })).toBeNull(),
    );
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('a mailbox’s Guardrails card', () => {
  const PATH = `/mail-accounts/preferences/${encodeURIComponent(EMAIL)}`;
  const card = async () =>
    (await screen.findByRole('heading', { name: 'Guardrails' })).closest('section') as HTMLElement;

  it('follows the workspace, then is switched off for this mailbox', async () => {
    const update = updateMock(
      EMAIL,
      { ...NOTHING, enabled: false },
      { ...NOTHING, enabled: false },
      {
        ...DEFAULTS,
        enabled: false,
      },
    );
    const { user } = renderApp(PATH, {
      signedIn: true,
      role: 'admin',
      mocks: [
        preferenceMock(EMAIL),
        settingsMock(EMAIL, NOTHING, DEFAULTS),
        settingsMock(null, NOTHING, DEFAULTS),
        update,
      ],
    });
    const section = await card();
    expect(
      await within(section).findByRole('radio', { name: 'Follow the workspace' }),
    ).toBeChecked();
    expect(within(section).queryByRole('spinbutton')).toBeNull();

    await user.click(within(section).getByRole('radio', { name: 'Off for this mailbox' }));
    await user.click(within(section).getByRole('button', { name: 'Save guardrails' }));
    expect(await screen.findByText(GUARDRAIL_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
    expect(
      await within(section).findByText('Off: nothing is paused automatically.'),
    ).toBeInTheDocument();
  });

  it('its own thresholds: empty fields follow the workspace, shown as placeholders', async () => {
    const workspace = { ...DEFAULTS, bouncePercent: 3 };
    const update = updateMock(
      EMAIL,
      {
        enabled: true,
        bouncePercent: null,
        minSends: 50,
        windowDays: null,
        complaintPercent: null,
      },
      { ...NOTHING, enabled: true, minSends: 50 },
      { ...workspace, minSends: 50 },
    );
    const { user } = renderApp(PATH, {
      signedIn: true,
      role: 'owner',
      mocks: [
        preferenceMock(EMAIL),
        settingsMock(EMAIL, NOTHING, workspace),
        settingsMock(null, { ...NOTHING, bouncePercent: 3 }, workspace),
        update,
      ],
    });
    const section = await card();
    await user.click(await within(section).findByRole('radio', { name: 'Own thresholds' }));
    const bounce = within(section).getByRole('spinbutton', { name: 'Bounce threshold (%)' });
    await waitFor(() => expect(bounce).toHaveAttribute('placeholder', '3'));
    await user.type(within(section).getByRole('spinbutton', { name: 'Minimum sends' }), '50');
    await user.click(within(section).getByRole('button', { name: 'Save guardrails' }));
    expect(await screen.findByText(GUARDRAIL_MESSAGES.settingsUpdated)).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
  });
});
