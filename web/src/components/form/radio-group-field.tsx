import { type ReactNode, useId } from 'react';
import { FieldNote } from './field-shell';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the option's words, which the option's button is described by. */
  hint?: ReactNode;
}

interface RadioGroupFieldProps<T extends string> {
  /** Names the group: the fieldset's legend. */
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  hint?: ReactNode;
  error?: string;
  /** One of the options is always chosen, so the group is never marked required or optional. */
  required?: boolean;
}

/**
 * One choice of a few, as radio buttons in a fieldset named by its legend; the hint and error
 * describe the group, and an error marks its buttons invalid so the form can focus the first.
 */
export function RadioGroupField<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
  error,
}: RadioGroupFieldProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="field" aria-describedby={describedBy || undefined}>
      <legend className="field__label">{legend}</legend>
      <FieldNote id={hintId} text={hint} kind="hint" />
      {options.map((option) => {
        const optionHintId = `${id}-${option.value}-hint`;
        return (
          <div key={option.value} className="radio-option">
            <label className="checkbox">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.hint ? optionHintId : undefined}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
            {option.hint && (
              <p className="field__hint radio-option__hint" id={optionHintId}>
                {option.hint}
              </p>
            )}
          </div>
        );
      })}
      <FieldNote id={errorId} text={error} kind="error" />
    </fieldset>
  );
}
