import { Link } from 'react-router-dom';
import { useDropdown } from '../components/use-dropdown';
import { PATHS } from './paths';

/** The header's Account button and its menu (Reset Password, Logout). */
export function AccountMenu() {
  const { open, setOpen, menuId, containerRef } = useDropdown();

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        type="button"
        className="account-menu__button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Account
      </button>
      {open && (
        <ul className="account-menu__list" id={menuId}>
          <li>
            <Link to={PATHS.resetPassword} onClick={() => setOpen(false)}>
              Reset Password
            </Link>
          </li>
          <li>
            <Link to={PATHS.logout} onClick={() => setOpen(false)}>
              Logout
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
