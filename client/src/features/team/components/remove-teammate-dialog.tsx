import { useState } from 'react';
import { MESSAGES } from '@outbound/common';
import { Dialog, DialogActions } from '../../../components/dialog';
import { showSuccess } from '../../../components/toast';
import type { TeamMemberFieldsFragment } from '../../../generated/graphql';
import { useRemoveUser } from '../hooks/use-team-changes';

type RemoveTeammateDialogProps = {
  teammate: TeamMemberFieldsFragment;
  onClose: () => void;
};

/** Asks before taking a teammate off the team: Remove (disabled while it runs) and Cancel. */
export function RemoveTeammateDialog({ teammate, onClose }: RemoveTeammateDialogProps) {
  const [removeUser] = useRemoveUser();
  const [removing, setRemoving] = useState(false);

  const confirm = async () => {
    setRemoving(true);
    try {
      await removeUser({ variables: { userId: teammate.id } });
    } catch {
      setRemoving(false);
      return; // Reported by the global error handling.
    }
    showSuccess(MESSAGES.team.removed);
    onClose();
  };

  return (
    <Dialog title={`Remove ${teammate.name}?`} onClose={onClose}>
      <p className="dialog__text">{MESSAGES.team.removeConfirm}</p>
      <DialogActions
        confirm="Remove"
        tone="danger"
        disabled={removing}
        onConfirm={() => void confirm()}
        onCancel={onClose}
      />
    </Dialog>
  );
}
