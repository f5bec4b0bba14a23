import { CAMPAIGN_MESSAGES, REDIRECT_DELAY_MS } from '@outbound/common';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CONFLICT_AS_INFO, badRequestFallback } from '../../../app/apollo';
import { PATHS } from '../../../app/paths';
import { showSuccess } from '../../../components/toast';
import {
  type CampaignScheduleInput,
  useSetWizardCampaignStatusMutation,
  useWizardCampaignListsQuery,
  useWizardSendStepsQuery,
  type WizardCampaignFragment,
} from '../../../generated/graphql';
import { WIZARD_TEXTS } from '../wizard-texts';
import { ScheduleDialog } from './schedule-dialog';
import { formatInZone } from './zoned-time';

function delayText(position: number, delay: number): string {
  if (position <= 1) return 'Sent first';
  return `${delay} ${delay < 2 ? 'day' : 'days'} after the previous message`;
}

function Summary({ campaign }: { campaign: WizardCampaignFragment }) {
  const lists = useWizardCampaignListsQuery({
    variables: { campaignId: campaign.id },
    fetchPolicy: 'cache-and-network',
  });
  const steps = useWizardSendStepsQuery({
    variables: { id: campaign.id },
    fetchPolicy: 'cache-and-network',
  });
  const account = campaign.mailAccount;
  const linked = lists.data?.campaignLists ?? [];
  const total = linked.reduce((sum, list) => sum + list.recipientsCount, 0);
  const messages = steps.data?.campaign.steps ?? [];

  return (
    <div className="wizard-send__summary">
      <section className="wizard-send__box" aria-label="Sending account">
        <h3 className="wizard-send__heading">Sending account</h3>
        {account ? (
          <dl className="review">
            <dt>Email</dt>
            <dd>{account.email}</dd>
            <dt>Name</dt>
            <dd>{account.name}</dd>
          </dl>
        ) : (
          <p className="empty">{WIZARD_TEXTS.noMailAccount}</p>
        )}
      </section>

      <section className="wizard-send__box" aria-label="Recipients">
        <h3 className="wizard-send__heading">Recipients</h3>
        {linked.length === 0 ? (
          <p className="empty">{WIZARD_TEXTS.noLists}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">List</th>
                <th scope="col" className="wizard-lists__figure">
                  Recipients
                </th>
              </tr>
            </thead>
            <tbody>
              {linked.map((list) => (
                <tr key={list.id}>
                  <td>{list.name}</td>
                  <td className="wizard-lists__figure">
                    {list.recipientsCount.toLocaleString('en-US')}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="wizard-lists__figure">{total.toLocaleString('en-US')}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </section>

      <section className="wizard-send__box" aria-label="Messages">
        <h3 className="wizard-send__heading">Messages</h3>
        {messages.length === 0 ? (
          <p className="empty">{WIZARD_TEXTS.noMessages}</p>
        ) : (
          <ol className="wizard-send__messages">
            {messages.map((step) => (
              <li key={step.id} className="wizard-send__message">
                <span className="wizard-send__subject">{step.subject}</span>
                <span className="wizard-send__delay">{delayText(step.position, step.delay)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * Send (spec 01 §2 step 6): what will be sent from which account to whom, and Start Campaign,
 * Pause Campaign or Schedule Later. After a change the user goes to the campaign list.
 */
export function SendStep({ campaign }: { campaign: WizardCampaignFragment }) {
  const navigate = useNavigate();
  // "Already in that state" (409) is news, shown as an info toast.
  const [setStatus] = useSetWizardCampaignStatusMutation({ context: CONFLICT_AS_INFO });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [scheduling, setScheduling] = useState(false);

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => navigate(PATHS.campaignAll), REDIRECT_DELAY_MS.afterAction);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const change = async (
    status: 'started' | 'paused' | 'scheduled',
    schedule?: CampaignScheduleInput,
  ) => {
    setBusy(true);
    try {
      await setStatus({
        variables: { ids: [campaign.id], status, ...(schedule && { schedule }) },
        // A 400 without a reason of its own reads as the spec's text for the action.
        context: {
          ...CONFLICT_AS_INFO,
          ...badRequestFallback(
            status === 'scheduled' ? WIZARD_TEXTS.scheduleFailed : WIZARD_TEXTS.statusFailed,
          ),
        },
      });
      showSuccess(
        status === 'scheduled' ? CAMPAIGN_MESSAGES.scheduled : CAMPAIGN_MESSAGES.statusUpdated,
      );
      setDone(true);
      return true;
    } catch {
      // The toast already said why.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const scheduledAt =
    campaign.status === 'scheduled' && campaign.startTime && campaign.startTimeZone
      ? formatInZone(new Date(campaign.startTime), campaign.startTimeZone)
      : null;

  return (
    <div className="wizard-send">
      <h2 className="card__title">Send</h2>
      <Summary campaign={campaign} />
      {scheduledAt && <p className="notice">Scheduled to start {scheduledAt}</p>}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || done}
          onClick={() => void change('started')}
        >
          Start Campaign
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || done}
          onClick={() => void change('paused')}
        >
          Pause Campaign
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || done}
          onClick={() => setScheduling(true)}
        >
          Schedule Later
        </button>
      </div>
      {scheduling && (
        <ScheduleDialog
          onSchedule={(schedule) => change('scheduled', schedule)}
          onClose={() => setScheduling(false)}
        />
      )}
    </div>
  );
}
