/**
 * Previous week / This week / Next week. `onShow` gets a date of the wanted week, or null for the
 * current week; a neighbouring week's button is off while the week shown is not known.
 */
export function WeekNavigation({
  previousDate,
  nextDate,
  showingThisWeek,
  onShow,
}: {
  previousDate: string | null;
  nextDate: string | null;
  showingThisWeek: boolean;
  onShow: (date: string | null) => void;
}) {
  return (
    <div className="calendar-nav" role="group" aria-label="Week">
      <button
        type="button"
        className="button"
        disabled={!previousDate}
        onClick={() => onShow(previousDate)}
      >
        Previous week
      </button>
      <button
        type="button"
        className="button"
        disabled={showingThisWeek}
        onClick={() => onShow(null)}
      >
        This week
      </button>
      <button
        type="button"
        className="button"
        disabled={!nextDate}
        onClick={() => onShow(nextDate)}
      >
        Next week
      </button>
    </div>
  );
}
