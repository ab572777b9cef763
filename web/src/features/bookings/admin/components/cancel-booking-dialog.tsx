import { type RefundChoice, toPounds } from '@domain/payment';
import { placesOf } from '@domain/places';
import { formatPrice } from '@domain/price';
import { places, whenLabel } from '@domain/wording';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { RadioGroupField } from '../../../../components/form/radio-group-field';
import { TextAreaField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { cancelBooking } from '../api/cancel-booking';
import { cardRefundable } from '../booking-row';
import { type CancelValues, cancelRequest, refundNote } from '../cancel-refund';
import type { BookingDialogProps } from './booking-dialog';

export function CancelBookingDialog({ booking, onDismiss, onDone }: BookingDialogProps) {
  const most = cardRefundable(booking);
  const hasEmail = Boolean(booking.email);
  const form = useForm({
    initial: {
      notify: hasEmail,
      reason: '',
      askedByBooker: false,
      refund: 'full' as RefundChoice,
      refundAmount: '',
    },
    validate: (v: CancelValues) => cancelRequest(booking.id, hasEmail, most, v),
    submit: cancelBooking,
    onSuccess: (cancelled, body) => {
      const given = placesOf(booking);
      const message = [
        `Cancelled ${booking.name}’s booking for ${booking.workshop_name}, ${whenLabel(booking)}.`,
        given > 0 ? `${places(given)} went back to the date.` : '',
        body.notify ? `An email is on its way to ${cancelled.email}.` : '',
        most > 0
          ? refundNote(most, body, booking.card?.amount ?? 0)
          : cancelled.payed
            ? 'It was paid: refund it.'
            : '',
      ]
        .filter(Boolean)
        .join(' ');
      onDone(message);
      return { message };
    },
  });
  const refunding = most > 0 && form.values.refund !== 'none';
  const paidWords = most > 0 ? 'paid by card' : booking.payed ? 'paid' : 'not paid';
  return (
    <FormDialog
      title={`Cancel ${booking.name}’s booking`}
      description={
        <p>
          {booking.workshop_name}, {whenLabel(booking)}: {places(booking.guests)}, {paidWords}. Its
          places go back to the date; the booking is kept, marked cancelled.
        </p>
      }
      form={form}
      submit="Cancel booking"
      dismiss="Keep booking"
      danger
      onDismiss={onDismiss}
    >
      {most > 0 && (
        <>
          <RadioGroupField
            legend="Refund"
            options={[
              { value: 'full', label: `Full refund (${formatPrice(toPounds(most))}) to the card` },
              { value: 'part', label: 'Part refund' },
              { value: 'none', label: 'No refund' },
            ]}
            {...form.field('refund')}
            hint="Stripe sends it back to the card the booking was paid with"
          />
          {form.values.refund === 'part' && (
            <TextField
              label="Amount to refund (£)"
              {...form.field('refundAmount')}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              max={toPounds(most)}
              hint={`Up to ${formatPrice(toPounds(most))}`}
            />
          )}
        </>
      )}
      {hasEmail ? (
        <CheckboxField
          label="Tell the visitor by email"
          {...form.checkbox('notify')}
          hint={`To ${booking.email}${
            most > 0
              ? refunding
                ? ', saying their refund is on its way to their card'
                : ''
              : booking.payed
                ? ', saying their refund is on its way'
                : ''
          }`}
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
