import { useComposeCampaignQuery, useComposeVariablesQuery } from '../../../generated/graphql';
import { badRequestFallback } from '../../../app/apollo';
import { ComposeForm } from './compose-form';
import { COMPOSE_TEXTS } from './compose-texts';

/**
 * The wizard's Compose step for one campaign: loads its saved messages and the variables its
 * lists offer, then the form. After Next saves, it goes to Preview.
 */
export function ComposeStep({ campaignId }: { campaignId: string }) {
  const campaign = useComposeCampaignQuery({ variables: { id: campaignId } });
  const variables = useComposeVariablesQuery({
    variables: { campaignId },
    context: badRequestFallback(COMPOSE_TEXTS.variablesFailed),
  });
  const data = campaign.data?.campaign;

  if (!data) {
    if (campaign.loading) {
      return (
        <p className="loader" role="status">
          {COMPOSE_TEXTS.loading}
        </p>
      );
    }
    return <p className="empty">{campaign.error?.message}</p>;
  }
  return (
    <ComposeForm
      key={data.id}
      campaign={data}
      variables={variables.data?.campaignVariables ?? null}
    />
  );
}
