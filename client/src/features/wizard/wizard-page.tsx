import { CAMPAIGN_MESSAGES, type WizardTab } from '@outbound/common';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { campaignTabPath } from '../../app/paths';
import { useWizardCampaignQuery, type WizardCampaignFragment } from '../../generated/graphql';
import { StepBar } from './components/step-bar';
import { StepMenu } from './components/step-menu';
import { OptionsStep } from './options/options-step';
import { AddRecipientsStep } from './recipients/add-recipients-step';
import { SendStep } from './send/send-step';
import { StartStep } from './start/start-step';
import { canOpen, isWizardTab, NEW_CAMPAIGN_PROGRESS, type WizardProgress } from './wizard-tabs';
import { WIZARD_TEXTS } from './wizard-texts';

// The editor of Compose (and Preview's rendering) load only when those steps open.
const ComposeStep = lazy(() =>
  import('./compose/compose-step').then((module) => ({ default: module.ComposeStep })),
);
const PreviewStep = lazy(() =>
  import('./preview/preview-step').then((module) => ({ default: module.PreviewStep })),
);

function Loading() {
  return (
    <p className="loader" role="status">
      Loading…
    </p>
  );
}

type FrameProps = {
  title: string;
  campaignId: string | null;
  tab: WizardTab;
  progress: WizardProgress;
  children: ReactNode;
};

/** The wizard's frame: the campaign's name, the step menu, the step bar and the step itself. */
function WizardFrame({ title, campaignId, tab, progress, children }: FrameProps) {
  return (
    <div className="page wizard">
      <div className="page__header">
        <h1>{title}</h1>
      </div>
      <StepMenu campaignId={campaignId} shown={tab} progress={progress} />
      <StepBar progress={progress} />
      <div className="card wizard__step">{children}</div>
    </div>
  );
}

function WizardStep({ tab, campaign }: { tab: WizardTab; campaign: WizardCampaignFragment }) {
  switch (tab) {
    case 'start':
      return <StartStep campaign={campaign} />;
    case 'add-recipients':
      return <AddRecipientsStep campaign={campaign} />;
    case 'compose':
      return (
        <Suspense fallback={<Loading />}>
          <ComposeStep campaignId={campaign.id} />
        </Suspense>
      );
    case 'preview':
      return (
        <Suspense fallback={<Loading />}>
          <PreviewStep campaignId={campaign.id} />
        </Suspense>
      );
    case 'options':
      return <OptionsStep campaign={campaign} />;
    case 'send':
      return <SendStep campaign={campaign} />;
  }
}

function CampaignWizard({ campaignId, tab }: { campaignId: string; tab: WizardTab }) {
  const { data, loading, error } = useWizardCampaignQuery({
    variables: { id: campaignId },
    fetchPolicy: 'cache-and-network',
  });
  const campaign = data?.campaign;
  const progress = campaign ?? NEW_CAMPAIGN_PROGRESS;
  const frame = (children: ReactNode) => (
    <WizardFrame
      title={campaign?.name ?? WIZARD_TEXTS.newCampaign}
      campaignId={campaignId}
      tab={tab}
      progress={progress}
    >
      {children}
    </WizardFrame>
  );

  if (!campaign) {
    if (loading) return frame(<Loading />);
    return frame(<p className="empty">{error?.message ?? CAMPAIGN_MESSAGES.notFound}</p>);
  }
  if (!canOpen(tab, campaign)) {
    // A tab the campaign has not reached opens the one it continues on, once its progress is
    // known for sure (not from a cache that a save elsewhere has not updated yet).
    if (loading) return frame(<Loading />);
    const current = isWizardTab(campaign.currentTab) ? campaign.currentTab : 'start';
    return <Navigate replace to={campaignTabPath(campaignId, current)} />;
  }
  return frame(<WizardStep key={`${campaign.id}:${tab}`} tab={tab} campaign={campaign} />);
}

/**
 * The campaign wizard (spec 01 §2, §4): `/campaign/start` creates a campaign (only Start is open);
 * `/campaign/{id}/{tab}` opens a tab the campaign has reached.
 */
export function WizardPage({ tab }: { tab: WizardTab }) {
  const { campaignId } = useParams();
  if (!campaignId) {
    return (
      <WizardFrame
        title={WIZARD_TEXTS.newCampaign}
        campaignId={null}
        tab="start"
        progress={NEW_CAMPAIGN_PROGRESS}
      >
        <StartStep campaign={null} />
      </WizardFrame>
    );
  }
  return <CampaignWizard campaignId={campaignId} tab={tab} />;
}
