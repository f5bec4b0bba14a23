import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useRecipientDiagnosisLazyQuery } from '../../../../generated/graphql';

/** How each state reads. */
const STATE_LABELS: Record<string, string> = {
  sending: 'Sending',
  waiting: 'Waiting',
  paused: 'Paused',
  blocked: 'Blocked',
  completed: 'Completed',
};

type RecipientWhyProps = {
  recipientId: string;
  email: string;
  /** The status as the row shows it: the button that opens the popover. */
  children: ReactNode;
};

/**
 * A recipient's status on the Recipients tab, which opens a small "Why?" popover (issue 27 §4):
 * the dispatcher's answer for this recipient (its state, the reason, and every reason found: its
 * own, then its sender's or its pool's), asked only when opened, afresh each time.
 */
export function RecipientWhy({ recipientId, email, children }: RecipientWhyProps) {
  const { campaignId = '' } = useParams();
  const [open, setOpen] = useState(false);
  const [ask, { data, loading, error }] = useRecipientDiagnosisLazyQuery({
    fetchPolicy: 'network-only',
  });
  const diagnosis = data?.recipientDiagnosis;
  const toggle = () => {
    if (!open) void ask({ variables: { campaignId, recipientId } });
    setOpen(!open);
  };
  return (
    <span className="recipient-why">
      <button
        type="button"
        className="link-button recipient-why__status"
        aria-expanded={open}
        aria-label={`Why? ${email}`}
        title="Why?"
        onClick={toggle}
      >
        {children}
      </button>
      {open && (
        <div
          className="recipient-why__popover"
          role="dialog"
          aria-label={`Sending status of ${email}`}
        >
          {loading && <p role="status">Loading…</p>}
          {error && !diagnosis && <p role="alert">The sending status could not be read.</p>}
          {diagnosis && !loading && (
            <>
              <p>
                <strong>{STATE_LABELS[diagnosis.state] ?? diagnosis.state}</strong>:{' '}
                {diagnosis.reason}
              </p>
              {diagnosis.details.length > 0 && (
                <ul aria-label={`Sending status details of ${email}`}>
                  {diagnosis.details.map((detail, index) => (
                    <li key={`${detail.kind}-${index}`}>{detail.message}</li>
                  ))}
                </ul>
              )}
            </>
          )}
          <button type="button" className="link-button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </span>
  );
}
