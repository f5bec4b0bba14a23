import {
  DEFAULT_LEAD_CONDITION_COUNT,
  LEAD_CONDITION_TYPES,
  LEAD_MESSAGES,
  leadSettingsSchema,
  type LeadClause,
  type LeadConditionType,
} from '@outbound/common';
import { FieldArray, Formik, useFormikContext } from 'formik';
import type { FormEvent } from 'react';
import { badRequestMessage } from '../../../../app/apollo';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { showError, showSuccess } from '../../../../components/toast';
import {
  SettingsLeadSettingsDocument,
  useSettingsLeadSettingsQuery,
  useSettingsUpdateLeadSettingsMutation,
  useSettingsUsersQuery,
  type SettingsLeadSettingsFieldsFragment,
} from '../../../../generated/graphql';
import { SETTINGS_TEXTS } from './settings-texts';

type ConditionValues = { type: LeadConditionType; eventCount: string };
/** `leadAssignee`, not `assignedTo`: field names give ids, and the Sending account box has that one. */
type LeadValues = { leadAssignee: string; clause: LeadClause; conditions: ConditionValues[] };

function initialValues(settings: SettingsLeadSettingsFieldsFragment): LeadValues {
  return {
    leadAssignee: settings.assignedTo ?? '',
    clause: settings.clause,
    conditions: settings.conditions.map((condition) => ({
      type: condition.type,
      eventCount: String(condition.eventCount),
    })),
  };
}

/** The lead rules' schema from `@outbound/common`, its assignee under the form's name. */
const leadFormSchema = leadSettingsSchema
  .omit(['assignedTo'])
  .shape({ leadAssignee: leadSettingsSchema.fields.assignedTo });

const TYPE_OPTIONS = LEAD_CONDITION_TYPES.map((type) => ({
  value: type,
  label: SETTINGS_TEXTS.conditionTypes[type],
}));

/** The and/or clause, switched by clicking (spec 01 §4). */
function ClauseToggle() {
  const { values, setFieldValue } = useFormikContext<LeadValues>();
  return (
    <button
      type="button"
      className="button button--small settings-box__clause"
      aria-label={SETTINGS_TEXTS.clauseButton(values.clause)}
      onClick={() => void setFieldValue('clause', values.clause === 'and' ? 'or' : 'and')}
    >
      {values.clause.toUpperCase()}
    </button>
  );
}

/** The reply / open / click conditions with their counts; a new one starts at 1. */
function Conditions() {
  const { values } = useFormikContext<LeadValues>();
  return (
    <FieldArray name="conditions">
      {({ push, remove }) => (
        <>
          <ol className="settings-box__conditions">
            {values.conditions.map((_, index) => (
              <li key={index} className="settings-box__condition">
                <SelectField
                  name={`conditions.${index}.type`}
                  label={SETTINGS_TEXTS.conditionType(index + 1)}
                  options={TYPE_OPTIONS}
                />
                <TextField
                  name={`conditions.${index}.eventCount`}
                  label={SETTINGS_TEXTS.conditionCount(index + 1)}
                  inputMode="numeric"
                />
                <span>{SETTINGS_TEXTS.times}</span>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => remove(index)}
                >
                  {SETTINGS_TEXTS.removeCondition(index + 1)}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button"
            onClick={() =>
              push({ type: 'reply', eventCount: String(DEFAULT_LEAD_CONDITION_COUNT) })
            }
          >
            {SETTINGS_TEXTS.addCondition}
          </button>
        </>
      )}
    </FieldArray>
  );
}

/** The lead rules as the mutation takes them: counts parsed as whole numbers. */
function leadSettingsInput(values: LeadValues) {
  return {
    assignedTo: values.leadAssignee,
    clause: values.clause,
    conditions: values.conditions.map((condition) => ({
      type: condition.type,
      eventCount: Number.parseInt(condition.eventCount.trim(), 10),
    })),
  };
}

/** The save of the box; its answer replaces the box's query in the cache. */
function useLeadSettingsSave(campaignId: string) {
  const [update] = useSettingsUpdateLeadSettingsMutation({
    context: badRequestMessage(SETTINGS_TEXTS.leadSettingsFailed),
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: SettingsLeadSettingsDocument,
        variables: { campaignId },
        data: { campaignLeadSettings: data.updateCampaignLeadSettings },
      });
    },
  });
  return async (values: LeadValues) => {
    try {
      await update({ variables: { campaignId, input: leadSettingsInput(values) } });
      showSuccess(LEAD_MESSAGES.settingsUpdated);
    } catch {
      // The error toast already said why.
    }
  };
}

/**
 * The box's form: assignee, clause and conditions. A save with an error marks every field (its
 * messages show) and says so in a toast; Formik then sends nothing.
 */
function LeadSettingsForm({ assignees }: { assignees: { value: string; label: string }[] }) {
  const { handleSubmit, validateForm, isSubmitting } = useFormikContext<LeadValues>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    handleSubmit(event);
    void validateForm().then((errors) => {
      if (Object.keys(errors).length > 0) showError(LEAD_MESSAGES.resolveErrors);
    });
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <SelectField name="leadAssignee" label={SETTINGS_TEXTS.assignLeadsTo} options={assignees} />
      <p className="settings-box__rule">
        {SETTINGS_TEXTS.leadRule} <ClauseToggle />
      </p>
      <Conditions />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          Save
        </button>
      </div>
    </form>
  );
}

/**
 * The Leads box of the Settings tab (spec 01 §3 Lead settings, §5): who new leads go to (nobody or
 * any user of the workspace, spec 01 §6) and the conditions that make a recipient one.
 */
export function LeadSettingsBox({ campaignId }: { campaignId: string }) {
  const current = useSettingsLeadSettingsQuery({
    variables: { campaignId },
    context: badRequestMessage(SETTINGS_TEXTS.leadSettingsFetchFailed),
  });
  const users = useSettingsUsersQuery({ context: badRequestMessage(SETTINGS_TEXTS.usersFailed) });
  const save = useLeadSettingsSave(campaignId);
  const settings = current.data?.campaignLeadSettings;
  const assignees = [
    { value: '', label: LEAD_MESSAGES.unassigned },
    ...(users.data?.users ?? []).map((user) => ({
      value: user.email,
      label: `${user.name} <${user.email}>`,
    })),
  ];

  return (
    <section className="card settings-box" aria-labelledby="settings-leads">
      <h2 className="card__title" id="settings-leads">
        {SETTINGS_TEXTS.leads}
      </h2>
      {settings && (
        <Formik<LeadValues>
          initialValues={initialValues(settings)}
          enableReinitialize
          validationSchema={leadFormSchema}
          onSubmit={save}
        >
          <LeadSettingsForm assignees={assignees} />
        </Formik>
      )}
    </section>
  );
}
