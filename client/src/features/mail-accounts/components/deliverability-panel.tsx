import {
  type DeliverabilityFieldsFragment,
  MailAccountDeliverabilityDocument,
  useCheckMailAccountDeliverabilityMutation,
  useMailAccountDeliverabilityQuery,
} from '../../../generated/graphql';
import { useCopy } from '../../../hooks/use-copy';
import { checkLabel, STATUS_BADGES } from '../deliverability-texts';
import { DeliverabilityProbe } from './deliverability-probe';
import { TrackingDomainForm } from './tracking-domain-form';

type Check = DeliverabilityFieldsFragment['checks'][number];

/** A fix, to copy and publish as it is. */
function FixText({ check }: { check: Check }) {
  const fix = check.fix ?? '';
  const { copied, copy } = useCopy(fix);
  if (!fix) return null;
  return (
    <div className="deliverability__fix">
      <code>{fix}</code>
      <button
        type="button"
        className="button"
        aria-label={`Copy the ${checkLabel(check.name)} fix`}
        onClick={() => void copy()}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

function CheckRow({ check }: { check: Check }) {
  const badge = STATUS_BADGES[check.status] ?? STATUS_BADGES.warn;
  return (
    <li className="deliverability__check" aria-label={checkLabel(check.name)}>
      <div className="deliverability__heading">
        <strong>{checkLabel(check.name)}</strong>
        <span className={badge.className}>{badge.label}</span>
      </div>
      <p>{check.detail}</p>
      <FixText check={check} />
    </li>
  );
}

/**
 * The doctor's answer for one mailbox: each check of its sending domain with its status, what it
 * found and, when something is wrong, the fix to copy; "Check again" asks for a new check.
 */
export function DeliverabilityPanel({ mailAccountId }: { mailAccountId: string }) {
  const { data, loading, error } = useMailAccountDeliverabilityQuery({
    variables: { id: mailAccountId },
  });
  const [checkAgain, { loading: checking }] = useCheckMailAccountDeliverabilityMutation({
    variables: { id: mailAccountId },
    // A report has no id of its own: the new one replaces the query's answer.
    update(cache, { data: answer }) {
      if (!answer) return;
      cache.writeQuery({
        query: MailAccountDeliverabilityDocument,
        variables: { id: mailAccountId },
        data: { mailAccountDeliverability: answer.checkMailAccountDeliverability },
      });
    },
  });
  const report = data?.mailAccountDeliverability;
  return (
    <section className="card" id="deliverability" aria-labelledby="deliverability-title">
      <div className="dashboard__heading">
        <h2 id="deliverability-title" className="card__title">
          Deliverability
        </h2>
        <button
          type="button"
          className="button"
          disabled={checking || loading}
          onClick={() => void checkAgain().catch(() => undefined)}
        >
          {checking ? 'Checking…' : 'Check again'}
        </button>
      </div>
      {loading && <p role="status">Checking the domain…</p>}
      {error && !report && <p className="empty">The deliverability could not be checked.</p>}
      {report && (
        <>
          <p className="page__intro">
            {report.domain}, checked {new Date(report.checkedAt).toLocaleString()}
          </p>
          <ul className="deliverability">
            {report.checks.map((check) => (
              <CheckRow key={check.name} check={check} />
            ))}
          </ul>
          <TrackingDomainForm
            mailAccountId={mailAccountId}
            trackingDomain={report.trackingDomain ?? null}
          />
          <DeliverabilityProbe mailAccountId={mailAccountId} />
        </>
      )}
    </section>
  );
}
