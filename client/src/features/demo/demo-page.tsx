import { useId, useState } from 'react';
import { useLeaveWarning } from './hooks/use-leave-warning';

type Step = 1 | 2 | 3;
const STEPS: Step[] = [1, 2, 3];

/** The demo three-step form (spec 02 §2): tabs open up as the user reaches each step. */
export function DemoPage() {
  const [step, setStep] = useState<Step>(1);
  const [reached, setReached] = useState<Step>(1);
  const [values, setValues] = useState({ step1: '', step2: '' });
  const baseId = useId();

  // The browser asks before every refresh or leave, whatever was entered (spec 02 §2).
  useLeaveWarning(true);

  const next = (to: Step) => {
    setStep(to);
    setReached((current) => (to > current ? to : current));
  };
  const tabId = (n: Step) => `${baseId}-tab-${n}`;
  const panelId = `${baseId}-panel`;

  return (
    <div className="page page--narrow">
      <h1>Multi-Step Form with Refresh Warning</h1>
      <div className="tabs" role="tablist" aria-label="Form steps">
        {STEPS.map((n) => (
          <button
            key={n}
            type="button"
            role="tab"
            id={tabId(n)}
            className="tabs__tab"
            aria-selected={step === n}
            aria-controls={panelId}
            disabled={n > reached}
            onClick={() => setStep(n)}
          >
            Step {n}
          </button>
        ))}
      </div>
      <form
        className="form tabs__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(step)}
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 3) next((step + 1) as Step);
        }}
      >
        {step === 1 && (
          <div className="field">
            <label className="field__label" htmlFor={`${baseId}-step1`}>
              Step 1 text
            </label>
            <input
              id={`${baseId}-step1`}
              className="field__input"
              value={values.step1}
              onChange={(event) => setValues({ ...values, step1: event.target.value })}
            />
          </div>
        )}
        {step === 2 && (
          <div className="field">
            <label className="field__label" htmlFor={`${baseId}-step2`}>
              Step 2 text
            </label>
            <input
              id={`${baseId}-step2`}
              className="field__input"
              value={values.step2}
              onChange={(event) => setValues({ ...values, step2: event.target.value })}
            />
          </div>
        )}
        {step === 3 && (
          <dl className="review">
            <dt>Step 1 text</dt>
            <dd>{values.step1 || '—'}</dd>
            <dt>Step 2 text</dt>
            <dd>{values.step2 || '—'}</dd>
          </dl>
        )}
        <div className="form__actions">
          {step > 1 && (
            <button type="button" className="button" onClick={() => setStep((step - 1) as Step)}>
              Back
            </button>
          )}
          {step < 3 && (
            <button type="submit" className="button button--primary">
              Next
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
