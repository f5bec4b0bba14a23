import { useState } from 'react';

/** A secret shown once, in a read-only box with a Copy button. */
export function SecretBox({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="card" aria-label="Webhook secret">
      <p>
        This secret signs every delivery (<code>X-Outbound-Signature</code>). Copy it now: it will
        not be shown again.
      </p>
      <div className="form form--inline">
        <input
          className="field__input"
          aria-label="Secret"
          readOnly
          value={secret}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <button type="button" className="button" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
