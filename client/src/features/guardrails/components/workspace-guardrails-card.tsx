import { Field, Form, Formik } from 'formik';
import { useRoleAtLeast } from '../../../hooks/use-role-at-least';
import {
  ruleText,
  workspaceGuardrailSchema,
  workspaceInput,
  workspaceValues,
  type WorkspaceGuardrailValues,
} from '../guardrail-form';
import { useGuardrailSettings } from '../hooks';
import { GuardrailNumberFields } from './guardrail-number-fields';
import '../guardrails.css';

/**
 * The workspace's guardrails (issue 27 §1): a mailbox or campaign whose bounces or spam complaints
 * reach a threshold of its sends in the window pauses itself. Everyone sees the rule in force;
 * admins change it (the server's `updateGuardrailSettings`); a field left empty keeps the default.
 */
export function WorkspaceGuardrailsCard() {
  const { settings, loading, error, save } = useGuardrailSettings(null);
  const mayEdit = useRoleAtLeast('admin');
  return (
    <section className="card guardrails" aria-labelledby="guardrails-title">
      <h2 id="guardrails-title">Guardrails</h2>
      <p className="page__intro">
        A mailbox or campaign whose hard bounces or spam complaints reach a share of its sends in
        the window pauses itself, with the reason; resume it once the cause is fixed.
      </p>
      {loading && !settings && <p role="status">Loading…</p>}
      {error && !settings && <p className="empty">The guardrails could not be loaded.</p>}
      {settings && <p className="guardrails__in-force">{ruleText(settings.effective)}</p>}
      {settings && mayEdit && (
        <Formik<WorkspaceGuardrailValues>
          initialValues={workspaceValues(settings.stored)}
          enableReinitialize
          validationSchema={workspaceGuardrailSchema}
          onSubmit={async (values) => {
            await save(workspaceInput(values));
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              <label className="checkbox">
                <Field type="checkbox" name="enabled" />
                Pause mailboxes and campaigns automatically
              </label>
              <GuardrailNumberFields />
              <div className="form__actions">
                <button type="submit" className="button button--primary" disabled={isSubmitting}>
                  Save guardrails
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
