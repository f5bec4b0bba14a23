import { Link } from 'react-router-dom';
import { useRoleAtLeast } from '../../hooks/use-role-at-least';
import { API_KEYS_PATH } from '../api-keys/api-keys-path';
import { WorkspaceGuardrailsCard } from './components/workspace-guardrails-card';

/** `/settings/workspace`: what holds for the whole workspace (its deliverability guardrails). */
export function WorkspaceSettingsPage() {
  const admin = useRoleAtLeast('admin');
  return (
    <div className="page page--narrow">
      <div className="page__header">
        <h1>Workspace settings</h1>
      </div>
      <WorkspaceGuardrailsCard />
      {admin && (
        <section className="card" aria-label="API keys">
          <h2>API keys</h2>
          <p>
            Keys for scripts and integrations calling the API.{' '}
            <Link to={API_KEYS_PATH}>Manage API keys</Link>
          </p>
        </section>
      )}
    </div>
  );
}
