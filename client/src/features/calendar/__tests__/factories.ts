import { GraphQLError } from 'graphql';
import { SendingCalendarDocument, type SendingCalendarQuery } from '../../../generated/graphql';
import type { Answered } from '../../../test/mocked-answer';
import { shiftDate } from '../calendar-dates';

type Calendar = Answered<SendingCalendarQuery['sendingCalendar']>;
type Slot = Calendar['days'][number]['slots'][number];
type StepType = Omit<Slot['types'][number], '__typename'>;

/** A slot of the calendar answer; `types` default to one initial email of all its sends. */
export function buildSlot(slot: {
  startTime: string;
  campaignId: string;
  campaignName: string;
  totalSend: number;
  status?: 'sent' | 'planned';
  types?: StepType[];
}): Slot {
  const types = slot.types ?? [
    { name: 'Initial email', rule: 'First email', totalSend: slot.totalSend },
  ];
  return {
    __typename: 'CalendarSlot',
    status: 'planned',
    ...slot,
    types: types.map((type) => ({ __typename: 'CalendarStepType', ...type })),
  };
}

/**
 * A week of the calendar answer from Sunday `fromDate`: every date present, with the slots given
 * per date and each date's total their sum; legends list the campaigns of the slots.
 */
export function buildCalendar(
  fromDate: string,
  {
    email = 'sales@example.com',
    timeZone = 'America/New_York',
    slotsByDate = {},
  }: { email?: string; timeZone?: string; slotsByDate?: Record<string, Slot[]> } = {},
): Calendar {
  const dates = Array.from({ length: 7 }, (_, index) => shiftDate(fromDate, index));
  const campaigns = new Map<string, string>();
  for (const slot of Object.values(slotsByDate).flat()) {
    campaigns.set(slot.campaignId, slot.campaignName);
  }
  return {
    __typename: 'SendingCalendar',
    email,
    timeZone,
    fromDate,
    toDate: dates[6],
    legends: [...campaigns].map(([campaignId, name]) => ({
      __typename: 'CalendarLegend',
      campaignId,
      name,
      url: `/campaign/${campaignId}/overview`,
    })),
    days: dates.map((date) => {
      const slots = slotsByDate[date] ?? [];
      return {
        __typename: 'CalendarDay',
        date,
        totalCount: slots.reduce((sum, slot) => sum + slot.totalSend, 0),
        slots,
      };
    }),
  };
}

/** The calendar query for `email` (and `date` when given), answered with `calendar`. */
export function calendarMock(email: string, date: string | undefined, calendar: Calendar) {
  return {
    request: { query: SendingCalendarDocument, variables: date ? { email, date } : { email } },
    result: { data: { sendingCalendar: calendar } },
  };
}

/**
 * The calendar query for `email` (and `date` when given) failing as the server does, with
 * `message`, `code` and `status`.
 */
export function calendarFailureMock(
  email: string,
  date: string | undefined,
  { message, code, status }: { message: string; code: string; status: number },
) {
  return {
    request: { query: SendingCalendarDocument, variables: date ? { email, date } : { email } },
    result: { errors: [new GraphQLError(message, { extensions: { code, status } })] },
  };
}
