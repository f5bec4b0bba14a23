import { POOL_MESSAGES } from '@outbound/common';
import { useId, useState } from 'react';

/** A mailbox the picker offers, with its daily cap and today's sends. */
export interface PickerMailbox {
  id: string;
  email: string;
  name: string;
  dailyCap: number;
  sentToday: number;
}

type MailboxPoolPickerProps = {
  mailboxes: readonly PickerMailbox[];
  /** The pool in order (the first one first). */
  selected: readonly string[];
  onChange: (ids: string[]) => void;
};

/** Whether a mailbox's name or address holds the search text (plain substring, no pattern). */
function matches(mailbox: PickerMailbox, search: string): boolean {
  const text = search.trim().toLowerCase();
  return (
    !text || mailbox.email.toLowerCase().includes(text) || mailbox.name.toLowerCase().includes(text)
  );
}

/**
 * The sending pool's searchable multi-select (the Start tab and the Settings tab): each mailbox
 * with its daily cap and today's sends; ticking adds it at the end of the pool, unticking removes
 * it, so the order picked is the pool's order.
 */
export function MailboxPoolPicker({ mailboxes, selected, onChange }: MailboxPoolPickerProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className="pool-picker">
      <legend>{POOL_MESSAGES.pickerLabel}</legend>
      <p className="form__hint">{POOL_MESSAGES.pickerHint}</p>
      <label htmlFor={searchId} className="visually-hidden">
        {POOL_MESSAGES.searchPlaceholder}
      </label>
      <input
        id={searchId}
        type="search"
        maxLength={200}
        placeholder={POOL_MESSAGES.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul className="pool-picker__list">
        {mailboxes
          .filter((mailbox) => matches(mailbox, search))
          .map((mailbox) => (
            <li key={mailbox.id}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={selected.includes(mailbox.id)}
                  onChange={() => toggle(mailbox.id)}
                />
                {mailbox.name} &lt;{mailbox.email}&gt;
                <span className="pool-picker__figures">
                  {` ${mailbox.sentToday} sent today of ${mailbox.dailyCap}/day`}
                </span>
              </label>
            </li>
          ))}
      </ul>
      <p className="form__hint">{`${selected.length} selected`}</p>
    </fieldset>
  );
}
