import type { WizardCampaignListsQuery } from '../../../generated/graphql';
import { WIZARD_TEXTS } from '../wizard-texts';

export type LinkedList = WizardCampaignListsQuery['campaignLists'][number];

type LinkedListsTableProps = {
  lists: readonly LinkedList[];
  onDelete: (list: LinkedList) => void;
};

/** The lists attached to the campaign: name, contacts, recipients and a delete button. */
export function LinkedListsTable({ lists, onDelete }: LinkedListsTableProps) {
  if (lists.length === 0) return <p className="empty">{WIZARD_TEXTS.noLists}</p>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">List</th>
          <th scope="col" className="wizard-lists__figure">
            Contacts
          </th>
          <th scope="col" className="wizard-lists__figure">
            Recipients
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <tr key={list.id}>
            <td>{list.name}</td>
            <td className="wizard-lists__figure">{list.contactsCount.toLocaleString('en-US')}</td>
            <td className="wizard-lists__figure">{list.recipientsCount.toLocaleString('en-US')}</td>
            <td className="wizard-lists__actions">
              <button
                type="button"
                className="button button--danger"
                aria-label={`Delete ${list.name}`}
                onClick={() => onDelete(list)}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
