import { z } from '../../domain/zod.js';
import { londonInstant } from '../../domain/dates.js';

export const CALENDAR_MESSAGES = {
  month: 'Choose a month from 1 to 12',
  year: 'Choose a year such as 2026',
} as const;

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,4}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });

export const calendarQuerySchema = z.object({
  month: wholeNumber(CALENDAR_MESSAGES.month, 1, 12),
  year: z
    .string({ error: CALENDAR_MESSAGES.year })
    .regex(/^\d{4}$/, { error: CALENDAR_MESSAGES.year })
    .transform(Number)
    .refine((n) => n >= MIN_YEAR && n <= MAX_YEAR, { error: CALENDAR_MESSAGES.year }),
});

export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** The instants [start, end) of a calendar month in Europe/London (DST-aware). */
export function londonMonthRange(year: number, month: number): { start: number; end: number } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    start: londonInstant(year, month, 1, 0),
    end: londonInstant(next.year, next.month, 1, 0),
  };
}
