import { WIZARD_TABS } from '@outbound/common';
import { TAB_LABELS, type WizardProgress } from '../wizard-tabs';

/** The step bar (spec 01 §2): the tab the campaign continues on and the tabs it completed. */
export function StepBar({ progress }: { progress: WizardProgress }) {
  const done = WIZARD_TABS.filter((tab) => progress.completedTabs.includes(tab)).length;
  return (
    <div className="wizard-bar">
      <ol className="wizard-bar__track" aria-label="Campaign progress">
        {WIZARD_TABS.map((tab) => {
          const completed = progress.completedTabs.includes(tab);
          const current = tab === progress.currentTab;
          const state = current ? 'current' : completed ? 'completed' : 'pending';
          return (
            <li
              key={tab}
              className={`wizard-bar__step wizard-bar__step--${state}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="wizard-bar__label">{TAB_LABELS[tab]}</span>
              <span className="visually-hidden">
                {current ? ' (current)' : completed ? ' (completed)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="wizard-bar__summary">
        {done} of {WIZARD_TABS.length} steps completed
      </p>
    </div>
  );
}
