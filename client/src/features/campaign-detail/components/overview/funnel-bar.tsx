import { LABEL_INSIDE_MIN_PERCENT, percentText, shareOf } from '../../overview-figures';

type FunnelBarProps = { recipients: number; sent: number; pending: number };

function Segment({ kind, percent }: { kind: 'sent' | 'pending'; percent: number }) {
  const shifted = percent < LABEL_INSIDE_MIN_PERCENT;
  return (
    <div
      className={`funnel-bar__segment funnel-bar__segment--${kind}`}
      style={{ width: `${percent}%` }}
    >
      <span
        className={shifted ? 'funnel-bar__label funnel-bar__label--shifted' : 'funnel-bar__label'}
      >
        {percentText(percent)}
      </span>
    </div>
  );
}

/**
 * Sent and pending as shares of the recipients (0 when there are none); a label that would not
 * fit its segment (under 6 %) moves beside it (spec 01 §9).
 */
export function FunnelBar({ recipients, sent, pending }: FunnelBarProps) {
  const sentPercent = shareOf(sent, recipients);
  const pendingPercent = shareOf(pending, recipients);
  return (
    <div
      className="funnel-bar"
      role="img"
      aria-label={`Sent ${percentText(sentPercent)}, pending ${percentText(pendingPercent)} of the recipients`}
    >
      <Segment kind="sent" percent={sentPercent} />
      <Segment kind="pending" percent={pendingPercent} />
    </div>
  );
}
