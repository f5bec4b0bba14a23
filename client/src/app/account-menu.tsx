import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from './paths';

/** The header's Account button and its menu (Reset Password, Logout). */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

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
