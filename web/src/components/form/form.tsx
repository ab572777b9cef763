import type { ReactNode } from 'react';
import { FormStatus, SubmitButton } from './form-status';
import type { FormOf } from './use-form';

interface FormProps {
  form: Pick<FormOf<object>, 'saving' | 'success' | 'error' | 'onSubmit'>;
  /** The submit button's text. */
  submit: string;
  className?: string;
  children: ReactNode;
}

/** A useForm form in a card: its status regions first, its fields, then the submit button. */
export function Form({ form, submit, className = 'card form-card', children }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      aria-busy={form.saving}
      onSubmit={(e) => void form.onSubmit(e)}
    >
      <FormStatus success={form.success} error={form.error} />
      {children}
      <SubmitButton saving={form.saving}>{submit}</SubmitButton>
    </form>
  );
}
