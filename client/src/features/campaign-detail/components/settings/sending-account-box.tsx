import {
  FROM_NAME_MAX_LENGTH,
  SENDING_ACCOUNT_MESSAGES,
  sendingAccountSchema,
} from '@outbound/common';
import { Field, Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { badRequestMessage } from '../../../../app/apollo';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { showError, showSuccess } from '../../../../components/toast';
import {
  SettingsSendingAccountDocument,
  useSettingsMailAccountsQuery,
  useSettingsSendingAccountQuery,
  useSettingsUpdateSendingAccountMutation,
  type SettingsMailAccountsQuery,
  type SettingsSendingAccountFieldsFragment,
} from '../../../../generated/graphql';
import { SETTINGS_TEXTS } from './settings-texts';

type MailAccount = SettingsMailAccountsQuery['mailAccounts'][number];
type SendingAccountValues = { assignedTo: string; fromName: string; useSmtp: boolean };

/** Campaigns whose future messages move with the account (the others have none waiting). */
const RUNNING = new Set(['started', 'paused', 'scheduled']);

function initialValues(current: SettingsSendingAccountFieldsFragment): SendingAccountValues {
  return {
    assignedTo: current.mailAccount?.id ?? '',
    fromName: current.fromName,
    useSmtp: current.useSmtp,
  };
}

/** What the save would send, SMTP only for an account that has it. */
function command(values: SendingAccountValues, accounts: readonly MailAccount[]) {
  const account = accounts.find((candidate) => candidate.id === values.assignedTo);
  return {
    assignedTo: values.assignedTo,
    fromName: values.fromName.trim(),
    useSmtp: Boolean(account?.hasSmtp && values.useSmtp),
  };
}

/**
 * Choosing another account while the From name is still the previous account's name (the default)
 * moves it to the new account's name; a name of the campaign's own is kept.
 */
function FollowAccountName({ accounts }: { accounts: readonly MailAccount[] }) {
  const { values, setFieldValue } = useFormikContext<SendingAccountValues>();
  const previous = useRef(values.assignedTo);
  useEffect(() => {
    if (previous.current === values.assignedTo) return;
    const before = accounts.find((account) => account.id === previous.current);
    const after = accounts.find((account) => account.id === values.assignedTo);
    previous.current = values.assignedTo;
    if (after && (!values.fromName.trim() || values.fromName.trim() === before?.name))
      void setFieldValue('fromName', after.name);
  }, [values.assignedTo, values.fromName, accounts, setFieldValue]);
  return null;
}

/** Use SMTP, shown only when the chosen account has SMTP settings (as in the start step). */
function UseSmtpCheckbox({ accounts }: { accounts: readonly MailAccount[] }) {
  const { values } = useFormikContext<SendingAccountValues>();
  const account = accounts.find((candidate) => candidate.id === values.assignedTo);
  if (!account?.hasSmtp) return null;
  return (
    <label className="checkbox">
      <Field type="checkbox" name="useSmtp" />
      {SETTINGS_TEXTS.useSmtp}
    </label>
  );
}

/**
 * The save of the box: refused here when nothing changed (no call), else the mutation, whose answer
 * replaces the box's query in the cache; the header's campaign is read again (it names the account).
 */
function useSendingAccountSave(
  campaignId: string,
  account: SettingsSendingAccountFieldsFragment | undefined,
  accounts: readonly MailAccount[],
) {
  const [update] = useSettingsUpdateSendingAccountMutation({
    context: badRequestMessage(SENDING_ACCOUNT_MESSAGES.updateFailed),
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: SettingsSendingAccountDocument,
        variables: { campaignId },
        data: { campaignSendingAccount: data.updateCampaignMailAccount },
      });
    },
    refetchQueries: ['CampaignDetail'],
  });
  return async (values: SendingAccountValues) => {
    if (!account) return;
    const next = command(values, accounts);
    const before = command(initialValues(account), accounts);
    if (
      next.assignedTo === before.assignedTo &&
      next.fromName === before.fromName &&
      next.useSmtp === account.useSmtp
    ) {
      showError(SENDING_ACCOUNT_MESSAGES.unchanged);
      return;
    }
    try {
      await update({ variables: { campaignId, ...next } });
      showSuccess(SENDING_ACCOUNT_MESSAGES.updated);
    } catch {
      // The error toast already said why.
    }
  };
}

/** The box's fields: account, what a change does to a running campaign, From name, SMTP. */
function SendingAccountFields({
  account,
  accounts,
}: {
  account: SettingsSendingAccountFieldsFragment;
  accounts: readonly MailAccount[];
}) {
  const { isSubmitting } = useFormikContext<SendingAccountValues>();
  const options = accounts.map((candidate) => ({
    value: candidate.id,
    label: `${candidate.email} (${candidate.name})`,
  }));
  return (
    <Form className="form" noValidate>
      <SelectField
        name="assignedTo"
        label={SETTINGS_TEXTS.mailAccount}
        options={options}
        placeholder={SETTINGS_TEXTS.mailAccountPlaceholder}
      />
      {RUNNING.has(account.campaignStatus) && (
        <p className="field__hint">{SENDING_ACCOUNT_MESSAGES.movedNote}</p>
      )}
      <FollowAccountName accounts={accounts} />
      <TextField name="fromName" label={SETTINGS_TEXTS.fromName} maxLength={FROM_NAME_MAX_LENGTH} />
      <p className="field__hint">{SENDING_ACCOUNT_MESSAGES.fromNameHint}</p>
      <UseSmtpCheckbox accounts={accounts} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          Save
        </button>
      </div>
    </Form>
  );
}

/**
 * The Sending account box of the Settings tab (spec 01 §2, §5): the mail account, the campaign's
 * From name and Use SMTP. Saving what is already there is refused here, without a call.
 */
export function SendingAccountBox({ campaignId }: { campaignId: string }) {
  const current = useSettingsSendingAccountQuery({
    variables: { campaignId },
    context: badRequestMessage(SENDING_ACCOUNT_MESSAGES.fetchFailed),
  });
  const accounts = useSettingsMailAccountsQuery({
    context: badRequestMessage(SETTINGS_TEXTS.mailAccountsFailed),
  });
  const account = current.data?.campaignSendingAccount;
  const accountList = accounts.data?.mailAccounts ?? [];
  const save = useSendingAccountSave(campaignId, account, accountList);

  return (
    <section className="card settings-box" aria-labelledby="settings-sending-account">
      <h2 className="card__title" id="settings-sending-account">
        {SETTINGS_TEXTS.sendingAccount}
      </h2>
      {!account && current.loading && (
        <p className="loader" role="status">
          Loading…
        </p>
      )}
      {account && (
        <Formik<SendingAccountValues>
          initialValues={initialValues(account)}
          enableReinitialize
          validationSchema={sendingAccountSchema}
          onSubmit={save}
        >
          <SendingAccountFields account={account} accounts={accountList} />
        </Formik>
      )}
    </section>
  );
}
