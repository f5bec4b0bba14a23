import { useId } from 'react';
import type { MailAccountFieldsFragment } from '../../../generated/graphql';

/**
 * Picks the mail account whose calendar is shown. An email that is not among the accounts (a
 * deleted account, a mistyped link) stays shown as chosen rather than another account's address.
 */
export function AccountSelect({
  accounts,
  email,
  onChange,
}: {
  accounts: ReadonlyArray<MailAccountFieldsFragment>;
  email: string;
  onChange: (email: string) => void;
}) {
  const id = useId();
  const known = accounts.some((account) => account.email === email);
  return (
    <div className="calendar-account">
      <label className="visually-hidden" htmlFor={id}>
        Mail account
      </label>
      <select
        id={id}
        className="field__input"
        value={email}
        onChange={(event) => onChange(event.target.value)}
      >
        {!known && (
          <option value={email} disabled>
            {email}
          </option>
        )}
        {accounts.map((account) => (
          <option key={account.id} value={account.email}>
            {account.email}
          </option>
        ))}
      </select>
    </div>
  );
}
