import { type ReactNode, useId } from 'react';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'url' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'email' | 'tel' | 'url';
  readOnly?: boolean;
  required?: boolean;
  placeholder?: string;
  min?: number;
  max?: number;
}

export function TextField({ label, error, hint, onChange, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
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

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  rows?: number;
  required?: boolean;
}

export function TextAreaField({ label, error, hint, onChange, ...input }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...input} onChange={(e) => onChange(e.target.value)} />}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly (Option | string)[];
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  onChange,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
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

interface CheckboxFieldProps {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
}

export function CheckboxField({ label, error, hint, onChange, ...input }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="checkbox">
        <input
          type="checkbox"
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
