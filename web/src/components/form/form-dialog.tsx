import { type ReactNode, useId } from 'react';
import { Modal } from '../modal';
import { FormError } from './form-status';
import type { FormOf } from './use-form';

interface FormDialogProps {
  title: string;
  /** What the dialog will do, read out with its title when it opens. */
  description?: ReactNode;
  form: Pick<FormOf<object>, 'saving' | 'error' | 'onSubmit'>;
  /** The submit button's text. */
  submit: string;
  /** The button that closes it without doing anything, e.g. "Keep the booking". */
  dismiss?: string;
  onDismiss: () => void;
  /** The submit button of an action that cannot be undone is red. */
  danger?: boolean;
  children?: ReactNode;
}

/**
 * A useForm form in a modal dialog: named by its title and described by its description,
 * focus kept inside, Escape closes it (not while saving) and focus goes back to the control
 * that opened it. A refused request shows its message in the dialog, which stays open.
 */
export function FormDialog({
  title,
  description,
  form,
  submit,
  dismiss = 'Close',
  onDismiss,
  danger = false,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      titleId={titleId}
      descriptionId={description ? descriptionId : undefined}
      className="dialog"
      onDismiss={form.saving ? undefined : onDismiss}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {description && (
        <div id={descriptionId} className="stack stack--s">
          {description}
        </div>
      )}
      <form
        className="dialog__form"
        noValidate
        aria-busy={form.saving}
        onSubmit={(e) => void form.onSubmit(e)}
      >
        <FormError error={form.error} />
        {children}
        <div className="dialog__actions">
          <button type="button" className="button" disabled={form.saving} onClick={onDismiss}>
            {dismiss}
          </button>
          <button
            type="submit"
            className={danger ? 'button button--danger' : 'button button--primary'}
            disabled={form.saving}
            aria-busy={form.saving}
          >
            {submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
