import { MESSAGES, type SendingPreference } from '@outbound/common';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { showSuccess } from '../../components/toast';
import {
  useMailAccountPreferenceQuery,
  useUpdateSendingPreferenceMutation,
} from '../../generated/graphql';
import { MailboxGuardrailsCard } from '../guardrails/components/mailbox-guardrails-card';
import { DeliverabilityPanel } from './components/deliverability-panel';
import { SendingPreferenceForm } from './components/sending-preference-form';
import { SendingPreferenceSummary } from './components/sending-preference-summary';
import { toFormValues, toPreferenceInput } from './sending-preference-values';

/** `/mail-accounts/preferences/:email`: when and how fast an account sends, viewed or edited. */
export function SendingPreferencesPage() {
  const { email = '' } = useParams<{ email: string }>();
  const [editing, setEditing] = useState(false);
  const { data, loading, error } = useMailAccountPreferenceQuery({ variables: { email } });
  const [updatePreference] = useUpdateSendingPreferenceMutation();
  const account = data?.mailAccount;

  const save = async (preference: SendingPreference) => {
    try {
      // The answer carries the saved preference, which updates the cache and so the summary.
      await updatePreference({ variables: { email, preference: toPreferenceInput(preference) } });
    } catch {
      return; // Reported by the global error handling.
    }
    showSuccess(MESSAGES.sendingPreference.updated);
    setEditing(false);
  };

  return (
    <div className="page page--narrow">
      <div className="page__header">
        <div>
          <h1>Sending preferences</h1>
          <p className="page__intro">{account ? `${account.name} <${account.email}>` : email}</p>
        </div>
        {account && !editing && (
          <div className="page__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          </div>
        )}
      </div>
      <section className="card">
        {loading && <p role="status">Loading…</p>}
        {error && (
          <p className="empty">The preferences of this mail account could not be loaded.</p>
        )}
        {account &&
          (editing ? (
            <SendingPreferenceForm
              initialValues={toFormValues(account.sendingPreference)}
              onSubmit={save}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <SendingPreferenceSummary
              preference={account.sendingPreference}
              rampUp={account.rampUp}
            />
          ))}
      </section>
      {account && <DeliverabilityPanel mailAccountId={account.id} />}
      {account && <MailboxGuardrailsCard email={account.email} />}
      <p>
        <Link to={PATHS.mailAccounts}>Back to mail accounts</Link>
      </p>
    </div>
  );
}
