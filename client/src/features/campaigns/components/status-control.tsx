import type { CampaignRowFragment } from '../../../generated/graphql';
import { useRoleAtLeast } from '../../../hooks/use-role-at-least';
import { CampaignIcon } from './campaign-icon';

type StatusControlProps = {
  campaign: Pick<CampaignRowFragment, 'id' | 'name' | 'status'>;
  busy: boolean;
  onToggle: () => void;
};

/**
 * The row's status control (spec 01 §4): started → pause button, paused → play button,
 * complete → trophy, scheduled → clock, draft → a hidden control that keeps the column aligned.
 * Pausing and resuming need a member (the server's `setCampaignStatus`): a viewer sees the status.
 */
export function StatusControl({ campaign, busy, onToggle }: StatusControlProps) {
  const mayToggle = useRoleAtLeast('member');
  switch (campaign.status) {
    case 'started':
    case 'paused': {
      const pause = campaign.status === 'started';
      if (!mayToggle)
        return (
          <span
            className={`status-control status-control--${campaign.status}`}
            role="img"
            aria-label={pause ? 'Started' : 'Paused'}
            title={pause ? 'Started' : 'Paused'}
          >
            <CampaignIcon name={pause ? 'play' : 'pause'} />
          </span>
        );
      return (
        <button
          type="button"
          className={`icon-button status-control status-control--${campaign.status}`}
          aria-label={`${pause ? 'Pause' : 'Resume'} campaign ${campaign.name}`}
          title={pause ? 'Pause campaign' : 'Resume campaign'}
          disabled={busy}
          onClick={onToggle}
        >
          <CampaignIcon name={pause ? 'pause' : 'play'} />
        </button>
      );
    }
    case 'complete':
      return (
        <span
          className="status-control status-control--complete"
          role="img"
          aria-label="Complete"
          title="Complete"
        >
          <CampaignIcon name="trophy" />
        </span>
      );
    case 'scheduled':
      return (
        <span
          className="status-control status-control--scheduled"
          role="img"
          aria-label="Scheduled"
          title="Scheduled"
        >
          <CampaignIcon name="clock" />
        </span>
      );
    default:
      return <span className="status-control status-control--hidden" aria-hidden="true" />;
  }
}
