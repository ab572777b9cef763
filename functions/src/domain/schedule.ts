import { z } from './zod.js';
import {
  expandYear,
  isValidDate,
  londonInstant,
  MONTHS,
  monthName,
  monthNumber,
  ordinal,
  padDay,
  weekdayName,
} from './dates.js';
import { ID_PATTERN } from './ids.js';
import type { ScheduledWorkshop } from './model.js';
import { formatTime, parseScheduleTime } from './time.js';
import { workshopDateLabel } from './wording.js';

export const MAX_PLACES_PER_WORKSHOP = 100;

export const SCHEDULE_MESSAGES = {
  id: 'The workshop id is missing; reload the page',
  workshopType: 'Choose a workshop type',
  date: 'Enter a day of the month such as 1st',
  month: 'Choose a month',
  year: 'Choose a year',
  time: 'Enter a time such as 3pm',
  guests: 'Enter the number of places (1 or more)',
  tooManyGuests: `Enter at most ${MAX_PLACES_PER_WORKSHOP} places`,
  noSuchDate: 'That date does not exist',
  scheduledWorkshopId: 'Choose a scheduled workshop',
  isAvailable: 'Choose whether the date takes bookings',
  notify: 'Choose whether to tell the bookers by email',
  reason: 'Keep the reason to 500 characters',
  allowSameTime: 'Choose whether to schedule it anyway',
} as const;

const m = SCHEDULE_MESSAGES;

function parsed(input: { date: string; month: string; year: string; time: string }) {
  const day = padDay(input.date);
  const month = monthNumber(input.month);
  const year = expandYear(input.year);
  const hour = parseScheduleTime(input.time);
  if (!day || !month || !year || !hour) return null;
  return { day: Number(day), month: Number(month), year: Number(year), hour: Number(hour) };
}

/**
 * How a date being scheduled will read to visitors ("Saturday 9th January 2027, 3pm"; without a
 * time that parses, the day alone), or '' until the day, month and year make a real date.
 */
export function scheduleWhenLabel(input: {
  date: string;
  month: string;
  year: string;
  time: string;
}): string {
  const day = Number(padDay(input.date));
  const month = Number(monthNumber(input.month));
  const year = Number(expandYear(input.year));
  if (!isValidDate(year, month, day)) return '';
  const label = workshopDateLabel({
    day: weekdayName(year, month, day),
    date: String(day),
    month: monthName(month),
    year: String(year),
  });
  const time = formatTime(input.time);
  return time ? `${label}, ${time}` : label;
}

/** A picked calendar day (YYYY-MM-DD) as the schedule form's fields: "9th", "January", "2027". */
export function scheduleFieldsOfIsoDate(
  iso: string,
): { date: string; month: string; year: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isValidDate(year, month, day)) return null;
  return { date: ordinal(day), month: MONTHS[month - 1] ?? '', year: String(year) };
}

/** The schedule form's day, month and year as YYYY-MM-DD (a date picker's value), or ''. */
export function isoDateOfScheduleFields(input: {
  date: string;
  month: string;
  year: string;
}): string {
  const day = padDay(input.date);
  const month = monthNumber(input.month);
  const year = expandYear(input.year);
  if (!day || !month || !year || !isValidDate(Number(year), Number(month), Number(day))) return '';
  return `${year}-${month}-${day}`;
}

/** The times the schedule form lists (it takes whole hours): 8am to 9pm. */
export const SCHEDULE_TIMES: readonly string[] = Array.from({ length: 14 }, (_, i) => {
  const hour = 8 + i;
  return hour < 12 ? `${hour}am` : `${hour === 12 ? 12 : hour - 12}pm`;
});

const scheduleFields = {
  id: z.string({ error: m.id }).regex(ID_PATTERN, { error: m.id }),
  workshop_type: z.string({ error: m.workshopType }).trim().min(1, { error: m.workshopType }),
  date: z.string({ error: m.date }).refine((s) => padDay(s) !== '', { error: m.date }),
  month: z.string({ error: m.month }).refine((s) => monthNumber(s) !== '', { error: m.month }),
  year: z.string({ error: m.year }).refine((s) => expandYear(s) !== '', { error: m.year }),
  time: z.string({ error: m.time }).refine((s) => parseScheduleTime(s) !== '', { error: m.time }),
  guests: z
    .number({ error: m.guests })
    .int({ error: m.guests })
    .min(1, { error: m.guests })
    .max(MAX_PLACES_PER_WORKSHOP, { error: m.tooManyGuests }),
};

/** The schedule form: the date's fields, and staff's confirmation that a same-time twin is meant. */
export const scheduleWorkshopSchema = z
  .object({
    ...scheduleFields,
    allowSameTime: z.boolean({ error: m.allowSameTime }).default(false),
  })
  .refine(
    (input) => {
      const parts = parsed(input);
      return parts === null || isValidDate(parts.year, parts.month, parts.day);
    },
    { error: m.noSuchDate, path: ['date'] },
  );

export type ScheduleWorkshopInput = z.infer<typeof scheduleWorkshopSchema>;

/**
 * Why a date is refused when its workshop is already on at the same start: most often the form
 * was sent twice. Staff who mean it tick "Schedule it anyway" and confirm again.
 */
export const sameTimeMessage = (name: string, when: string) =>
  `${name} is already scheduled on ${when}. Tick “Schedule it anyway” and confirm again only if you mean to run two at the same time.`;

const dateId = z
  .string({ error: m.scheduledWorkshopId })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: m.scheduledWorkshopId });

/**
 * POST /api/update_scheduled_workshop: the fields sent change, parsed like the schedule form
 * (`guests` is the date's capacity; `is_available: false` closes it to bookings).
 */
export const updateScheduledWorkshopSchema = z.object({
  id: dateId,
  date: scheduleFields.date.optional(),
  month: scheduleFields.month.optional(),
  year: scheduleFields.year.optional(),
  time: scheduleFields.time.optional(),
  guests: scheduleFields.guests.optional(),
  is_available: z.boolean({ error: m.isAvailable }).optional(),
  notify: z.boolean({ error: m.notify }).default(false),
  allowSameTime: z.boolean({ error: m.allowSameTime }).default(false),
});

export type UpdateScheduledWorkshopInput = z.infer<typeof updateScheduledWorkshopSchema>;

/** POST /api/cancel_scheduled_workshop */
export const cancelScheduledWorkshopSchema = z.object({
  id: dateId,
  notify: z.boolean({ error: m.notify }),
  reason: z.string({ error: m.reason }).trim().max(500, { error: m.reason }).optional(),
});

export type CancelScheduledWorkshopInput = z.infer<typeof cancelScheduledWorkshopSchema>;

/** The form's values of a stored date, so a change can be parsed like a new one. */
export function scheduleFormOf(
  date: Pick<
    ScheduledWorkshop,
    'id' | 'workshop_type' | 'date' | 'month' | 'year' | 'time' | 'guests'
  >,
) {
  return {
    id: date.id,
    workshop_type: date.workshop_type,
    date: date.date,
    month: date.month,
    year: date.year,
    time: date.time,
    guests: date.guests,
  };
}

export function toScheduledWorkshop(
  input: Omit<ScheduleWorkshopInput, 'allowSameTime'>,
): ScheduledWorkshop {
  const parts = parsed(input);
  if (!parts || !isValidDate(parts.year, parts.month, parts.day)) {
    throw new Error('toScheduledWorkshop needs input that passed scheduleWorkshopSchema');
  }
  const { year, month, day, hour } = parts;
  return {
    id: input.id,
    workshop_type: input.workshop_type,
    date: padDay(input.date),
    month: monthName(month),
    year: String(year),
    time: formatTime(input.time),
    day: weekdayName(year, month, day),
    date_of_workshop: londonInstant(year, month, day, hour),
    guests: input.guests,
    guest_slots_remaining: input.guests,
    is_available: true,
    places_taken: 0,
    places_held: 0,
    closed: false,
    status: 'scheduled',
  };
}
