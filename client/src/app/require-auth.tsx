import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from './paths';
import { useSignedIn } from './session';

/** Routes below this one need stored user info; without it the user is sent to sign in. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
