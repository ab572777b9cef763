import { CRAFT_TYPES, LEVELS } from '@domain/model';
import type { FieldErrors } from '../use-admin-form';
import type { WorkshopTypeValues } from '../workshop-type-values';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';

type Setter = <K extends keyof WorkshopTypeValues>(
  name: K,
) => (value: WorkshopTypeValues[K]) => void;

interface WorkshopTypeFieldsProps {
  values: WorkshopTypeValues;
  set: Setter;
  errors: FieldErrors;
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

export function WorkshopTypeFields({ values, set, errors, idMode }: WorkshopTypeFieldsProps) {
  return (
    <div className="admin-type-row__fields">
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      {idMode === 'new' ? (
        <TextField
          label="Id (optional)"
          name="id"
          value={values.id}
          onChange={set('id')}
          hint="Leave blank to make one from the name"
          error={errors.id}
        />
      ) : (
        <TextField label="Id" name="id" value={values.id} readOnly error={errors.id} />
      )}
      <TextField
        label="Price"
        name="price"
        value={values.price}
        onChange={set('price')}
        hint="Per person, e.g. £15"
        error={errors.price}
        required
      />
      <SelectField
        label="Level"
        name="level"
        value={values.level}
        options={LEVELS}
        onChange={set('level')}
        error={errors.level}
      />
      <TextField
        label="Duration"
        name="duration"
        value={values.duration}
        onChange={set('duration')}
        hint="e.g. 2hrs"
        error={errors.duration}
        required
      />
      <SelectField
        label="Craft type"
        name="craftType"
        value={values.craftType}
        options={CRAFT_TYPES}
        onChange={set('craftType')}
        error={errors.craftType}
      />
      <TextField
        label="Image"
        name="image"
        value={values.image}
        onChange={set('image')}
        hint="/images/name.svg or an https:// address"
        error={errors.image}
      />
      <TextField
        label="Usual days"
        name="days"
        value={values.days}
        onChange={set('days')}
        hint="e.g. Saturdays"
        error={errors.days}
      />
      <TextField
        label="Usual time"
        name="time"
        value={values.time}
        onChange={set('time')}
        hint="e.g. 10am"
        error={errors.time}
      />
      <div className="admin-type-row__wide">
        <TextAreaField
          label="Short description"
          name="description"
          rows={2}
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
      </div>
      <div className="admin-type-row__wide">
        <TextAreaField
          label="Long description"
          name="longDescription"
          rows={4}
          value={values.longDescription}
          onChange={set('longDescription')}
          error={errors.longDescription}
        />
      </div>
      <TextAreaField
        label="Skills needed"
        name="skills"
        rows={2}
        value={values.skills}
        onChange={set('skills')}
        error={errors.skills}
      />
      <TextAreaField
        label="Notes"
        name="notes"
        rows={2}
        value={values.notes}
        onChange={set('notes')}
        error={errors.notes}
      />
      <fieldset className="admin-type-row__wide">
        <legend>Where it shows</legend>
        {FLAGS.map(([name, label]) => (
          <CheckboxField
            key={name}
            label={label}
            name={name}
            checked={values[name]}
            onChange={set(name)}
            error={errors[name]}
          />
        ))}
      </fieldset>
      {values.isCourse && (
        <>
          <TextField
            label="Number of sessions"
            name="courseDates"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.courseDates}
            onChange={set('courseDates')}
            error={errors.courseDates}
          />
          <TextField
            label="Days between sessions"
            name="courseInterval"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.courseInterval}
            onChange={set('courseInterval')}
            error={errors.courseInterval}
          />
          <div className="admin-type-row__wide">
            <TextAreaField
              label="Session titles"
              name="workshopSessions"
              rows={3}
              value={values.workshopSessions}
              onChange={set('workshopSessions')}
              hint="One per line"
              error={errors.workshopSessions}
            />
          </div>
        </>
      )}
    </div>
  );
}
