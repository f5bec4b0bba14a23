import { Link } from 'react-router-dom';
import { sendingPreferencesPath } from '../../../app/paths';
import { useDeliverabilityWarningsQuery } from '../../../generated/graphql';
import { checkLabel } from '../../mail-accounts/deliverability-texts';

/**
 * The dashboard's deliverability warning: mailboxes whose domain checks went from pass to fail
 * since the check before, each linking to its Deliverability panel. Nothing when there is none.
 */
export function DeliverabilityWarnings() {
  const { data } = useDeliverabilityWarningsQuery({ fetchPolicy: 'cache-and-network' });
  const warnings = data?.deliverabilityWarnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <section className="card" aria-labelledby="dashboard-deliverability">
      <h2 id="dashboard-deliverability" className="card__title">
        Deliverability
      </h2>
      <ul className="dashboard-list">
        {warnings.map((warning) => (
          <li key={warning.mailAccountId} className="dashboard-list__item">
            <span>
              <strong>{warning.email}</strong> — now failing:{' '}
              {warning.regressed.map(checkLabel).join(', ')}
            </span>
            <Link
              to={`${sendingPreferencesPath(warning.email)}#deliverability`}
              aria-label={`See the fixes: ${warning.email}`}
            >
              See the fixes
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
