import { Link } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import { Dialog } from '../../../components/dialog';

/** Shown by "Add Google Account" while this server has no Google sign-in configured. */
export function GoogleAccountDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Google sign-in is not configured" onClose={onClose}>
      <p className="dialog__text">
        Google accounts are connected by signing in with Google, which this server is not set up for
        yet. The administrator must configure Google OAuth credentials (a client ID and client
        secret) on the server first.
      </p>
      <p className="dialog__text">
        Until then you can connect a Google Workspace or Gmail account as an SMTP account, with an
        app password.
      </p>
      <div className="form__actions">
        <Link to={PATHS.mailAccountCreate} className="button button--primary">
          Add SMTP Account instead
        </Link>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
