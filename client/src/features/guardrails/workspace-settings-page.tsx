import { WorkspaceGuardrailsCard } from './components/workspace-guardrails-card';

/** `/settings/workspace`: what holds for the whole workspace (its deliverability guardrails). */
export function WorkspaceSettingsPage() {
  return (
    <div className="page page--narrow">
      <div className="page__header">
        <h1>Workspace settings</h1>
      </div>
      <WorkspaceGuardrailsCard />
    </div>
  );
}
