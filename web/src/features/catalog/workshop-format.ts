import { londonParts } from '@domain/dates';
import { bookablePlaces } from '@domain/places';
import { spacesLeftOrFull, whenLabel } from '@domain/wording';
import { CRAFT_TYPES, type CraftType, LEVELS, type ScheduledWorkshop } from '@domain/model';
import { renderNow } from '../../lib/server-render';

/**
 * "Saturday 14th March, 3pm" (with the year when it is not this year in London). "This year" is
 * the server's while its page hydrates, so a page cached over New Year hydrates unchanged.
 */
export function sessionLabel(session: ScheduledWorkshop, now = renderNow()): string {
  const thisYear = String(londonParts(now).year);
  return whenLabel({ ...session, year: session.year === thisYear ? '' : session.year });
}

/** "3 spaces left", "1 space left" or "Fully booked". */
export function placesLabel(session: ScheduledWorkshop): string {
  return spacesLeftOrFull(bookablePlaces(session));
}

/** docs/product.md#errors-and-empty-states: a missing or unknown craft type is listed under Something Different. */
export function craftOf(type: { craftType?: string }): CraftType {
  return (CRAFT_TYPES as readonly string[]).includes(type.craftType ?? '')
    ? (type.craftType as CraftType)
    : 'Something Different';
}

export function groupByCraft<T extends { craftType?: string }>(
  types: T[],
): { craft: CraftType; types: T[] }[] {
  return CRAFT_TYPES.map((craft) => ({
    craft,
    types: types.filter((t) => craftOf(t) === craft),
  })).filter((group) => group.types.length > 0);
}

/** The levels the types use, easiest first; levels the studio has not listed go last. */
export function levelsPresent(types: { level?: string }[]): string[] {
  const present = new Set(types.map((t) => t.level?.trim() ?? '').filter(Boolean));
  const known = LEVELS.filter((level) => present.has(level));
  const other = [...present].filter((level) => !(LEVELS as readonly string[]).includes(level));
  return [...known, ...other.sort((a, b) => a.localeCompare(b))];
}
