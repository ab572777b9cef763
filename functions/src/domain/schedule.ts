import { z } from 'zod';
import {
  expandYear,
  isValidDate,
  londonInstant,
  monthName,
  monthNumber,
  padDay,
  weekdayName,
} from './dates.js';
import { ID_PATTERN } from './ids.js';
import type { ScheduledWorkshop } from './model.js';
import { formatTime, parseScheduleTime } from './time.js';

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

export const scheduleWorkshopSchema = z
  .object({
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
  })
  .refine(
    (input) => {
      const parts = parsed(input);
      return parts === null || isValidDate(parts.year, parts.month, parts.day);
    },
    { error: m.noSuchDate, path: ['date'] },
  );

export type ScheduleWorkshopInput = z.infer<typeof scheduleWorkshopSchema>;

export function toScheduledWorkshop(input: ScheduleWorkshopInput): ScheduledWorkshop {
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
  };
}
