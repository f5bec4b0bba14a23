import { useState } from 'react';
import { API_KEY_MESSAGES } from '@outbound/common';
import { Dialog, DialogActions } from '../../../components/dialog';
import { showSuccess } from '../../../components/toast';
import type { ApiKeyFieldsFragment } from '../../../generated/graphql';
import { useRevokeApiKey } from '../hooks';

const when = (iso: string | null | undefined, none: string) =>
  iso ? new Date(iso).toLocaleString() : none;

/** One key: name, prefix, scopes, dates, and Revoke (asked first). */
export function ApiKeyRow({ apiKey }: { apiKey: ApiKeyFieldsFragment }) {
  const [asking, setAsking] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [revokeApiKey] = useRevokeApiKey();

  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeApiKey({ variables: { apiKeyId: apiKey.id } });
    } catch {
      setRevoking(false);
      return;
    }
    showSuccess(API_KEY_MESSAGES.revoked);
  };

  return (
    <tr>
      <td>{apiKey.name}</td>
      <td>
        <code>{apiKey.prefix}…</code>
      </td>
      <td>{apiKey.scopes.join(', ')}</td>
      <td>{when(apiKey.createdAt, '')}</td>
      <td>{when(apiKey.expiresAt, 'Never')}</td>
      <td>{when(apiKey.lastUsedAt, 'Never used')}</td>
      <td>
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          Revoke
        </button>
        {asking && (
          <Dialog title="Revoke API key" onClose={() => setAsking(false)}>
            <p className="dialog__text">
              Revoke “{apiKey.name}”? Requests with it are refused from now on.
            </p>
            <DialogActions
              confirm="Revoke"
              tone="danger"
              disabled={revoking}
              onConfirm={() => void revoke()}
              onCancel={() => setAsking(false)}
            />
          </Dialog>
        )}
      </td>
    </tr>
  );
}
