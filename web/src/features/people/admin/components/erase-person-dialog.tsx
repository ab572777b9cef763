import { FormDialog } from '../../../../components/form/form-dialog';
import { useForm } from '../../../../components/form/use-form';
import { erasePerson } from '../api/erase-person';
import { erasedMessage } from '../person-data';

interface ErasePersonDialogProps {
  email: string;
  onDismiss: () => void;
  /** Told what to say in the page's status region. */
  onErased: (message: string) => void;
}

/** Asks before erasing everything held about an address; a refusal shows in the dialog. */
export function ErasePersonDialog({ email, onDismiss, onErased }: ErasePersonDialogProps) {
  const form = useForm({
    initial: {},
    validate: () => ({ success: true as const, data: { email } }),
    submit: erasePerson,
    onSuccess: ({ erased }) => {
      const message = erasedMessage(email, erased);
      onErased(message);
      return { message };
    },
  });
  return (
    <FormDialog
      title={`Erase everything held about ${email}?`}
      description={
        <>
          <p>
            Their bookings stay on the dates for the studio’s records, without a name, email address
            or phone number. Their waiting-list places and newsletter signup are removed, and the
            emails sent to them lose their address and text.
          </p>
          <p>This cannot be undone.</p>
        </>
      }
      form={form}
      submit="Erase"
      dismiss="Keep it"
      danger
      onDismiss={onDismiss}
    />
  );
}
