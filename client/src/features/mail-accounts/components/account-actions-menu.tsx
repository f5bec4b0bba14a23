import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { Link } from 'react-router-dom';
import { useDropdown } from '../../../components/use-dropdown';
import { googleSmtpPath, sendingPreferencesPath, smtpAccountEditPath } from '../../../app/paths';
import { showSuccess } from '../../../components/toast';
import {
  type MailAccountFieldsFragment,
  useSetMailAccountEnabledMutation,
} from '../../../generated/graphql';
import { useGoogleSignIn } from '../google-sign-in';

type AccountActionsMenuProps = {
  account: MailAccountFieldsFragment;
  onDelete: (account: MailAccountFieldsFragment) => void;
  onCheckWarmup: (account: MailAccountFieldsFragment) => void;
};

/** The per-account menu of the mail-account list (spec 02 §2). */
export function AccountActionsMenu({ account, onDelete, onCheckWarmup }: AccountActionsMenuProps) {
  const { open, setOpen, menuId, containerRef } = useDropdown();
  const [setEnabled, { loading: switching }] = useSetMailAccountEnabledMutation();
  const disabled = account.status === 'inactive';
  const [signInAgain, signingIn] = useGoogleSignIn();

  const toggleEnabled = async () => {
    setOpen(false);
    try {
      // The answer carries the account's new status, which updates the list through the cache.
      await setEnabled({ variables: { email: account.email, enabled: disabled } });
    } catch {
      return; // Reported by the global error handling.
    }
    showSuccess(disabled ? MAIL_ACCOUNT_MESSAGES.enabled : MAIL_ACCOUNT_MESSAGES.disabled);
  };

  return (
    <div className="row-menu" ref={containerRef}>
      <button
        type="button"
        className="row-menu__button"
        aria-label={`Actions for ${account.email}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        ⋯
      </button>
      {open && (
        <ul className="row-menu__list" id={menuId}>
          {account.type === 'google' ? (
            <>
              <li>
                <button
                  type="button"
                  disabled={signingIn}
                  onClick={() => void signInAgain({ email: account.email, name: account.name })}
                >
                  Reconnect
                </button>
              </li>
              <li>
                <Link to={googleSmtpPath(account.id, account.hasSmtp ? 'edit' : 'add')}>
                  {account.hasSmtp ? 'Edit SMTP' : 'Add SMTP'}
                </Link>
              </li>
            </>
          ) : (
            <li>
              <Link to={smtpAccountEditPath(account.email)}>Edit connection</Link>
            </li>
          )}
          <li>
            <button type="button" disabled={switching} onClick={() => void toggleEnabled()}>
              {disabled ? 'Enable' : 'Disable'}
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onCheckWarmup(account);
              }}
            >
              Check Warmup
            </button>
          </li>
          <li>
            <Link to={sendingPreferencesPath(account.email)}>Sending preferences</Link>
          </li>
          <li>
            <button
              type="button"
              className="row-menu__danger"
              onClick={() => {
                setOpen(false);
                onDelete(account);
              }}
            >
              Delete
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
