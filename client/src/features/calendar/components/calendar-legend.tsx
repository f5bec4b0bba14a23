import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { SendingCalendarQuery } from '../../../generated/graphql';

type Legend = SendingCalendarQuery['sendingCalendar']['legends'][number];

/** The week's campaigns in their slot colors, each linking to its overview (spec 02 §2). */
export function CalendarLegend({
  legends,
  colors,
}: {
  legends: ReadonlyArray<Legend>;
  colors: ReadonlyMap<string, string>;
}) {
  return (
    <ul className="calendar-legend" aria-label="Campaigns this week">
      {legends.map((legend) => (
        <li
          key={legend.campaignId}
          className="calendar-legend__item"
          style={{ '--campaign-color': colors.get(legend.campaignId) } as CSSProperties}
        >
          <span className="calendar-legend__swatch" aria-hidden="true" />
          <Link to={legend.url}>{legend.name}</Link>
        </li>
      ))}
    </ul>
  );
}
