import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { badRequestFallback } from '../../../app/apollo';
import { campaignTabPath } from '../../../app/paths';
import { useComposeVariablesQuery, useEditSequenceCampaignQuery } from '../../../generated/graphql';
import { COMPOSE_TEXTS } from '../compose/compose-texts';

// The message editor loads only when the page opens.
const ComposeForm = lazy(() =>
  import('../compose/compose-form').then((module) => ({ default: module.ComposeForm })),
);

function Loading() {
  return (
    <p className="loader" role="status">
      {COMPOSE_TEXTS.loading}
    </p>
  );
}

function EditSequence({ campaignId }: { campaignId: string }) {
  // Always the latest saved messages: the form starts from them and saves by their ids.
  const campaign = useEditSequenceCampaignQuery({
    variables: { id: campaignId },
    fetchPolicy: 'network-only',
  });
  const variables = useComposeVariablesQuery({
    variables: { campaignId },
    context: badRequestFallback(COMPOSE_TEXTS.variablesFailed),
  });
  const data = campaign.data?.campaign;
  const frame = (title: string, children: ReactNode) => (
    <div className="page edit-sequence">
      <Link className="edit-sequence__back" to={campaignTabPath(campaignId, 'sequence')}>
        {COMPOSE_TEXTS.back}
      </Link>
      <div className="page__header">
        <h1>{title}</h1>
      </div>
      <div className="card edit-sequence__form">{children}</div>
    </div>
  );

  if (!data) {
    if (campaign.loading) return frame(COMPOSE_TEXTS.editSequence, <Loading />);
    return frame(
      COMPOSE_TEXTS.editSequence,
      <p className="empty">{campaign.error?.message ?? CAMPAIGN_MESSAGES.notFound}</p>,
    );
  }
  return frame(
    data.name,
    <Suspense fallback={<Loading />}>
      <ComposeForm
        key={data.id}
        mode="edit-sequence"
        campaign={data}
        variables={variables.data?.campaignVariables ?? null}
      />
    </Suspense>,
  );
}

/**
 * Edit sequence (spec 01 §2 screen 7): the messages of a campaign with a Back link to its
 * Sequence page, Cancel and Save Changes. Saving keeps the campaign's status.
 */
export function EditSequencePage() {
  const { campaignId = '' } = useParams();
  return <EditSequence key={campaignId} campaignId={campaignId} />;
}
