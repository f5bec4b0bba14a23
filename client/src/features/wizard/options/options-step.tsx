import { CAMPAIGN_MESSAGES, REDIRECT_DELAY_MS } from '@outbound/common';
import { Field, Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { badRequestMessage } from '../../../app/apollo';
import { campaignTabPath } from '../../../app/paths';
import { showSuccess } from '../../../components/toast';
import {
  useSaveWizardOptionsMutation,
  type WizardCampaignFragment,
} from '../../../generated/graphql';
import { WIZARD_TEXTS } from '../wizard-texts';

const SAVE_FAILED = badRequestMessage(WIZARD_TEXTS.optionsFailed);

type OptionValues = { trackOpen: boolean; trackClicks: boolean; pertinentLaws: boolean };

/**
 * Options (spec 01 §2 step 5): open and click tracking and the pertinent-laws acknowledgement.
 * A plain-text campaign is never tracked: both boxes are off and disabled. Next saves and opens
 * Send.
 */
export function OptionsStep({ campaign }: { campaign: WizardCampaignFragment }) {
  const navigate = useNavigate();
  const [save] = useSaveWizardOptionsMutation({ context: SAVE_FAILED });
  const [saved, setSaved] = useState(false);
  const plainText = campaign.messageMimeType === 'text/plain';

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(
      () => navigate(campaignTabPath(campaign.id, 'send')),
      REDIRECT_DELAY_MS.afterAction,
    );
    return () => clearTimeout(timer);
  }, [saved, campaign.id, navigate]);

  const submit = async (values: OptionValues) => {
    try {
      await save({
        variables: {
          campaignId: campaign.id,
          input: {
            trackOpen: !plainText && values.trackOpen,
            trackClicks: !plainText && values.trackClicks,
            pertinentLaws: values.pertinentLaws,
          },
        },
      });
      showSuccess(CAMPAIGN_MESSAGES.settingsUpdated);
      setSaved(true);
    } catch {
      // The error toast already said why.
    }
  };

  return (
    <Formik<OptionValues>
      initialValues={{
        trackOpen: !plainText && campaign.trackOpen,
        trackClicks: !plainText && campaign.trackClicks,
        pertinentLaws: campaign.pertinentLaws,
      }}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="form wizard-options" noValidate>
          <h2 className="card__title">Options</h2>
          <fieldset className="fieldset">
            <legend className="fieldset__legend">Tracking</legend>
            <label className="checkbox">
              <Field type="checkbox" name="trackOpen" disabled={plainText} />
              Track opens
            </label>
            <label className="checkbox">
              <Field type="checkbox" name="trackClicks" disabled={plainText} />
              Track link clicks
            </label>
            {plainText && <p className="wizard-options__note">{WIZARD_TEXTS.plainTextTracking}</p>}
          </fieldset>
          <label className="checkbox">
            <Field type="checkbox" name="pertinentLaws" />
            {WIZARD_TEXTS.pertinentLaws}
          </label>
          <div className="form__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={isSubmitting || saved}
            >
              Next
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
