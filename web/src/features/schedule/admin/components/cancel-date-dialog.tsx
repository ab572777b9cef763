import type { DateCancellation } from '@domain/contracts/bookings';
import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { cancelScheduledWorkshopSchema } from '@domain/schedule';
import { placesTaken } from '@domain/places';
import { places, whenLabel } from '@domain/wording';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { TextAreaField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { cancelScheduledWorkshop } from '../api/cancel-scheduled-workshop';

interface CancelDateDialogProps {
  date: ScheduledWorkshopRow;
  onDismiss: () => void;
  onDone: (message: string, result: DateCancellation) => void;
}

/** Cancels a date and every booking on it; the answer lists the paid bookings to refund. */
export function CancelDateDialog({ date, onDismiss, onDone }: CancelDateDialogProps) {
  const taken = placesTaken(date);
  const form = useForm({
    initial: { notify: true, reason: '' },
    validate: (v: { notify: boolean; reason: string }) =>
      cancelScheduledWorkshopSchema.safeParse({
        id: date.id,
        notify: v.notify,
        reason: v.reason.trim() || undefined,
      }),
    submit: cancelScheduledWorkshop,
    onSuccess: (result, body) => {
      const count = result.cancelled.length;
      const what = `${date.workshop_name}, ${whenLabel(date)}`;
      const refunds = result.refundsDue.length;
      const message = [
        count === 0
          ? `Cancelled ${what}; it had no bookings.`
          : `Cancelled ${what} and its ${count === 1 ? 'booking' : `${count} bookings`}.`,
        count > 0 && body.notify ? 'The bookers are being emailed.' : '',
        refunds > 0
          ? `${refunds} paid ${refunds === 1 ? 'booking needs' : 'bookings need'} a refund (listed below).`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
      onDone(message, result);
      return { message };
    },
  });
  return (
    <FormDialog
      title={`Cancel ${date.workshop_name}, ${whenLabel(date)}?`}
      description={
        <p>
          Nobody can book it any more and it leaves the calendar.{' '}
          {taken > 0
            ? `Its bookings (${places(taken)}) are cancelled and kept, marked cancelled.`
            : 'Nobody has booked it.'}
        </p>
      }
      form={form}
      submit="Cancel date"
      dismiss="Keep date"
      danger
      onDismiss={onDismiss}
    >
      <CheckboxField
        label="Tell the bookers by email"
        {...form.checkbox('notify')}
        hint="Each booker with an email address is told, and paid ones that a refund is on its way"
      />
      <TextAreaField label="Reason" {...form.field('reason')} rows={3} hint="Said in the email" />
    </FormDialog>
  );
}
