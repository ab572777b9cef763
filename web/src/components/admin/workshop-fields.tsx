import type { ReactNode } from 'react';
import { CRAFT_TYPES, LEVELS } from '@domain/model';
import { CheckboxField } from '../form/checkbox-field';
import { SelectField } from '../form/select-field';
import { TextAreaField, TextField } from '../form/text-field';

type TextName =
  | 'name'
  | 'price'
  | 'level'
  | 'duration'
  | 'craftType'
  | 'image'
  | 'description'
  | 'longDescription'
  | 'skills';

interface TextBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

interface CheckboxBinding {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  required?: boolean;
}

interface WorkshopFieldsProps<Flag extends string> {
  /** The useForm of a form whose values have these fields. */
  form: { field: (name: TextName) => TextBinding; checkbox: (name: Flag) => CheckboxBinding };
  /** The checkboxes under "Where it shows", with their labels. */
  flags: readonly (readonly [Flag, string])[];
  nameHint?: string;
  /** Fields after the name (such as the id or the month). */
  afterName?: ReactNode;
  /** Fields before the descriptions. */
  extra?: ReactNode;
  /** Fields after the flags. */
  children?: ReactNode;
}

const wide = (field: ReactNode) => <div className="admin-fields__wide">{field}</div>;

/** What a workshop type and a monthly workshop both describe, in the same words and order. */
export function WorkshopFields<Flag extends string>({
  form,
  flags,
  nameHint,
  afterName,
  extra,
  children,
}: WorkshopFieldsProps<Flag>) {
  return (
    <div className="admin-fields">
      <TextField label="Name" {...form.field('name')} hint={nameHint} />
      {afterName}
      <TextField label="Price" {...form.field('price')} hint="Per person, e.g. £15" />
      <SelectField label="Level" {...form.field('level')} options={LEVELS} />
      <TextField label="Duration" {...form.field('duration')} hint="e.g. 2hrs" />
      <SelectField label="Craft type" {...form.field('craftType')} options={CRAFT_TYPES} />
      <TextField
        label="Image"
        {...form.field('image')}
        hint="/images/name.svg or an https:// address; blank for the placeholder"
      />
      {extra}
      {wide(<TextAreaField label="Short description" {...form.field('description')} rows={2} />)}
      {wide(<TextAreaField label="Long description" {...form.field('longDescription')} rows={4} />)}
      <TextAreaField label="Skills needed" {...form.field('skills')} rows={2} />
      <fieldset className="admin-fields__wide">
        <legend>Where it shows</legend>
        {flags.map(([name, label]) => (
          <CheckboxField key={name} label={label} {...form.checkbox(name)} />
        ))}
      </fieldset>
      {children}
    </div>
  );
}
