import { z } from './zod.js';
import {
  craftTypeSchema,
  docIdSchema,
  imageSchema,
  type Level,
  levelSchema,
  optionalText,
  PLACEHOLDER_IMAGE,
  priceTextSchema,
  requiredText,
  slugify,
  yesNo,
} from './admin-fields.js';
import { expandYear, londonParts, monthName, monthNumber } from './dates.js';
import type { MonthlyMeet, MonthlyWorkshop } from './model.js';

export const MONTHLY_WORKSHOP_MESSAGES = {
  id: 'The id may only use letters, numbers, - and _ (up to 128 characters)',
  name: 'Enter the name of the month’s design',
  duration: 'Enter the duration, such as 1hr',
  month: 'Choose a month',
  year: 'Enter a year such as 26 or 2026',
  workshopType: 'Choose the workshop type whose dates book this session',
  meetName: 'Enter the name of the meet',
  schedule: 'Say when the meet happens, such as First Tuesday of every month, 7pm',
} as const;

const m = MONTHLY_WORKSHOP_MESSAGES;

type MonthlyDefaults = Pick<
  MonthlyWorkshop,
  'price' | 'duration' | 'craftType' | 'comingSoon' | 'active' | 'showOnWorkshopMenu'
> & { level: Level };

/** docs/product.md#defaults: a new granny square is Intermediate, £10, 1hr. */
export const GRANNY_SQUARE_DEFAULTS = {
  level: 'Intermediate',
  price: '£10',
  duration: '1hr',
  craftType: 'Crochet',
  comingSoon: false,
  active: true,
  showOnWorkshopMenu: false,
} as const satisfies MonthlyDefaults;

/** docs/product.md#defaults: a new bouquet is Novice, £15, 2hrs, Crochet and coming soon. */
export const CROCHET_A_BOUQUET_DEFAULTS = {
  level: 'Novice',
  price: '£15',
  duration: '2hrs',
  craftType: 'Crochet',
  comingSoon: true,
  active: true,
  showOnWorkshopMenu: false,
} as const satisfies MonthlyDefaults;

/** A yarn-and-yarn evening: stories while we stitch, open to every level. */
export const YARN_AND_YARN_DEFAULTS = {
  level: 'All Levels',
  price: '£5',
  duration: '2hrs',
  craftType: 'Something Different',
  comingSoon: false,
  active: true,
  showOnWorkshopMenu: false,
} as const satisfies MonthlyDefaults;

const monthSchema = z
  .string({ error: m.month })
  .trim()
  .refine((s) => monthNumber(s) !== '', { error: m.month })
  .transform((s) => monthName(monthNumber(s)));

const yearSchema = z
  .union([z.string(), z.number()], { error: m.year })
  .transform((y) => expandYear(y))
  .refine((y) => y !== '', { error: m.year });

export function monthlyWorkshopSchema(defaults: MonthlyDefaults) {
  return z.object({
    id: docIdSchema(m.id).optional(),
    name: requiredText(120, m.name),
    image: imageSchema.default(PLACEHOLDER_IMAGE),
    description: optionalText(1000).default(''),
    longDescription: optionalText(5000).default(''),
    level: levelSchema.default(defaults.level),
    price: priceTextSchema.default(defaults.price),
    duration: requiredText(60, m.duration).default(defaults.duration),
    month: monthSchema,
    /** Optional: the next time that month comes round (this month counts). */
    year: yearSchema.optional(),
    active: yesNo().default(defaults.active),
    comingSoon: yesNo().default(defaults.comingSoon),
    skills: optionalText(1000).default(''),
    craftType: craftTypeSchema.default(defaults.craftType),
    showOnWorkshopMenu: yesNo().default(defaults.showOnWorkshopMenu),
    workshop_type: docIdSchema(m.workshopType).optional(),
  });
}

/** POST /api/add_granny_square_monthly */
export const grannySquareMonthlySchema = monthlyWorkshopSchema(GRANNY_SQUARE_DEFAULTS);
/** POST /api/add_crochet_a_bouquet */
export const crochetABouquetSchema = monthlyWorkshopSchema(CROCHET_A_BOUQUET_DEFAULTS);

/** POST /api/add_yarn_and_yarn */
export const yarnAndYarnSchema = monthlyWorkshopSchema(YARN_AND_YARN_DEFAULTS);

/** The update of a stored monthly workshop: the whole form again, with its id. */
export const withId = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ id: docIdSchema(m.id) });

/** POST /api/update_granny_square_monthly (likewise bouquet and yarn-and-yarn) */
export const updateGrannySquareMonthlySchema = withId(grannySquareMonthlySchema);
export const updateCrochetABouquetSchema = withId(crochetABouquetSchema);
export const updateYarnAndYarnSchema = withId(yarnAndYarnSchema);

export type MonthlyWorkshopInput = z.infer<typeof grannySquareMonthlySchema>;
export type MonthlyWorkshopBody = z.input<typeof grannySquareMonthlySchema>;

/** The year a month names when none is given: this year, or next year once the month has gone. */
export function upcomingYear(month: string, now: number): string {
  const today = londonParts(now);
  const wanted = Number(monthNumber(month));
  return String(wanted >= today.month ? today.year : today.year + 1);
}

export function toMonthlyWorkshop(input: MonthlyWorkshopInput, now: number): MonthlyWorkshop {
  const year = input.year ?? upcomingYear(input.month, now);
  const id =
    input.id ?? [slugify(input.name), year, monthNumber(input.month)].filter(Boolean).join('-');
  const { workshop_type, ...rest } = input;
  return {
    ...rest,
    id,
    year,
    ...(workshop_type === undefined ? {} : { workshop_type }),
  };
}

/** POST /api/add_monthly_meet (and, with its id, update_monthly_meet). */
export const monthlyMeetSchema = z.object({
  id: docIdSchema(m.id).optional(),
  name: requiredText(120, m.meetName),
  image: imageSchema.default(PLACEHOLDER_IMAGE),
  active: yesNo().default(true),
  description: optionalText(1000).default(''),
  schedule: requiredText(200, m.schedule),
});

export const updateMonthlyMeetSchema = withId(monthlyMeetSchema);

export type MonthlyMeetInput = z.infer<typeof monthlyMeetSchema>;
export type MonthlyMeetBody = z.input<typeof monthlyMeetSchema>;

export function toMonthlyMeet(input: MonthlyMeetInput): MonthlyMeet {
  return { ...input, id: input.id ?? slugify(input.name) };
}
