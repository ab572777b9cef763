import type { ScheduledWorkshopRow } from '@domain/contracts/schedule';
import type { WaitlistRow } from '@domain/contracts/waitlist';
import { ordinal } from '@domain/clock';
import { places, whenLabel } from '@domain/wording';

export interface WaitlistGroup {
  /** The scheduled workshop's id. */
  id: string;
  workshopName: string;
  /** "Saturday 5th December 2026, 10am", or a note when the date is not a coming one. */
  when: string;
  date?: ScheduledWorkshopRow;
  /** In order of joining: the first is next in line. */
  entries: WaitlistRow[];
}

/** Each date's line, in date order (lines of dates no longer coming last). */
export function groupWaitlist(
  entries: readonly WaitlistRow[],
  dates: readonly ScheduledWorkshopRow[],
): WaitlistGroup[] {
  const dateById = new Map(dates.map((d) => [d.id, d]));
  const groups = new Map<string, WaitlistGroup>();
  for (const entry of entries) {
    const id = entry.scheduled_workshop_id;
    let group = groups.get(id);
    if (!group) {
      const date = dateById.get(id);
      group = {
        id,
        workshopName: entry.workshop_name || date?.workshop_name || '',
        when: date ? whenLabel(date) : 'a date that is no longer coming up',
        date,
        entries: [],
      };
      groups.set(id, group);
    }
    group.entries.push(entry);
  }
  const start = (g: WaitlistGroup) => g.date?.date_of_workshop ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()]
    .map((g) => ({ ...g, entries: [...g.entries].sort((a, b) => a.joinedAt - b.joinedAt) }))
    .sort((a, b) => start(a) - start(b) || a.workshopName.localeCompare(b.workshopName));
}

/** "Waiting (1st in line)", "Offered 2 places". */
export function entryStatus(entry: WaitlistRow, position: number): string {
  if (entry.status === 'offered') return `Offered ${places(entry.heldPlaces ?? entry.guests)}`;
  if (entry.status === 'waiting') return `Waiting (${ordinal(position)} in line)`;
  return entry.status;
}
