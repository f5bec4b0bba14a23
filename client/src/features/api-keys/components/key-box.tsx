import { useState } from 'react';

/** A key just made, shown once in a read-only box with a Copy button. */
export function KeyBox({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="card" aria-label="New API key">
      <p>
        Send it as <code>Authorization: Bearer …</code>. Copy it now: it will not be shown again.
      </p>
      <div className="form form--inline">
        <input
          className="field__input"
          aria-label="API key"
          readOnly
          value={apiKey}
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
