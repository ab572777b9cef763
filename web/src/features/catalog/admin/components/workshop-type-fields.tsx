import { NumberField, TextAreaField, TextField } from '../../../../components/form/text-field';
import type { FormOf } from '../../../../components/form/use-form';
import type { WorkshopTypeValues } from '../workshop-type-values';
import { WorkshopFields } from '../../../../components/admin/workshop-fields';

interface WorkshopTypeFieldsProps {
  form: FormOf<WorkshopTypeValues>;
  /** A new type's id is optional (from the name); an existing one cannot change. */
  idMode: 'new' | 'fixed';
}

const FLAGS = [
  ['active', 'Active (visitors can see and book it)'],
  ['comingSoon', 'Coming soon (no booking yet)'],
  ['showOnWorkshopMenu', 'Show on the Workshops & Courses page'],
  ['showOnHomePage', 'Show on the home page'],
  ['isCourse', 'This is a course (several sessions)'],
] as const;

export function WorkshopTypeFields({ form, idMode }: WorkshopTypeFieldsProps) {
  const { field, values } = form;
  return (
    <WorkshopFields
      form={form}
      flags={FLAGS}
      afterName={
        idMode === 'new' ? (
          <TextField label="Id" {...field('id')} hint="Leave blank to make one from the name" />
        ) : (
          <TextField label="Id" {...field('id')} readOnly />
        )
      }
      extra={
        <>
          <TextField label="Usual days" {...field('days')} hint="e.g. Saturdays" />
          <TextField label="Usual time" {...field('time')} hint="e.g. 10am" />
          <TextAreaField label="Notes" {...field('notes')} rows={2} />
        </>
      }
    >
      {values.isCourse && (
        <>
          <NumberField label="Number of sessions" {...field('courseDates')} />
          <NumberField label="Days between sessions" {...field('courseInterval')} />
          <div className="admin-fields__wide">
            <TextAreaField
              label="Session titles"
              {...field('workshopSessions')}
              rows={3}
              hint="One per line"
            />
          </div>
        </>
      )}
    </WorkshopFields>
  );
}
