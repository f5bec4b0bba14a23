import { RECIPIENT_EVENT_FILTERS } from '@outbound/common';
import { useId } from 'react';
import { CAMPAIGN_DETAIL_TEXTS, RECIPIENTS_TEXTS } from '../../campaign-detail-texts';

type RecipientsFiltersProps = {
  /** The search box as typed (the tab applies it from 2 characters). */
  typed: string;
  setTyped: (typed: string) => void;
  eventType: string;
  setEventType: (eventType: string) => void;
  listId: string;
  setListId: (listId: string) => void;
  lists: readonly { id: string; name: string }[];
};

/** The Recipients tab's search box, event filter and list filter (spec 01 §2, §9). */
export function RecipientsFilters(props: RecipientsFiltersProps) {
  const ids = { search: useId(), event: useId(), list: useId() };
  return (
    <div className="recipients__filters">
      <div className="field">
        <label className="field__label" htmlFor={ids.search}>
          {RECIPIENTS_TEXTS.search}
        </label>
        <input
          id={ids.search}
          type="search"
          className="field__input"
          placeholder={RECIPIENTS_TEXTS.searchPlaceholder}
          maxLength={254}
          value={props.typed}
          onChange={(event) => props.setTyped(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.event}>
          {RECIPIENTS_TEXTS.event}
        </label>
        <select
          id={ids.event}
          className="field__input"
          value={props.eventType}
          onChange={(event) => props.setEventType(event.target.value)}
        >
          <option value="">{RECIPIENTS_TEXTS.allEvents}</option>
          {RECIPIENT_EVENT_FILTERS.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.list}>
          {RECIPIENTS_TEXTS.list}
        </label>
        <select
          id={ids.list}
          className="field__input"
          value={props.listId}
          onChange={(event) => props.setListId(event.target.value)}
        >
          <option value="">{CAMPAIGN_DETAIL_TEXTS.allLists}</option>
          {props.lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
