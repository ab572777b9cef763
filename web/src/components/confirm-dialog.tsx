import { type ReactNode, useId } from 'react';
import { FormError } from './form/form-status';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, read out with the title when the dialog opens. */
  description: ReactNode;
  /** The button that goes ahead, e.g. "Yes, cancel my booking". */
  confirm: string;
  /** The button that changes nothing, e.g. "Keep my booking": focus starts on it. */
  dismiss: string;
  /** While the request is on its way nothing more is sent (focus stays where it was). */
  busy: boolean;
  /** A refusal that leaves the dialog open. */
  error?: string;
  /** The confirm button of something that cannot be undone is red. */
  danger?: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** Asks before an action: Escape or the dismiss button keeps things as they are. */
export function ConfirmDialog({
  title,
  description,
  confirm,
  dismiss,
  busy,
  error,
  danger = false,
  onConfirm,
  onDismiss,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      titleId={titleId}
      descriptionId={descriptionId}
      className="dialog"
      onDismiss={busy ? undefined : onDismiss}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="stack">
        <div id={descriptionId} className="stack stack--s">
          {description}
        </div>
        <FormError error={error} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" data-autofocus disabled={busy} onClick={onDismiss}>
          {dismiss}
        </button>
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button button--primary'}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {confirm}
        </button>
      </div>
    </Modal>
  );
}
