import type { ReactNode } from 'react';
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { PATHS, sendingCalendarPath } from '../../app/paths';
import { useMailAccountsQuery, useSendingCalendarQuery } from '../../generated/graphql';
import { formatWeekRange, shiftDate, todayInZone } from './calendar-dates';
import { campaignColors } from './campaign-colors';
import { AccountSelect } from './components/account-select';
import { CalendarLegend } from './components/calendar-legend';
import { WeekGrid } from './components/week-grid';
import { WeekNavigation } from './components/week-navigation';
import './calendar.css';

const TITLE = 'Sending calendar';

/** A yyyy-MM-dd that is a real date: only such a date can be moved by a week. */
function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function Loading() {
  return (
    <p className="loader" role="status">
      Loading…
    </p>
  );
}

/** The page's title row, with whatever the screen puts next to it. */
function CalendarHeader({ intro, actions }: { intro?: string; actions?: ReactNode }) {
  return (
    <div className="page__header">
      <div>
        <h1>{TITLE}</h1>
        {intro && <p className="page__intro">{intro}</p>}
      </div>
      {actions && <div className="page__actions">{actions}</div>}
    </div>
  );
}

/**
 * `/campaign/calendar` without an email: goes on to the first mail account's calendar (spec 02
 * §2), keeping a chosen week; a workspace without accounts is told how to add one.
 */
function FirstAccountRedirect() {
  const { search } = useLocation();
  const { data, loading, error } = useMailAccountsQuery();
  const first = data?.mailAccounts[0];
  if (first) return <Navigate replace to={`${sendingCalendarPath(first.email)}${search}`} />;
  return (
    <div className="page">
      <CalendarHeader />
      <section className="card">
        {loading && <Loading />}
        {error && <p className="empty">{error.message}</p>}
        {data && (
          <p className="empty">
            There are no mail accounts yet.{' '}
            <Link to={PATHS.mailAccountCreate}>Add a mail account</Link> to plan its sends.
          </p>
        )}
      </section>
    </div>
  );
}

/**
 * One mail account's week of sends. The week is the `date` search parameter (any date of it;
 * absent: the current week), so reload and back keep it.
 */
function AccountCalendar({ email }: { email: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const date = searchParams.get('date');
  const accounts = useMailAccountsQuery();
  const { data, loading, error } = useSendingCalendarQuery({
    variables: { email, date: date ?? undefined },
    // Sends move from planned to sent all day, so every week shown is asked for afresh. It also
    // keeps a cached week from answering synchronously while the router renders the new URL as a
    // transition: that interrupts the transition, and the page would flip between the two weeks.
    fetchPolicy: 'network-only',
  });
  const calendar = data?.sendingCalendar;

  const shownWeek = calendar?.fromDate ?? (date && isCalendarDate(date) ? date : null);
  const today = calendar ? todayInZone(calendar.timeZone) : null;
  const showingThisWeek =
    calendar && today ? calendar.fromDate <= today && today <= calendar.toDate : !date;
  const showWeek = (wanted: string | null) => setSearchParams(wanted ? { date: wanted } : {});

  const colors = campaignColors([
    ...(calendar?.legends.map((legend) => legend.campaignId) ?? []),
    ...(calendar?.days.flatMap((day) => day.slots.map((slot) => slot.campaignId)) ?? []),
  ]);
  const emptyWeek = calendar?.days.every((day) => day.slots.length === 0);

  return (
    <div className="page calendar">
      <CalendarHeader
        intro={calendar ? `Times in ${calendar.timeZone}` : undefined}
        actions={
          accounts.data && (
            <AccountSelect
              accounts={accounts.data.mailAccounts}
              email={email}
              onChange={(chosen) => navigate(`${sendingCalendarPath(chosen)}${search}`)}
            />
          )
        }
      />
      <div className="calendar-toolbar">
        <WeekNavigation
          previousDate={shownWeek && shiftDate(shownWeek, -7)}
          nextDate={shownWeek && shiftDate(shownWeek, 7)}
          showingThisWeek={showingThisWeek}
          onShow={showWeek}
        />
        {calendar && (
          <p className="calendar-toolbar__range">
            {formatWeekRange(calendar.fromDate, calendar.toDate)}
          </p>
        )}
      </div>
      <section className="card calendar__card">
        {loading && !calendar && <Loading />}
        {error && !calendar && <p className="empty">{error.message}</p>}
        {calendar && (
          <>
            {emptyWeek ? (
              <p className="empty calendar__empty">No sends planned this week.</p>
            ) : (
              <CalendarLegend legends={calendar.legends} colors={colors} />
            )}
            <WeekGrid calendar={calendar} colors={colors} today={today} />
          </>
        )}
      </section>
    </div>
  );
}

/**
 * `/campaign/calendar/{encoded email}`: the sending calendar of a mail account, one week from
 * Sunday to Saturday, sends made and planned (spec 02 §2, §3 "Calendar data").
 */
export function CalendarPage() {
  const { email } = useParams<{ email: string }>();
  if (!email) return <FirstAccountRedirect />;
  // Another account's calendar starts afresh (its own week, loading state and errors).
  return <AccountCalendar key={email} email={email} />;
}
