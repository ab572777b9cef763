import { Link } from 'react-router';
import { MONTHS } from '@domain/dates';
import { newBookingId } from '@domain/ids';
import type { WorkshopType } from '@domain/model';
import { scheduleWorkshopSchema } from '@domain/schedule';
import { paths } from '../../../config/paths';
import { currentMonthName, yearOptions } from '../admin-dates';
import { addWorkshop } from '../api/add-workshop';
import { useAdminForm } from '../use-admin-form';
import { SelectField, TextField } from './fields';
import { FormStatus, SubmitButton } from './form-status';

interface Values {
  id: string;
  workshop_type: string;
  date: string;
  month: string;
  year: string;
  time: string;
  guests: string;
}

const freshForm = (): Values => ({
  id: newBookingId(),
  workshop_type: '',
  date: '',
  month: currentMonthName(),
  year: yearOptions()[0] ?? '',
  time: '',
  guests: '',
});

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function ScheduleWorkshopForm({ types }: { types: WorkshopType[] }) {
  const nameOf = (id: string) => types.find((t) => t.id === id)?.name ?? id;
  const form = useAdminForm({
    initial: freshForm,
    validate: (v: Values) => scheduleWorkshopSchema.safeParse({ ...v, guests: toNumber(v.guests) }),
    submit: addWorkshop,
    onSuccess: (saved) => ({
      message: `Scheduled: ${nameOf(saved.workshop_type)} on ${saved.day} ${saved.date} ${saved.month} ${saved.year} at ${saved.time}, ${saved.guests} places.`,
      values: freshForm(),
    }),
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
      {form.success && (
        <p className="no-print">
          <Link to={paths.calendar}>See it on the calendar</Link> or{' '}
          <Link to={paths.admin.scheduledWorkshopList}>the list of scheduled workshops</Link>.
        </p>
      )}
      <TextField label="Id" name="id" value={values.id} readOnly error={errors.id} />
      <SelectField
        label="Workshop type"
        name="workshop_type"
        value={values.workshop_type}
        placeholder="Choose a workshop type"
        options={types.map((t) => ({
          value: t.id,
          label: t.active ? t.name : `${t.name} (inactive)`,
        }))}
        onChange={set('workshop_type')}
        error={errors.workshop_type}
        required
      />
      <div className="admin-form__row">
        <TextField
          label="Date"
          name="date"
          value={values.date}
          onChange={set('date')}
          hint="Day of the month, e.g. 1st"
          error={errors.date}
          required
        />
        <SelectField
          label="Month"
          name="month"
          value={values.month}
          options={MONTHS}
          onChange={set('month')}
          error={errors.month}
          required
        />
        <SelectField
          label="Year"
          name="year"
          value={values.year}
          options={yearOptions()}
          onChange={set('year')}
          error={errors.year}
          required
        />
      </div>
      <div className="admin-form__row">
        <TextField
          label="Time"
          name="time"
          value={values.time}
          onChange={set('time')}
          hint="e.g. 3pm or 10am"
          error={errors.time}
          required
        />
        <TextField
          label="Number of guests"
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          value={values.guests}
          onChange={set('guests')}
          hint="Places on this date"
          error={errors.guests}
          required
        />
      </div>
      <SubmitButton saving={form.saving}>Confirm Booking</SubmitButton>
    </form>
  );
}
