import { type ComponentType, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../components/icon';
import { InboxUnreadBadge } from '../features/inbox/components/inbox-unread-badge';
import { PATHS } from './paths';
import { WEBHOOKS_PATH } from '../features/webhooks/webhooks-path';
import { AUDIT_PATH } from '../features/audit/audit-path';
import { WORKSPACE_SETTINGS_PATH } from '../features/guardrails/workspace-settings-path';

const COLLAPSED_KEY = 'outbound.sidebarCollapsed';

type Entry = { label: string; to: string; icon: IconName; end?: boolean; Badge?: ComponentType };

const CAMPAIGN_ENTRIES: Entry[] = [
  { label: 'Campaigns', to: PATHS.campaignAll, icon: 'campaigns' },
  { label: 'Leads', to: PATHS.campaignLeads, icon: 'leads' },
  { label: 'Inbox', to: PATHS.inbox, icon: 'inbox', Badge: InboxUnreadBadge },
  { label: 'Sending Calendar', to: PATHS.campaignCalendar, icon: 'calendar' },
];

const OTHER_ENTRIES: Entry[] = [
  { label: 'Contacts', to: PATHS.contacts, icon: 'contacts' },
  { label: 'Mail Accounts', to: PATHS.mailAccounts, icon: 'mail' },
  { label: 'Teammates', to: PATHS.teammates, icon: 'team' },
  { label: 'Unsubscribes', to: PATHS.unsubscribers, icon: 'unsubscribes' },
  { label: 'Do not contact', to: PATHS.doNotContact, icon: 'unsubscribes' },
  { label: 'Webhooks', to: WEBHOOKS_PATH, icon: 'campaigns' },
  { label: 'Audit log', to: AUDIT_PATH, icon: 'audit' },
  { label: 'Settings', to: WORKSPACE_SETTINGS_PATH, icon: 'audit' },
];

function SidebarLink({ entry, collapsed }: { entry: Entry; collapsed: boolean }) {
  return (
    <li>
      <NavLink
        to={entry.to}
        end={entry.end}
        className="sidebar__link"
        title={collapsed ? entry.label : undefined}
      >
        <Icon name={entry.icon} />
        <span className={collapsed ? 'visually-hidden' : 'sidebar__label'}>{entry.label}</span>
        {entry.Badge && <entry.Badge />}
      </NavLink>
    </li>
  );
}

function readCollapsed(): boolean {
  return localStorage.getItem(COLLAPSED_KEY) === 'true';
}

/** The collapsible navigation of the signed-in app (spec 01 §2). */
export function Sidebar() {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  };

  return (
    <aside className={collapsed ? 'sidebar sidebar--collapsed' : 'sidebar'}>
      <button
        type="button"
        className="sidebar__toggle"
        aria-label="Toggle sidebar"
        aria-expanded={!collapsed}
        aria-controls="sidebar-nav"
        onClick={toggle}
      >
        <Icon name="menu" />
      </button>
      <nav id="sidebar-nav" aria-label="Sidebar">
        <ul className="sidebar__list">
          <SidebarLink
            entry={{ label: 'Dashboard', to: PATHS.home, icon: 'dashboard', end: true }}
            collapsed={collapsed}
          />
          <li>
            <span
              className={collapsed ? 'visually-hidden' : 'sidebar__group'}
              id="sidebar-campaigns"
            >
              Campaigns
            </span>
            <ul className="sidebar__list" aria-labelledby="sidebar-campaigns">
              {CAMPAIGN_ENTRIES.map((entry) => (
                <SidebarLink key={entry.to} entry={entry} collapsed={collapsed} />
              ))}
            </ul>
          </li>
          {OTHER_ENTRIES.map((entry) => (
            <SidebarLink key={entry.to} entry={entry} collapsed={collapsed} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
