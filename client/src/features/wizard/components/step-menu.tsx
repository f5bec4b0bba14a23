import { WIZARD_TABS, type WizardTab } from '@outbound/common';
import { Link } from 'react-router-dom';
import { campaignTabPath } from '../../../app/paths';
import { NEW_CAMPAIGN_PROGRESS, TAB_LABELS, tabState, type WizardProgress } from '../wizard-tabs';

type StepMenuProps = {
  /** None while the campaign is being created (`/campaign/start`). */
  campaignId: string | null;
  shown: WizardTab;
  progress: WizardProgress;
};

/**
 * The campaign step menu (spec 01 §2): the tab on screen is active, tabs the campaign has reached
 * are links, the others are disabled.
 */
export function StepMenu({ campaignId, shown, progress }: StepMenuProps) {
  return (
    <nav className="wizard-menu" aria-label="Campaign steps">
      <ol className="wizard-menu__list">
        {WIZARD_TABS.map((tab, index) => {
          const state = tabState(tab, shown, campaignId ? progress : NEW_CAMPAIGN_PROGRESS);
          const content = (
            <>
              <span className="wizard-menu__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard-menu__label">{TAB_LABELS[tab]}</span>
            </>
          );
          return (
            <li key={tab} className={`wizard-menu__item wizard-menu__item--${state}`}>
              {state === 'disabled' || !campaignId ? (
                <span
                  className="wizard-menu__link"
                  aria-disabled="true"
                  aria-current={state === 'active' ? 'page' : undefined}
                >
                  {content}
                </span>
              ) : (
                <Link
                  className="wizard-menu__link"
                  to={campaignTabPath(campaignId, tab)}
                  aria-current={state === 'active' ? 'page' : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
