import { useState } from 'react';
import { addOtherWayBookingSchema } from '@domain/admin-booking';
import { newBookingId } from '@domain/ids';
import { ApiError } from '../../../lib/api-client';
import { addOtherWayBooking } from '../api/add-other-way-booking';
import type { ScheduledWorkshopRow } from '../api/get-scheduled-workshops';
import { whenText } from '../booking-groups';
import { useAdminForm } from '../use-admin-form';
import { CheckboxField, SelectField, TextField } from './fields';
import { FormStatus, SubmitButton } from './form-status';

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

const placesText = (d: ScheduledWorkshopRow) =>
  d.guest_slots_remaining > 0 ? `${d.guest_slots_remaining} of ${d.guests} places left` : 'full';

interface OtherWayBookingFormProps {
  dates: ScheduledWorkshopRow[];
  /** Reloads the dates so the places left are current. */
  onBooked: () => void;
}

export function OtherWayBookingForm({ dates, onBooked }: OtherWayBookingFormProps) {
  const [tooFew, setTooFew] = useState(false);
  const form = useAdminForm({
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
    submit: async (body) => {
      setTooFew(false);
      try {
        return await addOtherWayBooking(body);
      } catch (err) {
        // 409: the server's message says how many places are left ("Sorry, only 2 places...").
        if (err instanceof ApiError && err.status === 409) {
          setTooFew(true);
          onBooked();
        }
        throw err;
      }
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
        message: `Booked ${booking.guests} ${booking.guests === 1 ? 'place' : 'places'} for ${booking.name} on ${booking.workshop_name}, ${whenText(booking)}: ${taken}${emailed}.`,
        values: fresh(),
      };
    },
  });
  const { values, set, errors } = form;

  return (
    <form
      className="card admin-form"
      noValidate
      aria-busy={form.saving}
      onSubmit={(e) => void form.onSubmit(e)}
    >
      <FormStatus success={form.success} error={form.error} />
      {form.error && tooFew && (
        <p className="alert alert--info">
          Book fewer guests, choose another date, or tick “Allow overbooking” to take the places
          anyway.
        </p>
      )}
      <SelectField
        label="Workshop date"
        name="scheduled_workshop_id"
        value={values.scheduled_workshop_id}
        placeholder="Choose a date"
        options={dates.map((d) => ({
          value: d.id,
          label: `${d.workshop_name}: ${whenText(d)} (${placesText(d)})`,
        }))}
        onChange={set('scheduled_workshop_id')}
        error={errors.scheduled_workshop_id}
        required
      />
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <TextField
        label="Email (optional)"
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        hint="Needed to send a confirmation or reminder"
        error={errors.email}
      />
      <div className="admin-form__row">
        <TextField
          label="Contact number"
          name="contactNumber"
          type="tel"
          autoComplete="off"
          value={values.contactNumber}
          onChange={set('contactNumber')}
          hint="Mobile or landline"
          error={errors.contactNumber}
          required
        />
        <TextField
          label="Guests"
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.guests}
          onChange={set('guests')}
          error={errors.guests}
          required
        />
      </div>
      <fieldset>
        <legend>Options</legend>
        <CheckboxField
          label="Paid"
          name="payed"
          checked={values.payed}
          onChange={set('payed')}
          error={errors.payed}
        />
        <CheckboxField
          label="Send confirmation email"
          name="shouldSendEmail"
          checked={values.shouldSendEmail}
          onChange={set('shouldSendEmail')}
          error={errors.shouldSendEmail}
        />
        <CheckboxField
          label="Take the places from this date"
          name="shouldUpdateGuestSlots"
          checked={values.shouldUpdateGuestSlots}
          onChange={set('shouldUpdateGuestSlots')}
          hint="Untick when the places were already taken, e.g. a swap"
          error={errors.shouldUpdateGuestSlots}
        />
        {values.shouldUpdateGuestSlots && (
          <CheckboxField
            label="Allow overbooking"
            name="allowOverbooking"
            checked={values.allowOverbooking}
            onChange={set('allowOverbooking')}
            hint="Take the places even if the date has fewer left"
            error={errors.allowOverbooking}
          />
        )}
      </fieldset>
      <SubmitButton saving={form.saving}>Add booking</SubmitButton>
    </form>
  );
}
