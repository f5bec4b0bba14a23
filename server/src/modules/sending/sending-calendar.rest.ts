import type { FastifyInstance } from 'fastify';
import { legacy } from '../../http/legacy-fields';
import { requireRestCaller } from '../../http/rest';
import type { CalendarWeekCommand, SendingCalendar } from './sending-calendar.service';
import { documented, legacyBody, str } from '../../http/openapi/declare';
import { minRole } from '../../http/roles';

type Body = Record<string, unknown> | undefined;

const calendarWeekCommand = legacy<CalendarWeekCommand>({ email: ['email'], date: ['to_date'] });

/** Spec 02 §3 "Calendar data": the campaigns' names by id beside the week, dates as keys. */
export function calendarJson(calendar: SendingCalendar) {
  return {
    campaign: Object.fromEntries(
      calendar.campaigns.map((campaign) => [campaign.id, campaign.name]),
    ),
    data: {
      email: calendar.email,
      time_zone: calendar.timeZone,
      from_date: calendar.fromDate,
      to_date: calendar.toDate,
      legends: calendar.campaigns.map((campaign) => ({
        campaign_id: campaign.id,
        name: campaign.name,
        url: campaign.url,
      })),
      data: Object.fromEntries(
        calendar.days.map((day) => [
          day.date,
          {
            total_count: day.totalCount,
            slots: day.slots.map((slot) => ({
              start_time: slot.startTime.toISOString(),
              total_send: slot.totalSend,
              campaign: slot.campaignId,
              status: slot.status,
              types: slot.steps.map((step) => ({
                name: step.name,
                rule: step.rule,
                total_send: step.totalSend,
              })),
            })),
          },
        ]),
      ),
    },
  };
}

/** The routes' entries in the API document (`http/openapi/`): role, input, answer. */
const api = {
  /** POST /v1/mailAccount/calendar */
  calendar: documented(minRole.viewer, {
    summary: 'A mailbox’s sending calendar for a week.',
    body: legacyBody(calendarWeekCommand, { email: str, date: str }),
  }),
};

/** `POST /v1/mailAccount/calendar` (spec 02 §7): `email`, `to_date` → the week's calendar. */
export async function sendingCalendarRoutes(app: FastifyInstance): Promise<void> {
  const { sendingCalendar } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/calendar', api.calendar, async (request) => {
    const command = calendarWeekCommand(request.body ?? {});
    // The body is unchecked: an address that is not a string names no mailbox.
    const email: unknown = command.email;
    const calendar = await sendingCalendar.week(requireRestCaller(request), {
      email: typeof email === 'string' ? email : '',
      date: command.date,
    });
    return calendarJson(calendar);
  });
}
