import type { ReactNode } from 'react';
import { useCopy } from '../hooks/use-copy';

/**
 * A value shown once (a new API key, a webhook's signing secret): a read-only box with Copy and
 * Done buttons, under a line saying what it is for.
 */
export function ShownOnceBox({
  title,
  label,
  value,
  children,
  onDone,
}: {
  /** The section's accessible name. */
  title: string;
  /** The box's accessible name. */
  label: string;
  value: string;
  /** What the value is for. */
  children: ReactNode;
  onDone: () => void;
}) {
  const { copied, copy } = useCopy(value);
  return (
    <section className="card" aria-label={title}>
      <p>{children}</p>
      <div className="form form--inline">
        <input
          className="field__input"
          aria-label={label}
          readOnly
          value={value}
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
