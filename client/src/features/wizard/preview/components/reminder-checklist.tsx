import { useState } from 'react';
import { PREVIEW_TEXTS } from '../preview-texts';

/** The reminders to go through before sending (spec 01 §2 screen 4); ticks are not saved. */
export function ReminderChecklist() {
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <fieldset className="fieldset preview-checklist">
      <legend className="fieldset__legend">{PREVIEW_TEXTS.checklistTitle}</legend>
      <ul className="preview-checklist__list">
        {PREVIEW_TEXTS.checklist.map((text, index) => (
          <li key={text}>
            <label className="checkbox">
              <input type="checkbox" checked={checked.has(index)} onChange={() => toggle(index)} />
              {text}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
