import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { currentPath, renderApp } from '../../../test/render-app';
import { buildMailAccount, mailAccountsMock } from '../../mail-accounts/__tests__/factories';
import { buildCalendar, buildSlot, calendarFailureMock, calendarMock } from './factories';

const EMAIL = 'sales@example.com';
const PATH = '/campaign/calendar/sales%40example.com';
const SALES = buildMailAccount();
const SUPPORT = buildMailAccount({ id: 'acc-2', email: 'support@example.com', name: 'Support' });

const LAUNCH = { campaignId: 'c-1', campaignName: 'Spring launch' };
const NURTURE = { campaignId: 'c-2', campaignName: 'Nurture' };

/**
 * The week of Sunday Nov 22, 2026 in New York (UTC-5). The 22:30 slot of Sunday is Monday 03:30
 * in UTC: it belongs under Sunday. Sunday's slots come in reverse time order.
 */
const WEEK = buildCalendar('2026-11-22', {
  slotsByDate: {
    '2026-11-22': [
      buildSlot({ ...LAUNCH, startTime: '2026-11-23T03:30:00.000Z', totalSend: 4 }),
      buildSlot({
        ...NURTURE,
        startTime: '2026-11-22T14:00:00.000Z',
        totalSend: 5,
        status: 'sent',
        types: [
          { name: 'Initial email', rule: 'First email', totalSend: 3 },
          { name: 'Follow-up 1', rule: '3 days after email 1', totalSend: 2 },
        ],
      }),
    ],
    '2026-11-24': [buildSlot({ ...LAUNCH, startTime: '2026-11-24T15:15:00.000Z', totalSend: 1 })],
  },
});

const NEXT_WEEK = buildCalendar('2026-11-29');
const PREVIOUS_WEEK = buildCalendar('2026-11-15');

const DAY_NAME = /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, /;

function dayColumns() {
  return screen.getAllByRole('region').filter((region) => DAY_NAME.test(region.ariaLabel ?? ''));
}

function day(name: string) {
  return screen.getByRole('region', { name });
}

/** A date's total as shown: a count or a dash. */
function totalOf(name: string) {
  return within(day(name)).getByText('Total').nextElementSibling?.textContent;
}

/** A date's slots, top to bottom, each as the texts it shows. */
function slotsOf(name: string): HTMLElement[] {
  const list = within(day(name)).queryAllByRole('list')[0];
  return list ? (Array.from(list.children) as HTMLElement[]) : [];
}

function textsOf(slot: HTMLElement): string[] {
  return Array.from(slot.querySelectorAll('*'))
    .filter((element) => element.children.length === 0)
    .map((element) => element.textContent ?? '');
}

/** The app at `path`, signed in, with the given GraphQL answers. */
function renderCalendar(path: string, mocks: ReadonlyArray<MockedResponse>) {
  return renderApp(path, { signedIn: true, mocks });
}

/** Mocks only Date, so that "today" is a day of the week shown; timers stay real. */
function todayIs(instant: string) {
  jest.useFakeTimers({
    now: new Date(instant),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('Sending calendar page', () => {
  it('shows the week Sunday to Saturday, with totals and slots on the mailbox clocks', async () => {
    todayIs('2026-11-24T17:00:00.000Z');
    renderCalendar(PATH, [
      mailAccountsMock([SALES, SUPPORT]),
      calendarMock(EMAIL, undefined, WEEK),
    ]);

    expect(screen.getByRole('heading', { name: 'Sending calendar' })).toBeInTheDocument();
    expect(await screen.findByText('Nov 22 – Nov 28, 2026')).toBeInTheDocument();
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();
    expect(dayColumns().map((column) => column.ariaLabel)).toEqual([
      'Sunday, Nov 22',
      'Monday, Nov 23',
      'Tuesday, Nov 24',
      'Wednesday, Nov 25',
      'Thursday, Nov 26',
      'Friday, Nov 27',
      'Saturday, Nov 28',
    ]);

    expect(totalOf('Sunday, Nov 22')).toBe('9');
    expect(slotsOf('Sunday, Nov 22').map(textsOf)).toEqual([
      ['09:00', 'Sent', 'Nurture', '5 emails', 'Initial email (3)', 'Follow-up 1 (2)'],
      ['22:30', 'Planned', 'Spring launch', '4 emails', 'Initial email'],
    ]);
    expect(totalOf('Monday, Nov 23')).toBe('-');
    expect(slotsOf('Monday, Nov 23')).toHaveLength(0);
    expect(totalOf('Tuesday, Nov 24')).toBe('1');
    expect(slotsOf('Tuesday, Nov 24').map(textsOf)).toEqual([
      ['10:15', 'Planned', 'Spring launch', '1 email', 'Initial email'],
    ]);

    // The step's rule is its tooltip; today (in New York) is marked.
    const [sent] = slotsOf('Sunday, Nov 22');
    expect(within(sent).getByText('Follow-up 1 (2)')).toHaveAttribute(
      'title',
      '3 days after email 1',
    );
    expect(day('Tuesday, Nov 24')).toHaveAttribute('aria-current', 'date');
    expect(day('Monday, Nov 23')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
  });

  it('tells sent from planned sends', async () => {
    renderCalendar(PATH, [mailAccountsMock([SALES]), calendarMock(EMAIL, undefined, WEEK)]);
    await screen.findByText('Nov 22 – Nov 28, 2026');

    const [sent, planned] = slotsOf('Sunday, Nov 22');
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).queryByText('Planned')).not.toBeInTheDocument();
    expect(sent).toHaveClass('calendar-slot--sent');
    expect(within(planned).getByText('Planned')).toBeInTheDocument();
    expect(within(planned).queryByText('Sent')).not.toBeInTheDocument();
    expect(planned).toHaveClass('calendar-slot--planned');
  });

  it("links the legend to each campaign's overview, in the colors of its slots", async () => {
    renderCalendar(PATH, [mailAccountsMock([SALES]), calendarMock(EMAIL, undefined, WEEK)]);
    const legend = await screen.findByRole('list', { name: 'Campaigns this week' });

    const links = within(legend).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Spring launch', '/campaign/c-1/overview'],
      ['Nurture', '/campaign/c-2/overview'],
    ]);
    const colorOf = (element: HTMLElement | null) =>
      element?.style.getPropertyValue('--campaign-color');
    const [launchEntry, nurtureEntry] = links.map((link) => link.closest('li'));
    const [sent, planned] = slotsOf('Sunday, Nov 22');
    expect(colorOf(launchEntry)).toBeTruthy();
    expect(colorOf(launchEntry)).not.toBe(colorOf(nurtureEntry));
    expect(colorOf(planned)).toBe(colorOf(launchEntry));
    expect(colorOf(sent)).toBe(colorOf(nurtureEntry));
    expect(colorOf(slotsOf('Tuesday, Nov 24')[0])).toBe(colorOf(launchEntry));
  });

  it('asks for the previous and next weeks, keeps the week in the URL, and returns to this week', async () => {
    // The current week is another one: "This week" is on.
    todayIs('2026-12-10T17:00:00.000Z');
    const { user, router } = renderCalendar(PATH, [
      mailAccountsMock([SALES]),
      calendarMock(EMAIL, undefined, WEEK),
      calendarMock(EMAIL, '2026-11-29', NEXT_WEEK),
      calendarMock(EMAIL, '2026-11-22', WEEK),
      calendarMock(EMAIL, '2026-11-15', PREVIOUS_WEEK),
      calendarMock(EMAIL, undefined, WEEK),
    ]);
    await screen.findByText('Nov 22 – Nov 28, 2026');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Nov 29 – Dec 5, 2026')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`${PATH}?date=2026-11-29`);
    expect(await screen.findByText('No sends planned this week.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Campaigns this week' })).not.toBeInTheDocument();
    expect(dayColumns()).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Nov 22 – Nov 28, 2026')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`${PATH}?date=2026-11-22`);

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Nov 15 – Nov 21, 2026')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`${PATH}?date=2026-11-15`);

    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(currentPath(router)).toBe(PATH);
    expect(await screen.findByText('Nov 22 – Nov 28, 2026')).toBeInTheDocument();
  });

  it('goes back to a week it showed before, once (the browser Back button)', async () => {
    const weekAnswers = jest.fn(() => ({ data: { sendingCalendar: WEEK } }));
    const { user, router } = renderCalendar(`${PATH}?date=2026-11-22`, [
      mailAccountsMock([SALES]),
      { ...calendarMock(EMAIL, '2026-11-22', WEEK), result: weekAnswers, maxUsageCount: 2 },
      calendarMock(EMAIL, '2026-11-29', NEXT_WEEK),
    ]);
    await screen.findByText('Nov 22 – Nov 28, 2026');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByText('Nov 29 – Dec 5, 2026');

    // Back renders as a React transition, as in a browser (outside of act): a week whose answer
    // is cached must not set the page flipping between the two weeks, asking for each again.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await router.navigate(-1);
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(await screen.findByText('Nov 22 – Nov 28, 2026')).toBeInTheDocument();
    await waitFor(() => expect(weekAnswers).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(currentPath(router)).toBe(`${PATH}?date=2026-11-22`);
    expect(screen.queryByText('Nov 29 – Dec 5, 2026')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("switches to another account's calendar, for the same week", async () => {
    const supportWeek = buildCalendar('2026-11-22', {
      email: SUPPORT.email,
      timeZone: 'Europe/Berlin',
    });
    const { user, router } = renderCalendar(`${PATH}?date=2026-11-25`, [
      mailAccountsMock([SALES, SUPPORT]),
      calendarMock(EMAIL, '2026-11-25', WEEK),
      calendarMock(SUPPORT.email, '2026-11-25', supportWeek),
    ]);
    await screen.findByText('Nov 22 – Nov 28, 2026');
    const select = screen.getByRole('combobox', { name: 'Mail account' });
    expect(select).toHaveValue(EMAIL);

    await user.selectOptions(select, SUPPORT.email);
    expect(await screen.findByText('Times in Europe/Berlin')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/campaign/calendar/support%40example.com?date=2026-11-25');
    expect(screen.getByRole('combobox', { name: 'Mail account' })).toHaveValue(SUPPORT.email);
  });

  it("goes to the first mail account's calendar when the URL has no email", async () => {
    const { router } = renderCalendar('/campaign/calendar', [
      mailAccountsMock([SALES, SUPPORT]),
      calendarMock(EMAIL, undefined, WEEK),
    ]);
    expect(await screen.findByText('Nov 22 – Nov 28, 2026')).toBeInTheDocument();
    expect(currentPath(router)).toBe(PATH);
    expect(screen.getByRole('combobox', { name: 'Mail account' })).toHaveValue(EMAIL);
  });

  it('offers to add a mail account when there is none', async () => {
    const { router } = renderCalendar('/campaign/calendar', [mailAccountsMock([])]);
    expect(await screen.findByText(/There are no mail accounts yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a mail account' })).toHaveAttribute(
      'href',
      '/mail-accounts/create',
    );
    expect(currentPath(router)).toBe('/campaign/calendar');
  });

  it('says so when the mail account does not exist', async () => {
    const unknown = 'gone@example.com';
    renderCalendar('/campaign/calendar/gone%40example.com', [
      mailAccountsMock([SALES]),
      calendarFailureMock(unknown, undefined, {
        message: MAIL_ACCOUNT_MESSAGES.notFound,
        code: 'NOT_FOUND',
        status: 404,
      }),
    ]);
    expect(
      await screen.findByText(MAIL_ACCOUNT_MESSAGES.notFound, { selector: '.empty' }),
    ).toBeInTheDocument();
    expect(dayColumns()).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Mail account' })).toHaveValue(unknown);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  it("shows the server's reason for a week too far ahead, and This week goes back", async () => {
    const tooFar = 'Bad Request. The sending calendar shows at most 12 weeks ahead.';
    const { user, router } = renderCalendar(`${PATH}?date=2027-06-01`, [
      mailAccountsMock([SALES]),
      calendarFailureMock(EMAIL, '2027-06-01', {
        message: tooFar,
        code: 'BAD_REQUEST',
        status: 400,
      }),
      calendarMock(EMAIL, undefined, WEEK),
    ]);
    expect(await screen.findByText(tooFar, { selector: '.empty' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(tooFar);
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByText('Nov 22 – Nov 28, 2026')).toBeInTheDocument();
    expect(currentPath(router)).toBe(PATH);
  });
});
