import { NavLink } from 'react-router-dom';
import { campaignTabPath } from '../../../app/paths';

/** The four tabs of the detail pages, in order (spec 01 §2). */
export const DETAIL_TABS = [
  { tab: 'overview', label: 'Overview' },
  { tab: 'sequence', label: 'Sequence' },
  { tab: 'recipients', label: 'Recipients' },
  { tab: 'settings', label: 'Settings' },
] as const;

export type DetailTab = (typeof DETAIL_TABS)[number]['tab'];

/** The detail pages' tabs, as links: each tab is its own route. */
export function DetailTabs({ campaignId }: { campaignId: string }) {
  return (
    <nav className="tabs campaign-detail__tabs" aria-label="Campaign pages">
      {DETAIL_TABS.map(({ tab, label }) => (
        <NavLink
          key={tab}
          to={campaignTabPath(campaignId, tab)}
          className={({ isActive }) => (isActive ? 'tabs__tab tabs__tab--current' : 'tabs__tab')}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
