import type { ContactsQuery } from '../../../generated/graphql';

type ContactRow = ContactsQuery['contacts']['rows'][number];

const STATUS_BADGES: Record<string, string> = {
  BOUNCED: 'badge badge--danger',
  UNSUBSCRIBED: 'badge badge--muted',
  ENGAGED: 'badge badge--success',
};

/** One page of contacts: Email, Created (local date), Status, Campaign, Sent, Engaged. */
export function ContactsTable({ rows }: { rows: ContactRow[] }) {
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Created</th>
          <th scope="col">Status</th>
          <th scope="col">Campaign</th>
          <th scope="col">Sent</th>
          <th scope="col">Engaged</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((contact) => (
          <tr key={contact.id}>
            <td>{contact.email}</td>
            <td>{new Date(contact.createdAt).toLocaleDateString()}</td>
            <td>
              <span className={STATUS_BADGES[contact.displayStatus] ?? 'badge badge--info'}>
                {contact.displayStatus}
              </span>
            </td>
            <td>{contact.campaignCount}</td>
            <td>{contact.sentCount}</td>
            <td>{contact.engagedCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
