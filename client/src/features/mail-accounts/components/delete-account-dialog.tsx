import { MAIL_ACCOUNT_MESSAGES } from '@outbound/common';
import { showSuccess } from '../../../components/toast';
import {
  type MailAccountFieldsFragment,
  useMailAccountCampaignsQuery,
} from '../../../generated/graphql';
import { useDeleteMailAccount } from '../hooks/use-delete-mail-account';
import { Dialog, DialogActions } from '../../../components/dialog';

type DeleteAccountDialogProps = {
  account: MailAccountFieldsFragment;
  onClose: () => void;
};

/** Confirms a deletion after showing which campaigns send from the account (spec 02 §2). */
export function DeleteAccountDialog({ account, onClose }: DeleteAccountDialogProps) {
  const { data, loading, error } = useMailAccountCampaignsQuery({
    variables: { email: account.email },
    fetchPolicy: 'network-only',
  });
  const [deleteAccount, { loading: deleting }] = useDeleteMailAccount();
  const campaigns = data?.mailAccountCampaigns ?? [];

  const confirm = async () => {
    if (!(await deleteAccount(account))) return;
    showSuccess(MAIL_ACCOUNT_MESSAGES.deleted);
    onClose();
  };

  return (
    <Dialog title="Delete mail account" onClose={onClose}>
      <p className="dialog__text">
        Delete <strong>{account.email}</strong>? This cannot be undone.
      </p>
      {loading && <p role="status">Looking up the campaigns that use this account…</p>}
      {error && (
        <p className="dialog__text">The campaigns using this account could not be loaded.</p>
      )}
      {data &&
        (campaigns.length > 0 ? (
          <>
            <p className="dialog__text">These campaigns send from this account:</p>
            <ul className="dialog__list" aria-label="Campaigns using this account">
              {campaigns.map((name, index) => (
                <li key={`${index}:${name}`}>{name}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="dialog__text">No campaign uses this account.</p>
        ))}
      <DialogActions
        confirm="Delete"
        tone="danger"
        disabled={!data || deleting}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
    </Dialog>
  );
}
