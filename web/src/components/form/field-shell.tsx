import { type ReactNode, useId } from 'react';

/** What every field takes besides its value. */
export interface FieldProps {
  label: ReactNode;
  name: string;
  /** The control's id: give one when an error summary links to the field; generated otherwise. */
  id?: string;
  error?: string;
  hint?: ReactNode;
}

/** The accessible wiring of a field: its id, and the hint and error it is described by. */
export function useFieldIds({ id, hint, error }: Pick<FieldProps, 'id' | 'hint' | 'error'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    hintId,
    errorId,
    control: {
      id: controlId,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className="field__hint" id={id}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={id}>
      {error}
    </p>
  ) : null;
}

type ShellProps = Omit<FieldProps, 'name'> & {
  children: (control: ReturnType<typeof useFieldIds>['control']) => ReactNode;
};

/** Label, hint, control, error: in that order, so the hint is read before the control. */
export function FieldShell({ label, id, error, hint, children }: ShellProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.control.id}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {children(ids.control)}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
