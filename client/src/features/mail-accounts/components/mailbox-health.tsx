import { GUARDRAIL_MESSAGES } from '@outbound/common';
import { showSuccess } from '../../../components/toast';
import {
  type MailboxHealthFieldsFragment,
  useResumeMailAccountMutation,
} from '../../../generated/graphql';
import { useRoleAtLeast } from '../../../hooks/use-role-at-least';

type MailboxHealthProps = {
  email: string;
  /** A stopped account already says why (`AccountStatus`): its failing logins are not repeated. */
  status: string;
  health: MailboxHealthFieldsFragment['health'] | undefined;
};

/**
 * A mailbox's health on the list (issue 27 §1): paused by its bounce rate, with the reason and a
 * Resume button (admins only, as the server's `resumeMailAccount`); failing logins, with the reason;
 * nothing when all is well.
 */
export function MailboxHealth({ email, status, health }: MailboxHealthProps) {
  const [resume, { loading }] = useResumeMailAccountMutation();
  const mayResume = useRoleAtLeast('admin');
  if (!health || health.state === 'ok') return null;
  if (health.state === 'failing' && status === 'stopped') return null;
  const onResume = async () => {
    try {
      // The answer carries the new health, which updates the list through the cache.
      await resume({ variables: { email } });
    } catch {
      return; // Reported by the global error handling.
    }
    showSuccess(GUARDRAIL_MESSAGES.resumed);
  };
  if (health.state === 'paused')
    return (
      <p className="account-warning">
        {GUARDRAIL_MESSAGES.paused(health.reason ?? '')}{' '}
        {mayResume && (
          <button
            type="button"
            className="button button--small"
            disabled={loading}
            aria-label={`Resume ${email}`}
            onClick={() => void onResume()}
          >
            Resume
          </button>
        )}
      </p>
    );
  return <p className="account-warning">{health.reason}</p>;
}
