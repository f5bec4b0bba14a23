import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@outbound/common';
import { UpdateSendingPreferenceDocument } from '../../../generated/graphql';
import { renderApp } from '../../../test/render-app';
import { buildMailAccount, buildPreference, preferenceMock } from './factories';

const M = MESSAGES.sendingPreference;
const PATH = '/mail-accounts/preferences/sales%40example.com';
const EMAIL = 'sales@example.com';

/** The value shown next to a term of the read-only summary. */
function summaryValue(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function openEditMode(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByText('Sending days');
  await user.click(screen.getByRole('button', { name: 'Edit' }));
}

describe('Sending preferences page', () => {
  it('shows the preference read-only, with what new accounts start with', async () => {
    renderApp(PATH, { signedIn: true, mocks: [preferenceMock(EMAIL)] });
    expect(screen.getByRole('heading', { name: 'Sending preferences' })).toBeInTheDocument();
    await screen.findByText('Sending days');

    expect(summaryValue('Sending days')).toBe('Mon–Fri');
    expect(summaryValue('Blocked days')).toBe('Sunday, Saturday');
    expect(summaryValue('Sending hours')).toBe('09:00–17:00 (Europe/Berlin)');
    expect(summaryValue('Strategy')).toBe('Send as fast as possible');
    expect(summaryValue('Max emails per day')).toBe('50');
    expect(summaryValue('Minutes between sends')).toBe('10');
    expect(summaryValue('Max emails at a time')).toBe('1');
    expect(
      screen.getByText(
        'New accounts start with Mon–Fri 09:00–17:00, 50/day, 10 minutes between sends, 1 at a time.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows pacing, the hourly cap and where the ramp-up stands', async () => {
    const preference = buildPreference();
    Object.assign(preference.workLoadCapacity, {
      minSecondsBetweenEmails: 60,
      maxSecondsBetweenEmails: 190,
      maxJobInSingleHour: 12,
      rampUpStart: 3,
      rampUpIncrement: 2,
    });
    renderApp(PATH, {
      signedIn: true,
      mocks: [preferenceMock(EMAIL, preference, { day: 3, perDay: 7, maxPerDay: 50 })],
    });
    await screen.findByText('Sending days');
    expect(summaryValue('Pacing')).toBe('One at a time, 60–190 seconds apart');
    expect(summaryValue('Max emails per hour')).toBe('12');
    expect(summaryValue('Ramp-up')).toBe('Ramp-up: day 3, 7/day (+2 each day it sends, up to 50)');
  });

  it('edits the preference with the stored values, and Cancel returns to the view', async () => {
    const { user } = renderApp(PATH, { signedIn: true, mocks: [preferenceMock(EMAIL)] });
    await openEditMode(user);

    const days = screen.getByRole('group', { name: 'Blocked days' });
    expect(within(days).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(days).getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    expect(within(days).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    expect(within(days).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByLabelText('End time')).toHaveValue('17:00');
    expect(screen.getByLabelText('Timezone')).toHaveValue('Europe/Berlin');
    expect(
      within(screen.getByLabelText('Timezone')).getByRole('option', { name: 'America/New_York' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Send as fast as possible' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Space out over the day' })).toBeDisabled();
    expect(screen.getByLabelText('Max emails per day')).toHaveValue(50);
    expect(screen.getByLabelText('Minutes between sends')).toHaveValue(10);
    expect(screen.getByLabelText('Max emails at a time')).toHaveValue(1);
    expect(
      screen.getByText(
        'Free Gmail accounts send at most 500 emails a day, paid Google Workspace accounts 2000.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(summaryValue('Sending days')).toBe('Mon–Fri');
  });

  it('requires a timezone and checks times and numbers with the shared messages', async () => {
    const { user } = renderApp(PATH, { signedIn: true, mocks: [preferenceMock(EMAIL)] });
    await openEditMode(user);

    await user.selectOptions(screen.getByLabelText('Timezone'), '');
    await user.clear(screen.getByLabelText('End time'));
    await user.type(screen.getByLabelText('End time'), '08:00');
    await user.clear(screen.getByLabelText('Max emails per day'));
    await user.type(screen.getByLabelText('Max emails per day'), '100000');
    await user.clear(screen.getByLabelText('Minutes between sends'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.timeZoneRequired)).toBeInTheDocument();
    expect(screen.getByText(M.endNotAfterStart)).toBeInTheDocument();
    expect(screen.getByText(M.maxPerDay)).toBeInTheDocument();
    expect(screen.getByText(M.minutesBetweenSends)).toBeInTheDocument();
    expect(screen.queryByText(M.updated)).not.toBeInTheDocument();
  });

  it('saves, confirms, and shows the saved preference in view mode', async () => {
    const saved = buildPreference({
      workDays: [0],
      workTime: { fromTime: 510, timeZone: 'America/New_York' },
      workLoadCapacity: { maxJobInSingleDay: 100 },
    });
    const { user } = renderApp(PATH, {
      signedIn: true,
      mocks: [
        preferenceMock(EMAIL),
        {
          request: {
            query: UpdateSendingPreferenceDocument,
            variables: {
              email: EMAIL,
              preference: {
                workDays: [0],
                workTime: { fromTime: 510, toTime: 1020, timeZone: 'America/New_York' },
                workLoadCapacity: {
                  strategy: 'send_as_fast_as_possible',
                  maxJobInSingleDay: 100,
                  minimumTimeBetweenJobBursts: 10,
                  maxJobInSingleBurst: 1,
                  minSecondsBetweenEmails: 0,
                  maxSecondsBetweenEmails: 0,
                  maxJobInSingleHour: 0,
                  rampUpStart: 0,
                  rampUpIncrement: 0,
                },
              },
            },
          },
          result: {
            data: {
              updateSendingPreference: { ...buildMailAccount(), sendingPreference: saved },
            },
          },
        },
      ],
    });
    await openEditMode(user);

    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.clear(screen.getByLabelText('Start time'));
    await user.type(screen.getByLabelText('Start time'), '08:30');
    await user.selectOptions(screen.getByLabelText('Timezone'), 'America/New_York');
    await user.clear(screen.getByLabelText('Max emails per day'));
    await user.type(screen.getByLabelText('Max emails per day'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(summaryValue('Sending days')).toBe('Mon–Sat');
    expect(summaryValue('Blocked days')).toBe('Sunday');
    expect(summaryValue('Sending hours')).toBe('08:30–17:00 (America/New_York)');
    expect(summaryValue('Max emails per day')).toBe('100');
  });
});
