import { londonParts, MONTHS } from '@domain/dates';

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

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An epoch-ms instant as the admin's local date and time. */
export function localDateTime(ms: number | undefined): string {
  return typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toLocaleString('en-GB') : '';
}

/** A short local date and time for lists ("22 Nov 2026, 09:30"). */
export function shortDateTime(ms: number | undefined): string {
  return typeof ms === 'number' && Number.isFinite(ms) ? dateTime.format(ms) : '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local "YYYY-MM-DD HH:mm" for CSV files: spreadsheets read it as a date and it sorts as text. */
export function csvDateTime(ms: number | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Today's local date as YYYY-MM-DD, for file names. */
export function fileDate(now = Date.now()): string {
  return csvDateTime(now).slice(0, 10);
}
