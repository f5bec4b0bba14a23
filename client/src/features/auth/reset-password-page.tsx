import { Form, Formik } from 'formik';
import { useState } from 'react';
import { MESSAGES, changePasswordSchema, resetPasswordSchema } from '@outbound/common';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { loginPathFor, PATHS } from '../../app/paths';
import { clearSession, isSignedIn } from '../../app/session';
import { TextField } from '../../components/text-field';
import { showSuccess } from '../../components/toast';
import { useResetPasswordMutation } from '../../generated/graphql';
import { AuthCard } from './components/auth-card';

const INITIAL_VALUES = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * With a token (from a reset or invite email) it sets that account's password; without one it
 * changes the signed-in user's password, which first asks for the current one.
 */
export function ResetPasswordPage() {
  const { token } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Decided once on arrival: the session is cleared on success, which must not redirect here.
  const [needsSignIn] = useState(() => !token && !isSignedIn());
  const [resetPassword] = useResetPasswordMutation();

  if (needsSignIn) return <Navigate to={loginPathFor(location.pathname)} replace />;

  return (
    <AuthCard title="Reset Password">
      <Formik
        initialValues={INITIAL_VALUES}
        validationSchema={token ? resetPasswordSchema : changePasswordSchema}
        onSubmit={async (values) => {
          const variables = token
            ? { token, password: values.password }
            : { token: null, password: values.password, currentPassword: values.currentPassword };
          try {
            await resetPassword({ variables });
          } catch {
            return; // The server's message is shown by the global error handling.
          }
          // A new password ends every open session of the account: sign in again.
          clearSession();
          showSuccess(MESSAGES.resetPassword.done);
          navigate(PATHS.login, { replace: true });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            {!token && (
              <TextField
                name="currentPassword"
                label="Current password"
                type="password"
                autoComplete="current-password"
              />
            )}
            <TextField
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
            />
            <TextField
              name="confirmPassword"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
            />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Reset Password
            </button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
