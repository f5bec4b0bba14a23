import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../app/paths';
import type { CampaignDetailFieldsFragment } from '../../../generated/graphql';
import { campaignDateText } from '../../campaigns/campaign-date';
import { DeleteCampaignsDialog } from '../../campaigns/components/delete-campaigns-dialog';
import { StatusControl } from '../../campaigns/components/status-control';
import { useCampaignStatusToggle } from '../../campaigns/hooks/use-campaign-status-toggle';
import { ScheduleDialog } from '../../wizard/send/schedule-dialog';
import { CAMPAIGN_DETAIL_TEXTS } from '../campaign-detail-texts';
import { statusNotes } from '../campaign-status-note';
import { useCampaignActions } from '../hooks/use-campaign-actions';
import { CampaignMenu, type MenuAction } from './campaign-menu';
import { SendingDiagnosis } from './diagnosis/sending-diagnosis';
import { EditTitleDialog } from './edit-title-dialog';

type OpenDialog = 'edit-title' | 'reschedule' | 'delete' | null;

type CampaignHeaderProps = {
  campaign: CampaignDetailFieldsFragment;
  /** Export: the whole campaign's per-contact report. */
  onExport: () => void;
};

function assigneeText(campaign: CampaignDetailFieldsFragment): string {
  const { mailAccount, mailAccounts } = campaign;
  // A pool of several: how many, then their addresses (one mailbox looks as it always did).
  if (mailAccounts.length > 1)
    return `${mailAccounts.length} mailboxes: ${mailAccounts.map((m) => m.email).join(', ')}`;
  if (!mailAccount) return '—';
  return mailAccount.name ? `${mailAccount.name} (${mailAccount.email})` : mailAccount.email;
}

/**
 * The header of the detail pages (spec 01 §2, §4): status control, name, menu, assignee, created
 * date, recipient count and the status note. A status change made here reloads the page's data.
 */
export function CampaignHeader({ campaign, onExport }: CampaignHeaderProps) {
  const navigate = useNavigate();
  const actions = useCampaignActions(campaign.id);
  const { toggle, pending } = useCampaignStatusToggle();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setDialog(null);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const onAction = (action: MenuAction) => {
    if (action === 'edit-title' || action === 'reschedule' || action === 'delete')
      setDialog(action);
    else if (action === 'refresh') void run(actions.refresh);
    else if (action === 'duplicate') void run(actions.duplicateCampaign);
    else if (action === 'start-now') void run(() => actions.changeStatus('started'));
    else onExport();
  };

  const toggleStatus = () =>
    run(async () => {
      await toggle(campaign);
      await actions.refresh();
    });

  return (
    <header className="card campaign-header">
      <div className="campaign-header__top">
        <StatusControl
          campaign={campaign}
          busy={busy || pending.has(campaign.id)}
          onToggle={() => void toggleStatus()}
        />
        <h1 className="campaign-header__name">{campaign.name}</h1>
        <CampaignMenu
          campaignName={campaign.name}
          status={campaign.status}
          busy={busy}
          onAction={onAction}
        />
      </div>
      <dl className="campaign-header__meta">
        <div>
          <dt>Assigned to</dt>
          <dd>{assigneeText(campaign)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={campaign.createdAt}>{campaignDateText(campaign.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Recipients</dt>
          <dd>{campaign.counts.recipients.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      <ul className="campaign-header__notes" aria-label="Status note">
        {statusNotes(campaign).map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {campaign.status !== 'draft' && <SendingDiagnosis campaignId={campaign.id} />}
      {campaign.heldRecipients.count > 0 && (
        <p className="campaign-header__held" role="note">
          {campaign.heldRecipients.fix}
        </p>
      )}

      {dialog === 'edit-title' && (
        <EditTitleDialog name={campaign.name} onSave={actions.renameCampaign} onClose={close} />
      )}
      {dialog === 'reschedule' && (
        <ScheduleDialog
          title={CAMPAIGN_DETAIL_TEXTS.reschedule}
          onSchedule={(schedule) => actions.changeStatus('scheduled', schedule)}
          onClose={close}
        />
      )}
      {dialog === 'delete' && (
        <DeleteCampaignsDialog
          ids={[campaign.id]}
          onClose={close}
          onDeleted={() => navigate(PATHS.campaignAll)}
        />
      )}
    </header>
  );
}
