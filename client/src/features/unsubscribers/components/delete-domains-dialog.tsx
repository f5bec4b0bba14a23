import { UNSUBSCRIBERS_MESSAGES } from '@outbound/common';
import { useState } from 'react';
import { showError } from '../../../components/toast';
import type { UnsubscriberFieldsFragment } from '../../../generated/graphql';
import { Dialog, DialogActions } from '../../../components/dialog';
import { useDeleteUnsubscribeDomains } from '../hooks/use-delete-unsubscribe-domains';

type DeleteDomainsDialogProps = {
  unsubscriber: UnsubscriberFieldsFragment;
  onClose: () => void;
  /** Called after the domains are deleted (and the dialog closed). */
  onDeleted: () => void;
};

/** Delete Domain(s): ticks the domains a recipient may receive email from again (spec 02 §2). */
export function DeleteDomainsDialog({
  unsubscriber,
  onClose,
  onDeleted,
}: DeleteDomainsDialogProps) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [deleteDomains, deleting] = useDeleteUnsubscribeDomains();
  const domains = [...new Set(unsubscriber.unsubscribes.map((entry) => entry.domain))];

  const toggle = (domain: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(domain)) next.add(domain);
      return next;
    });

  const confirm = async () => {
    const selected = domains.filter((domain) => ticked.has(domain));
    if (selected.length === 0) {
      showError(UNSUBSCRIBERS_MESSAGES.noDomainSelected);
      return;
    }
    if (!(await deleteDomains(unsubscriber.email, selected))) return;
    onClose();
    onDeleted();
  };

  return (
    <Dialog title={UNSUBSCRIBERS_MESSAGES.deleteDomainsTitle} onClose={onClose}>
      <p className="dialog__text">{UNSUBSCRIBERS_MESSAGES.deleteDomainsExplanation}</p>
      <p className="dialog__text">
        Recipient: <strong>{unsubscriber.email}</strong>
      </p>
      <fieldset className="unsubscribers__domains">
        <legend className="visually-hidden">Domains</legend>
        {domains.map((domain) => (
          <label key={domain} className="checkbox">
            <input type="checkbox" checked={ticked.has(domain)} onChange={() => toggle(domain)} />
            {domain}
          </label>
        ))}
      </fieldset>
      <DialogActions
        confirm="Delete"
        tone="danger"
        disabled={deleting}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
    </Dialog>
  );
}
