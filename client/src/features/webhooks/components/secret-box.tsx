import { ShownOnceBox } from '../../../components/shown-once-box';

/** A secret shown once, in a read-only box with a Copy button. */
export function SecretBox({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <ShownOnceBox title="Webhook secret" label="Secret" value={secret} onDone={onDone}>
      This secret signs every delivery (<code>X-Outbound-Signature</code>). Copy it now: it will not
      be shown again.
    </ShownOnceBox>
  );
}
