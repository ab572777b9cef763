import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import { ordinal } from '@domain/clock';
import { MONTHS } from '@domain/dates';
import { isClosed, placesHeld, placesTaken } from '@domain/places';
import { updateScheduledWorkshopSchema } from '@domain/schedule';
import { places, whenLabel } from '@domain/wording';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { SelectField } from '../../../../components/form/select-field';
import { NumberField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { yearOptions } from '../../../../lib/admin/admin-dates';
import { updateScheduledWorkshop } from '../api/update-scheduled-workshop';

interface Values {
  date: string;
  month: string;
  year: string;
  time: string;
  guests: string;
  takesBookings: boolean;
  notify: boolean;
  allowSameTime: boolean;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

interface DateDialogProps {
  date: ScheduledWorkshopRow;
  onDismiss: () => void;
  onDone: (message: string) => void;
}

/** Changes a date's day, time, places and whether it takes bookings (its bookings move with it). */
export function EditDateDialog({ date, onDismiss, onDone }: DateDialogProps) {
  const taken = placesTaken(date) + placesHeld(date);
  const form = useForm({
    initial: (): Values => ({
      date: ordinal(Number(date.date)),
      month: date.month,
      year: date.year,
      time: date.time,
      guests: String(date.guests),
      takesBookings: !isClosed(date),
      notify: true,
      allowSameTime: false,
    }),
    validate: ({ takesBookings, guests, ...v }: Values) =>
      updateScheduledWorkshopSchema.safeParse({
        ...v,
        id: date.id,
        guests: toNumber(guests),
        is_available: takesBookings,
      }),
    submit: updateScheduledWorkshop,
    onSuccess: (saved, body) => {
      const moved = whenLabel(saved) !== whenLabel(date);
      const message = [
        `Saved ${date.workshop_name}, ${whenLabel(saved)}: ${places(saved.guests)},`,
        saved.closed ? 'closed to bookings.' : 'taking bookings.',
        moved && taken > 0 && body.notify ? 'Its bookers are being emailed the new date.' : '',
      ]
        .filter(Boolean)
        .join(' ');
      onDone(message);
      return { message };
    },
  });
  const { field } = form;
  const years = yearOptions();
  if (!years.includes(date.year)) years.unshift(date.year);
  return (
    <FormDialog
      title={`Edit ${date.workshop_name}, ${whenLabel(date)}`}
      description={
        <p>
          A new day or time moves its bookings with it.{' '}
          {taken > 0
            ? `${places(taken)} ${taken === 1 ? 'is' : 'are'} taken, so it needs at least ${taken}.`
            : 'Nobody has booked it yet.'}
        </p>
      }
      form={form}
      submit="Save date"
      onDismiss={onDismiss}
    >
      <div className="form-row">
        <TextField label="Date" {...field('date')} hint="Day of the month, e.g. 1st" />
        <SelectField label="Month" {...field('month')} options={MONTHS} />
        <SelectField label="Year" {...field('year')} options={years} />
      </div>
      <div className="form-row">
        <TextField label="Time" {...field('time')} hint="e.g. 3pm or 10am" />
        <NumberField label="Places" {...field('guests')} hint="How many can come" />
      </div>
      <CheckboxField
        label="Takes bookings"
        {...form.checkbox('takesBookings')}
        hint="Untick to stop bookings; the places already taken are kept"
        error={form.errors.is_available}
      />
      <CheckboxField
        label="Tell the bookers by email"
        {...form.checkbox('notify')}
        hint="When the day or time changes: each booker gets the new date and calendar file"
      />
      {/* Offered once the server found this workshop already on at the new time (409). */}
      {(form.errors.allowSameTime || form.values.allowSameTime) && (
        <CheckboxField label="Schedule it anyway" {...form.checkbox('allowSameTime')} />
      )}
    </FormDialog>
  );
}
