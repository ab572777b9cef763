import type { ReactNode } from 'react';
import { ActionResult } from '../action-result';
import { SubmitButton } from './form-status';
import type { FormOf } from './use-form';

interface FormProps {
  form: Pick<FormOf<object>, 'saving' | 'success' | 'error' | 'onSubmit'>;
  /** The submit button's text. */
  submit: string;
  className?: string;
  children: ReactNode;
}

/**
 * A useForm form in a card: its status regions first, its fields, then the submit button. What
 * the submit came to takes focus (and so scrolls into view): after a save the button is far
 * below it, and a result nobody sees invites sending the form again. Field errors take focus
 * from it (useForm moves to the first one).
 */
export function Form({ form, submit, className = 'card form-card', children }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      aria-busy={form.saving}
      onSubmit={(e) => void form.onSubmit(e)}
    >
      <ActionResult success={form.success} error={form.error} />
      {children}
      <SubmitButton saving={form.saving}>{submit}</SubmitButton>
    </form>
  );
}
