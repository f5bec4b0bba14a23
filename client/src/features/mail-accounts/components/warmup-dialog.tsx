import { WARMUP_MESSAGES, WARMUP_SUMMARY_DAYS, warmupErrorMessage } from '@outbound/common';
import { useId, useState } from 'react';
import {
  MailAccountWarmupDocument,
  type MailAccountFieldsFragment,
  type MailAccountWarmupFieldsFragment,
  type MailAccountWarmupQuery,
  useMailAccountWarmupQuery,
  useSetMailAccountWarmupMutation,
} from '../../../generated/graphql';
import { Dialog } from '../../../components/dialog';
import { WarmupChart } from './warmup-chart';

/** Why an answer carries no warmup data: its own message, or the sentence for its error_code. */
function problemOf(warmup: MailAccountWarmupFieldsFragment): string | null {
  if (warmup.status) return null;
  return warmup.message || warmupErrorMessage(warmup.errorCode);
}

function startedOn(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

function WarmupSummary({ warmup }: { warmup: MailAccountWarmupFieldsFragment }) {
  const { received, sent, landedSpam } = warmup.aggregateResult;
  return (
    <>
      <h3 className="warmup__heading">Past {WARMUP_SUMMARY_DAYS} days</h3>
      <dl className="warmup__totals">
        <div className="warmup__total">
          <dt>Received</dt>
          <dd>{received}</dd>
        </div>
        <div className="warmup__total">
          <dt>Sent</dt>
          <dd>{sent}</dd>
        </div>
        <div className="warmup__total">
          <dt>Landed in spam</dt>
          <dd>{landedSpam}</dd>
        </div>
      </dl>
      {warmup.dateWiseResult.length > 0 && <WarmupChart days={warmup.dateWiseResult} />}
    </>
  );
}

type WarmupDialogProps = {
  account: MailAccountFieldsFragment;
  onClose: () => void;
};

/** "Check Warmup": turns warmup on or off and shows the past week (spec 02 §2, §3, §8). */
export function WarmupDialog({ account, onClose }: WarmupDialogProps) {
  const switchId = useId();
  const variables = { id: account.id };
  const { data, loading, error } = useMailAccountWarmupQuery({
    variables,
    fetchPolicy: 'network-only',
  });
  const [setWarmup, { loading: switching }] = useSetMailAccountWarmupMutation();
  // A refused change keeps the week on screen and says why.
  const [refusal, setRefusal] = useState<string | null>(null);
  const warmup = data?.mailAccountWarmup;

  const toggle = async (enable: boolean) => {
    setRefusal(null);
    let answer: MailAccountWarmupFieldsFragment | undefined;
    try {
      const result = await setWarmup({
        variables: { id: account.id, enable },
        update(cache, { data: changed }) {
          const next = changed?.setMailAccountWarmup;
          if (!next || (!next.status && next.configured)) return;
          cache.writeQuery<MailAccountWarmupQuery>({
            query: MailAccountWarmupDocument,
            variables,
            data: { mailAccountWarmup: next },
          });
        },
      });
      answer = result.data?.setMailAccountWarmup;
    } catch {
      return; // Reported by the global error handling.
    }
    if (answer && answer.configured) setRefusal(problemOf(answer));
  };

  let body;
  if (!warmup) {
    body = loading ? (
      <p role="status">Loading…</p>
    ) : error ? (
      <p className="dialog__text">The warmup status could not be loaded.</p>
    ) : null;
  } else if (!warmup.configured) {
    body = <p className="dialog__text">{WARMUP_MESSAGES.notConfigured}</p>;
  } else {
    const problem = refusal ?? problemOf(warmup);
    body = (
      <>
        <div className="warmup__switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={warmup.warmupStatus}
            disabled={switching}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <label htmlFor={switchId}>Warmup</label>
          <span className={warmup.warmupStatus ? 'badge badge--success' : 'badge badge--muted'}>
            {warmup.warmupStatus ? 'On' : 'Off'}
          </span>
        </div>
        {warmup.warmupStatus && warmup.warmupStartTime && (
          <p className="dialog__text">Warming up since {startedOn(warmup.warmupStartTime)}.</p>
        )}
        {problem && (
          <p className="notice notice--error" role="alert">
            {problem}
          </p>
        )}
        {warmup.status && <WarmupSummary warmup={warmup} />}
      </>
    );
  }

  return (
    <Dialog title={`Warmup: ${account.email}`} onClose={onClose}>
      {body}
      <div className="form__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
