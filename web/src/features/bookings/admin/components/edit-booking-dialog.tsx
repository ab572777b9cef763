import { editBookingSchema } from '@domain/admin-booking';
import { whenLabel } from '@domain/wording';
import { FormDialog } from '../../../../components/form/form-dialog';
import { NumberField, TextAreaField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { editBooking } from '../api/edit-booking';
import { type BookingDialogProps, takingPlaces } from './booking-dialog';

interface Values {
  name: string;
  email: string;
  mobileNumber: string;
  contactNumber: string;
  guests: string;
  notes: string;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function EditBookingDialog({ booking, onDismiss, onDone, onStale }: BookingDialogProps) {
  const form = useForm({
    initial: (): Values => ({
      name: booking.name,
      email: booking.email,
      mobileNumber: booking.mobileNumber ?? '',
      contactNumber: booking.contactNumber ?? '',
      guests: String(booking.guests),
      notes: booking.notes ?? '',
    }),
    validate: (v: Values) =>
      editBookingSchema.safeParse({ ...v, id: booking.id, guests: toNumber(v.guests) }),
    submit: (body) => takingPlaces(editBooking(body), onStale),
    onSuccess: (edited) => {
      const message = `Saved the changes to ${edited.name}’s booking.`;
      onDone(message);
      return { message };
    },
  });
  const { field } = form;
  const removable = 'Leave empty to remove it';
  return (
    <FormDialog
      title={`Edit ${booking.name}’s booking`}
      description={
        <p>
          {booking.workshop_name}, {whenLabel(booking)}. More guests take more places from the date;
          the total follows at the price per place it was booked at.
        </p>
      }
      form={form}
      submit="Save changes"
      onDismiss={onDismiss}
    >
      <TextField label="Name" {...field('name')} autoComplete="off" />
      <TextField label="Email" {...field('email')} type="email" autoComplete="off" />
      <div className="form-row">
        <TextField
          label="Mobile number"
          {...field('mobileNumber')}
          type="tel"
          autoComplete="off"
          hint={removable}
        />
        <TextField
          label="Other phone number"
          {...field('contactNumber')}
          type="tel"
          autoComplete="off"
          hint={removable}
        />
      </div>
      <NumberField label="Guests" {...field('guests')} />
      <TextAreaField label="Notes" {...field('notes')} rows={3} hint="Seen by staff only" />
    </FormDialog>
  );
}
