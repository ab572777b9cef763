import {
  CROCHET_A_BOUQUET_DEFAULTS,
  crochetABouquetSchema,
  GRANNY_SQUARE_DEFAULTS,
  grannySquareMonthlySchema,
} from '@domain/admin-monthly-workshop';
import type { WorkshopType } from '@domain/model';
import { Form } from '../../../components/form/form';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import { comingMonths } from '../admin-dates';
import { addMonthlyWorkshop, type MonthlyKind } from '../api/add-monthly-workshop';
import { workshopTypesQuery } from '../api/get-workshop-types';
import { AdminQueryPage } from './admin-page';
import { WorkshopFields } from './workshop-fields';

const kinds = {
  granny_square_monthly: {
    defaults: GRANNY_SQUARE_DEFAULTS,
    schema: grannySquareMonthlySchema,
    what: 'granny square',
    lede: 'New entries start as Intermediate, £10, 1hr.',
  },
  crochet_a_bouquet: {
    defaults: CROCHET_A_BOUQUET_DEFAULTS,
    schema: crochetABouquetSchema,
    what: 'crochet a bouquet',
    lede: 'New entries start as Novice, £15, 2hrs, Crochet, coming soon.',
  },
} as const;

const FLAGS = [
  ['active', 'Active'],
  ['comingSoon', 'Coming soon'],
  ['showOnWorkshopMenu', 'Show on the Workshops & Courses page'],
] as const;

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

/** The admin page that adds a month of granny square or crochet a bouquet. */
export function MonthlyWorkshopPage({ kind }: { kind: MonthlyKind }) {
  return (
    <AdminQueryPage
      title={`Add a ${kinds[kind].what} month`}
      lede={kinds[kind].lede}
      query={workshopTypesQuery}
      what="the workshop types"
    >
      {(types) => <MonthlyWorkshopForm kind={kind} types={types} />}
    </AdminQueryPage>
  );
}

function MonthlyWorkshopForm({ kind, types }: { kind: MonthlyKind; types: WorkshopType[] }) {
  const { defaults, schema, what } = kinds[kind];
  // The month's own workshop type (e.g. "granny-square-monthly") books it, when there is one.
  const ownType = kind.replaceAll('_', '-');
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
    workshop_type: types.some((t) => t.id === ownType) ? ownType : '',
    active: defaults.active,
    comingSoon: defaults.comingSoon,
    showOnWorkshopMenu: defaults.showOnWorkshopMenu,
  });
  const form = useForm({
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

  return (
    <Form form={form} submit={`Add ${what} month`}>
      <WorkshopFields
        form={form}
        flags={FLAGS}
        nameHint={`This month's ${what} design`}
        afterName={
          <SelectField
            label="Month"
            {...form.field('when')}
            placeholder="Choose a month"
            options={comingMonths().map(({ month, year }) => `${month} ${year}`)}
            error={form.errors.month ?? form.errors.year}
            required
          />
        }
        extra={
          <SelectField
            label="Booked through"
            {...form.field('workshop_type')}
            placeholder="No workshop type"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
            hint="The workshop type whose dates book this session"
          />
        }
      />
    </Form>
  );
}
