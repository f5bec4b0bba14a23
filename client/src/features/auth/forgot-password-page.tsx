import { Form, Formik } from 'formik';
import { useState } from 'react';
import { MESSAGES, forgotPasswordSchema } from '@outbound/common';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { TextField } from '../../components/text-field';
import { useForgotPasswordMutation } from '../../generated/graphql';
import { AuthCard } from './components/auth-card';

export function ForgotPasswordPage() {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);

  return (
    <AuthCard title="Forgot password">
      {sent ? (
        <p className="notice notice--success" role="status">
          {MESSAGES.forgotPassword.sent}
        </p>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={forgotPasswordSchema}
          onSubmit={async (values) => {
            try {
              await forgotPassword({ variables: { email: values.email.trim() } });
              setSent(true);
            } catch {
              // Reported by the global error handling.
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              <p className="form__intro">
                Enter the email address you sign in with and we will send you a link to reset your
                password.
              </p>
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                Send reset link
              </button>
            </Form>
          )}
        </Formik>
      )}
      <p className="form__aside">
        <Link to={PATHS.login}>Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
