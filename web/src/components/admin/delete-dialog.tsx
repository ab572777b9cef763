import type { ReactNode } from 'react';
import { FormDialog } from '../form/form-dialog';
import { useForm } from '../form/use-form';

interface DeleteDialogProps {
  /** What is deleted, as staff know it: "the news item “Spring yarns”". */
  what: string;
  /** Said under "This cannot be undone", e.g. how to hide it instead. */
  hint?: ReactNode;
  remove: () => Promise<unknown>;
  onDismiss: () => void;
  /** Told what to say in the page's status region. */
  onDeleted: (message: string) => void;
}

/** Asks before deleting; a refusal (such as 409) is shown in the dialog, which stays open. */
export function DeleteDialog({ what, hint, remove, onDismiss, onDeleted }: DeleteDialogProps) {
  const form = useForm({
    initial: {},
    validate: () => ({ success: true as const, data: undefined }),
    submit: remove,
    onSuccess: () => {
      const message = `Deleted ${what}.`;
      onDeleted(message);
      return { message };
    },
  });
  return (
    <FormDialog
      title={`Delete ${what}?`}
      description={
        <>
          <p>This cannot be undone.</p>
          {hint && <p>{hint}</p>}
        </>
      }
      form={form}
      submit="Delete"
      dismiss="Keep it"
      danger
      onDismiss={onDismiss}
    />
  );
}
