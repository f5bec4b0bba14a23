import { Link } from 'react-router-dom';
import {
  PATHS,
  googleReconnectPath,
  sendingCalendarPath,
  sendingPreferencesPath,
  smtpAccountEditPath,
} from '../../../app/paths';
import type { DashboardQuery } from '../../../generated/graphql';
import { useRoleAtLeast } from '../../../hooks/use-role-at-least';
import { DASHBOARD_TEXTS } from '../dashboard-texts';

type Dashboard = DashboardQuery['dashboard'];
type Attention = Dashboard['attention'][number];

/** Where a login is fixed: Google signs in again, an SMTP mailbox edits its connection. */
function reconnect(item: Attention): { to: string; label: string } {
  return item.type === 'google'
    ? { to: googleReconnectPath(item.email, item.name), label: 'Reconnect' }
    : { to: smtpAccountEditPath(item.email), label: 'Edit connection' };
}

/** The page that fixes a reason, and the link's words. */
export function fixOf(item: Attention): { to: string; label: string } {
  switch (item.reason) {
    case 'disabled':
      return { to: PATHS.mailAccounts, label: 'Enable it in Mail Accounts' };
    case 'paused':
      return { to: PATHS.mailAccounts, label: 'Resume it in Mail Accounts' };
    case 'bounce_rate':
      return { to: sendingPreferencesPath(item.email), label: 'Review sending preferences' };
    default:
      return reconnect(item);
  }
}

/**
 * Mailboxes that need attention, each with why and a link to where it is fixed; every fix is an
 * admin's (the server refuses the others), so a member or viewer is told so instead of a link.
 */
export function AttentionList({ attention }: Pick<Dashboard, 'attention'>) {
  const canFix = useRoleAtLeast('admin');
  return (
    <section className="card" aria-labelledby="dashboard-attention">
      <h2 id="dashboard-attention" className="card__title">
        {DASHBOARD_TEXTS.attention}
      </h2>
      {attention.length === 0 ? (
        <p className="empty">{DASHBOARD_TEXTS.allHealthy}</p>
      ) : (
        <ul className="dashboard-list">
          {attention.map((item) => {
            const fix = fixOf(item);
            return (
              <li key={`${item.mailboxId}:${item.reason}`} className="dashboard-list__item">
                <span>
                  <strong>{item.email}</strong> — {item.detail}
                </span>
                {canFix ? (
                  <Link to={fix.to} aria-label={`${fix.label}: ${item.email}`}>
                    {fix.label}
                  </Link>
                ) : (
                  <span className="empty">{DASHBOARD_TEXTS.adminFixes}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Today's sends made and planned per mailbox, each linking to its sending calendar. */
export function MailboxesToday({ mailboxesToday }: Pick<Dashboard, 'mailboxesToday'>) {
  return (
    <section className="card" aria-labelledby="dashboard-today">
      <h2 id="dashboard-today" className="card__title">
        {DASHBOARD_TEXTS.today}
      </h2>
      {mailboxesToday.length === 0 ? (
        <p className="empty">{DASHBOARD_TEXTS.noMailboxToday}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Mailbox</th>
              <th scope="col">Sent today</th>
              <th scope="col">Planned</th>
            </tr>
          </thead>
          <tbody>
            {mailboxesToday.map((mailbox) => (
              <tr key={mailbox.mailboxId}>
                <td>
                  <Link
                    to={sendingCalendarPath(mailbox.email)}
                    title={`${mailbox.date} in ${mailbox.timeZone}`}
                  >
                    {mailbox.email}
                  </Link>
                </td>
                <td>{mailbox.made}</td>
                <td>{mailbox.paused ? DASHBOARD_TEXTS.pausedToday : mailbox.planned}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
