import type { FastifyInstance } from 'fastify';
import { requireRestCaller } from '../../http/rest';

type Body = Record<string, unknown> | undefined;

/** `POST /v1/mailAccount/calendar` (spec 02 §7): `email`, `to_date` → the week's calendar. */
export async function sendingCalendarRoutes(app: FastifyInstance): Promise<void> {
  const { sendingCalendar } = app.services;

  app.post<{ Body: Body }>('/v1/mailAccount/calendar', async (request) => {
    const body = request.body ?? {};
    const email = typeof body.email === 'string' ? body.email : '';
    const calendar = await sendingCalendar.week(requireRestCaller(request), email, body.to_date);
    const { campaign, ...data } = calendar;
    return { campaign, data };
  });
}
