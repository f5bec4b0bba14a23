import { Link } from 'react-router-dom';
import { googleReconnectPath, smtpAccountEditPath } from '../../../app/paths';
import type { MailAccountFieldsFragment } from '../../../generated/graphql';

/**
 * An account's status (spec 02 §4): a Disabled badge for an inactive account, and for a stopped
 * one a warning that it must be connected again.
 */
export function AccountStatus({ account }: { account: MailAccountFieldsFragment }) {
  if (account.status === 'inactive') {
    return <span className="badge badge--muted">Disabled</span>;
  }
  if (account.status === 'stopped') {
    const reconnectPath =
      account.type === 'google'
        ? googleReconnectPath(account.email, account.name)
        : smtpAccountEditPath(account.email);
    return (
      <p className="account-warning">
        Sending has stopped: please reconnect (re-authenticate) this account.{' '}
        <Link to={reconnectPath} aria-label={`Reconnect ${account.email}`}>
          Reconnect
        </Link>
      </p>
    );
  }
  return <span className="badge badge--success">Active</span>;
}
