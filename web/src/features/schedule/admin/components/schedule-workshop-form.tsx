import { Link } from 'react-router';
import { MONTHS } from '@domain/dates';
import { newBookingId } from '@domain/ids';
import type { WorkshopType } from '@domain/model';
import { scheduleWorkshopSchema } from '@domain/schedule';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { Form } from '../../../../components/form/form';
import { SelectField } from '../../../../components/form/select-field';
import { NumberField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { paths } from '../../../../config/paths';
import { currentMonthName, yearOptions } from '../../../../lib/admin/admin-dates';
import { addWorkshop } from '../api/add-workshop';

interface Values {
  id: string;
  workshop_type: string;
  date: string;
  month: string;
  year: string;
  time: string;
  guests: string;
  allowSameTime: boolean;
}

const freshForm = (): Values => ({
  id: newBookingId(),
  workshop_type: '',
  date: '',
  month: currentMonthName(),
  year: yearOptions()[0] ?? '',
  time: '',
  guests: '',
  allowSameTime: false,
});

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function ScheduleWorkshopForm({ types }: { types: WorkshopType[] }) {
  const nameOf = (id: string) => types.find((t) => t.id === id)?.name ?? id;
  const form = useForm({
    initial: freshForm,
    validate: (v: Values) => scheduleWorkshopSchema.safeParse({ ...v, guests: toNumber(v.guests) }),
    submit: addWorkshop,
    onSuccess: (saved) => ({
      message: `Scheduled: ${nameOf(saved.workshop_type)} on ${saved.day} ${saved.date} ${saved.month} ${saved.year} at ${saved.time}, ${saved.guests} places.`,
      values: freshForm(),
    }),
  });
  const { field } = form;

  return (
    <Form form={form} submit="Confirm Booking">
      {form.success && (
        <p className="no-print">
          <Link to={paths.calendar}>See it on the calendar</Link> or{' '}
          <Link to={paths.admin.scheduledWorkshopList}>the list of scheduled workshops</Link>.
        </p>
      )}
      <TextField label="Id" {...field('id')} readOnly />
      <SelectField
        label="Workshop type"
        {...field('workshop_type')}
        placeholder="Choose a workshop type"
        options={types.map((t) => ({
          value: t.id,
          label: t.active ? t.name : `${t.name} (inactive)`,
        }))}
      />
      <div className="form-row">
        <TextField label="Date" {...field('date')} hint="Day of the month, e.g. 1st" />
        <SelectField label="Month" {...field('month')} options={MONTHS} />
        <SelectField label="Year" {...field('year')} options={yearOptions()} />
      </div>
      <div className="form-row">
        <TextField label="Time" {...field('time')} hint="e.g. 3pm or 10am" />
        <NumberField label="Number of guests" {...field('guests')} hint="Places on this date" />
      </div>
      {/* Offered once the server found this workshop already on at that time (409). */}
      {(form.errors.allowSameTime || form.values.allowSameTime) && (
        <CheckboxField label="Schedule it anyway" {...form.checkbox('allowSameTime')} />
      )}
    </Form>
  );
}
