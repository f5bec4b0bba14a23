import { CAMPAIGN_MESSAGES, requiredEmailAddressSchema } from '@outbound/common';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { TextField } from '../../../../components/text-field';
import { PREVIEW_TEXTS } from '../preview-texts';

const searchSchema = object({
  email: requiredEmailAddressSchema(CAMPAIGN_MESSAGES.validEmail, CAMPAIGN_MESSAGES.validEmail),
});

type RecipientSearchProps = {
  /** Addresses offered as suggestions (the first recipients). */
  suggestions: readonly string[];
  /** The answer to the last search when no recipient has that address. */
  notFound: string | null;
  onSearch: (email: string) => void;
};

/** Finds a recipient by email to preview their messages; the address must be valid (spec 01 §5). */
export function RecipientSearch({ suggestions, notFound, onSearch }: RecipientSearchProps) {
  const listId = 'preview-recipient-suggestions';
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={searchSchema}
      onSubmit={(values) => onSearch(values.email.trim())}
    >
      <Form className="form form--inline preview__search" noValidate role="search">
        <TextField
          name="email"
          label={PREVIEW_TEXTS.searchLabel}
          type="email"
          placeholder={PREVIEW_TEXTS.searchPlaceholder}
          list={suggestions.length > 0 ? listId : undefined}
        />
        <button type="submit" className="button">
          {PREVIEW_TEXTS.search}
        </button>
        {suggestions.length > 0 && (
          <datalist id={listId}>
            {suggestions.map((email) => (
              <option key={email} value={email} />
            ))}
          </datalist>
        )}
        {notFound && (
          <p className="field__error preview__not-found" role="alert">
            {notFound}
          </p>
        )}
      </Form>
    </Formik>
  );
}
