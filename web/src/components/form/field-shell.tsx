import { type ReactNode, useId } from 'react';

/** What every field takes besides its value. */
export interface FieldProps {
  label: ReactNode;
  name: string;
  /** The control's id: give one when an error summary links to the field; generated otherwise. */
  id?: string;
  error?: string;
  hint?: ReactNode;
  /**
   * Whether the form's schema refuses the field empty (useForm's `field` and `checkbox` say so):
   * a required field is aria-required, an optional one says "(optional)" after its label.
   * Left out (a search box, a filter), the field says neither.
   */
  required?: boolean;
}

/** The accessible wiring of a field: its id, and the hint and error it is described by. */
export function useFieldIds({
  id,
  hint,
  error,
  required,
}: Pick<FieldProps, 'id' | 'hint' | 'error' | 'required'>) {
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
      'aria-required': required ? (true as const) : undefined,
    },
  };
}

/** A hint or an error under a field; nothing when there is none. */
export function FieldNote({
  id,
  text,
  kind,
}: {
  id: string;
  text?: ReactNode;
  kind: 'hint' | 'error';
}) {
  return text ? (
    <p className={`field__${kind}`} id={id}>
      {text}
    </p>
  ) : null;
}

type ShellProps = Omit<FieldProps, 'name'> & {
  /** A read-only field is never called optional: there is nothing to fill in. */
  readOnly?: boolean;
  children: (control: ReturnType<typeof useFieldIds>['control']) => ReactNode;
};

/** Label, hint, control, error: in that order, so the hint is read before the control. */
export function FieldShell({ label, id, error, hint, required, readOnly, children }: ShellProps) {
  const ids = useFieldIds({ id, hint, error, required });
  return (
    <div className="field">
      <label className="field__label" htmlFor={ids.control.id}>
        {label}
        {required === false && !readOnly && <span className="field__optional"> (optional)</span>}
      </label>
      <FieldNote id={ids.hintId} text={hint} kind="hint" />
      {children(ids.control)}
      <FieldNote id={ids.errorId} text={error} kind="error" />
    </div>
  );
}
