import type { MonthlySeries } from '@domain/contracts/monthly';
import {
  CROCHET_A_BOUQUET_DEFAULTS,
  crochetABouquetSchema,
  GRANNY_SQUARE_DEFAULTS,
  grannySquareMonthlySchema,
  YARN_AND_YARN_DEFAULTS,
  yarnAndYarnSchema,
} from '@domain/admin-monthly-workshop';
import type { MonthlyWorkshop, WorkshopType } from '@domain/model';
import { SelectField } from '../../../../components/form/select-field';
import { useForm } from '../../../../components/form/use-form';
import { comingMonths } from '../../../../lib/admin/admin-dates';
import { addMonthlyWorkshop } from '../api/add-monthly-workshop';
import { deleteMonthlyWorkshop } from '../api/delete-monthly-workshop';
import { updateMonthlyWorkshop } from '../api/update-monthly-workshop';
import { useContentEditor } from '../../../../lib/admin/use-content-editor';
import { ContentEditor } from '../../../../components/admin/content-editor';
import { WorkshopFields } from '../../../../components/admin/workshop-fields';

/** Each series' defaults, schema and words. */
export const MONTHLY_KINDS = {
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
  yarn_and_yarn: {
    defaults: YARN_AND_YARN_DEFAULTS,
    schema: yarnAndYarnSchema,
    what: 'yarn and yarn',
    lede: 'New entries start as All Levels, £5, 2hrs, Something Different.',
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

const toValues = (month: MonthlyWorkshop): Values => ({
  name: month.name,
  when: `${month.month} ${month.year}`,
  description: month.description,
  longDescription: month.longDescription,
  level: month.level,
  price: month.price,
  duration: month.duration,
  skills: month.skills,
  image: month.image,
  craftType: month.craftType,
  workshop_type: month.workshop_type ?? '',
  active: month.active,
  comingSoon: month.comingSoon,
  showOnWorkshopMenu: month.showOnWorkshopMenu,
});

interface EditorProps {
  kind: MonthlySeries;
  types: WorkshopType[];
  months: MonthlyWorkshop[];
  reload: () => void;
}

/** Add a month of the series, and edit, retire or delete the stored ones. */
export function MonthlyWorkshopEditor({ kind, types, months, reload }: EditorProps) {
  const { defaults, schema, what } = MONTHLY_KINDS[kind];
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
  const editor = useContentEditor({ items: months, fresh, toValues, reload });
  const { editing } = editor;
  const form = useForm({
    initial: fresh,
    validate: ({ when, workshop_type, ...v }: Values) => {
      const [month = '', year] = when.split(' ');
      return schema.safeParse({
        ...v,
        month,
        year,
        ...(editing ? { id: editing.id } : {}),
        ...(workshop_type ? { workshop_type } : {}),
      });
    },
    submit: (body) =>
      body.id
        ? updateMonthlyWorkshop(kind, body as typeof body & { id: string })
        : addMonthlyWorkshop(kind, body),
    onSuccess: (saved, body) => {
      editor.saved();
      return {
        message: body.id
          ? `Saved ${saved.name} for ${saved.month} ${saved.year}.`
          : `Added ${saved.name} for ${saved.month} ${saved.year}.`,
        values: fresh(),
      };
    },
  });
  const monthOptions = comingMonths().map(({ month, year }) => `${month} ${year}`);
  // A stored month may be one that has passed: it stays a choice while it is edited.
  if (form.values.when && !monthOptions.includes(form.values.when)) {
    monthOptions.unshift(form.values.when);
  }
  const label = (month: MonthlyWorkshop) => `${month.name} (${month.month} ${month.year})`;

  return (
    <ContentEditor
      editor={editor}
      form={form}
      name={label}
      add={{ title: `New ${what} entry`, submit: `Add ${what} month` }}
      list={{
        title: `Stored ${what} entries`,
        empty: `No ${what} entries yet.`,
        kind: `the ${what} entry`,
        details: (m) => `${m.price} · ${m.level} · ${m.active ? 'active' : 'retired'}`,
        remove: (month) => deleteMonthlyWorkshop(kind, month.id),
        deleteHint: 'To take it off the site but keep it, edit it, untick Active and save instead.',
      }}
    >
      <WorkshopFields
        form={form}
        flags={FLAGS}
        nameHint={`This month's ${what} design`}
        afterName={
          <SelectField
            label="Month"
            {...form.field('when')}
            placeholder="Choose a month"
            options={monthOptions}
            // It holds the schema's month and year, so their rules and messages are its own.
            required
            error={form.errors.month ?? form.errors.year}
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
    </ContentEditor>
  );
}
