import {
  CROCHET_A_BOUQUET_DEFAULTS,
  crochetABouquetSchema,
  GRANNY_SQUARE_DEFAULTS,
  grannySquareMonthlySchema,
} from '@domain/admin-monthly-workshop';
import { CRAFT_TYPES, LEVELS, type WorkshopType } from '@domain/model';
import { comingMonths } from '../admin-dates';
import { addMonthlyWorkshop, type MonthlyKind } from '../api/add-monthly-workshop';
import { useAdminForm } from '../use-admin-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';
import { FormStatus, SubmitButton } from './form-status';

const kinds = {
  granny_square_monthly: {
    defaults: GRANNY_SQUARE_DEFAULTS,
    schema: grannySquareMonthlySchema,
    what: 'granny square',
  },
  crochet_a_bouquet: {
    defaults: CROCHET_A_BOUQUET_DEFAULTS,
    schema: crochetABouquetSchema,
    what: 'crochet a bouquet',
  },
} as const;

interface Values {
  name: string;
  when: string;
  description: string;
  longDescription: string;
  level: string;
  price: string;
  duration: string;
  skills: string;
  image: string;
  craftType: string;
  workshop_type: string;
  active: boolean;
  comingSoon: boolean;
  showOnWorkshopMenu: boolean;
}

interface MonthlyWorkshopFormProps {
  kind: MonthlyKind;
  types: WorkshopType[];
}

export function MonthlyWorkshopForm({ kind, types }: MonthlyWorkshopFormProps) {
  const { defaults, schema, what } = kinds[kind];
  const months = comingMonths();
  const fresh = (): Values => ({
    name: '',
    when: '',
    description: '',
    longDescription: '',
    level: defaults.level,
    price: defaults.price,
    duration: defaults.duration,
    skills: '',
    image: '',
    craftType: defaults.craftType,
    workshop_type: types.some((t) => t.id === kind.replaceAll('_', '-'))
      ? kind.replaceAll('_', '-')
      : '',
    active: defaults.active,
    comingSoon: defaults.comingSoon,
    showOnWorkshopMenu: defaults.showOnWorkshopMenu,
  });
  const form = useAdminForm({
    initial: fresh,
    validate: ({ when, workshop_type, ...v }: Values) => {
      const [month = '', year] = when.split(' ');
      return schema.safeParse({
        ...v,
        month,
        year,
        ...(workshop_type ? { workshop_type } : {}),
      });
    },
    submit: (body) => addMonthlyWorkshop(kind, body),
    onSuccess: (saved) => ({
      message: `Added ${saved.name} for ${saved.month} ${saved.year}.`,
      values: fresh(),
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
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={set('name')}
        hint={`This month's ${what} design`}
        error={errors.name}
        required
      />
      <SelectField
        label="Month"
        name="when"
        value={values.when}
        placeholder="Choose a month"
        options={months.map(({ month, year }) => `${month} ${year}`)}
        onChange={set('when')}
        error={errors.month ?? errors.year}
        required
      />
      <TextAreaField
        label="Short description"
        name="description"
        rows={2}
        value={values.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextAreaField
        label="Long description"
        name="longDescription"
        rows={4}
        value={values.longDescription}
        onChange={set('longDescription')}
        error={errors.longDescription}
      />
      <div className="admin-form__row">
        <SelectField
          label="Level"
          name="level"
          value={values.level}
          options={LEVELS}
          onChange={set('level')}
          error={errors.level}
        />
        <TextField
          label="Price"
          name="price"
          value={values.price}
          onChange={set('price')}
          error={errors.price}
        />
        <TextField
          label="Duration"
          name="duration"
          value={values.duration}
          onChange={set('duration')}
          error={errors.duration}
        />
      </div>
      <TextField
        label="Skills needed"
        name="skills"
        value={values.skills}
        onChange={set('skills')}
        error={errors.skills}
      />
      <div className="admin-form__row">
        <SelectField
          label="Craft type"
          name="craftType"
          value={values.craftType}
          options={CRAFT_TYPES}
          onChange={set('craftType')}
          error={errors.craftType}
        />
        <SelectField
          label="Booked through"
          name="workshop_type"
          value={values.workshop_type}
          placeholder="No workshop type"
          options={types.map((t) => ({ value: t.id, label: t.name }))}
          onChange={set('workshop_type')}
          hint="The workshop type whose dates book this session"
          error={errors.workshop_type}
        />
      </div>
      <TextField
        label="Image"
        name="image"
        value={values.image}
        onChange={set('image')}
        hint="/images/name.svg or an https:// address; blank for the placeholder"
        error={errors.image}
      />
      <CheckboxField
        label="Active"
        name="active"
        checked={values.active}
        onChange={set('active')}
        error={errors.active}
      />
      <CheckboxField
        label="Coming soon"
        name="comingSoon"
        checked={values.comingSoon}
        onChange={set('comingSoon')}
        error={errors.comingSoon}
      />
      <CheckboxField
        label="Show on the Workshops & Courses page"
        name="showOnWorkshopMenu"
        checked={values.showOnWorkshopMenu}
        onChange={set('showOnWorkshopMenu')}
        error={errors.showOnWorkshopMenu}
      />
      <SubmitButton saving={form.saving}>{`Add ${what} month`}</SubmitButton>
    </form>
  );
}
