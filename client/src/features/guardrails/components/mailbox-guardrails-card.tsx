import { Field, Form, Formik } from 'formik';
import { useRoleAtLeast } from '../../../hooks/use-role-at-least';
import {
  mailboxGuardrailSchema,
  mailboxInput,
  mailboxValues,
  ruleText,
  type MailboxGuardrailMode,
  type MailboxGuardrailValues,
} from '../guardrail-form';
import { useGuardrailSettings } from '../hooks';
import { GuardrailNumberFields } from './guardrail-number-fields';
import '../guardrails.css';

const MODES: { mode: MailboxGuardrailMode; label: string }[] = [
  { mode: 'inherit', label: 'Follow the workspace' },
  { mode: 'custom', label: 'Own thresholds' },
  { mode: 'off', label: 'Off for this mailbox' },
];

/**
 * A mailbox's guardrails (issue 27 §1): it follows the workspace's thresholds, has its own (a
 * field left empty follows the workspace), or is never paused automatically. Everyone sees the
 * rule in force; admins change it (the server's `updateGuardrailSettings`).
 */
export function MailboxGuardrailsCard({ email }: { email: string }) {
  const { settings, loading, error, save } = useGuardrailSettings(email);
  const workspace = useGuardrailSettings(null).settings;
  const mayEdit = useRoleAtLeast('admin');
  return (
    <section className="card guardrails" aria-labelledby="mailbox-guardrails-title">
      <h2 id="mailbox-guardrails-title">Guardrails</h2>
      {loading && !settings && <p role="status">Loading…</p>}
      {error && !settings && <p className="empty">The guardrails could not be loaded.</p>}
      {settings && <p className="guardrails__in-force">{ruleText(settings.effective)}</p>}
      {settings && mayEdit && (
        <Formik<MailboxGuardrailValues>
          initialValues={mailboxValues(settings.stored)}
          enableReinitialize
          validationSchema={mailboxGuardrailSchema}
          onSubmit={async (values) => {
            await save(mailboxInput(values));
          }}
        >
          {({ values, isSubmitting }) => (
            <Form noValidate className="form">
              <fieldset className="fieldset">
                <legend className="fieldset__legend">This mailbox</legend>
                {MODES.map(({ mode, label }) => (
                  <label key={mode} className="checkbox">
                    <Field type="radio" name="mode" value={mode} />
                    {label}
                  </label>
                ))}
              </fieldset>
              {values.mode === 'custom' && <GuardrailNumberFields follows={workspace?.effective} />}
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
