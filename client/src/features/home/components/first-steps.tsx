import { Link } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import type { DashboardQuery } from '../../../generated/graphql';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';

type Setup = DashboardQuery['dashboard']['setup'];

/** The steps before a first campaign, in the order they are needed. */
const STEPS = [
  {
    done: (s: Setup) => s.hasMailbox,
    label: T.connectMailbox,
    why: T.connectMailboxWhy,
    to: PATHS.mailAccounts,
  },
  {
    done: (s: Setup) => s.hasContacts,
    label: T.importContacts,
    why: T.importContactsWhy,
    to: PATHS.contacts,
  },
  {
    done: (s: Setup) => s.hasCampaign,
    label: T.startCampaign,
    why: T.startCampaignWhy,
    to: PATHS.campaignStart,
  },
];

/**
 * What to do first while something is missing: connect a mailbox, import contacts, start a
 * campaign, in that order; the first missing step is the primary action. Nothing once all are done.
 */
export function FirstSteps({ setup }: { setup: Setup }) {
  const missing = STEPS.filter((step) => !step.done(setup));
  if (missing.length === 0) return null;
  return (
    <section className="card" aria-labelledby="dashboard-first-steps">
      <h2 id="dashboard-first-steps" className="card__title">
        {T.firstSteps}
      </h2>
      <ol className="dashboard-list">
        {missing.map((step, index) => (
          <li key={step.label} className="dashboard-list__item">
            <span>{step.why}</span>
            <Link to={step.to} className={index === 0 ? 'button button--primary' : 'button'}>
              {step.label}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
