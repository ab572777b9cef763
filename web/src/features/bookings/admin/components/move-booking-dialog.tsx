import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { moveBookingSchema } from '@domain/admin-booking';
import { places, whenLabel } from '@domain/wording';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { SelectField } from '../../../../components/form/select-field';
import { useForm } from '../../../../components/form/use-form';
import { moveBooking } from '../api/move-booking';
import { bookableDates, dateOption } from '../../../../lib/admin/date-options';
import { type BookingDialogProps, takingPlaces } from './booking-dialog';

interface Values {
  scheduled_workshop_id: string;
  notify: boolean;
}

export function MoveBookingDialog({
  booking,
  dates,
  onDismiss,
  onDone,
  onStale,
}: BookingDialogProps & { dates: readonly ScheduledWorkshopRow[] }) {
  const form = useForm({
    initial: { scheduled_workshop_id: '', notify: Boolean(booking.email) },
    validate: (v: Values) =>
      moveBookingSchema.safeParse({
        id: booking.id,
        scheduled_workshop_id: v.scheduled_workshop_id,
        notify: v.notify && Boolean(booking.email),
      }),
    submit: (body) => takingPlaces(moveBooking(body), onStale),
    onSuccess: (moved, body) => {
      const message = [
        `Moved ${booking.name}’s booking to ${moved.workshop_name}, ${whenLabel(moved)}.`,
        body.notify ? `An email with the new date is on its way to ${moved.email}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
      onDone(message);
      return { message };
    },
  });
  const options = bookableDates(dates)
    .filter((d) => d.id !== booking.scheduled_workshop_id)
    .map(dateOption);
  return (
    <FormDialog
      title={`Move ${booking.name}’s booking`}
      description={
        <p>
          Now: {booking.workshop_name}, {whenLabel(booking)}, {places(booking.guests)}. Its places
          are taken from the new date and given back to this one; the total follows the new
          workshop’s price.
        </p>
      }
      form={form}
      submit="Move booking"
      onDismiss={onDismiss}
    >
      <SelectField
        label="New date"
        {...form.field('scheduled_workshop_id')}
        placeholder="Choose a date"
        options={options}
        hint="Any workshop; the spaces left are in brackets"
      />
      {booking.email ? (
        <CheckboxField
          label="Tell the visitor by email"
          {...form.checkbox('notify')}
          hint={`To ${booking.email}, with the new calendar file`}
        />
      ) : (
        <p className="muted">This booking has no email address, so nobody is emailed.</p>
      )}
    </FormDialog>
  );
}
