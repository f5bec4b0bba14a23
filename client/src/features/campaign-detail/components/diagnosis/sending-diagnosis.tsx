import { useState } from 'react';
import { useCampaignDiagnosisLazyQuery } from '../../../../generated/graphql';

/** How each state reads in the header. */
const STATE_LABELS: Record<string, string> = {
  sending: 'Sending',
  waiting: 'Waiting',
  paused: 'Paused',
  blocked: 'Blocked',
  completed: 'Completed',
};

type SendingDiagnosisProps = { campaignId: string };

/**
 * "Why isn't it sending?" in the campaign header (issue 27 §4): asked on demand, the dispatcher's
 * own answer (its state and reason, each read afresh), and every reason found (each mailbox of the
 * pool, the recipients waiting).
 */
export function SendingDiagnosis({ campaignId }: SendingDiagnosisProps) {
  const [open, setOpen] = useState(false);
  const [ask, { data, loading, error }] = useCampaignDiagnosisLazyQuery({
    variables: { campaignId },
    fetchPolicy: 'network-only',
  });
  const diagnosis = data?.campaignDiagnosis;
  return (
    <section className="sending-diagnosis" aria-label="Sending status">
      <button type="button" className="link-button" disabled={loading} onClick={() => void ask()}>
        {diagnosis ? 'Check again' : 'Why isn’t it sending?'}
      </button>
      {error && !diagnosis && <p role="alert">The sending status could not be read.</p>}
      {diagnosis && (
        <>
          <p className={`sending-diagnosis__state sending-diagnosis--${diagnosis.state}`}>
            <strong>{STATE_LABELS[diagnosis.state] ?? diagnosis.state}</strong>: {diagnosis.reason}{' '}
            {diagnosis.details.length > 0 && (
              <button type="button" className="link-button" onClick={() => setOpen(!open)}>
                {open ? 'Hide details' : 'Details'}
              </button>
            )}
          </p>
          {open && (
            <ul aria-label="Sending status details">
              {diagnosis.details.map((detail, index) => (
                <li key={`${detail.kind}-${index}`}>{detail.message}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
