import { FieldNote, type FieldProps, useFieldIds } from './field-shell';

interface CheckboxFieldProps extends FieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

/**
 * A checkbox inside its label; the hint and error follow it. A box that must be ticked is
 * aria-required; one that may be left is a choice, so it is not called optional.
 */
export function CheckboxField({
  label,
  id,
  error,
  hint,
  required,
  onChange,
  className = 'field',
  ...input
}: CheckboxFieldProps) {
  const ids = useFieldIds({ id, hint, error, required });
  return (
    <div className={className}>
      <label className="checkbox">
        <input
          type="checkbox"
          {...ids.control}
          {...input}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldNote id={ids.hintId} text={hint} kind="hint" />
      <FieldNote id={ids.errorId} text={error} kind="error" />
    </div>
  );
}
