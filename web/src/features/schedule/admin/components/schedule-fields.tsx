import { type ComponentProps, useId } from 'react';
import type { WorkshopType } from '@domain/model';
import { SCHEDULE_TIMES } from '@domain/schedule';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';

// The fields both scheduling forms ask (one date, and a series of dates).

/** The workshop type to schedule: every type, an inactive one said so. */
export function WorkshopTypeField({
  types,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'label' | 'options' | 'placeholder'> & {
  types: WorkshopType[];
}) {
  return (
    <SelectField
      label="Workshop type"
      {...field}
      placeholder="Choose a workshop type"
      options={types.map((t) => ({
        value: t.id,
        label: t.active ? t.name : `${t.name} (inactive)`,
      }))}
    />
  );
}

/** The start time, typed or picked from the studio's usual times (domain/schedule.ts). */
export function ScheduleTimeField(field: Omit<ComponentProps<typeof TextField>, 'label' | 'list'>) {
  const timesId = useId();
  return (
    <>
      <TextField label="Time" {...field} list={timesId} />
      <datalist id={timesId}>
        {SCHEDULE_TIMES.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>
    </>
  );
}
