import { z } from './zod.js';
import {
  craftTypeSchema,
  docIdSchema,
  imageSchema,
  levelSchema,
  optionalText,
  PLACEHOLDER_IMAGE,
  priceTextSchema,
  requiredText,
  slugify,
  yesNo,
} from './admin-fields.js';
import { MAX_COURSE_SESSIONS } from './course.js';
import { londonParts, monthName } from './dates.js';
import type { WorkshopType } from './model.js';
import { parsePrice } from './price.js';

export const MAX_COURSE_INTERVAL_DAYS = 31;
export const MAX_SESSION_LABELS = MAX_COURSE_SESSIONS;

export const WORKSHOP_TYPE_MESSAGES = {
  id: 'The id may only use letters, numbers, - and _ (up to 128 characters)',
  name: 'Enter the workshop name',
  nameWithoutLetters: 'Enter a name with letters or numbers',
  duration: 'Enter the duration, such as 2hrs',
  courseDates: `Enter the number of sessions (1 to ${MAX_COURSE_SESSIONS})`,
  courseInterval: `Enter the days between sessions (1 to ${MAX_COURSE_INTERVAL_DAYS})`,
  workshopSessions: `Enter at most ${MAX_SESSION_LABELS} sessions, each a line of text`,
} as const;

const m = WORKSHOP_TYPE_MESSAGES;

/** docs/product.md#defaults: a new workshop type starts as Novice, £15, 2hrs. */
export const WORKSHOP_TYPE_DEFAULTS = {
  image: PLACEHOLDER_IMAGE,
  duration: '2hrs',
  level: 'Novice',
  price: '£15',
  skills: '',
  longDescription: '',
  description: '',
  notes: '',
  craftType: 'Something Different',
  active: true,
  comingSoon: false,
  showOnWorkshopMenu: true,
  showOnHomePage: false,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
  dates: { days: '', time: '' },
  workshopSessions: [] as string[],
} as const satisfies Partial<WorkshopType>;

const fields = {
  name: requiredText(120, m.name),
  image: imageSchema,
  duration: requiredText(60, m.duration),
  level: levelSchema,
  price: priceTextSchema,
  skills: optionalText(1000),
  longDescription: optionalText(5000),
  description: optionalText(1000),
  notes: optionalText(2000),
  craftType: craftTypeSchema,
  active: yesNo(),
  comingSoon: yesNo(),
  showOnWorkshopMenu: yesNo(),
  showOnHomePage: yesNo(),
  isCourse: yesNo(),
  courseDates: z
    .number({ error: m.courseDates })
    .int({ error: m.courseDates })
    .min(1, { error: m.courseDates })
    .max(MAX_COURSE_SESSIONS, { error: m.courseDates }),
  courseInterval: z
    .number({ error: m.courseInterval })
    .int({ error: m.courseInterval })
    .min(1, { error: m.courseInterval })
    .max(MAX_COURSE_INTERVAL_DAYS, { error: m.courseInterval }),
  dates: z.object({ days: optionalText(200), time: optionalText(100) }),
  workshopSessions: z
    .array(optionalText(200), { error: m.workshopSessions })
    .max(MAX_SESSION_LABELS, { error: m.workshopSessions }),
};

/** PUT /api/update_workshop_type: the whole workshop type (priceForTotal, timestamp, month and year are the server's). */
export const workshopTypeSchema = z.object({ id: docIdSchema(m.id), ...fields });

/** POST /api/add_new_workshop_type: like the PUT body, every field but the name optional. */
export const newWorkshopTypeSchema = z
  .object({
    id: docIdSchema(m.id).optional(),
    name: fields.name,
    image: fields.image.default(WORKSHOP_TYPE_DEFAULTS.image),
    duration: fields.duration.default(WORKSHOP_TYPE_DEFAULTS.duration),
    level: fields.level.default(WORKSHOP_TYPE_DEFAULTS.level),
    price: fields.price.default(WORKSHOP_TYPE_DEFAULTS.price),
    skills: fields.skills.default(''),
    longDescription: fields.longDescription.default(''),
    description: fields.description.default(''),
    notes: fields.notes.default(''),
    craftType: fields.craftType.default(WORKSHOP_TYPE_DEFAULTS.craftType),
    active: fields.active.default(WORKSHOP_TYPE_DEFAULTS.active),
    comingSoon: fields.comingSoon.default(WORKSHOP_TYPE_DEFAULTS.comingSoon),
    showOnWorkshopMenu: fields.showOnWorkshopMenu.default(
      WORKSHOP_TYPE_DEFAULTS.showOnWorkshopMenu,
    ),
    showOnHomePage: fields.showOnHomePage.default(WORKSHOP_TYPE_DEFAULTS.showOnHomePage),
    isCourse: fields.isCourse.default(WORKSHOP_TYPE_DEFAULTS.isCourse),
    courseDates: fields.courseDates.default(WORKSHOP_TYPE_DEFAULTS.courseDates),
    courseInterval: fields.courseInterval.default(WORKSHOP_TYPE_DEFAULTS.courseInterval),
    dates: fields.dates.default({ days: '', time: '' }),
    workshopSessions: fields.workshopSessions.default(() => []),
  })
  .refine((input) => input.id !== undefined || slugify(input.name) !== '', {
    error: m.nameWithoutLetters,
    path: ['name'],
  });

export type WorkshopTypeInput = z.infer<typeof workshopTypeSchema>;
export type WorkshopTypeBody = z.input<typeof workshopTypeSchema>;
export type NewWorkshopTypeInput = z.infer<typeof newWorkshopTypeSchema>;
export type NewWorkshopTypeBody = z.input<typeof newWorkshopTypeSchema>;

/** The id a new workshop type gets: the one sent, or the slug of its name. */
export function workshopTypeId(input: Pick<NewWorkshopTypeInput, 'id' | 'name'>): string {
  return input.id ?? slugify(input.name);
}

/**
 * The stored workshop type. The total price of a booking is computed from
 * priceForTotal, so the server derives it from the price text and never takes it from the client.
 */
export function toWorkshopType(
  input: Omit<WorkshopTypeInput, 'id'>,
  id: string,
  created: Pick<WorkshopType, 'timestamp' | 'month' | 'year'>,
): WorkshopType {
  return {
    ...input,
    id,
    dates: { ...input.dates },
    workshopSessions: [...input.workshopSessions],
    priceForTotal: parsePrice(input.price),
    timestamp: created.timestamp,
    month: created.month,
    year: created.year,
  };
}

/** When a workshop type was made: its timestamp and London month and year. */
export function createdAt(now: number): Pick<WorkshopType, 'timestamp' | 'month' | 'year'> {
  const { year, month } = londonParts(now);
  return { timestamp: now, month: monthName(month), year: String(year) };
}
