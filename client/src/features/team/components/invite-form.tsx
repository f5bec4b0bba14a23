import { Form, Formik } from 'formik';
import { MESSAGES, inviteSchema } from '@outbound/common';
import { TextField } from '../../../components/text-field';
import { showSuccess } from '../../../components/toast';
import { useInviteUser } from '../hooks/use-invite-user';

const INITIAL_VALUES = { name: '', email: '' };

export function InviteForm() {
  const [inviteUser] = useInviteUser();
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title" className="card__title">
        Invite a team member
      </h2>
      <Formik
        initialValues={INITIAL_VALUES}
        validationSchema={inviteSchema}
        onSubmit={async (values, { resetForm }) => {
          try {
            await inviteUser({
              variables: { name: values.name.trim(), email: values.email.trim() },
            });
          } catch {
            return; // Reported by the global error handling (for example a duplicate email).
          }
          showSuccess(MESSAGES.invite.sent);
          resetForm();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="form form--inline">
            <TextField name="name" label="Full Name" autoComplete="off" />
            <TextField name="email" label="Email" type="email" autoComplete="off" />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Send Invite
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
