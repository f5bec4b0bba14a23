import { ShownOnceBox } from '../../../components/shown-once-box';

/** A key just made, shown once in a read-only box with a Copy button. */
export function KeyBox({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  return (
    <ShownOnceBox title="New API key" label="API key" value={apiKey} onDone={onDone}>
      Send it as <code>Authorization: Bearer …</code>. Copy it now: it will not be shown again.
    </ShownOnceBox>
  );
}
