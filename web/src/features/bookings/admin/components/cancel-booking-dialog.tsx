import { cancelBookingSchema } from '@domain/admin-booking';
import { placesOf } from '@domain/places';
import { places, whenLabel } from '@domain/wording';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { TextAreaField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { cancelBooking } from '../api/cancel-booking';
import type { BookingDialogProps } from './booking-dialog';

export function CancelBookingDialog({ booking, onDismiss, onDone }: BookingDialogProps) {
  const form = useForm({
    initial: { notify: Boolean(booking.email), reason: '', askedByBooker: false },
    validate: (v: { notify: boolean; reason: string; askedByBooker: boolean }) =>
      cancelBookingSchema.safeParse({
        id: booking.id,
        notify: v.notify && Boolean(booking.email),
        reason: v.reason.trim() || undefined,
        askedByBooker: v.askedByBooker,
      }),
    submit: cancelBooking,
    onSuccess: (cancelled, body) => {
      const given = placesOf(booking);
      const message = [
        `Cancelled ${booking.name}’s booking for ${booking.workshop_name}, ${whenLabel(booking)}.`,
        given > 0 ? `${places(given)} went back to the date.` : '',
        body.notify ? `An email is on its way to ${cancelled.email}.` : '',
        cancelled.payed ? 'It was paid: refund it.' : '',
      ]
        .filter(Boolean)
        .join(' ');
      onDone(message);
      return { message };
    },
  });
  return (
    <FormDialog
      title={`Cancel ${booking.name}’s booking`}
      description={
        <p>
          {booking.workshop_name}, {whenLabel(booking)}: {places(booking.guests)},{' '}
          {booking.payed ? 'paid' : 'not paid'}. Its places go back to the date; the booking is
          kept, marked cancelled.
        </p>
      }
      form={form}
      submit="Cancel booking"
      dismiss="Keep booking"
      danger
      onDismiss={onDismiss}
    >
      {booking.email ? (
        <CheckboxField
          label="Tell the visitor by email"
          {...form.checkbox('notify')}
          hint={`To ${booking.email}${booking.payed ? ', saying their refund is on its way' : ''}`}
        />
      ) : (
        <p className="muted">This booking has no email address, so nobody is emailed.</p>
      )}
      <CheckboxField
        label="The booker asked for this"
        {...form.checkbox('askedByBooker')}
        hint="The email then says we cancelled it as they asked, not that we are sorry to tell them"
      />
      <TextAreaField
        label="Reason"
        {...form.field('reason')}
        rows={3}
        hint="Kept with the booking and said in the email"
      />
    </FormDialog>
  );
}
