import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@domain/field-errors';
import { ApiError } from '../../lib/api-client';

export type FieldErrors = Record<string, string>;

// The server names nested fields either by their last step or by the full dotted path.
function serverFields(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) out[key.split('.').pop() ?? key] = message;
  return out;
}

export interface Outcome<V> {
  /** Told to the user in the status region. */
  message: string;
  /** The form's values after saving (e.g. a fresh form); unchanged when left out. */
  values?: V;
}

interface Options<V, B, R> {
  initial: V | (() => V);
  /** Client-side validation with the shared schema: the body to send, or field errors. */
  validate: (values: V) => { success: true; data: B } | { success: false; error: z.ZodError };
  submit: (body: B) => Promise<R>;
  onSuccess: (result: R, body: B) => Outcome<V>;
}

/** The names of the values of type T (the text fields, the checkboxes). */
type NamesOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * A form checked with its shared zod schema before it is sent: field errors (the browser's and
 * then the server's) sit beside their fields, focus goes to the first one, and it cannot be
 * sent twice. `field(name)` and `checkbox(name)` give a field component its props, including
 * whether it is required: the schema refuses it empty, so the form marks it before it fails.
 */
export function useForm<V extends object, B, R>({
  initial,
  validate,
  submit,
  onSuccess,
}: Options<V, B, R>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const formEl = useRef<HTMLFormElement | null>(null);
  const [focusToken, setFocusToken] = useState(0);

  useEffect(() => {
    if (focusToken === 0) return;
    formEl.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusToken]);

  function set<K extends keyof V>(name: K) {
    return (value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name as string]: _cleared, ...rest } = current;
        return rest;
      });
    };
  }

  /** Whether the schema refuses the field left empty (or unticked), as the form is now. */
  function required(name: keyof V & string, empty: string | boolean): boolean {
    const result = validate({ ...values, [name]: empty });
    return !result.success && name in fieldErrors(result.error);
  }

  function field<K extends NamesOf<V, string>>(name: K) {
    const onChange = set(name) as (value: string) => void;
    const value = values[name] as string;
    return { name, value, onChange, error: errors[name], required: required(name, '') };
  }

  function checkbox<K extends NamesOf<V, boolean>>(name: K) {
    const onChange = set(name) as (checked: boolean) => void;
    const checked = values[name] as boolean;
    return { name, checked, onChange, error: errors[name], required: required(name, false) };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formEl.current = event.currentTarget;
    if (inFlight.current) return;
    setSuccess('');
    setError('');
    const parsed = validate(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setError('Please correct the fields marked below.');
      setFocusToken((n) => n + 1);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setErrors({});
    try {
      const result = await submit(parsed.data);
      const outcome = onSuccess(result, parsed.data);
      if (outcome.values) setValues(outcome.values);
      setSuccess(outcome.message);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(serverFields(err.fields));
        setError(err.message);
        if (Object.keys(err.fields).length > 0) setFocusToken((n) => n + 1);
      } else {
        setError('Saving failed. Please try again.');
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  /** Starts again from `next` (another item to edit, or a fresh form): no errors, no message. */
  function reset(next: V) {
    setValues(next);
    setErrors({});
    setError('');
    setSuccess('');
  }

  /** Says something in the form's status region (an action done beside the form). */
  function announce(message: string) {
    setError('');
    setSuccess(message);
  }

  return {
    values,
    set,
    field,
    checkbox,
    setValues,
    reset,
    announce,
    errors,
    error,
    success,
    saving,
    onSubmit,
  };
}

/** What useForm gives a form of values V (the body and result types do not show in it). */
export type FormOf<V extends object> = ReturnType<typeof useForm<V, unknown, unknown>>;
