import { Form, Formik } from 'formik';
import { ASSIGNABLE_ROLES, MESSAGES, canAssign, inviteSchema, type Role } from '@outbound/common';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { showSuccess } from '../../../components/toast';
import { useInviteUser } from '../hooks/use-invite-user';
import { ROLE_LABELS } from './role-labels';

const INITIAL_VALUES = { name: '', email: '', role: 'member' };

/** Invites a teammate with a role the signed-in user may give (admins: members and viewers). */
export function InviteForm({ myRole }: { myRole: Role }) {
  const [inviteUser] = useInviteUser();
  const roles = ASSIGNABLE_ROLES.filter((role) => canAssign(myRole, role)).map((role) => ({
    value: role,
    label: ROLE_LABELS[role],
  }));
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
              variables: {
                name: values.name.trim(),
                email: values.email.trim(),
                role: values.role,
              },
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
            <SelectField name="role" label="Role" options={roles} />
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              Send Invite
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
