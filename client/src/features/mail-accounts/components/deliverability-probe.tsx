import { useProbeMailAccountDeliverabilityMutation } from '../../../generated/graphql';

const FOLDERS: Record<string, string> = { inbox: 'the inbox', spam: 'spam' };

/**
 * "Send a probe": a message from the mailbox to itself, and what its provider made of it (where
 * it landed, each method's verdict, the header as written).
 */
export function DeliverabilityProbe({ mailAccountId }: { mailAccountId: string }) {
  const [probe, { data, loading }] = useProbeMailAccountDeliverabilityMutation({
    variables: { id: mailAccountId },
  });
  const result = data?.probeMailAccountDeliverability;
  return (
    <div className="deliverability__probe" aria-label="Probe">
      <button
        type="button"
        className="button"
        disabled={loading}
        onClick={() => void probe().catch(() => undefined)}
      >
        {loading ? 'Waiting for the probe…' : 'Send a probe'}
      </button>
      {result &&
        (result.folder ? (
          <div role="status">
            <p>
              The probe landed in {FOLDERS[result.folder] ?? result.folder}
              {result.results.length > 0
                ? `: ${result.results.map((r) => `${r.method.toUpperCase()} ${r.result}`).join(', ')}`
                : ', without Authentication-Results from the provider'}
              .
            </p>
            {result.authenticationResults && <code>{result.authenticationResults}</code>}
          </div>
        ) : (
          <p role="status">The probe did not arrive within 30 seconds; try again later.</p>
        ))}
    </div>
  );
}
