import { Link, NavLink } from 'react-router-dom';
import { AccountMenu } from './account-menu';
import { PATHS } from './paths';
import type { SessionUser } from './session';

/** The top bar, shown only to signed-in users. */
export function Header({ user }: { user: SessionUser | null }) {
  return (
    <header className="header">
      <Link to={PATHS.home} className="header__brand">
        Outbound
      </Link>
      <nav className="header__nav" aria-label="Main">
        <NavLink to={PATHS.home} end>
          Home
        </NavLink>
        <NavLink to={PATHS.campaignAll}>Campaigns</NavLink>
      </nav>
      <div className="header__account">
        {user?.name && <span className="header__user">{user.name}</span>}
        <AccountMenu />
      </div>
    </header>
  );
}
