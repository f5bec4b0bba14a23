import { CAMPAIGN_MESSAGES, emailColumnIndex } from '@outbound/common';
import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog';
import type { VariableMappingInput } from '../../../generated/graphql';
import { WIZARD_TEXTS } from '../wizard-texts';
import type { MappingConflict } from './use-campaign-lists';

type ColumnMappingDialogProps = {
  conflict: MappingConflict;
  /** Links the list again with the mapping; true once it is linked. */
  onSubmit: (mapping: VariableMappingInput[]) => Promise<boolean>;
  onClose: () => void;
};

/** A column of the same name (any case) preselected for a variable, when the list has one. */
function sameNamedColumns(variables: string[], columns: string[]): Record<string, string> {
  const byName = new Map(columns.map((column) => [column.trim().toLowerCase(), column]));
  return Object.fromEntries(
    variables.flatMap((variable) => {
      const column = byName.get(variable.trim().toLowerCase());
      return column === undefined ? [] : [[variable, column]];
    }),
  );
}

/**
 * The column-mapping (conflict) dialog (spec 01 §5 CSV mapping): a row per campaign variable with
 * a select of the new list's columns. The email row is fixed; every other row needs a column
 * ('Please select an option!'), and choosing none at all is refused ('Please map the fields.').
 */
export function ColumnMappingDialog({ conflict, onSubmit, onClose }: ColumnMappingDialogProps) {
  const baseId = useId();
  const { variables, columns } = conflict;
  const emailVariable = variables[emailColumnIndex(variables)];
  const listEmailColumn = columns[emailColumnIndex(columns)] ?? '';
  const others = variables.filter((variable) => variable !== emailVariable);
  const [choices, setChoices] = useState(() => sameNamedColumns(others, columns));
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [mapNothing, setMapNothing] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const choose = (variable: string, column: string) => {
    setChoices((now) => ({ ...now, [variable]: column }));
    setMissing((now) => {
      const next = new Set(now);
      if (column) next.delete(variable);
      return next;
    });
    setMapNothing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const unchosen = others.filter((variable) => !choices[variable]);
    if (others.length > 0 && unchosen.length === others.length) {
      setMissing(new Set());
      setMapNothing(true);
      return;
    }
    setMissing(new Set(unchosen));
    if (unchosen.length > 0) return;
    setSubmitting(true);
    const linked = await onSubmit(
      others.map((variable) => ({ variable, column: choices[variable] })),
    );
    setSubmitting(false);
    if (linked) onClose();
  };

  const fieldId = (index: number) => `${baseId}-${index}`;

  return (
    <Dialog title={WIZARD_TEXTS.mappingTitle} onClose={onClose}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="dialog__text">{WIZARD_TEXTS.mappingIntro}</p>
        <div className="wizard-mapping">
          {emailVariable !== undefined && (
            <div className="field">
              <label className="field__label" htmlFor={fieldId(-1)}>
                {emailVariable}
              </label>
              <select id={fieldId(-1)} className="field__input" value={listEmailColumn} disabled>
                <option value={listEmailColumn}>{listEmailColumn}</option>
              </select>
            </div>
          )}
          {others.map((variable, index) => {
            const invalid = missing.has(variable);
            const errorId = `${fieldId(index)}-error`;
            return (
              <div className="field" key={variable}>
                <label className="field__label" htmlFor={fieldId(index)}>
                  {variable}
                </label>
                <select
                  id={fieldId(index)}
                  className={invalid ? 'field__input field__input--invalid' : 'field__input'}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? errorId : undefined}
                  value={choices[variable] ?? ''}
                  onChange={(event) => choose(variable, event.target.value)}
                >
                  <option value="">{WIZARD_TEXTS.columnPlaceholder}</option>
                  {columns.map((column) => (
                    <option key={column} value={column}>
                      {column}
                    </option>
                  ))}
                </select>
                {invalid && (
                  <p className="field__error" id={errorId} role="alert">
                    {CAMPAIGN_MESSAGES.selectOption}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        {mapNothing && (
          <p className="notice notice--error" role="alert">
            {CAMPAIGN_MESSAGES.mapFields}
          </p>
        )}
        <DialogActions confirm="Link List" disabled={submitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
