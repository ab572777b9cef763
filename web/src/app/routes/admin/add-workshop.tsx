import { useState } from 'react';
import { REPEATS, type Repeat } from '@domain/series';
import { workshopTypesForAdminQuery } from '../../../features/catalog/admin/api/get-workshop-types-for-admin';
import { AdminQueryPage } from '../../../components/admin/admin-page';
import { SelectField } from '../../../components/form/select-field';
import { ScheduleSeriesForm } from '../../../features/schedule/admin/components/schedule-series-form';
import { ScheduleWorkshopForm } from '../../../features/schedule/admin/components/schedule-workshop-form';

const REPEAT_OPTIONS = [
  { value: '', label: 'Does not repeat' },
  ...REPEATS.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) })),
];

export default function AddWorkshop() {
  const [repeat, setRepeat] = useState<Repeat | ''>('');
  const repeatField = (
    <SelectField
      label="Repeat"
      name="repeat"
      value={repeat}
      onChange={(value) => setRepeat(value as Repeat | '')}
      options={REPEAT_OPTIONS}
      hint="Monthly keeps the weekday of the month, e.g. the second Tuesday"
    />
  );
  return (
    <AdminQueryPage
      title="Schedule a new workshop"
      lede="Add a date and time for a workshop type, or a series of them."
      query={workshopTypesForAdminQuery}
      what="the workshop types"
    >
      {(types) =>
        repeat === '' ? (
          <ScheduleWorkshopForm types={types} repeatField={repeatField} />
        ) : (
          <ScheduleSeriesForm types={types} repeat={repeat} repeatField={repeatField} />
        )
      }
    </AdminQueryPage>
  );
}
