import { Link } from 'react-router-dom';
import { sendingCalendarPath } from '../../../app/paths';
import { Icon } from '../../../components/icon';
import type {
  MailAccountFieldsFragment,
  MailboxHealthFieldsFragment,
} from '../../../generated/graphql';
import { AccountActionsMenu } from './account-actions-menu';
import { AccountStatus } from './account-status';
import { MailboxHealth } from './mailbox-health';

/** Decorative; the button's label names the action. */
function PencilIcon() {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
    </svg>
  );
}

const TYPE_LABELS: Record<string, string> = { google: 'Google', smtp: 'SMTP' };

type MailAccountTableProps = {
  accounts: (MailAccountFieldsFragment & Partial<MailboxHealthFieldsFragment>)[];
  onEditProfile: (account: MailAccountFieldsFragment) => void;
  onDelete: (account: MailAccountFieldsFragment) => void;
  onCheckWarmup: (account: MailAccountFieldsFragment) => void;
};

export function MailAccountTable({
  accounts,
  onEditProfile,
  onDelete,
  onCheckWarmup,
}: MailAccountTableProps) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Type</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Calendar and actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account.id}>
            <td>
              <span className="account-name">
                {account.name}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Edit profile of ${account.email}`}
                  title="Edit profile"
                  onClick={() => onEditProfile(account)}
                >
                  <PencilIcon />
                </button>
              </span>
            </td>
            <td>{account.email}</td>
            <td>{TYPE_LABELS[account.type] ?? account.type}</td>
            <td>
              <AccountStatus account={account} />
              <MailboxHealth
                email={account.email}
                status={account.status}
                health={account.health}
              />
            </td>
            <td>
              <span className="row-actions">
                <Link
                  to={sendingCalendarPath(account.email)}
                  className="icon-button"
                  aria-label={`Sending calendar of ${account.email}`}
                  title="Sending calendar"
                >
                  <Icon name="calendar" />
                </Link>
                <AccountActionsMenu
                  account={account}
                  onDelete={onDelete}
                  onCheckWarmup={onCheckWarmup}
                />
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
