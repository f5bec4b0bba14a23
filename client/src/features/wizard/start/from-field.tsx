import { POOL_MESSAGES } from '@outbound/common';
import { ErrorMessage, useFormikContext } from 'formik';
import { badRequestMessage } from '../../../app/apollo';
import { SelectField } from '../../../components/select-field';
import { useWizardPoolMailboxesQuery } from '../../../generated/graphql';
import { MailboxPoolPicker } from '../../campaign-detail/components/settings/mailbox-pool-picker';
import { WIZARD_TEXTS } from '../wizard-texts';

const POOL_FAILED = badRequestMessage(POOL_MESSAGES.fetchFailed);

/** The start step's From: one mailbox, or (`pool` not null) the pool's mailboxes in order. */
export type FromValues = { assigned_to: string; pool: string[] | null };

type FromFieldProps = {
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** The pool's multi-select; the first mailbox picked is the campaign's mailbox. */
function PoolField() {
  const { values, setFieldValue } = useFormikContext<FromValues>();
  const query = useWizardPoolMailboxesQuery({ context: POOL_FAILED });
  const change = (ids: string[]) => {
    void setFieldValue('pool', ids);
    void setFieldValue('assigned_to', ids[0] ?? '');
  };
  return (
    <div className="field">
      <MailboxPoolPicker
        mailboxes={query.data?.poolMailboxes ?? []}
        selected={values.pool ?? []}
        onChange={change}
      />
      <ErrorMessage name="assigned_to">
        {(message) => (
          <p className="field__error" role="alert">
            {message}
          </p>
        )}
      </ErrorMessage>
    </div>
  );
}

/**
 * From (spec 01 §2): the single select of one mailbox, as always, and "Add mailboxes", which
 * turns it into the pool's multi-select (issue 26 §1) starting with the mailbox chosen.
 */
export function FromField({ options }: FromFieldProps) {
  const { values, setFieldValue } = useFormikContext<FromValues>();
  if (values.pool !== null) return <PoolField />;
  return (
    <>
      <SelectField
        name="assigned_to"
        label="From"
        options={options}
        placeholder={WIZARD_TEXTS.mailAccountPlaceholder}
      />
      <button
        type="button"
        className="button button--small"
        onClick={() => void setFieldValue('pool', values.assigned_to ? [values.assigned_to] : [])}
      >
        {WIZARD_TEXTS.addMailboxes}
      </button>
    </>
  );
}
