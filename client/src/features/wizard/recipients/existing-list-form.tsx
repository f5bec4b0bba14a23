import { type FormEvent, useId, useState } from 'react';
import { WIZARD_TEXTS } from '../wizard-texts';

type ListOption = { id: string; name: string; contactsCount: number };

type ExistingListFormProps = {
  /** The workspace's lists not linked to the campaign yet. */
  lists: readonly ListOption[];
  onLink: (listId: string) => Promise<unknown>;
};

/** Pick one of the workspace's contact lists and link it. */
export function ExistingListForm({ lists, onLink }: ExistingListFormProps) {
  const selectId = useId();
  const [listId, setListId] = useState('');
  const [linking, setLinking] = useState(false);
  const chosen = lists.some((list) => list.id === listId) ? listId : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || linking) return;
    setLinking(true);
    await onLink(chosen);
    setLinking(false);
  };

  return (
    <form
      className="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Choose an existing list"
    >
      <h3 className="wizard-recipients__heading">Or choose an existing list</h3>
      <div className="wizard-recipients__row">
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            Contact list
          </label>
          <select
            id={selectId}
            className="field__input"
            value={chosen}
            onChange={(event) => setListId(event.target.value)}
          >
            <option value="">{WIZARD_TEXTS.listPlaceholder}</option>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {`${list.name} (${list.contactsCount.toLocaleString('en-US')})`}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={!chosen || linking}>
          Link
        </button>
      </div>
    </form>
  );
}
