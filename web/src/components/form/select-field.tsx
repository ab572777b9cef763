import { FieldShell, type FieldProps } from './field-shell';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldProps {
  value: string;
  options: readonly (Option | string)[];
  onChange: (value: string) => void;
  /** A first, empty choice such as "Choose…". */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({
  label,
  id,
  error,
  hint,
  required,
  options,
  placeholder,
  onChange,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...control} {...select} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}
