import { type FormEvent, useEffect, useState } from 'react';
import {
  MailAccountDeliverabilityDocument,
  useSetMailAccountTrackingDomainMutation,
} from '../../../generated/graphql';
import { showSuccess } from '../../../components/toast';

/**
 * The mailbox's own tracking domain (a CNAME to this server): saved, then checked at once; empty
 * removes it. Errors (an invalid host) are reported by the global error handling.
 */
export function TrackingDomainForm({
  mailAccountId,
  trackingDomain,
}: {
  mailAccountId: string;
  trackingDomain: string | null;
}) {
  const [value, setValue] = useState(trackingDomain ?? '');
  useEffect(() => setValue(trackingDomain ?? ''), [trackingDomain]);
  const [save, { loading }] = useSetMailAccountTrackingDomainMutation({
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery({
        query: MailAccountDeliverabilityDocument,
        variables: { id: mailAccountId },
        data: { mailAccountDeliverability: data.setMailAccountTrackingDomain },
      });
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { id: mailAccountId, trackingDomain: value.trim() || null } });
    } catch {
      return;
    }
    showSuccess(value.trim() ? 'Tracking domain saved' : 'Tracking domain removed');
  };
  return (
    <form className="form form--inline" onSubmit={(event) => void submit(event)}>
      <label className="field__label" htmlFor="tracking-domain">
        Tracking domain
      </label>
      <input
        id="tracking-domain"
        className="field__input"
        placeholder="track.example.com"
        maxLength={253}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button" disabled={loading}>
        Save tracking domain
      </button>
    </form>
  );
}
