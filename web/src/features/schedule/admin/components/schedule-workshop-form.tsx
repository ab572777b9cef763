import type { ReactNode } from 'react';
import { Link } from '../../../../components/link';
import { MONTHS } from '@domain/dates';
import { newBookingId } from '@domain/ids';
import type { WorkshopType } from '@domain/model';
import {
  isoDateOfScheduleFields,
  scheduleFieldsOfIsoDate,
  scheduleWhenLabel,
  scheduleWorkshopSchema,
} from '@domain/schedule';
import { places, whenLabel } from '@domain/wording';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { Form } from '../../../../components/form/form';
import { SelectField } from '../../../../components/form/select-field';
import { NumberField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { paths } from '../../../../config/paths';
import { adminPaths } from '../../../../config/admin-paths';
import { currentMonthName, londonToday, yearOptions } from '../../../../lib/admin/admin-dates';
import { addWorkshop } from '../api/add-workshop';
import { ScheduleTimeField, WorkshopTypeField } from './schedule-fields';

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

// The id is made here and sent (docs/product.md#dates), but it is nothing staff need to read.
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

export function ScheduleWorkshopForm({
  types,
  repeatField,
}: {
  types: WorkshopType[];
  /** The page's "Repeat" choice, shown first. */
  repeatField?: ReactNode;
}) {
  const nameOf = (id: string) => types.find((t) => t.id === id)?.name ?? id;
  const form = useForm({
    initial: freshForm,
    validate: (v: Values) => scheduleWorkshopSchema.safeParse({ ...v, guests: toNumber(v.guests) }),
    submit: addWorkshop,
    onSuccess: (saved) => ({
      message: `Scheduled: ${nameOf(saved.workshop_type)} on ${whenLabel(saved)}, ${places(saved.guests)}.`,
      values: freshForm(),
    }),
  });
  const { field, values, set } = form;
  const years = yearOptions();
  const when = scheduleWhenLabel(values);

  function pickDate(iso: string) {
    const picked = scheduleFieldsOfIsoDate(iso);
    if (!picked || !years.includes(picked.year)) return;
    set('date')(picked.date);
    set('month')(picked.month);
    set('year')(picked.year);
  }

  return (
    <Form form={form} submit="Confirm Booking">
      {form.success && (
        <p className="no-print">
          <Link to={paths.calendar}>See it on the calendar</Link> or{' '}
          <Link to={adminPaths.scheduledWorkshopList}>the list of scheduled workshops</Link>.
        </p>
      )}
      {repeatField}
      <WorkshopTypeField types={types} {...field('workshop_type')} />
      <TextField
        label="Pick a date"
        name="picked_date"
        type="date"
        value={isoDateOfScheduleFields(values)}
        onChange={pickDate}
        min={londonToday()}
        max={`${years.at(-1) ?? ''}-12-31`}
        hint="Fills in the date, month and year below"
      />
      <div className="form-row">
        <TextField label="Date" {...field('date')} hint="Day of the month, e.g. 1st" />
        <SelectField label="Month" {...field('month')} options={MONTHS} />
        <SelectField label="Year" {...field('year')} options={years} />
      </div>
      <div className="form-row">
        <ScheduleTimeField
          {...field('time')}
          hint="e.g. 3pm or 10am; pick one from the list or type it"
        />
        <NumberField label="Number of guests" {...field('guests')} hint="Places on this date" />
      </div>
      <p className="schedule-when" aria-live="polite">
        {when ? (
          <>
            Visitors will see: <strong>{when}</strong>
          </>
        ) : (
          'Visitors will see the weekday here once the date is complete.'
        )}
      </p>
      {/* Offered once the server found this workshop already on at that time (409). */}
      {(form.errors.allowSameTime || form.values.allowSameTime) && (
        <CheckboxField label="Schedule it anyway" {...form.checkbox('allowSameTime')} />
      )}
    </Form>
  );
}
