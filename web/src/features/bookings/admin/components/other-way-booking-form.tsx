import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { useState } from 'react';
import { addOtherWayBookingSchema } from '@domain/admin-booking';
import { newBookingId } from '@domain/ids';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { Form } from '../../../../components/form/form';
import { SelectField } from '../../../../components/form/select-field';
import { NumberField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { addOtherWayBooking } from '../api/add-other-way-booking';
import { bookableDates, dateOption } from '../../../../lib/admin/date-options';
import { takingPlaces } from './booking-dialog';
import { places, whenLabel } from '@domain/wording';

interface Values {
  id: string;
  scheduled_workshop_id: string;
  name: string;
  email: string;
  contactNumber: string;
  guests: string;
  payed: boolean;
  shouldSendEmail: boolean;
  shouldUpdateGuestSlots: boolean;
  allowOverbooking: boolean;
}

const fresh = (): Values => ({
  id: newBookingId(),
  scheduled_workshop_id: '',
  name: '',
  email: '',
  contactNumber: '',
  guests: '1',
  payed: false,
  shouldSendEmail: false,
  shouldUpdateGuestSlots: true,
  allowOverbooking: false,
});

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

interface OtherWayBookingFormProps {
  dates: ScheduledWorkshopRow[];
  /** Reloads the dates so the places left are current. */
  onBooked: () => void;
}

export function OtherWayBookingForm({ dates, onBooked }: OtherWayBookingFormProps) {
  const [tooFew, setTooFew] = useState(false);
  const form = useForm({
    initial: fresh,
    validate: (v: Values) =>
      addOtherWayBookingSchema.safeParse({
        shouldSendEmail: v.shouldSendEmail,
        shouldUpdateGuestSlots: v.shouldUpdateGuestSlots,
        allowOverbooking: v.shouldUpdateGuestSlots && v.allowOverbooking,
        booking: {
          id: v.id,
          scheduled_workshop_id: v.scheduled_workshop_id,
          guests: toNumber(v.guests),
          name: v.name,
          email: v.email,
          contactNumber: v.contactNumber,
          payed: v.payed,
        },
      }),
    submit: (body) => {
      setTooFew(false);
      // 409: the server's message says how many places are left ("Sorry, only 2 places...").
      return takingPlaces(addOtherWayBooking(body), () => {
        setTooFew(true);
        onBooked();
      });
    },
    onSuccess: (booking, body) => {
      onBooked();
      const taken = body.shouldUpdateGuestSlots
        ? 'the places were taken from the date'
        : 'the places on the date were left as they were';
      const emailed = body.shouldSendEmail
        ? `; a confirmation email is on its way to ${booking.email}`
        : '';
      return {
        message: `Booked ${places(booking.guests)} for ${booking.name} on ${booking.workshop_name}, ${whenLabel(booking)}: ${taken}${emailed}.`,
        values: fresh(),
      };
    },
  });
  const { field, checkbox } = form;

  return (
    <Form form={form} submit="Add booking">
      {form.error && tooFew && (
        <p className="alert alert--info">
          Book fewer guests, choose another date, or tick “Allow overbooking” to take the places
          anyway.
        </p>
      )}
      <SelectField
        label="Workshop date"
        {...field('scheduled_workshop_id')}
        placeholder="Choose a date"
        options={bookableDates(dates).map(dateOption)}
      />
      <TextField label="Name" {...field('name')} autoComplete="off" />
      <TextField
        label="Email"
        {...field('email')}
        // The schema asks for it only once everything else is right; say so from the tick.
        required={form.values.shouldSendEmail}
        type="email"
        autoComplete="off"
        hint="Needed to send a confirmation or reminder"
      />
      <div className="form-row">
        <TextField
          label="Contact number"
          {...field('contactNumber')}
          type="tel"
          autoComplete="off"
          hint="Mobile or landline"
        />
        <NumberField label="Guests" {...field('guests')} />
      </div>
      <fieldset>
        <legend>Options</legend>
        <CheckboxField label="Paid" {...checkbox('payed')} />
        <CheckboxField label="Send confirmation email" {...checkbox('shouldSendEmail')} />
        <CheckboxField
          label="Take the places from this date"
          {...checkbox('shouldUpdateGuestSlots')}
          hint="Untick when the places were already taken, e.g. a swap"
        />
        {form.values.shouldUpdateGuestSlots && (
          <CheckboxField
            label="Allow overbooking"
            {...checkbox('allowOverbooking')}
            hint="Take the places even if the date has fewer left"
          />
        )}
      </fieldset>
    </Form>
  );
}
