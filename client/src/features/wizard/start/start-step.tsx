import {
  CAMPAIGN_MESSAGES,
  campaignStartSchema,
  POOL_MESSAGES,
  REDIRECT_DELAY_MS,
} from '@outbound/common';
import { Field, Form, Formik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { badRequestMessage } from '../../../app/apollo';
import { campaignTabPath } from '../../../app/paths';
import { TextField } from '../../../components/text-field';
import { showError } from '../../../components/toast';
import {
  useCreateWizardCampaignMutation,
  useSetWizardSendingPoolMutation,
  useUpdateWizardCampaignMutation,
  useWizardMailAccountsQuery,
  type WizardCampaignFragment,
  type WizardMailAccountsQuery,
} from '../../../generated/graphql';
import { WIZARD_TEXTS } from '../wizard-texts';
import { FromField } from './from-field';

const MAIL_ACCOUNTS_FAILED = badRequestMessage(WIZARD_TEXTS.mailAccountsFailed);
const CREATE_FAILED = badRequestMessage(WIZARD_TEXTS.createFailed);
const UPDATE_FAILED = badRequestMessage(WIZARD_TEXTS.updateFailed);
const POOL_FAILED = badRequestMessage(POOL_MESSAGES.updateFailed);

type MailAccount = WizardMailAccountsQuery['mailAccounts'][number];
type StartValues = { name: string; assigned_to: string; use_smtp: boolean; pool: string[] | null };

/**
 * The pool to write after the campaign's mailbox was saved, or null when it is already so: saving
 * a new first mailbox makes the pool that mailbox alone, saving the same one keeps the pool.
 */
function poolToWrite(campaign: WizardCampaignFragment | null, pool: string[]): string[] | null {
  const kept = campaign && campaign.mailAccount?.id === pool[0];
  const stored = kept ? campaign.mailAccounts.map((m) => m.id) : pool.slice(0, 1);
  return stored.join(',') === pool.join(',') ? null : pool;
}

/** Use SMTP, shown only when the chosen account has SMTP settings (spec 01 §2). */
function UseSmtpCheckbox({ accounts }: { accounts: readonly MailAccount[] }) {
  const { values } = useFormikContext<StartValues>();
  const account = accounts.find((candidate) => candidate.id === values.assigned_to);
  if (!account?.hasSmtp) return null;
  return (
    <label className="checkbox">
      <Field type="checkbox" name="use_smtp" />
      Use SMTP
    </label>
  );
}

/**
 * Start (spec 01 §2 step 1): title, From and Use SMTP. Next creates the campaign (or saves the
 * existing one, whose progress stays where it is) and opens Recipients 2.5 s later (spec 01 §9).
 */
export function StartStep({ campaign }: { campaign: WizardCampaignFragment | null }) {
  const navigate = useNavigate();
  const accounts = useWizardMailAccountsQuery({ context: MAIL_ACCOUNTS_FAILED });
  const [create] = useCreateWizardCampaignMutation({ context: CREATE_FAILED });
  const [update] = useUpdateWizardCampaignMutation({ context: UPDATE_FAILED });
  const [setPool] = useSetWizardSendingPoolMutation({ context: POOL_FAILED });
  const [savedId, setSavedId] = useState<string | null>(null);
  const accountList = accounts.data?.mailAccounts ?? [];

  useEffect(() => {
    if (!savedId) return undefined;
    const timer = setTimeout(
      () => navigate(campaignTabPath(savedId, 'add-recipients')),
      REDIRECT_DELAY_MS.campaignSaved,
    );
    return () => clearTimeout(timer);
  }, [savedId, navigate]);

  const save = async (values: StartValues) => {
    const account = accountList.find((candidate) => candidate.id === values.assigned_to);
    const input = {
      name: values.name.trim(),
      assignedTo: values.assigned_to,
      useSmtp: Boolean(account?.hasSmtp && values.use_smtp),
    };
    try {
      const id = campaign
        ? (await update({ variables: { id: campaign.id, input } })).data?.updateCampaign.id
        : (await create({ variables: { input } })).data?.createCampaign.id;
      if (!id) {
        showError(CAMPAIGN_MESSAGES.createFailed);
        return;
      }
      const pool = poolToWrite(campaign, values.pool ?? [values.assigned_to]);
      if (pool && !(await savePool(id, pool))) return;
      setSavedId(id);
    } catch {
      // The error toast already said why.
    }
  };

  /** The pool in the order picked; a new campaign whose pool failed opens its own Start step. */
  const savePool = async (id: string, pool: string[]): Promise<boolean> => {
    try {
      await setPool({ variables: { campaignId: id, ids: pool } });
      return true;
    } catch {
      if (!campaign) navigate(campaignTabPath(id, 'start'));
      return false;
    }
  };

  const options = accountList.map((account) => ({
    value: account.id,
    label: `${account.name} <${account.email}>`,
  }));

  return (
    <Formik<StartValues>
      initialValues={{
        name: campaign?.name ?? '',
        assigned_to: campaign?.mailAccount?.id ?? '',
        use_smtp: campaign?.useSmtp ?? false,
        pool:
          campaign && campaign.mailAccounts.length > 1
            ? campaign.mailAccounts.map((m) => m.id)
            : null,
      }}
      validationSchema={campaignStartSchema}
      onSubmit={save}
    >
      {({ isSubmitting }) => (
        <Form className="form wizard-start" noValidate>
          <h2 className="card__title">Start</h2>
          <TextField name="name" label="Campaign Title" maxLength={200} autoFocus />
          <FromField options={options} />
          <UseSmtpCheckbox accounts={accountList} />
          {savedId && (
            <p className="notice notice--success" role="status">
              {WIZARD_TEXTS.saved}
            </p>
          )}
          <div className="form__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={isSubmitting || savedId !== null}
            >
              Next
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
