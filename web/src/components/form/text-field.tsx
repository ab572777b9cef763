import { FieldShell, type FieldProps } from './field-shell';

interface TextFieldProps extends FieldProps {
  value: string;
  onChange?: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'url' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel' | 'url';
  readOnly?: boolean;
  placeholder?: string;
  /** A number, or for a date field a YYYY-MM-DD day. */
  min?: number | string;
  max?: number | string;
  step?: number;
  /** Suggestions: a `<datalist>`'s id. */
  list?: string;
}

export function TextField({
  label,
  id,
  error,
  hint,
  required,
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      id={id}
      error={error}
      hint={hint}
      required={required}
      readOnly={input.readOnly}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          type={input.type ?? 'text'}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** A count such as guests or sessions: a number keypad on phones, at least 1 unless told. */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField min={1} {...props} type="number" inputMode="numeric" />;
}

interface TextAreaFieldProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}

export function TextAreaField({
  label,
  id,
  error,
  hint,
  required,
  onChange,
  ...input
}: TextAreaFieldProps) {
  return (
    <FieldShell label={label} id={id} error={error} hint={hint} required={required}>
      {(control) => <textarea {...control} {...input} onChange={(e) => onChange(e.target.value)} />}
    </FieldShell>
  );
}
