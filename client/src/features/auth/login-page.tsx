import { Form, Formik } from 'formik';
import { loginSchema } from '@outbound/common';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, safeRedirectPath } from '../../app/paths';
import { useSignedIn } from '../../app/session';
import { TextField } from '../../components/text-field';
import { AuthCard } from './components/auth-card';
import { useSignIn } from './hooks/use-sign-in';

const INITIAL_VALUES = { email: '', password: '' };

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const signIn = useSignIn();
  const target = safeRedirectPath(searchParams.get('redirectTo'));

  if (signedIn) return <Navigate to={target} replace />;

  return (
    <AuthCard title="Sign in">
      <Formik
        initialValues={INITIAL_VALUES}
        validationSchema={loginSchema}
        onSubmit={async (values) => {
          if (await signIn(values.email.trim(), values.password)) {
            navigate(target, { replace: true });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="email" label="Email Address" type="email" autoComplete="username" />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Login
            </button>
            <p className="form__aside">
              <Link to={PATHS.forgotPassword}>Forgot password?</Link>
            </p>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
