import { londonIsoDate, londonParts, MONTHS } from '@domain/dates';

/** docs/product.md#dates-and-times: year options are the current and the next year (London). */
export function yearOptions(now = Date.now()): string[] {
  const { year } = londonParts(now);
  return [String(year), String(year + 1)];
}

export function currentMonthName(now = Date.now()): string {
  return MONTHS[londonParts(now).month - 1] ?? 'January';
}

/** This month and the next `count - 1`, each with its year: the months a monthly workshop can be for. */
export function comingMonths(count = 6, now = Date.now()): { month: string; year: string }[] {
  const today = londonParts(now);
  return Array.from({ length: count }, (_, i) => {
    const index = today.month - 1 + i;
    return {
      month: MONTHS[index % 12] ?? 'January',
      year: String(today.year + Math.floor(index / 12)),
    };
  });
}

/** Today's London date as YYYY-MM-DD, for file names. */
export function fileDate(now = Date.now()): string {
  return londonIsoDate(now);
}

/** Today's London date as YYYY-MM-DD: the first day a date picker offers. */
export function londonToday(now = Date.now()): string {
  return londonIsoDate(now);
}
